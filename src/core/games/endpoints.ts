/**
 * The report service's paths of the game-round details, shared by the console and the reference
 * server: the by-bet detail call of each view (in-app), and the public shared-link call (the slot
 * gamedetail path, for every view).
 */
import type { DetailKind } from './types';

export const DETAIL_PATHS: Record<DetailKind, string> = {
  slot: '/api/report/gamedetail',
  blackjack: '/api/report/blackjackdetail',
  roulette: '/api/report/roulettedetail',
  keno: '/api/report/kenodetail',
  videoPoker: '/api/report/videopokerdetail',
  triCardPoker: '/api/report/tricardpokerdetail',
  cardGames: '/api/report/cardgamesdetail',
  crashGames: '/api/report/crashgamesdetail',
};

export const SHARED_LINK_PATH = '/api/report/gamedetail';

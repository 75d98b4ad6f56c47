/**
 * Which detail view shows a round.
 *
 * `gameTypes` of the config holds, per view, a comma-separated list of external game ids.
 * `gameDetailsIds` holds one game-details id per view (blackjack, families 35 and 36, keno, roulette):
 * an in-app row whose game id is in no `gameTypes` list is shown by the view whose id it is. (Steps and
 * refresh act for every view: src/widgets/games/RoundDetail.tsx.)
 */
import type { GameDetailsIds, GameTypes } from '../config';
import type { DetailKind } from './types';

/** The fields that only an answer of each kind carries (an answer without `round` is told by them). */
const SIGNATURES: Readonly<Record<DetailKind, readonly string[]>> = {
  slot: ['currencycode', 'wheelinfos', 'lines', 'allwayspayGame'],
  blackjack: ['dealerCards'],
  roulette: ['spinResult'],
  keno: ['picks', 'results'],
  videoPoker: ['dealtCards', 'handAfterDraw', 'heldCards'],
  triCardPoker: ['playerHand', 'dealerHand'],
  cardGames: ['spots', 'externalgameId'],
  crashGames: [],
};

function isDetailKind(value: unknown): value is DetailKind {
  return typeof value === 'string' && (DETAIL_KINDS as readonly string[]).includes(value);
}

/**
 * The kind of a round's answer: what the answer says (`round.kind`, the reference service), else the
 * kind whose own fields it carries (crash games: bets with a cashout; roulette: bets with a description);
 * null when it cannot be told. A shared link's page shows the view of this kind, whatever game id its
 * link carries.
 */
export function detailKindOfAnswer(detail: unknown): DetailKind | null {
  if (!detail || typeof detail !== 'object') return null;
  const answer = detail as Record<string, unknown>;
  const round = answer.round as { kind?: unknown } | null | undefined;
  if (round && isDetailKind(round.kind)) return round.kind;
  for (const kind of DETAIL_KINDS) if (SIGNATURES[kind].some((field) => field in answer)) return kind;
  const bets = Array.isArray(answer.bets) ? (answer.bets as unknown[]) : [];
  const first = bets[0] as Record<string, unknown> | undefined;
  if (first && 'cashout' in first) return 'crashGames';
  if (first && 'rouletteBetDescription' in first) return 'roulette';
  return null;
}

/**
 * Whether an answer whose kind cannot be told (detailKindOfAnswer: null) may still be shown as `kind`:
 * only a crash or roulette answer with an empty list of bets. Any other such answer is not a round the
 * views can read (never a view of dashes).
 */
export function answerFits(kind: DetailKind, detail: unknown): boolean {
  if (!detail || typeof detail !== 'object') return false;
  if (detailKindOfAnswer(detail) === kind) return true;
  return (kind === 'crashGames' || kind === 'roulette') && Array.isArray((detail as { bets?: unknown }).bets);
}

/** The views in matching order (each is the config key of its id list). */
export const DETAIL_KINDS: readonly DetailKind[] = [
  'slot',
  'blackjack',
  'roulette',
  'keno',
  'videoPoker',
  'triCardPoker',
  'cardGames',
  'crashGames',
];

/** The views that have a game-details id, with its key in `gameDetailsIds`. */
export const GAME_DETAILS_ID_KEYS: Partial<Record<DetailKind, keyof GameDetailsIds>> = {
  blackjack: 'blackjack',
  cardGames: 'gameFamily35',
  crashGames: 'gameFamily36',
  keno: 'keno',
  roulette: 'roulette',
};

/** Ids of a comma-separated list ('1, 2,,3' -> [1, 2, 3]); non-numbers are skipped. */
export function parseIdList(list: string | number | null | undefined): number[] {
  if (list === null || list === undefined) return [];
  return String(list)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && Number.isFinite(Number(item)))
    .map(Number);
}

/**
 * Whether the view of `kind` names things with the casino's game strings (roulette's bet
 * descriptions): it asks for them with the round, and shows the round once they are in or failed.
 */
export function usesGameStrings(kind: DetailKind): boolean {
  return kind === 'roulette';
}

/**
 * The view of an external game id: the first `gameTypes` list that contains it (families 35
 * and 36 through `cardGames` and `crashGames`); null when no list does.
 */
export function detailKindFor(
  externalGameId: number | string | null | undefined,
  gameTypes: Partial<GameTypes> | null | undefined,
): DetailKind | null {
  if (externalGameId === null || externalGameId === undefined || externalGameId === '') return null;
  const id = Number(externalGameId);
  if (!Number.isFinite(id) || !gameTypes) return null;
  for (const kind of DETAIL_KINDS) {
    if (parseIdList(gameTypes[kind]).includes(id)) return kind;
  }
  return null;
}

/**
 * The view of an in-app list row: by `gameTypes` lists, else the view whose game-details id
 * equals the row's game id.
 */
export function detailKindForRow(
  externalGameId: number | string | null | undefined,
  gameTypes: Partial<GameTypes> | null | undefined,
  gameDetailsIds: Partial<GameDetailsIds> | null | undefined,
): DetailKind | null {
  const byList = detailKindFor(externalGameId, gameTypes);
  if (byList) return byList;
  const id = Number(externalGameId);
  for (const [kind, key] of Object.entries(GAME_DETAILS_ID_KEYS) as Array<
    [DetailKind, keyof GameDetailsIds]
  >) {
    if (gameDetailsIds && Number(gameDetailsIds[key]) === id) return kind;
  }
  return null;
}

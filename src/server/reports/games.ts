/**
 * The games as reports know them: the catalogue's games with their numeric type code, from which the
 * family follows (src/core/areas/reports/families.ts). Game families 35 (live card games) and 36
 * (crash games) are type codes of their own, outside the four families.
 */
import { gameFamilyOf, type GameFamily } from '../../core/areas/reports/families';
import { GAME_CATALOG, type CatalogGame, type DetailKind } from '../games/catalog';

/** The type code of each kind of the demo catalogue, per game where a kind spans several codes. */
const TYPE_CODE_OF_KIND: Record<DetailKind, number> = {
  slot: 6,
  blackjack: 1,
  roulette: 2,
  keno: 4,
  videoPoker: 7,
  triCardPoker: 3,
  cardGames: 35,
  crashGames: 36,
};
const TYPE_CODE_OF_GAME: Readonly<Record<number, number>> = {
  103: 18, // a classic three-reel slot line
  502: 16, // joker poker
  503: 17, // double joker poker
};

export interface ReportGame {
  externalGameId: number;
  name: string;
  typeCode: number;
  family: GameFamily | null;
}

export function typeCodeOf(game: CatalogGame): number {
  return TYPE_CODE_OF_GAME[game.externalGameId] ?? TYPE_CODE_OF_KIND[game.kind];
}

/** Every game of the catalogue, by name. */
export const REPORT_GAMES: readonly ReportGame[] = GAME_CATALOG.map((game) => {
  const typeCode = typeCodeOf(game);
  return { externalGameId: game.externalGameId, name: game.name, typeCode, family: gameFamilyOf(typeCode) };
}).sort((a, b) => a.name.localeCompare(b.name));

/** The game ids of a family (null: the games of no family). */
export function gameIdsOfFamily(family: GameFamily | null): number[] {
  return REPORT_GAMES.filter((g) => g.family === family).map((g) => g.externalGameId);
}

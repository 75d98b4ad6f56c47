/**
 * The played rounds the generated activity draws from (table round_templates): for every game of the
 * catalogue, every currency and two stakes, a few rounds played out by src/server/games/rounds.ts. A
 * generated round copies its template's bet and payout and shows its template's detail, so the
 * detail views work for every round of the activity.
 *
 * Each play has its own random source, so the same play can be repeated in another currency or at
 * another stake: the cards and symbols stay, the amounts follow the betting unit. The plays of a game
 * are chosen once, from a pool, so that together they pay back about 93 % of what they take, as real
 * games do: the house wins over time, players win now and then.
 */
import { shuffledShoe } from '../games/cards';
import { GAME_CATALOG, type CatalogGame } from '../games/catalog';
import { createRng, type Rng } from '../games/random';
import {
  playBaccarat,
  playBlackjack,
  playCrash,
  playDragonTiger,
  playKeno,
  playRoulette,
  playSlot,
  playThirtyTwoCards,
  playTriCardPoker,
  playVideoPoker,
  type BlackjackOptions,
  type PlayedRound,
} from '../games/rounds';
import { unitCentsOf } from '../games/seed';

/** Stake levels: the betting unit of the currency times these. */
export const STAKES = [1, 5] as const;
/** Templates per game, currency and stake. */
export const VARIANTS = 8;
/** Stands for the bet id of the round that uses a template (crash games number their bets by it). */
export const BET_ID_PLACEHOLDER = '{betId}';

/** What the chosen plays of a game pay back, and the pool they are chosen from. */
const TARGET_RETURN = 0.93;
const POOL = 40;
const BASE_UNIT_CENTS = 100;

export interface RoundTemplate {
  externalGameId: number;
  currency: string;
  /** index into STAKES */
  stake: number;
  variant: number;
  betCents: number;
  payoutCents: number;
  detail: object;
}

const RANKS = 'A23456789TJQK';

function randomBlackjack(rng: Rng): BlackjackOptions {
  const shoe = shuffledShoe(rng, 1);
  const player: [string, string] = [shoe[0], shoe[2]];
  const dealer: [string, string] = [shoe[1], shoe[3]];
  const value = (card: string) => Math.min(10, RANKS.indexOf(card[0]) + 1);
  const total = value(player[0]) + value(player[1]);
  const up = value(dealer[0]);
  return {
    player,
    dealer,
    split: player[0][0] === player[1][0] && rng.chance(0.5),
    double: total >= 9 && total <= 11 && rng.chance(0.6),
    surrender: (total === 15 || total === 16) && (up >= 9 || up === 1) && rng.chance(0.3),
    insurance: dealer[0][0] === 'A' && rng.chance(0.3),
    sideBet: rng.chance(0.2) ? 1 : undefined,
  };
}

/** One round of `game` with options drawn at random (within what the game allows). */
function playRandom(rng: Rng, game: CatalogGame, unitCents: number): PlayedRound<object> {
  switch (game.kind) {
    case 'slot':
      return playSlot(rng, game, unitCents, {
        plantWins: rng.chance(0.25) ? 1 : 0,
        scatters: rng.chance(0.04),
        sideBet: game.externalGameId === 105 && rng.chance(0.3) ? 'complete' : undefined,
        spinNotes: rng.chance(0.2) ? 'valid' : 'none',
      });
    case 'blackjack':
      return playBlackjack(rng, unitCents, randomBlackjack(rng));
    case 'roulette':
      return playRoulette(rng, unitCents, { laPartage: game.externalGameId === 302 });
    case 'keno': {
      const spots = rng.int(2, 10);
      return playKeno(rng, unitCents, {
        spots,
        plantHits: rng.int(0, Math.ceil(spots / 2)),
        bonus: rng.chance(0.3),
      });
    }
    case 'videoPoker':
      return playVideoPoker(rng, game, unitCents, {});
    case 'triCardPoker':
      return playTriCardPoker(rng, unitCents, { pairPlus: rng.chance(0.5), bonus: rng.chance(0.3) });
    case 'cardGames':
      if (game.externalGameId === 2) return playBaccarat(rng, unitCents);
      if (game.externalGameId === 3) return playDragonTiger(rng, unitCents);
      return playThirtyTwoCards(rng, unitCents, { tie: rng.chance(0.1) });
    case 'crashGames':
      return playCrash(rng, unitCents, BET_ID_PLACEHOLDER, { cashedOut: rng.int(0, 2) });
  }
}

/** The random source of play `index` of a game: the same play in every currency. */
const playSeed = (seed: number, game: CatalogGame, index: number) =>
  (seed * 7919 + game.externalGameId * 104_729 + index * 1_299_709) >>> 0;

const returnOf = (plays: readonly PlayedRound<object>[]) => {
  const bet = plays.reduce((s, p) => s + p.betCents, 0);
  return bet > 0 ? plays.reduce((s, p) => s + p.payoutCents, 0) / bet : 0;
};

/**
 * The indexes (into a pool of POOL plays at the base unit) of VARIANTS plays whose return is as close
 * to TARGET_RETURN as a few swaps get it: start from the first VARIANTS, then swap in the pool's other
 * plays one at a time while a swap brings the return closer.
 */
export function choosePlays(game: CatalogGame, seed: number): number[] {
  const pool = Array.from({ length: POOL }, (_, i) =>
    playRandom(createRng(playSeed(seed, game, i)), game, BASE_UNIT_CENTS),
  );
  const chosen = Array.from({ length: VARIANTS }, (_, i) => i);
  const distance = (indexes: number[]) => Math.abs(returnOf(indexes.map((i) => pool[i])) - TARGET_RETURN);
  for (let improved = true; improved;) {
    improved = false;
    for (let slot = 0; slot < VARIANTS && !improved; slot++) {
      for (let candidate = 0; candidate < POOL; candidate++) {
        if (chosen.includes(candidate)) continue;
        const next = chosen.map((c, i) => (i === slot ? candidate : c));
        if (distance(next) < distance(chosen) - 1e-9) {
          chosen.splice(0, VARIANTS, ...next);
          improved = true;
          break;
        }
      }
    }
  }
  return chosen;
}

/** The templates of every game for each of the given currencies (the same currencies give the same rounds). */
export function generateTemplates(currencies: readonly string[], seed = 7007): RoundTemplate[] {
  const out: RoundTemplate[] = [];
  for (const game of GAME_CATALOG) {
    const plays = choosePlays(game, seed);
    for (const currency of currencies) {
      STAKES.forEach((stake, stakeIndex) => {
        plays.forEach((index, variant) => {
          const round = playRandom(
            createRng(playSeed(seed, game, index)),
            game,
            unitCentsOf(currency) * stake,
          );
          out.push({
            externalGameId: game.externalGameId,
            currency,
            stake: stakeIndex,
            variant,
            betCents: round.betCents,
            payoutCents: round.payoutCents,
            detail: round.detail,
          });
        });
      });
    }
  }
  return out;
}

/**
 * Card arithmetic of the seeded rounds: codes are a rank followed by a suit letter
 * (ranks A, 2-9, T, J, Q, K; suits C, D, H, S; '0C' is a joker).
 */
import type { Rng } from './random';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export const JOKER = '0C';

/** A valid card code (jokers included). */
export const CARD_CODE = /^(?:[A2-9TJQK][CDHS]|0C)$/;

export const rankOf = (card: string): string => card[0];
export const suitOf = (card: string): string => card[1];
export const isJoker = (card: string): boolean => card === JOKER;

/** Poker rank value: 2..14 (ace high). */
export const pokerValue = (card: string): number =>
  rankOf(card) === 'A' ? 14 : RANKS.indexOf(rankOf(card) as never) + 1;

export function standardDeck(): string[] {
  return SUITS.flatMap((s) => RANKS.map((r) => r + s));
}

/** A shuffled shoe of `decks` decks plus `jokers` jokers. */
export function shuffledShoe(rng: Rng, decks = 1, jokers = 0): string[] {
  const cards: string[] = [];
  for (let d = 0; d < decks; d++) cards.push(...standardDeck());
  for (let j = 0; j < jokers; j++) cards.push(JOKER);
  return rng.shuffle(cards);
}

/** Takes the given cards out of a shoe (one copy each) and returns the rest. */
export function without(shoe: string[], cards: readonly string[]): string[] {
  const rest = [...shoe];
  for (const c of cards) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

// ------------------------------------------------------------------ five-card poker

export const POKER_HANDS = [
  'No Win',
  'Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
  'Royal Flush',
  'Five of a Kind',
] as const;
export type PokerHand = (typeof POKER_HANDS)[number];

export interface PokerScore {
  /** index in POKER_HANDS */
  category: number;
  /** value of the highest pair (for "Jacks or Better" style minimum pairs), 0 otherwise */
  pairValue: number;
  /** comparable tie-break values, highest first */
  kickers: number[];
}

function scoreNatural(cards: readonly string[]): PokerScore {
  const values = cards.map(pokerValue).sort((a, b) => b - a);
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = cards.length === 5 && new Set(cards.map(suitOf)).size === 1;
  const distinct = [...new Set(values)];
  let straightHigh = 0;
  if (cards.length === 5 && distinct.length === 5) {
    if (distinct[0] - distinct[4] === 4) straightHigh = distinct[0];
    else if (distinct.join() === '14,5,4,3,2') straightHigh = 5;
  }
  const kickers = groups.map(([v]) => v);
  const top = groups[0][1];
  const second = groups[1]?.[1] ?? 0;
  let category: number;
  if (top === 5) category = 10;
  else if (straightHigh && flush) category = straightHigh === 14 ? 9 : 8;
  else if (top === 4) category = 7;
  else if (top === 3 && second === 2) category = 6;
  else if (flush) category = 5;
  else if (straightHigh) category = 4;
  else if (top === 3) category = 3;
  else if (top === 2 && second === 2) category = 2;
  else if (top === 2) category = 1;
  else category = 0;
  return {
    category,
    pairValue: category === 1 ? groups[0][0] : 0,
    kickers: straightHigh ? [straightHigh] : kickers,
  };
}

function better(a: PokerScore, b: PokerScore): boolean {
  if (a.category !== b.category) return a.category > b.category;
  for (let i = 0; i < Math.max(a.kickers.length, b.kickers.length); i++) {
    const d = (a.kickers[i] ?? 0) - (b.kickers[i] ?? 0);
    if (d) return d > 0;
  }
  return false;
}

/** Best score of five cards, jokers wild (each tried as every card). */
export function scorePoker(cards: readonly string[]): PokerScore {
  const jokerAt = cards.findIndex(isJoker);
  if (jokerAt < 0) return scoreNatural(cards);
  let best: PokerScore | null = null;
  for (const sub of standardDeck()) {
    const tried = scorePoker(cards.map((c, i) => (i === jokerAt ? sub : c)));
    if (!best || better(tried, best)) best = tried;
  }
  return best as PokerScore;
}

/** Best five-card score among any five of the given cards (six-card bonus). */
export function bestFiveOf(cards: readonly string[]): PokerScore {
  let best: PokerScore | null = null;
  for (let skip = 0; skip < cards.length; skip++) {
    const s = scorePoker(cards.filter((_, i) => i !== skip));
    if (!best || better(s, best)) best = s;
  }
  return best as PokerScore;
}

// ------------------------------------------------------------------ three-card poker

export const THREE_CARD_HANDS = [
  'High Card',
  'Pair',
  'Flush',
  'Straight',
  'Three of a Kind',
  'Straight Flush',
];

/** Three-card poker: category index in THREE_CARD_HANDS, then tie-break values. */
export function scoreThreeCard(cards: readonly string[]): number[] {
  const values = cards.map(pokerValue).sort((a, b) => b - a);
  const flush = new Set(cards.map(suitOf)).size === 1;
  const distinct = new Set(values).size;
  let straightHigh = 0;
  if (distinct === 3 && values[0] - values[2] === 2) straightHigh = values[0];
  else if (values.join() === '14,3,2') straightHigh = 3;
  if (straightHigh && flush) return [5, straightHigh];
  if (distinct === 1) return [4, values[0]];
  if (straightHigh) return [3, straightHigh];
  if (flush) return [2, ...values];
  if (distinct === 2) {
    const pair = values[0] === values[1] ? values[0] : values[1];
    return [1, pair, values.find((v) => v !== pair) as number];
  }
  return [0, ...values];
}

export function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return Math.sign(d);
  }
  return 0;
}

// ------------------------------------------------------------------ blackjack and baccarat

/** Blackjack total (aces 1 or 11) and whether an ace still counts 11. */
export function blackjackTotal(cards: readonly string[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const r = rankOf(c);
    if (r === 'A') {
      aces++;
      total += 11;
    } else total += 'TJQK'.includes(r) ? 10 : Number(r);
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

export const isBlackjack = (cards: readonly string[]): boolean =>
  cards.length === 2 && blackjackTotal(cards).total === 21;

/** Baccarat points: tens and faces 0, ace 1, modulo 10. */
export function baccaratPoints(cards: readonly string[]): number {
  return (
    cards.reduce((sum, c) => {
      const r = rankOf(c);
      return sum + (r === 'A' ? 1 : 'TJQK'.includes(r) ? 0 : Number(r));
    }, 0) % 10
  );
}

/** Family 35, 32-card variant: A 14, 2-9 face value, T 10, J 11, Q 12, K 13. */
export const thirtyTwoCardValue = (card: string): number => pokerValue(card);

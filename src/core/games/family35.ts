/**
 * Game family 35 (card games) rules.
 */
import { parseCardCode, parseCards } from './cards';
import type { CardGameHand } from './types';

/** The 32-card variant is external game id 1 of family 35. */
export const THIRTY_TWO_CARD_GAME_ID = 1;

/** Rank values of the 32-card variant: A 14; 2 to 9 face value; T 10; J 11; Q 12; K 13. */
export const RANK_VALUES_32: Readonly<Record<string, number>> = {
  A: 14,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
};

/** Cards of a hand: comma-separated codes, empty items dropped. */
export function handCards(hand: Pick<CardGameHand, 'card'>): string[] {
  return parseCards(hand.card, ',');
}

/** The number following the first word of a hand description ('Player 3' -> 3); 0 when there is none. */
export function descriptionBonus(handDescription: string | null | undefined): number {
  const words = (handDescription ?? '').trim().split(/\s+/);
  if (words.length < 2) return 0;
  const n = Number.parseFloat(words[1]);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Hand total: for the 32-card variant (externalgameId 1) the sum of the rank values of its
 * cards plus the number following the first word of the hand description; 0 for other games.
 */
export function handTotal(hand: CardGameHand, externalgameId: number): number {
  if (Number(externalgameId) !== THIRTY_TWO_CARD_GAME_ID) return 0;
  let total = 0;
  for (const code of handCards(hand)) {
    const face = parseCardCode(code);
    total += face ? (RANK_VALUES_32[face.rank] ?? 0) : 0;
  }
  return total + descriptionBonus(hand.handDescription);
}

/** The total-score column shows only when some hand has a non-zero total. */
export function showsTotalColumn(hands: readonly CardGameHand[], externalgameId: number): boolean {
  return hands.some((hand) => handTotal(hand, externalgameId) !== 0);
}

/** The heading says singular 'dealt card' if every hand has exactly one card, else plural. */
export function dealtCardsHeading(hands: readonly CardGameHand[]): 'singular' | 'plural' {
  return hands.length > 0 && hands.every((hand) => handCards(hand).length === 1) ? 'singular' : 'plural';
}

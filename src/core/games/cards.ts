/**
 * Playing-card codes and their place in the card sprite.
 *
 * A card code is a rank followed by one suit letter, e.g. `TS` (ten of spades), `0C` (joker).
 * The sprite sheet has 14 columns (one per rank, in RANKS order) and 4 rows (one per suit,
 * in SUITS order).
 */

/** Ranks in sprite-column order: A, 2 to 9, T, J, Q, K, 0 (joker). */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', '0'] as const;
/** Suits in sprite-row order: clubs, diamonds, hearts, spades. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

export const SPRITE_COLUMNS = 14;
export const SPRITE_ROWS = 4;
/** Card width is 0.75 of its height. */
export const CARD_ASPECT = 0.75;
/** Each stacked card shows a quarter of its width. */
export const STACK_VISIBLE_FRACTION = 0.25;
/** Card-stack heights in px by game. */
export const STACK_HEIGHT = { blackjack: 48, family35: 60 } as const;
/** The word video poker uses for a joker, and the code it maps to. */
export const JOKER_WORD = 'Joker';
export const JOKER_CODE = '0C';
/** At most 2 jokers per hand. */
export const MAX_JOKERS_PER_HAND = 2;

export interface CardFace {
  code: string;
  rank: Rank;
  suit: Suit;
  /** Sprite column: index of the rank in RANKS. */
  column: number;
  /** Sprite row: index of the suit in SUITS. */
  row: number;
}

/** Reads a card code (`'TS'`, `'ah'`); null when it is not a rank followed by one suit letter. */
export function parseCardCode(code: string): CardFace | null {
  const text = code.trim().toUpperCase();
  if (text.length !== 2) return null;
  const column = RANKS.indexOf(text[0] as Rank);
  const row = SUITS.indexOf(text[1] as Suit);
  if (column < 0 || row < 0) return null;
  return { code: text, rank: RANKS[column], suit: SUITS[row], column, row };
}

/** The sprite cell of a card code, or null for an unknown code. */
export function spritePosition(code: string): { column: number; row: number } | null {
  const face = parseCardCode(code);
  return face ? { column: face.column, row: face.row } : null;
}

/**
 * CSS background placement of a card in the 14 x 4 sprite, as percentages
 * (`background-size: 1400% 400%`).
 */
export function spriteBackground(code: string): { size: string; position: string } | null {
  const at = spritePosition(code);
  if (!at) return null;
  const x = (at.column / (SPRITE_COLUMNS - 1)) * 100;
  const y = (at.row / (SPRITE_ROWS - 1)) * 100;
  return {
    size: `${SPRITE_COLUMNS * 100}% ${SPRITE_ROWS * 100}%`,
    position: `${round4(x)}% ${round4(y)}%`,
  };
}

function round4(n: number): number {
  return Math.round(n * 10000) / 10000;
}

/** Card width for a card height (0.75 of the height). */
export function cardWidth(height: number): number {
  return height * CARD_ASPECT;
}

/** Width of a stack of `count` cards of `height`: every card but the last shows a quarter of its width. */
export function stackWidth(count: number, height: number): number {
  if (count <= 0) return 0;
  const width = cardWidth(height);
  return width + (count - 1) * width * STACK_VISIBLE_FRACTION;
}

/** Horizontal offset of the card at `index` in a stack. */
export function stackOffset(index: number, height: number): number {
  return index * cardWidth(height) * STACK_VISIBLE_FRACTION;
}

/**
 * Splits a card string into card codes. Spaces separate cards, commas in bonus rounds and
 * family 35 hands; empty items are dropped. Codes are upper-cased.
 */
export function parseCards(text: string | null | undefined, separator: ' ' | ',' = ' '): string[] {
  if (!text) return [];
  const parts = separator === ' ' ? text.split(/\s+/) : text.split(',');
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/**
 * Video-poker cards: the word Joker maps to card 0C; a hand holds at most 2 jokers, counting the word
 * and the joker codes alike (any further joker, word or code, is dropped).
 */
export function parseVideoPokerCards(text: string | null | undefined, separator: ' ' | ',' = ' '): string[] {
  let jokers = 0;
  const cards: string[] = [];
  for (const item of parseCards(text, separator)) {
    const code = item.toLowerCase() === JOKER_WORD.toLowerCase() ? JOKER_CODE : item.toUpperCase();
    if (parseCardCode(code)?.rank === '0') {
      if (jokers >= MAX_JOKERS_PER_HAND) continue;
      jokers += 1;
    }
    cards.push(code);
  }
  return cards;
}

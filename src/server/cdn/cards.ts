/**
 * The card sprite sheet, drawn by code: 14 columns (A, 2-9, T, J, Q, K, joker) by 4 rows (clubs,
 * diamonds, hearts, spades), the order of src/core/games/cards.ts. Each cell is 150 x 200 (card
 * width 0.75 of its height).
 *
 * Legible at the sizes the views draw cards (48 and 60 px high at 1x): every mark is an outline (no
 * font of the visitor's machine is used), the corner index is a rank 40 units high (9.6 px on a 48 px
 * card) above its suit, and it lies inside the quarter of the card a stacked card leaves visible, so a
 * stack never clips it ("10" is narrowed to fit, never cut to "1(").
 */
import { RANKS, SUITS, SPRITE_COLUMNS, SPRITE_ROWS, STACK_VISIBLE_FRACTION } from '../../core/games/cards';
import { SUIT_PATHS, textOutline } from './glyphs';

export const CARD_WIDTH = 150;
export const CARD_HEIGHT = 200;

const SUIT_COLOUR: Record<string, string> = { C: '#1b1b1b', D: '#c8102e', H: '#c8102e', S: '#1b1b1b' };
const RANK_LABEL: Record<string, string> = { T: '10' };

/** The corner index: the rank's cap height, its suit's size, and the box both stay in. */
export const INDEX = {
  left: 6,
  /** inside the quarter a stacked card leaves visible, less a margin */
  right: CARD_WIDTH * STACK_VISIBLE_FRACTION - 2.5,
  rankTop: 12,
  rankHeight: 40,
  suitSize: 24,
} as const;

/** Pip positions (fractions of the card) for the number cards. */
const PIPS: Record<string, [number, number][]> = {
  A: [[0.5, 0.5]],
  '2': [
    [0.5, 0.22],
    [0.5, 0.78],
  ],
  '3': [
    [0.5, 0.22],
    [0.5, 0.5],
    [0.5, 0.78],
  ],
  '4': [
    [0.32, 0.22],
    [0.68, 0.22],
    [0.32, 0.78],
    [0.68, 0.78],
  ],
  '5': [
    [0.32, 0.22],
    [0.68, 0.22],
    [0.5, 0.5],
    [0.32, 0.78],
    [0.68, 0.78],
  ],
  '6': [
    [0.32, 0.22],
    [0.68, 0.22],
    [0.32, 0.5],
    [0.68, 0.5],
    [0.32, 0.78],
    [0.68, 0.78],
  ],
  '7': [
    [0.32, 0.22],
    [0.68, 0.22],
    [0.5, 0.36],
    [0.32, 0.5],
    [0.68, 0.5],
    [0.32, 0.78],
    [0.68, 0.78],
  ],
  '8': [
    [0.32, 0.22],
    [0.68, 0.22],
    [0.5, 0.36],
    [0.32, 0.5],
    [0.68, 0.5],
    [0.5, 0.64],
    [0.32, 0.78],
    [0.68, 0.78],
  ],
  '9': [
    [0.32, 0.2],
    [0.68, 0.2],
    [0.32, 0.4],
    [0.68, 0.4],
    [0.5, 0.5],
    [0.32, 0.6],
    [0.68, 0.6],
    [0.32, 0.8],
    [0.68, 0.8],
  ],
  T: [
    [0.32, 0.2],
    [0.68, 0.2],
    [0.5, 0.3],
    [0.32, 0.4],
    [0.68, 0.4],
    [0.32, 0.6],
    [0.68, 0.6],
    [0.5, 0.7],
    [0.32, 0.8],
    [0.68, 0.8],
  ],
};

/** A suit of `size` with its top left at (x, y). */
function suit(s: string, x: number, y: number, size: number): string {
  return `<use href="#suit-${s}" transform="translate(${x} ${y}) scale(${size / 100})"/>`;
}

/** The corner index (rank above suit) as an outline, in the top left of a card at the origin. */
export function cornerIndex(rank: string): { d: string; rank: { width: number; height: number } } {
  const middle = (INDEX.left + INDEX.right) / 2;
  const label = rank === '0' ? '' : (RANK_LABEL[rank] ?? rank);
  const text = label
    ? textOutline(label, middle, INDEX.rankTop + INDEX.rankHeight, {
        capHeight: INDEX.rankHeight,
        maxWidth: INDEX.right - INDEX.left,
        anchor: 'middle',
      })
    : { d: '', width: 0, height: 0 };
  return { d: text.d, rank: { width: text.width, height: text.height } };
}

const STAR = 'M50 2L62 36L98 37L69 59L79 94L50 73L21 94L31 59L2 37L38 36Z';

function card(rank: string, s: string, x: number, y: number): string {
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;
  const colour = SUIT_COLOUR[s];
  const middle = (INDEX.left + INDEX.right) / 2;
  const parts = [
    `<g transform="translate(${x},${y})" fill="${colour}" data-card="${rank}${s}">`,
    `<rect x="3" y="3" width="${w - 6}" height="${h - 6}" rx="12" fill="#fff" stroke="#8c8c8c" stroke-width="2"/>`,
  ];
  const index =
    rank === '0'
      ? // the joker's index: a star as large as a rank, where the rank stands
        `<use href="#star" transform="translate(${INDEX.left} ${INDEX.rankTop}) scale(${(INDEX.right - INDEX.left) / 100})"/>`
      : `<use href="#rank-${rank}"/>` +
        suit(s, middle - INDEX.suitSize / 2, INDEX.rankTop + INDEX.rankHeight + 6, INDEX.suitSize);
  parts.push(index, `<g transform="rotate(180 ${w / 2} ${h / 2})">${index}</g>`);
  if (rank === '0') {
    parts.push(
      `<use href="#star" transform="translate(${w / 2 - 32} ${h / 2 - 48}) scale(0.64)"/>`,
      `<use href="#joker-word"/>`,
    );
  } else {
    const pips = PIPS[rank];
    if (pips) {
      const size = rank === 'A' ? 64 : 28;
      for (const [px, py] of pips) parts.push(suit(s, px * w - size / 2, py * h - size / 2, size));
    } else {
      // J, Q, K: a framed panel with the rank and its suit
      parts.push(
        `<rect x="36" y="42" width="${w - 72}" height="${h - 84}" rx="6" fill="${colour}" fill-opacity="0.08" stroke="${colour}" stroke-width="2"/>`,
        `<use href="#face-${rank}"/>`,
        suit(s, w / 2 - 13, h / 2 - 52, 26),
      );
    }
  }
  parts.push('</g>');
  return parts.join('');
}

export function cardSpriteSvg(): string {
  const width = SPRITE_COLUMNS * CARD_WIDTH;
  const height = SPRITE_ROWS * CARD_HEIGHT;
  const cells: string[] = [];
  SUITS.forEach((s, row) =>
    RANKS.forEach((rank, column) => cells.push(card(rank, s, column * CARD_WIDTH, row * CARD_HEIGHT))),
  );
  // every shape once; the cards use them in their suit's colour
  const defs = [
    ...Object.entries(SUIT_PATHS).map(([s, d]) => `<path id="suit-${s}" d="${d}"/>`),
    `<path id="star" d="${STAR}"/>`,
    ...RANKS.filter((rank) => rank !== '0').map(
      (rank) => `<path id="rank-${rank}" d="${cornerIndex(rank).d}"/>`,
    ),
    ...['J', 'Q', 'K'].map(
      (rank) =>
        `<path id="face-${rank}" d="${textOutline(rank, CARD_WIDTH / 2, CARD_HEIGHT / 2 + 34, { capHeight: 56, anchor: 'middle' }).d}"/>`,
    ),
    `<path id="joker-word" d="${textOutline('JOKER', CARD_WIDTH / 2, CARD_HEIGHT / 2 + 46, { capHeight: 20, anchor: 'middle', maxWidth: 80 }).d}"/>`,
  ].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${cells.join('')}</svg>`
  );
}

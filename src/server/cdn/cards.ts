/**
 * The card sprite sheet, drawn by code: 14 columns (A, 2-9, T, J, Q, K, joker) by 4 rows (clubs,
 * diamonds, hearts, spades), the order of src/core/games/cards.ts. Each cell is 150 x 200 (card
 * width 0.75 of its height).
 */
import { RANKS, SUITS, SPRITE_COLUMNS, SPRITE_ROWS } from '../../core/games/cards';

export const CARD_WIDTH = 150;
export const CARD_HEIGHT = 200;

const SUIT_GLYPH: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const SUIT_COLOUR: Record<string, string> = { C: '#1b1b1b', D: '#c8102e', H: '#c8102e', S: '#1b1b1b' };
const RANK_LABEL: Record<string, string> = { T: '10' };

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

function card(rank: string, suit: string, x: number, y: number): string {
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;
  const colour = SUIT_COLOUR[suit];
  const glyph = SUIT_GLYPH[suit];
  const parts = [
    `<g transform="translate(${x},${y})" data-card="${rank}${suit}">`,
    `<rect x="3" y="3" width="${w - 6}" height="${h - 6}" rx="12" fill="#fff" stroke="#9a9a9a" stroke-width="2"/>`,
  ];
  if (rank === '0') {
    parts.push(
      `<text x="${w / 2}" y="${h / 2 - 8}" font-size="64" text-anchor="middle" fill="${colour}">★</text>`,
      `<text x="${w / 2}" y="${h / 2 + 40}" font-size="22" font-weight="700" text-anchor="middle" fill="${colour}" letter-spacing="3">JOKER</text>`,
    );
  } else {
    const label = RANK_LABEL[rank] ?? rank;
    parts.push(
      `<text x="14" y="36" font-size="28" font-weight="700" fill="${colour}">${label}</text>`,
      `<text x="14" y="62" font-size="24" fill="${colour}">${glyph}</text>`,
      `<g transform="rotate(180 ${w / 2} ${h / 2})"><text x="14" y="36" font-size="28" font-weight="700" fill="${colour}">${label}</text>` +
        `<text x="14" y="62" font-size="24" fill="${colour}">${glyph}</text></g>`,
    );
    const pips = PIPS[rank];
    if (pips) {
      const size = rank === 'A' ? 72 : 30;
      for (const [px, py] of pips) {
        parts.push(
          `<text x="${(px * w).toFixed(1)}" y="${(py * h + size / 3).toFixed(1)}" font-size="${size}" text-anchor="middle" fill="${colour}">${glyph}</text>`,
        );
      }
    } else {
      parts.push(
        `<rect x="32" y="40" width="${w - 64}" height="${h - 80}" rx="6" fill="${colour}" fill-opacity="0.08" stroke="${colour}" stroke-width="2"/>`,
        `<text x="${w / 2}" y="${h / 2 + 22}" font-size="64" font-weight="700" text-anchor="middle" fill="${colour}" font-family="Georgia, serif">${label}</text>`,
        `<text x="${w / 2}" y="${h / 2 - 30}" font-size="30" text-anchor="middle" fill="${colour}">${glyph}</text>`,
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
  SUITS.forEach((suit, row) =>
    RANKS.forEach((rank, column) => cells.push(card(rank, suit, column * CARD_WIDTH, row * CARD_HEIGHT))),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="Helvetica, Arial, sans-serif">${cells.join('')}</svg>`
  );
}

/**
 * Text drawn as outlines, so the images of the CDN (cards, symbol icons, the bitcoin sign) look the same
 * whatever fonts a visitor's machine has: letters and digits come from Roboto Condensed Bold (SIL Open
 * Font License, the npm package @fontsource/roboto-condensed), read once with fontkit; suits and the
 * bitcoin sign's strokes are drawn here.
 */
import * as fontkit from 'fontkit';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  `@fontsource/roboto-condensed/files/roboto-condensed-latin-${weight}-normal.woff2`;

const loaded = new Map<number, fontkit.Font>();

function font(weight: 400 | 700): fontkit.Font {
  let found = loaded.get(weight);
  if (!found) {
    const opened = fontkit.openSync(require.resolve(fontFile(weight)));
    if (!('layout' in opened)) throw new Error(`${fontFile(weight)} is a font collection, not a font`);
    found = opened;
    loaded.set(weight, found);
  }
  return found;
}

export interface TextOutline {
  /** SVG path data, the text's baseline at y, its box starting at x (or centred on x). */
  d: string;
  /** Width of the ink, in the units of the drawing. */
  width: number;
  /** Height of the ink above the baseline (the cap height for capitals and digits). */
  height: number;
}

export interface TextOptions {
  /** Height of a capital letter, in the units of the drawing. */
  capHeight: number;
  /** The ink is narrowed (never widened) to fit this width. */
  maxWidth?: number;
  /** x is the ink's left edge (start) or its middle (middle). */
  anchor?: 'start' | 'middle';
  /** Bold (700, the default) or regular (400). */
  weight?: 400 | 700;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** `text` as an outline whose ink starts at (or is centred on) x, its baseline at y. */
export function textOutline(text: string, x: number, y: number, options: TextOptions): TextOutline {
  const f = font(options.weight ?? 700);
  const scale = options.capHeight / f.capHeight;
  const run = f.layout(text);
  let pen = 0;
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  const placed: { glyph: fontkit.Glyph; at: number }[] = [];
  run.glyphs.forEach((glyph, index) => {
    const box = glyph.bbox;
    if (Number.isFinite(box.minX) && box.maxX > box.minX) {
      minX = Math.min(minX, pen + box.minX);
      maxX = Math.max(maxX, pen + box.maxX);
      maxY = Math.max(maxY, box.maxY);
    }
    placed.push({ glyph, at: pen });
    pen += run.positions[index].xAdvance;
  });
  if (!Number.isFinite(minX)) return { d: '', width: 0, height: 0 };
  const inkWidth = (maxX - minX) * scale;
  const squeeze = options.maxWidth && inkWidth > options.maxWidth ? options.maxWidth / inkWidth : 1;
  const width = inkWidth * squeeze;
  const left = options.anchor === 'middle' ? x - width / 2 : x;
  const sx = scale * squeeze;
  const d = placed
    .map(({ glyph, at }) => glyph.path.transform(sx, 0, 0, -scale, left + (at - minX) * sx, y).toSVG())
    .join('');
  return { d, width: round(width), height: round(maxY * scale) };
}

/** The four suits as paths in a 100 x 100 box (top left at 0, 0). */
export const SUIT_PATHS: Readonly<Record<'C' | 'D' | 'H' | 'S', string>> = {
  D: 'M50 2Q68 28 90 50Q68 72 50 98Q32 72 10 50Q32 28 50 2Z',
  H: 'M50 94C40 80 4 60 4 31C4 14 17 4 30 4C40 4 47 10 50 19C53 10 60 4 70 4C83 4 96 14 96 31C96 60 60 80 50 94Z',
  S:
    'M50 2C61 18 96 38 96 62C96 78 84 86 72 86C62 86 55 81 52 74C53 85 57 92 66 98L34 98C43 92 47 85 48 74' +
    'C45 81 38 86 28 86C16 86 4 78 4 62C4 38 39 18 50 2Z',
  C:
    'M29 28a21 21 0 1 0 42 0a21 21 0 1 0-42 0ZM5 60a21 21 0 1 0 42 0a21 21 0 1 0-42 0Z' +
    'M53 60a21 21 0 1 0 42 0a21 21 0 1 0-42 0ZM46 50C46 74 42 90 32 98L68 98C58 90 54 74 54 50Z',
};

/**
 * The bitcoin sign ₿ in a box of its width by 1 em (100 units, the baseline at 80, as the text around
 * it): a B with two short strokes standing out of its top and bottom.
 */
export function bitcoinSignSvg(): string {
  const height = 100;
  const baseline = 80;
  const capHeight = 70;
  // regular weight, as the amounts around it
  const b = textOutline('B', 8, baseline, { capHeight, weight: 400 });
  // the strokes stand out above and below the B only (never across its counters)
  const stroke = (x: number) =>
    `M${round(x)} ${baseline - capHeight - 11}h6v13h-6ZM${round(x)} ${baseline - 2}h6v13h-6Z`;
  const stem = 8 + b.width * 0.2;
  const width = Math.ceil(b.width + 16);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<path fill="#000" d="${b.d}${stroke(stem)}${stroke(stem + b.width * 0.36)}"/></svg>`
  );
}

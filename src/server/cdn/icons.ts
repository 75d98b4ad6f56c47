/**
 * Game icons, slot symbol icons and language flags, drawn by code as SVG.
 * - /cdn/games/<slug>.svg   a tile with the game's initials and name (outlines) on a colour derived from its slug
 * - /cdn/symbols/<name>.svg a round badge with the symbol's pictogram (cherry, bell, seven, ...) or initial,
 *   drawn as outlines (no emoji, no font of the visitor's machine)
 * - /cdn/flags/en.svg, /cdn/flags/zh-cn.svg
 */
import { createHash } from 'node:crypto';
import { textOutline } from './glyphs';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

function hue(key: string): number {
  return parseInt(createHash('sha1').update(key).digest('hex').slice(0, 4), 16) % 360;
}

export function gameIconSvg(slug: string, name: string): string {
  const h = hue(slug);
  const initials =
    name
      .split(/\s+/)
      .filter((w) => /^[A-Za-z0-9]/.test(w))
      .slice(0, 2)
      .map((w) => w[0].toUpperCase())
      .join('') || '?';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/>` +
    `<stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,25%)"/></linearGradient></defs>` +
    `<rect width="128" height="128" rx="20" fill="url(#g)"/>` +
    `<circle cx="64" cy="54" r="34" fill="#fff" fill-opacity="0.15"/>` +
    `<path fill="#fff" d="${textOutline(initials, 64, 70, { capHeight: 32, anchor: 'middle', maxWidth: 80 }).d}"/>` +
    `<path fill="#fff" d="${textOutline(name.slice(0, 24), 64, 112, { capHeight: 9, anchor: 'middle', maxWidth: 112 }).d}"/>` +
    `<title>${escapeXml(name)}</title></svg>`
  );
}

/** A pictogram of a slot symbol: white shapes (and `ink`, the badge's colour, for details) in a 64 x 64 box. */
type Pictogram = (ink: string) => string;

const white = (d: string) => `<path fill="#fff" d="${d}"/>`;
const line = (d: string, width = 3, colour = '#fff') =>
  `<path fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;
const circle = (cx: number, cy: number, r: number, fill = '#fff') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const letters = (text: string, capHeight: number, fill = '#fff', y = 32 + capHeight / 2) =>
  `<path fill="${fill}" d="${textOutline(text, 32, y, { capHeight, anchor: 'middle', maxWidth: 42 }).d}"/>`;
const STAR_D = 'M32 12L37 26L52 26L40 35L44 50L32 41L20 50L24 35L12 26L27 26Z';
const bar = (y: number, height: number, ink: string) =>
  `<rect x="13" y="${y}" width="38" height="${height}" rx="2" fill="#fff"/>` +
  `<path fill="${ink}" d="${textOutline('BAR', 32, y + height / 2 + height * 0.3, { capHeight: height * 0.6, anchor: 'middle' }).d}"/>`;
const wings =
  'M32 22C26 28 14 26 9 18C12 31 22 36 29 36L26 49L32 44L38 49L35 36C42 36 52 31 55 18C50 26 38 28 32 22Z';

const PICTOGRAMS: Record<string, Pictogram> = {
  cherry: () =>
    line('M24 38Q27 22 40 14M42 40Q40 26 40 14', 3) +
    circle(23, 44, 9) +
    circle(42, 46, 9) +
    white('M40 14q9-7 15 0q-8 5-15 0Z'),
  bell: (ink) =>
    white('M32 13C22 13 20 23 20 32L15 44H49L44 32C44 23 42 13 32 13Z') +
    circle(32, 48, 4) +
    circle(32, 12, 3) +
    line('M22 40H42', 2, ink),
  lemon: () => white('M11 32Q16 19 32 19Q48 19 53 32Q48 45 32 45Q16 45 11 32Z'),
  orange: (ink) => circle(32, 35, 15) + white('M32 20q6-8 14-6q-4 8-14 6Z') + circle(37, 30, 2, ink),
  plum: () =>
    [
      [26, 26],
      [38, 26],
      [20, 36],
      [32, 36],
      [44, 36],
      [26, 46],
      [38, 46],
    ]
      .map(([x, y]) => circle(x, y, 6))
      .join('') + line('M32 20V12', 3),
  melon: (ink) =>
    white('M12 26A20 20 0 0 0 52 26Z') +
    circle(24, 32, 2, ink) +
    circle(32, 36, 2, ink) +
    circle(40, 32, 2, ink),
  seven: () => letters('7', 32),
  bar: (ink) => bar(25, 14, ink),
  'double-bar': (ink) => bar(17, 13, ink) + bar(34, 13, ink),
  'triple-bar': (ink) => bar(12, 11, ink) + bar(26, 11, ink) + bar(40, 11, ink),
  star: () => white(STAR_D),
  diamond: (ink) =>
    white('M20 24L26 15H38L44 24L32 49Z') + line('M20 24H44M26 15L32 49M38 15L32 49', 1.5, ink),
  crown: () => white('M15 42V21L23 30L32 17L41 30L49 21V42Z') + white('M15 45H49V49H15Z'),
  coin: (ink) =>
    circle(32, 32, 17) +
    `<rect x="28" y="28" width="8" height="8" fill="${ink}"/>` +
    `<circle cx="32" cy="32" r="13" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
  dragon: (ink) =>
    line('M12 46C20 30 28 52 36 36S46 22 48 20', 5) +
    circle(49, 18, 6) +
    white('M46 12l2-6 3 6ZM52 13l5-4-1 7Z') +
    circle(51, 17, 1.5, ink),
  pearl: (ink) => circle(32, 33, 15) + `<circle cx="38" cy="27" r="4" fill="${ink}" fill-opacity="0.35"/>`,
  phoenix: () => white(wings) + circle(32, 20, 4) + white('M32 44l-4 10h8Z'),
  eagle: (ink) =>
    white('M32 20C25 26 12 22 6 28C16 30 24 34 28 40L32 50L36 40C40 34 48 30 58 28C52 22 39 26 32 20Z') +
    circle(32, 19, 5) +
    white('M34 19l6 2-6 2Z') +
    circle(31, 18, 1.2, ink),
  fan: (ink) =>
    white('M32 48L11 27A30 30 0 0 1 53 27Z') + line('M32 48L18 22M32 48L32 17M32 48L46 22', 1.5, ink),
  lantern: (ink) =>
    `<rect x="25" y="11" width="14" height="5" rx="1" fill="#fff"/><ellipse cx="32" cy="31" rx="13" ry="15" fill="#fff"/>` +
    `<rect x="25" y="45" width="14" height="5" rx="1" fill="#fff"/>` +
    line('M32 50V57', 2) +
    line('M26 20Q22 31 26 42M38 20Q42 31 38 42', 1.5, ink),
  koi: (ink) =>
    white('M12 32C20 20 38 20 45 32C38 44 20 44 12 32ZM44 32L55 22L53 32L55 42Z') +
    circle(20, 30, 2, ink) +
    line('M30 26Q34 32 30 38', 1.5, ink),
  lotus: () =>
    white('M32 15C39 25 39 37 32 47C25 37 25 25 32 15Z') +
    white('M30 47C20 44 13 36 12 24C22 28 28 36 30 47Z') +
    white('M34 47C44 44 51 36 52 24C42 28 36 36 34 47Z'),
  'sun-mask': (ink) =>
    Array.from(
      { length: 8 },
      (_, i) => `<path fill="#fff" transform="rotate(${i * 45} 32 32)" d="M29 15L32 6L35 15Z"/>`,
    ).join('') +
    circle(32, 32, 14) +
    circle(27, 29, 2.2, ink) +
    circle(37, 29, 2.2, ink) +
    line('M27 37Q32 41 37 37', 2, ink),
  jaguar: (ink) =>
    white('M16 14L24 24L18 28ZM48 14L40 24L46 28Z') +
    circle(32, 34, 16) +
    circle(26, 31, 2, ink) +
    circle(38, 31, 2, ink) +
    `<path fill="${ink}" d="M29 38h6l-3 4Z"/>` +
    circle(22, 40, 1.5, ink) +
    circle(42, 40, 1.5, ink) +
    circle(32, 24, 1.5, ink),
  temple: () => white('M12 48H52V43H12ZM16 42H48V36H16ZM20 35H44V29H20ZM24 28H40V22H24ZM28 21H36V15H28Z'),
  cocktail: (ink) => white('M14 16H50L32 36Z') + line('M32 36V48M24 49H40', 3) + circle(38, 22, 3, ink),
  dice: (ink) =>
    `<rect x="17" y="17" width="30" height="30" rx="5" fill="#fff"/>` +
    [
      [24, 24],
      [40, 24],
      [32, 32],
      [24, 40],
      [40, 40],
    ]
      .map(([x, y]) => circle(x, y, 2.6, ink))
      .join(''),
  wild: () => letters('WILD', 14),
  scatter: (ink) =>
    white('M32 8L37 22L51 15L44 29L58 32L44 35L51 49L37 42L32 56L27 42L13 49L20 35L6 32L20 29L13 15L27 22Z') +
    letters('S', 14, ink),
  bonus: () => letters('BONUS', 11),
  ace: () => letters('A', 28),
  king: () => letters('K', 28),
  queen: () => letters('Q', 28),
  jack: () => letters('J', 28),
};

/** Other names of the same pictograms. */
const ALIASES: Record<string, string> = {
  cherries: 'cherry',
  grapes: 'plum',
  watermelon: 'melon',
  '7': 'seven',
  sun: 'sun-mask',
  mask: 'sun-mask',
};

/**
 * A slot symbol's icon: a round badge in a colour of its own with the symbol's pictogram (cherry, bell,
 * seven, bars, the card letters…), or its initial for a symbol without one, every mark an outline (no
 * emoji, no font of the visitor's machine).
 */
export function symbolIconSvg(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const h = hue(key);
  const ink = `hsl(${h},65%,42%)`;
  // own entries only: 'constructor' or '__proto__' are symbol names like any other
  const known = Object.hasOwn(ALIASES, key) ? ALIASES[key] : key;
  const pictogram = Object.hasOwn(PICTOGRAMS, known) ? PICTOGRAMS[known] : undefined;
  const initial = name.match(/[A-Za-z0-9]/)?.[0]?.toUpperCase() ?? '?';
  const mark = pictogram ? pictogram(ink) : initial === '?' ? white(STAR_D) : letters(initial, 26);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<title>${escapeXml(name)}</title>` +
    `<circle cx="32" cy="32" r="30" fill="${ink}" stroke="#fff" stroke-width="3"/>${mark}</svg>`
  );
}

/** Union-Jack-style flag for English. */
const FLAG_EN =
  `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30" viewBox="0 0 60 30">` +
  `<clipPath id="t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath>` +
  `<path d="M0,0 v30 h60 v-30 z" fill="#012169"/>` +
  `<path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/>` +
  `<path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#t)" stroke="#C8102E" stroke-width="4"/>` +
  `<path d="M30,0 v30 M0,15 h60" stroke="#fff" stroke-width="10"/>` +
  `<path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/></svg>`;

function star(cx: number, cy: number, r: number, rotate = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = (Math.PI / 5) * i - Math.PI / 2 + (rotate * Math.PI) / 180;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return `<polygon points="${points.join(' ')}" fill="#FFDE00"/>`;
}

/** Five yellow stars on red for simplified Chinese. */
const FLAG_ZH =
  `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 30 20">` +
  `<rect width="30" height="20" fill="#EE1C25"/>` +
  star(5, 5, 3) +
  star(10, 2, 1, 23) +
  star(12, 4, 1, 46) +
  star(12, 7, 1, 70) +
  star(10, 9, 1, 21) +
  `</svg>`;

export const FLAGS: Readonly<Record<string, string>> = { en: FLAG_EN, 'zh-cn': FLAG_ZH };

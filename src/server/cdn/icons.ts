/**
 * Game icons, slot symbol icons and language flags, drawn by code as SVG.
 * - /cdn/games/<slug>.svg   a tile with the game's initials on a colour derived from its slug
 * - /cdn/symbols/<name>.svg a round badge with the symbol's glyph (cherry, bell, seven, ...) or initial
 * - /cdn/flags/en.svg, /cdn/flags/zh-cn.svg
 */
import { createHash } from 'node:crypto';

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
    `<text x="64" y="70" font-family="Georgia, serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="64" y="112" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#fff" text-anchor="middle">${escapeXml(name.slice(0, 20))}</text>` +
    `</svg>`
  );
}

const SYMBOL_GLYPHS: Record<string, string> = {
  cherry: '🍒',
  cherries: '🍒',
  lemon: '🍋',
  orange: '🍊',
  plum: '🍇',
  grapes: '🍇',
  melon: '🍉',
  watermelon: '🍉',
  bell: '🔔',
  bar: 'BAR',
  seven: '7',
  '7': '7',
  star: '★',
  diamond: '♦',
  crown: '♛',
  coin: '¤',
  dragon: '龍',
  pearl: '◉',
  lotus: '❀',
  wild: 'W',
  scatter: 'S',
  bonus: 'B',
};

export function symbolIconSvg(name: string): string {
  const key = name.toLowerCase();
  // own entries only: 'constructor' or '__proto__' are symbol names like any other
  const glyph =
    (Object.hasOwn(SYMBOL_GLYPHS, key) ? SYMBOL_GLYPHS[key] : undefined) ??
    name.match(/[A-Za-z0-9]/)?.[0]?.toUpperCase() ??
    '?';
  const h = hue(key);
  const size = glyph.length > 2 ? 22 : 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="hsl(${h},65%,42%)" stroke="#fff" stroke-width="3"/>` +
    `<text x="32" y="${32 + size / 3}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(glyph)}</text>` +
    `<title>${escapeXml(name)}</title></svg>`
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

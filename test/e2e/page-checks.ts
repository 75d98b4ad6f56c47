/**
 * What a screenshot can measure of a page: no sideways scrolling, every image loaded, and no text or
 * icon below 3:1 contrast against what it sits on (shadow roots included). Used by the screenshot specs
 * (test/e2e/screenshots.spec.ts, test/e2e/catalogue.spec.ts).
 */
import { expect, type Page } from '@playwright/test';

/** No horizontal scrolling of the page, and no broken image anywhere (shadow roots included). */
export async function expectSound(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const images = () =>
    page.evaluate(() => {
      const found: HTMLImageElement[] = [];
      const visit = (root: Document | ShadowRoot) => {
        root.querySelectorAll('img').forEach((img) => found.push(img));
        root.querySelectorAll('*').forEach((el) => el.shadowRoot && visit(el.shadowRoot));
      };
      visit(document);
      return found.map((img) => ({ src: img.src, complete: img.complete, width: img.naturalWidth }));
    });
  // images still on their way are waited for (a busy machine may still be fetching a flag); one that
  // has not loaded within the wait, or loaded nothing, is broken
  let shown = await images();
  for (const waitUntil = Date.now() + 10_000; shown.some((img) => !img.complete) && Date.now() < waitUntil;) {
    await page.waitForTimeout(100);
    shown = await images();
  }
  const broken = shown.filter((img) => !img.complete || img.width === 0).map((img) => img.src);
  expect(broken, 'images that did not load').toEqual([]);
  expect(await lowContrast(page), 'text or icons below 3:1 against their background').toEqual([]);
}

/**
 * Visible text and icons (enabled ones) whose colour is below 3:1 against the background they sit on
 * (alpha layers composed up to the first opaque one). 3:1 is the floor for icons and large text: what
 * falls under it is unreadable, whatever the size.
 */
export async function lowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgb = { r: number; g: number; b: number };
    const parse = (c: string) => {
      const m = (c.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
      const k = c.startsWith('color(') ? 255 : 1;
      return { r: m[0] * k, g: m[1] * k, b: m[2] * k, a: m[3] ?? 1 };
    };
    const over = (c: Rgb & { a: number }, under: Rgb): Rgb => ({
      r: c.r * c.a + under.r * (1 - c.a),
      g: c.g * c.a + under.g * (1 - c.a),
      b: c.b * c.a + under.b * (1 - c.a),
    });
    const luminance = ({ r, g, b }: Rgb) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (start: Element): Rgb => {
      const layers: ReturnType<typeof parse>[] = [];
      for (let el: Element | null = start; el;) {
        const c = parse(getComputedStyle(el).backgroundColor);
        if (c.a > 0) layers.push(c);
        if (c.a >= 1) break;
        el = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
      }
      return layers.reverse().reduce<Rgb>((under, c) => over(c, under), { r: 255, g: 255, b: 255 });
    };
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      root.querySelectorAll('*').forEach((el) => {
        if (el.shadowRoot) visit(el.shadowRoot);
        const isIcon = el.tagName.toLowerCase() === 'svg';
        const hasText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        if (!isIcon && !hasText) return;
        if (el.closest('[aria-disabled="true"], :disabled')) return;
        const box = el.getBoundingClientRect();
        if (!box.width || !box.height || box.bottom < 0 || box.top > innerHeight || box.right < 0) return;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.opacity === '0') return;
        const bg = background(el);
        const fg = over(parse(style.color), bg);
        const [a, b] = [luminance(fg), luminance(bg)];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < 3)
          found.push(
            `${ratio.toFixed(2)}:1 <${el.tagName.toLowerCase()}> "${el.textContent?.trim().slice(0, 30)}"`,
          );
      });
    };
    visit(document);
    return found;
  });
}

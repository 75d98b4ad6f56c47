/**
 * The partner embed's first statement (imported before React and i18next in game-history-entry.ts):
 * when the page already holds a `casino-game-history` element, its configuration request starts now,
 * while the rest of the script still evaluates, so the answer (preloaded, usually) is ready when the
 * element connects and its round's POST can go out before React's first render.
 */
import { loadConfig } from '../../core/config';

const element = typeof document !== 'undefined' ? document.querySelector('casino-game-history') : null;
if (element) {
  const src =
    element.getAttribute('config-src') ||
    document.querySelector('[config-src]')?.getAttribute('config-src') ||
    undefined;
  // A failure is shown by the element (configError), which waits for the same request.
  loadConfig(src).catch(() => undefined);
}

// The console page's script (loaded by index.html; no inline script, so a strict CSP works).
//
// 1. Loads the element bundles of the console (each defines its elements; they share chunks).
// 2. Keeps classes on <html> in step with the shell state, for console.css:
//    - `casino-shell`: signed in and the route uses the main layout: the chrome shows (header, left
//      panel, ribbon, footer, layout options); otherwise only the outlet (login, error pages);
//    - the layout classes of the layout options (`casino-mobile-view-activated`, `casino-hidden-menu`,
//      `casino-fixed-header`, …) are set by the header and layout-options elements themselves.
//    The browser tab's title follows the page title of the route and the language (startDocumentTitle).
// 3. Translates the page's own texts (skip link, landmark names): data-i18n gives the key of an
//    element's text, data-i18n-label of its aria-label; written once the language's texts are in.
// 4. The off-canvas drawer of mobile view (≤ 1024 px, or a phone or tablet): the header's menu toggle
//    (layout flag menuCollapsed) opens it, as SmartAdmin's menu toggle does on mobile; the backdrop,
//    Escape or a navigation closes it.
// 5. The agent tree's panel while the menu is on top or minified: the tree button opens it (class
//    `casino-tree-open` on <html>: a drawer under the menu bar, a flyout beside the icon rail) with the
//    focus in the tree; Escape (the focus back on the button), a press outside or a navigation closes
//    it. Beside the page and in mobile view the tree is always in the panel and the button hides.
import './widgets/progress.js';
import './widgets/header.js';
import './widgets/navigation.js';
import './widgets/ribbon.js';
import './widgets/footer.js';
import './widgets/layout-options.js';
import {
  account,
  i18nRevision,
  isLoggedIn,
  route,
  startDocumentTitle,
  t,
  translationsReady,
} from './widgets/outlet.js';
import { layout, setFlag } from './widgets/layout-options.js';

const root = document.documentElement;

function updateShell() {
  const current = route.value;
  const main = isLoggedIn.value && (current === null || current.layout === 'main');
  root.classList.toggle('casino-shell', main);
  root.classList.toggle('casino-signed-out', !isLoggedIn.value);
}

function updateLoginInfo() {
  const name = document.getElementById('login-name');
  if (name) name.textContent = account.value ? account.value.name : '';
}

function drawerOpen() {
  const state = layout.value;
  return state.mobile && state.menuCollapsed;
}

function closeDrawer() {
  if (drawerOpen()) setFlag('menuCollapsed', false);
}

function updateDrawer() {
  const backdrop = document.getElementById('drawer-backdrop');
  if (backdrop) backdrop.hidden = !drawerOpen();
}

startDocumentTitle();
isLoggedIn.subscribe(updateShell);
route.subscribe(updateShell);
account.subscribe(updateLoginInfo);
layout.subscribe(updateDrawer);

// A navigation (menu option, tree agent, breadcrumb) closes the drawer on narrow screens.
let lastPath = route.value ? route.value.path : null;
route.subscribe((current) => {
  const path = current ? current.path : null;
  if (path !== lastPath) {
    closeDrawer();
    closeTree(false);
  }
  lastPath = path;
});

document.getElementById('drawer-backdrop')?.addEventListener('click', closeDrawer);

// The skip link moves the focus to the main area. Its #main would resolve against <base href="/">
// and leave the page, so the click is handled here.
document.querySelector('.skip-link')?.addEventListener('click', (event) => {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  if (treeOpen()) closeTree(true);
  else closeDrawer();
});

// The agent tree's panel (menu on top, minified).
const treeToggle = document.getElementById('tree-toggle');
const treePanel = document.getElementById('tree-panel');

/** The tree is in a panel of its own: menu on top or minified, outside mobile view. */
function treeInPanel() {
  const state = layout.value;
  return !state.mobile && (state.menuOnTop || state.menuMinified);
}

function treeOpen() {
  return root.classList.contains('casino-tree-open');
}

function setTreeOpen(open) {
  root.classList.toggle('casino-tree-open', open);
  treeToggle?.setAttribute('aria-expanded', String(open));
}

function closeTree(focusButton) {
  if (!treeOpen()) return;
  setTreeOpen(false);
  if (focusButton) treeToggle?.focus();
}

treeToggle?.addEventListener('click', () => {
  if (treeOpen()) return closeTree(false);
  setTreeOpen(true);
  // the focus goes into the tree (one tab stop; the search box is one Shift+Tab before it)
  const tree = document.querySelector('casino-agent-tree')?.shadowRoot?.querySelector('[role="tree"]');
  if (tree instanceof HTMLElement) tree.focus();
});

// A press outside the panel and its button closes it.
document.addEventListener('pointerdown', (event) => {
  if (!treeOpen()) return;
  const path = event.composedPath();
  if (!path.includes(treePanel) && !path.includes(treeToggle)) closeTree(false);
});

// Back beside the page (or in mobile view) the panel is not a panel any more.
layout.subscribe(() => {
  if (!treeInPanel()) setTreeOpen(false);
});

// Written once the texts of the console's language are in: a page that starts in Chinese never shows
// them in English first (index.html leaves them empty).
function translatePage() {
  if (!translationsReady.value) return;
  for (const element of document.querySelectorAll('[data-i18n]'))
    element.textContent = t(element.dataset.i18n);
  for (const element of document.querySelectorAll('[data-i18n-label]'))
    element.setAttribute('aria-label', t(element.dataset.i18nLabel));
  for (const element of document.querySelectorAll('[data-i18n-title]'))
    element.setAttribute('title', t(element.dataset.i18nTitle));
}
i18nRevision.subscribe(translatePage);
translationsReady.subscribe(translatePage);

// The page's language follows the console's (screen readers, fonts, hyphenation): the saved
// language at start, then every casino-language-change.
const PAGE_LANG = { en: 'en', 'zh-cn': 'zh-CN' };
function updatePageLanguage(language) {
  root.lang = PAGE_LANG[language] ?? 'en';
}
updatePageLanguage(localStorage.getItem('casino.language') ?? 'en');
window.addEventListener('casino-language-change', (event) => updatePageLanguage(event.detail.language));

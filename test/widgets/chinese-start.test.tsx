/**
 * Every element of the project that starts in Chinese shows no English label.
 *
 * The elements are the ones the bundles define: the shell's element modules and the element module of
 * every area (src/widgets/area-loaders.ts), so an area merged later is covered without a change here. The page is
 * in Chinese before any element module is loaded, as a console that starts in Chinese: each area's
 * Chinese texts are still on their way when its elements are put on the page, all at once. The
 * signed-in user holds every claim; the server answers every read with an empty list and nothing
 * else, so the lists show their frame (columns, filters, paginator, empty state) and the rest what
 * they show without data (forms, loading, errors). At every frame until they settle,
 * the texts of each element (text nodes, aria-label, title, placeholder; nested shadow roots
 * included) are checked against the English texts whose Chinese differs.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { i18n, setLanguage, translationsReady } from '../../src/core/i18n';
import { navigate } from '../../src/core/router';
import { AREA_LOADERS } from '../../src/widgets/area-loaders';
import { setUp, tearDown } from '../support/element';
import { fetchMock } from '../support/fetch-mock';
import { englishLabelsIn, englishOnlyLabels, type TranslationTree } from '../support/english-labels';
import { OWN } from '../support/fixtures';
import { allClaims } from '../support/token';

/** The shell's element modules (the areas' come from their loaders). */
const SHELL_MODULES = [
  () => import('../../src/widgets/progress/elements'),
  () => import('../../src/widgets/header/elements'),
  () => import('../../src/widgets/navigation/elements'),
  () => import('../../src/widgets/ribbon/elements'),
  () => import('../../src/widgets/outlet/elements'),
  () => import('../../src/widgets/footer/elements'),
  () => import('../../src/widgets/layout-options/elements'),
  () => import('../../src/widgets/login/elements'),
  () => import('../../src/widgets/error-page/elements'),
];

/** Loads every element module and gives the tags they define. */
async function defineEveryElement(): Promise<string[]> {
  const tags: string[] = [];
  const define = customElements.define.bind(customElements);
  customElements.define = (tag, constructor, options) => {
    tags.push(tag);
    define(tag, constructor, options);
  };
  try {
    for (const load of SHELL_MODULES) await load();
    for (const load of Object.values(AREA_LOADERS)) await load?.();
  } finally {
    customElements.define = define;
  }
  return tags;
}

/** The texts an element shows: text nodes and the labelling attributes, through nested shadow roots. */
function textsOf(root: Node, into: Set<string>): void {
  if (root.nodeType === Node.TEXT_NODE) {
    const text = root.textContent?.trim();
    if (text && !root.parentElement?.closest('style, script')) into.add(text);
    return;
  }
  if (root instanceof Element) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = root.getAttribute(name)?.trim();
      if (value) into.add(value);
    }
    if (root.shadowRoot) textsOf(root.shadowRoot, into);
  }
  for (const child of root.childNodes) textsOf(child, into);
}

function busy(element: Element): boolean {
  const root = element.shadowRoot;
  // not rendered yet, or loading (an element that renders nothing without data waits for the cap)
  return (
    !root ||
    root.childElementCount === 0 ||
    root.querySelector('[part~="loading"], [data-state="loading"], [aria-busy="true"]') !== null
  );
}

/** The elements put on the page, and what each painted at some frame (sampling until `stop`). */
interface Shown {
  elements: HTMLElement[];
  painted: Map<HTMLElement, Set<string>>;
  /** Forgets what was painted so far. */
  restart(): void;
  /** Waits until every element has left its loading states (at most 4 s), then stops sampling. */
  settle(): Promise<void>;
}

let area: HTMLElement | null = null;

function show(tags: readonly string[]): Shown {
  area = document.createElement('div');
  document.body.append(area);
  const elements = tags.map((tag) => {
    const element = document.createElement(tag);
    element.setAttribute('agent-id', OWN);
    return element;
  });
  area.append(...elements);
  const painted = new Map(elements.map((element) => [element, new Set<string>()]));
  let sampling = true;
  const sample = () => {
    if (!sampling) return;
    for (const [element, texts] of painted) textsOf(element, texts);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  return {
    elements,
    painted,
    restart() {
      for (const texts of painted.values()) texts.clear();
      if (!sampling) {
        sampling = true;
        requestAnimationFrame(sample);
      }
    },
    async settle() {
      await waitUntil(() => translationsReady.value, 'the Chinese texts did not arrive', { timeout: 5000 });
      const latest = Date.now() + 4000;
      await waitUntil(() => Date.now() > latest || elements.every((element) => !busy(element)), '', {
        timeout: 6000,
      });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      sampling = false;
    },
  };
}

/** '<casino-agents>: "Name", "Currency"' for each element that painted English labels. */
function englishIn({ elements, painted }: Shown): string[] {
  const en = i18n.getDataByLanguage('en')!.translation as TranslationTree;
  const zh = i18n.getDataByLanguage('zh-cn')!.translation as TranslationTree;
  const english = englishOnlyLabels([[en, zh]]);
  expect(english.length, 'the English labels of every area are known').to.be.greaterThan(500);
  // the check has Chinese to look at: the lists, forms and the shell's menus show their frame without
  // data (a detail view without a round, a page without a route show nothing)
  const chinese = elements
    .filter((element) => [...painted.get(element)!].some((t) => /\p{Script=Han}/u.test(t)))
    .map((element) => element.localName);
  expect(chinese).to.include.members([
    'casino-header',
    'casino-side-menu',
    'casino-agents',
    'casino-agent-form',
  ]);
  expect(chinese.length).to.be.at.least(15);
  return elements.flatMap((element) => {
    const labels = englishLabelsIn(painted.get(element)!, english);
    return labels.length ? [`<${element.localName}>: ${labels.join(', ')}`] : [];
  });
}

/**
 * Switches the console's language as the console page does: its elements' language, and the page's
 * `<html lang>` kept in step (src/host-demo/console.js), which the round views follow.
 */
async function switchConsoleTo(lng: 'en' | 'zh-cn'): Promise<void> {
  document.documentElement.lang = lng === 'zh-cn' ? 'zh-CN' : 'en';
  await setLanguage(lng);
}

describe('every element in Chinese shows no English label (without data from the server)', () => {
  let tags: string[] = [];
  beforeEach(async () => {
    await setUp({ claims: allClaims(), quiet: true });
    fetchMock.answer((call) =>
      call.method === 'GET' ? { body: [], headers: { 'X-Total-Count': '0' } } : undefined,
    );
  });
  afterEach(async () => {
    area?.remove();
    area = null;
    document.documentElement.removeAttribute('lang');
    await tearDown();
  });

  // every element of the project at once, twice settled (up to 4 s each): generous on a busy machine
  it('on a start in Chinese: from its first frame until it has settled', async function (this: unknown) {
    (this as { timeout(ms: number): void }).timeout(30_000);
    await switchConsoleTo('zh-cn');
    navigate(`/${OWN}/agents`);
    tags = await defineEveryElement();
    expect(tags).to.include.members(['casino-header', 'casino-agents', 'casino-agent-form']);
    const shown = show(tags);
    await shown.settle();
    expect(englishIn(shown), 'elements that showed English labels').to.deep.equal([]);
  });

  it('after a switch from English to Chinese while it is on screen', async function (this: unknown) {
    (this as { timeout(ms: number): void }).timeout(30_000);
    expect(tags.length, 'the elements were defined by the test before').to.be.greaterThan(0);
    document.documentElement.lang = 'en';
    navigate(`/${OWN}/agents`);
    const shown = show(tags);
    await shown.settle();
    await switchConsoleTo('zh-cn');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    shown.restart();
    await shown.settle();
    expect(englishIn(shown), 'elements that kept English labels').to.deep.equal([]);
  });
});

import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { configure, resetConfigForTests } from '../../src/core/config';
import {
  registerTranslations,
  setLanguage,
  type RuntimeKey,
  type TranslationTree,
} from '../../src/core/i18n';
import { defineWidget } from '../../src/widgets/define-widget';
import { useT } from '../../src/widgets/shared/hooks';
import { css } from '../../src/widgets/shared/styles';
import { fetchMock } from '../support/fetch-mock';
import { text } from '../support/shadow';

const greetingStyles = css`
  .greeting {
    color: var(--_casino-color-danger);
    border-color: var(--_casino-header-color);
  }
`;

function Greeting({ name, count }: { name?: string; count?: number }) {
  return (
    <p className="greeting" part="greeting">
      Hello {name} #{count}
    </p>
  );
}

function LoadingLabel() {
  const t = useT();
  return <span>{t('app.shared.labels.loading')}</span>;
}

function Broken(): never {
  throw new Error('component failure');
}

const GreetingElement = defineWidget('casino-test-greeting', Greeting, {
  props: { name: 'string', count: 'number' },
  styles: [greetingStyles],
  waitForConfig: false,
});
defineWidget('casino-test-broken', Broken, { waitForConfig: false });
defineWidget('casino-test-label', LoadingLabel, { waitForConfig: false });
defineWidget('casino-test-gated', Greeting, { props: { name: 'string' } });

/** A label of an area whose Chinese texts a test holds back. */
function AreaLabel() {
  const t = useT();
  return <span part="label">{t('app.test-area.label' as RuntimeKey)}</span>;
}
defineWidget('casino-test-area-label', AreaLabel, { waitForConfig: false });

describe('defineWidget: open shadow root, typed props', () => {
  it('renders the component into an open shadow root with attributes as typed props', async () => {
    const element = await fixture(html`<casino-test-greeting name="Ann" count="3"></casino-test-greeting>`);
    await waitUntil(() => text(element.shadowRoot).includes('Hello'));
    expect(element.shadowRoot).to.not.equal(null);
    expect(text(element.shadowRoot)).to.equal('Hello Ann #3');
    expect(element).to.be.instanceOf(GreetingElement);
  });

  it('re-renders when a property is set', async () => {
    const element = (await fixture(
      html`<casino-test-greeting name="Ann" count="1"></casino-test-greeting>`,
    )) as InstanceType<typeof GreetingElement>;
    await waitUntil(() => text(element.shadowRoot).includes('Ann'));
    element.count = 42;
    await waitUntil(() => text(element.shadowRoot) === 'Hello Ann #42');
  });
});

describe('defineWidget: translations follow the language of the page', () => {
  it('re-renders every element in the new language when setLanguage is called', async () => {
    const page = await fixture(
      html`<div><casino-test-label></casino-test-label><casino-test-label></casino-test-label></div>`,
    );
    const labels = Array.from(page.querySelectorAll('casino-test-label'));
    await waitUntil(() => labels.every((label) => text(label.shadowRoot) === 'Loading…'));
    try {
      await setLanguage('zh-cn');
      await waitUntil(
        () => labels.every((label) => text(label.shadowRoot) === '加载中…'),
        'labels did not switch to zh-cn',
      );
    } finally {
      await setLanguage('en');
    }
    await waitUntil(() => labels.every((label) => text(label.shadowRoot) === 'Loading…'));
  });
});

describe('defineWidget: a page that starts in Chinese paints Chinese from its first frame', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('an element waits for the Chinese texts of its area: no English label is ever in its shadow root', async () => {
    await setLanguage('zh-cn');
    let release: (tree: { default: TranslationTree }) => void = () => undefined;
    const held = new Promise<{ default: TranslationTree }>((resolve) => (release = resolve));
    registerTranslations('test-area', {
      en: { app: { 'test-area': { label: 'Sub-agents' } } },
      'zh-cn': () => held,
    });
    const painted: string[] = [];
    const element = document.createElement('casino-test-area-label');
    const observer = new MutationObserver(() => painted.push(text(element.shadowRoot)));
    observer.observe(element.shadowRoot!, { childList: true, subtree: true, characterData: true });
    document.body.append(element);
    try {
      await waitUntil(() => element.shadowRoot?.querySelector('[part="loading"]'), 'no loading state');
      expect(text(element.shadowRoot)).to.equal('加载中…');

      release({ default: { app: { 'test-area': { label: '下级代理' } } } });
      await waitUntil(() => text(element.shadowRoot) === '下级代理', 'the Chinese label did not show');
      painted.push(...observer.takeRecords().map(() => text(element.shadowRoot)));
      expect(painted.filter((shown) => shown.includes('Sub-agents'))).to.deep.equal([]);
    } finally {
      observer.disconnect();
      element.remove();
    }
  });

  it('an element already on screen keeps its content while another area loads its Chinese texts', async () => {
    await setLanguage('zh-cn');
    const element = await fixture(html`<casino-test-label></casino-test-label>`);
    await waitUntil(() => text(element.shadowRoot) === '加载中…');
    const first = element.shadowRoot!.querySelector('span');
    let release: (tree: { default: TranslationTree }) => void = () => undefined;
    registerTranslations('test-area-later', {
      en: { app: { 'test-area-later': { label: 'Later' } } },
      'zh-cn': () => new Promise((resolve) => (release = resolve)),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot!.querySelector('span')).to.equal(first);
    expect(element.shadowRoot!.querySelector('[part="loading"]')).to.equal(null);
    release({ default: { app: { 'test-area-later': { label: '稍后' } } } });
  });
});

describe('defineWidget: one constructable stylesheet per style object for all instances', () => {
  it('adopts the base sheet and the component sheet, the same CSSStyleSheet objects in every instance', async () => {
    const page = await fixture(
      html`<div>
        <casino-test-greeting name="a"></casino-test-greeting
        ><casino-test-greeting name="b"></casino-test-greeting>
      </div>`,
    );
    const [first, second] = Array.from(page.querySelectorAll('casino-test-greeting'));
    const firstSheets = first.shadowRoot?.adoptedStyleSheets ?? [];
    const secondSheets = second.shadowRoot?.adoptedStyleSheets ?? [];
    expect(firstSheets.length).to.equal(2);
    expect(firstSheets[0]).to.equal(secondSheets[0]);
    expect(firstSheets[1]).to.equal(secondSheets[1]);
  });

  it("gives every element box-sizing: border-box itself, never 'inherit' (Chromium restyles an element that inherits a property explicitly in full)", async () => {
    const element = await fixture(html`<casino-test-greeting name="Ann"></casino-test-greeting>`);
    const rules = (element.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules]);
    const boxSizing = rules
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .map((rule) => rule.style.getPropertyValue('box-sizing'))
      .filter(Boolean);
    expect(boxSizing.length).to.be.above(0);
    expect(boxSizing).to.not.include('inherit');
  });

  it('applies the theme: base font and component colour from --casino-* properties set by the host', async () => {
    const element = await fixture(
      html`<casino-test-greeting
        name="Ann"
        style="--casino-color-danger: rgb(200, 0, 0); --casino-font-family: monospace"
      ></casino-test-greeting>`,
    );
    await waitUntil(() => element.shadowRoot?.querySelector('.greeting'));
    const greeting = element.shadowRoot?.querySelector('.greeting') as HTMLElement;
    expect(getComputedStyle(greeting).color).to.equal('rgb(200, 0, 0)');
    expect(getComputedStyle(element).fontFamily).to.equal('monospace');
  });

  it('a host that sets no token shows the one default of the sheet, for each colour scheme', async () => {
    const page = await fixture(
      html`<div>
        <casino-test-greeting name="Light" theme="light"></casino-test-greeting
        ><casino-test-greeting name="Dark" theme="dark"></casino-test-greeting>
      </div>`,
    );
    const [light, dark] = Array.from(page.querySelectorAll('casino-test-greeting')).map((element) => {
      return () => element.shadowRoot?.querySelector('.greeting') as HTMLElement | null;
    });
    await waitUntil(() => light() && dark());
    expect(getComputedStyle(light()!).color).to.equal('rgb(207, 34, 46)'); // #cf222e
    expect(getComputedStyle(dark()!).color).to.equal('rgb(248, 81, 73)'); // #f85149
  });

  it('a token set on an ancestor of the element themes it, and a token defaulting to another follows it', async () => {
    const page = await fixture(
      html`<section style="--casino-color-danger: rgb(0, 0, 200); --casino-color-text: rgb(10, 20, 30)">
        <div><casino-test-greeting name="Ann"></casino-test-greeting></div>
      </section>`,
    );
    const element = page.querySelector('casino-test-greeting') as Element;
    await waitUntil(() => element.shadowRoot?.querySelector('.greeting'));
    const greeting = element.shadowRoot?.querySelector('.greeting') as HTMLElement;
    expect(getComputedStyle(greeting).color).to.equal('rgb(0, 0, 200)');
    // --casino-header-color is the text colour unless the host sets it
    expect(getComputedStyle(greeting).borderTopColor).to.equal('rgb(10, 20, 30)');
  });
});

describe('defineWidget: an error boundary, so one failing element never breaks the page', () => {
  let consoleError: typeof console.error;
  beforeEach(() => {
    consoleError = console.error;
    console.error = () => undefined;
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('shows the translated generic error message instead of the throwing component', async () => {
    const page = await fixture(
      html`<div>
        <casino-test-broken></casino-test-broken><casino-test-greeting name="Bo"></casino-test-greeting>
      </div>`,
    );
    const broken = page.querySelector('casino-test-broken') as Element;
    const healthy = page.querySelector('casino-test-greeting') as Element;
    await waitUntil(() => broken.shadowRoot?.querySelector('[part="error"]'), 'no error message shown');
    const message = broken.shadowRoot?.querySelector('[part="error"]') as HTMLElement;
    expect(message.getAttribute('role')).to.equal('alert');
    expect(message.textContent).to.equal('Something went wrong. Please try again later.');
    await waitUntil(
      () => text(healthy.shadowRoot).includes('Hello Bo'),
      'the other element should still render',
    );
  });

  it('shows the message in the current language', async () => {
    await setLanguage('zh-cn');
    try {
      const element = await fixture(html`<casino-test-broken></casino-test-broken>`);
      await waitUntil(() => element.shadowRoot?.querySelector('[part="error"]'));
      expect(text(element.shadowRoot)).to.equal('出错了，请稍后再试。');
    } finally {
      await setLanguage('en');
    }
  });
});

describe('defineWidget: idempotent define (a page may load two bundles)', () => {
  it('returns the constructor already defined for the tag and does not throw', () => {
    const again = defineWidget('casino-test-greeting', () => <p>other</p>);
    expect(again).to.equal(GreetingElement);
    expect(customElements.get('casino-test-greeting')).to.equal(GreetingElement);
  });
});

describe('defineWidget: a gate that waits for the configuration', () => {
  beforeEach(() => {
    resetConfigForTests();
    fetchMock.install();
  });
  afterEach(() => {
    fetchMock.restore();
    resetConfigForTests();
  });

  it('renders a loading state until config is set, loading the config-src file', async () => {
    const file = fetchMock.hold();
    const element = await fixture(
      html`<casino-test-gated name="Cy" config-src="/settings/casino.json"></casino-test-gated>`,
    );
    await waitUntil(() => element.shadowRoot?.querySelector('[part="loading"]'), 'no loading state');
    expect(text(element.shadowRoot)).to.equal('Loading configuration…');
    await waitUntil(() => fetchMock.calls.length > 0, 'the configuration was not requested');
    expect(fetchMock.calls.map((c) => c.input)).to.deep.equal([
      new URL('/settings/casino.json', document.baseURI).href,
    ]);

    file.release({ body: { apiUrl: 'https://api.example.com' } });
    await waitUntil(
      () => text(element.shadowRoot).includes('Hello Cy'),
      'the component did not render after config',
    );
    expect(element.shadowRoot?.querySelector('[part="loading"]')).to.equal(null);
  });

  it('starts loading the configuration when the element connects, before it renders', async () => {
    const requested: string[] = [];
    window.fetch = (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Promise<Response>(() => undefined);
    };
    const element = document.createElement('casino-test-gated');
    element.setAttribute('config-src', '/early/config.json');
    document.body.append(element);
    try {
      // Synchronously with the connect: no render, no effect has run yet.
      expect(requested).to.deep.equal([new URL('/early/config.json', document.baseURI).href]);
    } finally {
      element.remove();
    }
  });

  it('a configSrc property set before the connect names the file, as the attribute does', async () => {
    const requested: string[] = [];
    window.fetch = (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Promise<Response>(() => undefined);
    };
    const element = document.createElement('casino-test-gated') as HTMLElement & { configSrc?: string };
    element.configSrc = '/by-property/config.json';
    document.body.append(element);
    try {
      expect(requested).to.deep.equal([new URL('/by-property/config.json', document.baseURI).href]);
    } finally {
      element.remove();
    }
  });

  it('shows could not load file with the HTTP status when the configuration fails to load', async () => {
    fetchMock.answer({ status: 404 });
    const element = await fixture(html`<casino-test-gated config-src="/missing.json"></casino-test-gated>`);
    await waitUntil(() => element.shadowRoot?.querySelector('[part="error"]'), 'no error shown');
    expect(text(element.shadowRoot)).to.contain('could not load file (404 Not Found)');
  });

  it('renders at once when configure() was called first, without fetching', async () => {
    configure({ apiUrl: 'https://api.example.com' });
    const element = await fixture(html`<casino-test-gated name="Di"></casino-test-gated>`);
    await waitUntil(() => text(element.shadowRoot).includes('Hello Di'));
    expect(fetchMock.calls).to.deep.equal([]);
  });
});

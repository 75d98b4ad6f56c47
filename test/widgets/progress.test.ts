import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { http } from '../../src/core/http';
import '../../src/widgets/progress/elements';
import { fetchMock, type Gate } from '../support/fetch-mock';

/** Installs the fetch mock holding every request until the test releases it; each answers {}. */
function holdRequests(): Gate {
  return fetchMock.install().answer({ body: {} }).hold();
}

function bar(element: Element): HTMLElement | null {
  return element.shadowRoot?.querySelector('[part="bar"]') ?? null;
}

async function rendered(element: Element): Promise<HTMLElement> {
  await waitUntil(() => bar(element), 'casino-progress did not render its bar');
  return bar(element) as HTMLElement;
}

describe('casino-progress: an indeterminate bar while a request is pending', () => {
  let requests: Gate;
  beforeEach(() => {
    requests = holdRequests();
  });
  afterEach(() => {
    requests.release();
    fetchMock.restore();
  });

  it('is hidden while no request is pending', async () => {
    const element = await fixture(html`<casino-progress></casino-progress>`);
    const progress = await rendered(element);
    expect(progress.hidden).to.equal(true);
    expect(progress.getBoundingClientRect().height).to.equal(0);
  });

  it('appears while a request is pending (role progressbar, part bar) and hides after it completes', async () => {
    const element = await fixture(html`<casino-progress></casino-progress>`);
    const progress = await rendered(element);

    const pending = http.get('/api/slow');
    await waitUntil(() => !bar(element)?.hidden, 'the bar did not appear while the request was pending');
    expect(bar(element)?.getAttribute('role')).to.equal('progressbar');
    expect(bar(element)?.getAttribute('aria-label')).to.equal('Request in progress');
    expect(progress.getBoundingClientRect().height).to.be.greaterThan(0);

    requests.release();
    await pending;
    await waitUntil(() => bar(element)?.hidden, 'the bar did not hide after the request completed');
  });

  it('stays while any of several requests is pending', async () => {
    const element = await fixture(html`<casino-progress></casino-progress>`);
    await rendered(element);
    const first = http.get('/api/one');
    const second = http.get('/api/two');
    await waitUntil(() => !bar(element)?.hidden);
    requests.release();
    await Promise.all([first, second]);
    await waitUntil(() => bar(element)?.hidden);
  });
});

describe('two elements on one page stay in step through one core signal', () => {
  it('shows both bars for one pending request and hides both after', async () => {
    const requests = holdRequests();
    try {
      const page = await fixture(
        html`<div><casino-progress></casino-progress><casino-progress></casino-progress></div>`,
      );
      const [first, second] = Array.from(page.querySelectorAll('casino-progress'));
      await rendered(first);
      await rendered(second);

      const pending = http.get('/api/slow');
      await waitUntil(() => !bar(first)?.hidden && !bar(second)?.hidden, 'both bars should appear');
      requests.release();
      await pending;
      await waitUntil(() => bar(first)?.hidden && bar(second)?.hidden, 'both bars should hide');
    } finally {
      fetchMock.restore();
    }
  });
});

describe('shadow-root styles: constructable stylesheets themed by --casino-* properties', () => {
  it('applies the element sheet inside the shadow root, coloured by --casino-color-primary of the host', async () => {
    const requests = holdRequests();
    try {
      const element = await fixture(
        html`<casino-progress
          style="--casino-color-primary: rgb(10, 20, 30); --casino-progress-height: 6px"
        ></casino-progress>`,
      );
      await rendered(element);
      const pending = http.get('/api/slow');
      await waitUntil(() => !bar(element)?.hidden);
      const indicator = element.shadowRoot?.querySelector('.indicator') as HTMLElement;
      expect(getComputedStyle(indicator).backgroundColor).to.equal('rgb(10, 20, 30)');
      expect(getComputedStyle(bar(element) as HTMLElement).height).to.equal('6px');
      requests.release();
      await pending;
    } finally {
      fetchMock.restore();
    }
  });

  it('adopts the sheets without any <style> element (CSP without unsafe-inline)', async () => {
    const element = await fixture(html`<casino-progress></casino-progress>`);
    await rendered(element);
    expect(element.shadowRoot?.adoptedStyleSheets.length).to.equal(2);
    expect(element.shadowRoot?.querySelector('style')).to.equal(null);
  });
});

import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emit, on } from '../../../src/core/events';
import { pageReload, REFRESH_RELOAD_MS, REFRESH_SPIN_MS, startRefresh } from '../../../src/core/refresh';
import { navigate } from '../../../src/core/router';
import '../../../src/widgets/ribbon/elements';
import { findPart, setUp, tearDown } from '../../support/element';
import { OWN } from '../../support/fixtures';
import { part, sleep, text } from '../../support/shadow';
import { signIn } from '../../support/token';

/** A clock the test advances by hand. */
function manualClock() {
  let now = 0;
  const timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  return {
    setTimer: (run: () => void, ms: number) => {
      const id = ++ids;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('refresh button rule: spins 450 ms, broadcasts refresh, reloads after 500 ms unless refresh-done comes first', () => {
  it('the constants are 450 ms and 500 ms', () => {
    expect(REFRESH_SPIN_MS).to.equal(450);
    expect(REFRESH_RELOAD_MS).to.equal(500);
  });

  it('broadcasts at once, ends the spin at 450 ms and reloads at 500 ms', () => {
    const clock = manualClock();
    const log: string[] = [];
    let done: () => void = () => undefined;
    startRefresh({
      ...clock,
      broadcast: () => log.push('refresh'),
      onDone: (handler) => {
        done = handler;
        return () => (done = () => undefined);
      },
      onSpinEnd: () => log.push('spin end'),
      reload: () => log.push('reload'),
    });
    expect(log).to.deep.equal(['refresh']);
    clock.advance(449);
    expect(log).to.deep.equal(['refresh']);
    clock.advance(1);
    expect(log).to.deep.equal(['refresh', 'spin end']);
    clock.advance(49);
    expect(log).to.deep.equal(['refresh', 'spin end']);
    clock.advance(1);
    expect(log).to.deep.equal(['refresh', 'spin end', 'reload']);
    done();
    expect(log).to.deep.equal(['refresh', 'spin end', 'reload']);
  });

  it('does not reload when refresh-done arrives before 500 ms', async () => {
    const clock = manualClock();
    let reloads = 0;
    let done: () => void = () => undefined;
    const run = startRefresh({
      ...clock,
      broadcast: () => undefined,
      onDone: (handler) => {
        done = handler;
        return () => undefined;
      },
      reload: () => reloads++,
    });
    clock.advance(300);
    done();
    clock.advance(1000);
    expect(reloads).to.equal(0);
    expect(await run.settled).to.equal(false);
  });
});

describe('casino-ribbon: the refresh button', () => {
  let reloads = 0;
  let originalReload: () => void;
  beforeEach(async () => {
    await setUp({ shell: true });
    reloads = 0;
    originalReload = pageReload.reload;
    pageReload.reload = () => {
      reloads++;
    };
  });
  afterEach(async () => {
    pageReload.reload = originalReload;
    await tearDown();
  });

  it('spins for 450 ms and broadcasts casino-refresh on window', async () => {
    const element = await fixture<HTMLElement>(html`<casino-ribbon></casino-ribbon>`);
    const button = await findPart<HTMLButtonElement>(element, 'refresh');
    let broadcasts = 0;
    const off = on('casino-refresh', () => broadcasts++);
    const offDone = on('casino-refresh', () => emit('casino-refresh-done', {}));
    try {
      button.click();
      expect(broadcasts).to.equal(1);
      await waitUntil(() => button.classList.contains('spinning'));
      await sleep(300);
      expect(button.classList.contains('spinning')).to.equal(true);
      await waitUntil(() => !button.classList.contains('spinning'), 'still spinning', { timeout: 1000 });
    } finally {
      off();
      offDone();
    }
  });

  it('reloads the page after 500 ms when no refresh-done arrives', async () => {
    const element = await fixture<HTMLElement>(html`<casino-ribbon></casino-ribbon>`);
    (await findPart<HTMLButtonElement>(element, 'refresh')).click();
    await sleep(350);
    expect(reloads).to.equal(0);
    await waitUntil(() => reloads === 1, 'the page was not reloaded', { timeout: 1000 });
  });

  it('does not reload when refresh-done arrives first', async () => {
    const element = await fixture<HTMLElement>(html`<casino-ribbon></casino-ribbon>`);
    const off = on('casino-refresh', () => setTimeout(() => emit('casino-refresh-done', {}), 100));
    try {
      (await findPart<HTMLButtonElement>(element, 'refresh')).click();
      await sleep(800);
      expect(reloads).to.equal(0);
    } finally {
      off();
    }
  });
});

describe('casino-breadcrumbs: crumbs of the current route', () => {
  const EDITED = '33333333-3333-4333-8333-333333333333';
  beforeEach(async () => {
    await setUp({ shell: true });
    signIn(OWN, { AgentClaims: ['CanViewAgents', 'CanEditAgent'] });
  });
  afterEach(tearDown);

  function crumbs(element: HTMLElement): HTMLAnchorElement[] {
    return [...(element.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[part~="crumb"]') ?? [])];
  }

  it('shows root, the area and the page, the last one marked as the current page', async () => {
    navigate(`/${OWN}/agents/edit/${EDITED}`);
    const element = await fixture<HTMLElement>(html`<casino-breadcrumbs></casino-breadcrumbs>`);
    await waitUntil(() => crumbs(element).length === 3, 'three crumbs expected');
    const [root, agents, edit] = crumbs(element);
    expect(root.getAttribute('href')).to.equal('/');
    expect(agents.getAttribute('href')).to.equal(`/${OWN}/agents`);
    expect(edit.getAttribute('aria-current')).to.equal('page');
    expect(text(part(element, 'breadcrumbs'))).to.not.equal('');
  });

  it('a crumb of an edit/:id page has no link and does nothing on click', async () => {
    navigate(`/${OWN}/agents/edit/${EDITED}`);
    const element = await fixture<HTMLElement>(html`<casino-breadcrumbs></casino-breadcrumbs>`);
    await waitUntil(() => crumbs(element).length === 3);
    const edit = crumbs(element)[2];
    expect(edit.hasAttribute('href')).to.equal(false);
    expect(edit.getAttribute('part')).to.contain('crumb-inert');
    edit.click();
    await sleep(20);
    expect(location.pathname).to.equal(`/${OWN}/agents/edit/${EDITED}`);
  });

  it('another crumb navigates to /{agentId}/{accumulated segments} through the router', async () => {
    navigate(`/${OWN}/agents/edit/${EDITED}`);
    const element = await fixture<HTMLElement>(html`<casino-breadcrumbs></casino-breadcrumbs>`);
    await waitUntil(() => crumbs(element).length === 3);
    crumbs(element)[1].click();
    await waitUntil(() => location.pathname === `/${OWN}/agents`, `went to ${location.pathname}`);
    await waitUntil(() => crumbs(element).length === 2, 'the crumbs follow the route');
  });
});

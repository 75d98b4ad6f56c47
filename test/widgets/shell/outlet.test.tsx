import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { navigate } from '../../../src/core/router';
import { defineWidget } from '../../../src/widgets/define-widget';
import { AREA_LOADERS } from '../../../src/widgets/area-loaders';
import '../../../src/widgets/outlet/elements';
import { setUp, tearDown } from '../../support/element';
import { CHILD, OWN } from '../../support/fixtures';
import { sleep, text } from '../../support/shadow';
import { signIn } from '../../support/token';

const CLAIMS = {
  AgentClaims: ['CanViewAgents', 'CanListUsers', 'CanViewTerminals', 'CanEditUsers', 'CanViewUserRoles'],
  RtgClaims: ['CanViewUserRoles'],
};

function page(outlet: HTMLElement): HTMLElement | null {
  return outlet.shadowRoot?.querySelector<HTMLElement>('[part~="page"]') ?? null;
}

async function mountOutletAt(url: string): Promise<HTMLElement> {
  history.replaceState(null, '', url);
  const outlet = await fixture<HTMLElement>(html`<casino-outlet></casino-outlet>`);
  await waitUntil(() => page(outlet), 'the outlet shows no page', { timeout: 4000 });
  return outlet;
}

/**
 * Gives an area a loader of its elements for one test (undefined: none, as an area whose elements
 * are not built yet). The terminals area stands for any area in these tests; its real loader is
 * never called here, so its element is never defined in this file.
 */
function withLoader(area: string, load: (() => Promise<unknown>) | undefined): () => void {
  const before = AREA_LOADERS[area];
  AREA_LOADERS[area] = load;
  return () => {
    AREA_LOADERS[area] = before;
  };
}

function TestUsers({ agentId }: { agentId?: string }) {
  return <p className="users">users of {agentId}</p>;
}

describe('casino-outlet', () => {
  beforeEach(() => setUp({ quiet: true }));
  afterEach(tearDown); // the outlet leaves the page before the session ends

  describe('an area whose element is not built yet shows the 404 error page, never a fake screen', () => {
    it('shows casino-error-page code 404 for an area without a loader', async () => {
      const remove = withLoader('terminals', undefined);
      try {
        signIn(OWN, CLAIMS);
        const outlet = await mountOutletAt(`/${OWN}/terminals`);
        const shown = page(outlet) as HTMLElement;
        expect(shown.localName).to.equal('casino-error-page');
        expect(shown.getAttribute('code')).to.equal('404');
        await waitUntil(
          () => text(shown.shadowRoot?.querySelector('[part="title"]') ?? null) === 'Page not found',
        );
      } finally {
        remove();
      }
    });

    it('shows the 404 page when the loader of the row fails', async () => {
      const remove = withLoader('terminals', () => Promise.reject(new Error('chunk missing')));
      try {
        signIn(OWN, CLAIMS);
        const outlet = await mountOutletAt(`/${OWN}/terminals`);
        await waitUntil(() => page(outlet)?.localName === 'casino-error-page');
      } finally {
        remove();
      }
    });

    it('shows the 404 page when the loader does not define the element', async () => {
      const remove = withLoader('terminals', async () => ({}));
      try {
        signIn(OWN, CLAIMS);
        const outlet = await mountOutletAt(`/${OWN}/terminals`);
        await waitUntil(() => page(outlet)?.localName === 'casino-error-page');
        expect(page(outlet)?.getAttribute('code')).to.equal('404');
      } finally {
        remove();
      }
    });
  });

  describe('the element of the current area route, from the area manifests', () => {
    it('creates the element of the route with agent-id of the current agent', async () => {
      const remove = withLoader('users', async () =>
        defineWidget('casino-users', TestUsers, { props: { agentId: 'string' }, waitForConfig: false }),
      );
      try {
        signIn(OWN, CLAIMS);
        const outlet = await mountOutletAt(`/${OWN}/users`);
        await waitUntil(() => page(outlet)?.localName === 'casino-users', 'the area element was not shown');
        const shown = page(outlet) as HTMLElement;
        expect(shown.getAttribute('agent-id')).to.equal(OWN);
        await waitUntil(() => text(shown.shadowRoot?.querySelector('.users') ?? null) === `users of ${OWN}`);
      } finally {
        remove();
      }
    });

    it('passes the route parameters as attributes (edit/:id gives id)', async () => {
      const remove = withLoader('users', async () =>
        defineWidget('casino-users', TestUsers, { props: { agentId: 'string' }, waitForConfig: false }),
      );
      try {
        defineWidget('casino-user-form', TestUsers, { props: { agentId: 'string' }, waitForConfig: false });
        signIn(OWN, CLAIMS);
        const outlet = await mountOutletAt(`/${OWN}/users/edit/${CHILD}`);
        await waitUntil(
          () => page(outlet)?.localName === 'casino-user-form',
          'the page element was not shown',
        );
        expect(page(outlet)?.getAttribute('id')).to.equal(CHILD);
        expect(page(outlet)?.getAttribute('agent-id')).to.equal(OWN);
      } finally {
        remove();
      }
    });
  });

  describe('a page of the signed-in user (the profile) comes from the manifests too', () => {
    it('shows the element of /app-views/profile with agent-id of the own agent', async () => {
      const remove = withLoader('users', async () =>
        defineWidget('casino-profile', TestUsers, { props: { agentId: 'string' }, waitForConfig: false }),
      );
      try {
        signIn(OWN, CLAIMS);
        const outlet = await mountOutletAt('/app-views/profile');
        await waitUntil(() => page(outlet)?.localName === 'casino-profile', 'the profile page was not shown');
        expect(page(outlet)?.getAttribute('agent-id')).to.equal(OWN);
        expect(location.pathname).to.equal('/app-views/profile');
      } finally {
        remove();
      }
    });

    it('goes to the login page without a session', async () => {
      const outlet = await mountOutletAt('/app-views/profile');
      await waitUntil(() => page(outlet)?.localName === 'casino-login');
      expect(location.pathname).to.equal('/auth/login');
    });
  });

  describe('guards: the router decides, the outlet shows login and error pages', () => {
    it('shows casino-login on an agent URL without a session', async () => {
      const outlet = await mountOutletAt(`/${OWN}/users`);
      await waitUntil(() => page(outlet)?.localName === 'casino-login');
      expect(location.pathname).to.equal('/auth/login');
    });

    it('goes to the login page when the session ends', async () => {
      const remove = withLoader('terminals', undefined);
      try {
        signIn(OWN, CLAIMS);
        const outlet = await mountOutletAt(`/${OWN}/terminals`);
        expect(page(outlet)?.localName).to.equal('casino-error-page');
        localStorage.removeItem('Token');
        window.dispatchEvent(new StorageEvent('storage', { key: 'Token' }));
        await waitUntil(() => page(outlet)?.localName === 'casino-login', 'the login page did not show');
        expect(location.pathname).to.equal('/auth/login');
      } finally {
        remove();
      }
    });

    it('shows the error page code 500 on error/500 and code 404 on an unknown path', async () => {
      const outlet = await mountOutletAt('/error/500');
      expect(page(outlet)?.getAttribute('code')).to.equal('500');
      navigate('/no/such/page');
      await waitUntil(() => page(outlet)?.getAttribute('code') === '404');
      expect(location.pathname).to.equal('/error/404');
    });

    it('sends /{agentId} alone to the agent’s landing route (its first visible menu option)', async () => {
      signIn(OWN, { AgentClaims: ['CanListUsers'] });
      await mountOutletAt(`/${OWN}`);
      await waitUntil(() => location.pathname === `/${OWN}/users`, `stayed on ${location.pathname}`);
      await sleep(10);
    });
  });

  describe('a route change moves the focus to the new page’s heading and announces it', () => {
    const heading = (outlet: HTMLElement) =>
      outlet.shadowRoot!.querySelector<HTMLElement>('[part="panel-title"]');
    const announced = (outlet: HTMLElement) => text(outlet.shadowRoot!.querySelector('[part="announcer"]'));

    it('the first page opened keeps the focus where the browser has it (the skip link stays the first stop)', async () => {
      signIn(OWN, CLAIMS);
      const outlet = await mountOutletAt(`/${OWN}/roles`);
      await waitUntil(() => heading(outlet));
      expect(outlet.shadowRoot!.activeElement).to.equal(null);
      expect(announced(outlet)).to.equal('');
    });

    it('another page: its heading has the focus and its title is announced (aria-live); paging does not move it', async () => {
      signIn(OWN, CLAIMS);
      const outlet = await mountOutletAt(`/${OWN}/roles`);
      await waitUntil(() => heading(outlet));
      navigate(`/${OWN}/users`);
      await waitUntil(() => text(heading(outlet)) === 'Users', 'the Users page did not show');
      await waitUntil(() => outlet.shadowRoot!.activeElement === heading(outlet), 'the heading has no focus');
      expect(announced(outlet)).to.equal('Users');
      const live = outlet.shadowRoot!.querySelector('[part="announcer"]')!;
      expect(live.getAttribute('aria-live')).to.equal('polite');
      // the query alone (a page of the list, a sort) changes nothing
      (document.activeElement as HTMLElement | null)?.blur();
      navigate(`/${OWN}/users?page=2`);
      await sleep(50);
      expect(outlet.shadowRoot!.activeElement).to.equal(null);
    });

    it('after sign-in the focus is on the first page’s heading', async () => {
      const outlet = await mountOutletAt('/auth/login');
      expect(page(outlet)?.localName).to.equal('casino-login');
      // signed in, the login page leads to the landing page of the user's agent
      signIn(OWN, CLAIMS);
      await waitUntil(() => outlet.shadowRoot!.activeElement === heading(outlet), 'no focus after sign-in');
      expect(location.pathname).to.equal(`/${OWN}/agents`);
      expect(text(heading(outlet))).to.equal('Agents');
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/core/i18n/areas/console';
import { setLanguage, t } from '../../../src/core/i18n';
import { documentTitle, startDocumentTitle } from '../../../src/core/page-title';
import { ALL_CLAIMS } from '../../../src/core/permissions';
import {
  navigate,
  resetRouterForTests,
  resolveRoute,
  type Route,
  type RouteContext,
} from '../../../src/core/router';
import { OWN } from '../../support/fixtures';

const ctx: RouteContext = {
  loggedIn: true,
  account: { id: 'u', name: 'admin', agentId: OWN },
  claims: ALL_CLAIMS,
};
function at(path: string, context = ctx): Route {
  const result = resolveRoute(path, context);
  if (!('route' in result)) throw new Error(`redirected to ${result.redirect}`);
  return result.route;
}

describe('the tab title is the page title of the deepest active route, then the console name', () => {
  it('an agent form under the agents area: its own title, not the area’s', () => {
    expect(documentTitle(at(`/${OWN}/agents/edit/7`), t)).toBe('Edit Agent - Back office');
  });

  it('a nested route (a POS user under a POS) takes the innermost title', () => {
    expect(documentTitle(at(`/${OWN}/poses/5/users/add`), t)).toBe('Add Cafe User - Back office');
  });

  it('a report page is titled with its report’s name, not "Report"', () => {
    expect(documentTitle(at(`/${OWN}/reports/player-sessions`), t)).toBe('Player Sessions - Back office');
    expect(documentTitle(at(`/${OWN}/reports/game-history`), t)).toBe('Game History - Back office');
  });

  it('a page of the signed-in user has its own title (Profile)', () => {
    expect(documentTitle(at('/app-views/profile'), t)).toBe('Profile - Back office');
  });

  it('the bare agent route is the home page', () => {
    expect(documentTitle(at(`/${OWN}`), t)).toBe('Home - Back office');
  });

  it('the login, error and public game-history pages have their own titles', () => {
    const guest: RouteContext = { ...ctx, loggedIn: false, account: null };
    expect(documentTitle(at('/auth/login', guest), t)).toBe('Sign in - Back office');
    expect(documentTitle(at('/error/404', guest), t)).toBe('Page not found - Back office');
    expect(documentTitle(at('/gamedetail', guest), t)).toBe('Game History - Back office');
  });

  it('no route yet: the console name alone', () => {
    expect(documentTitle(null, t)).toBe('Back office');
  });
});

describe('the console page keeps document.title in step with navigation and language', () => {
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    stop = undefined;
    resetRouterForTests();
    history.replaceState(null, '', '/');
    await setLanguage('en');
  });

  it('follows every navigation and every language change until stopped', async () => {
    stop = startDocumentTitle(document);
    navigate('/error/404');
    expect(document.title).toBe('Page not found - Back office');
    navigate('/error/500');
    expect(document.title).toBe('Server error - Back office');

    await setLanguage('zh-cn');
    expect(document.title).toBe('服务器错误 - 后台管理');

    stop();
    stop = undefined;
    navigate('/error/404');
    expect(document.title).toBe('服务器错误 - 后台管理');
  });
});

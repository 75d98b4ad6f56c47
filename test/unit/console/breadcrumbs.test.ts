import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from '../../../src/core/breadcrumbs';
import { ALL_CLAIMS } from '../../../src/core/permissions';
import { resolveRoute, type Route } from '../../../src/core/router';
import { OWN } from '../../support/fixtures';

const ctx = { loggedIn: true, account: { id: 'u', name: 'admin', agentId: OWN }, claims: ALL_CLAIMS };
function at(path: string): Route {
  const result = resolveRoute(`/${OWN}/${path}`, ctx);
  if (!('route' in result)) throw new Error(`redirected to ${result.redirect}`);
  return result.route;
}

describe('breadcrumbs are built from route page titles, one per route segment that has a path', () => {
  it('gives root, then the area, then the page', () => {
    expect(buildBreadcrumbs(at('agents/create')).map((c) => c.title)).toEqual([
      'app.console.breadcrumbs.root',
      'app.console.pages.agents',
      'app.console.pages.create-agent',
    ]);
  });

  it('gives one crumb per nested route row (POS users under a POS)', () => {
    expect(buildBreadcrumbs(at('poses/5/users/add')).map((c) => c.title)).toEqual([
      'app.console.breadcrumbs.root',
      'app.console.pages.cafes',
      'app.console.pages.cafe-users',
      'app.console.pages.add-cafe-user',
    ]);
  });

  it('a report’s crumb is the report’s name', () => {
    expect(buildBreadcrumbs(at('reports/cafe-summary')).map((c) => c.title)).toEqual([
      'app.console.breadcrumbs.root',
      'app.console.pages.reports',
      'app.reports.names.cafe-summary',
    ]);
  });

  it('has no crumbs outside the main layout', () => {
    const login = resolveRoute('/auth/login', { ...ctx, loggedIn: false, account: null });
    expect(buildBreadcrumbs('route' in login ? login.route : null)).toEqual([]);
  });
});

describe('a crumb named root goes to /', () => {
  it('links the root crumb to /', () => {
    expect(buildBreadcrumbs(at('users'))[0]).toEqual({ title: 'app.console.breadcrumbs.root', link: '/' });
  });
});

describe('other crumbs go to /{agentId}/{accumulated segments}', () => {
  it('accumulates the segments of each row', () => {
    expect(buildBreadcrumbs(at('poses/5/users/add')).map((c) => c.link)).toEqual([
      '/',
      `/${OWN}/poses`,
      `/${OWN}/poses/5/users`,
      `/${OWN}/poses/5/users/add`,
    ]);
  });
});

describe('crumbs whose link contains edit/:id or :posid/users/:posuserid/update do nothing on click', () => {
  it('an edit/:id crumb has no link, its parents keep theirs', () => {
    expect(buildBreadcrumbs(at('users/edit/42')).map((c) => c.link)).toEqual(['/', `/${OWN}/users`, null]);
  });

  it('a :posid/users/:posuserid/update crumb has no link', () => {
    expect(buildBreadcrumbs(at('poses/5/users/9/update')).map((c) => c.link)).toEqual([
      '/',
      `/${OWN}/poses`,
      `/${OWN}/poses/5/users`,
      null,
    ]);
  });
});

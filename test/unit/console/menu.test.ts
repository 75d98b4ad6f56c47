import { describe, expect, it } from 'vitest';
import {
  activeMenuItem,
  fallbackRoute,
  landingRoute,
  MENU_OPTIONS,
  visibleMenu,
  type MenuOption,
} from '../../../src/core/menu';
import { ALL_CLAIMS, P, type PermissionSubject } from '../../../src/core/permissions';
import { CHILD, GRANDCHILD, OWN, PARENT } from '../../support/fixtures';
import { claimsWith } from '../../support/token';

const own = { id: OWN, parentId: PARENT };
const child = { id: CHILD, parentId: OWN };
const grandchild = { id: GRANDCHILD, parentId: CHILD };
const subject = (...names: string[]): PermissionSubject => ({ agentId: OWN, claims: claimsWith(...names) });
const admin: PermissionSubject = { agentId: OWN, claims: ALL_CLAIMS };
const noCredit = { creditSource: false };

function paths(entries: readonly (MenuOption | null)[]): (string | null)[] {
  return entries.map((e) => (e ? e.path : null));
}

function option(path: string): MenuOption {
  const found = MENU_OPTIONS.find((o) => o?.path === path);
  if (!found) throw new Error(path);
  return found;
}

describe('side menu entries, in order, with the separator', () => {
  it('lists the 16 entries: 10 options, a separator, then 5 options', () => {
    expect(paths(MENU_OPTIONS)).toEqual([
      'agents',
      'users',
      'players',
      'poses',
      'terminals',
      'reports',
      'audit',
      'ledger',
      'roles',
      'casinos/assigned',
      null,
      'casinos',
      'agents/adjust-credit',
      'agents/create',
      'users/add',
      'casinos/add',
    ]);
  });

  it('names each option with a translation key and an icon class', () => {
    expect(MENU_OPTIONS.filter(Boolean).map((o) => o!.nameKey)).toEqual([
      'app.console.menu.agents',
      'app.console.menu.users',
      'app.console.menu.players',
      'app.console.menu.cafes',
      'app.console.menu.terminals',
      'app.console.menu.reports',
      'app.console.menu.audit',
      'app.console.menu.ledger',
      'app.console.menu.roles',
      'app.console.menu.assigned-casinos',
      'app.console.menu.casinos',
      'app.console.menu.adjust-credits',
      'app.console.menu.create-agent',
      'app.console.menu.add-user',
      'app.console.menu.add-casino',
    ]);
    for (const o of MENU_OPTIONS)
      if (o) expect(o.icon, `the icon of menu option ${o.path}`).toMatch(/^fa fa-/);
  });
});

describe('the ledger shows to auditors: the global ledger-audit claim, whatever the agent', () => {
  it('shows with CanAuditLedger and hides without it', () => {
    expect(option('ledger').visible(subject(P.AuditLedger), child)).toBe(true);
    expect(option('ledger').visible(subject(P.ViewCreditTransferReport), child)).toBe(false);
  });
});

describe('the audit log shows with any report permission for the agent, as the reports do', () => {
  it('shows with a report permission and hides without one', () => {
    expect(option('audit').visible(subject(P.ViewCreditTransferReport), child)).toBe(true);
    expect(option('audit').visible(subject(P.ViewAgents), child)).toBe(false);
  });
});

describe('the permission that shows each entry', () => {
  const cases: [string, string][] = [
    ['users', P.ListUsers],
    ['players', P.ListPlayers],
    ['poses', P.ViewPos],
    ['terminals', P.ViewTerminals],
    ['reports', P.ViewGameHistoryReport],
    ['roles', P.ViewRoles],
    ['casinos/assigned', P.ViewCasinoAssignment],
    ['casinos', P.ViewCasinos],
    ['agents/adjust-credit', P.CreditAgent],
    ['users/add', P.CreateUser],
    ['casinos/add', P.CreateCasino],
  ];
  for (const [path, claim] of cases) {
    it(`${path} shows with ${claim} alone and hides without it`, () => {
      // a report permission also shows the audit log
      expect(
        visibleMenu(subject(claim), child)
          .filter(Boolean)
          .map((o) => o!.path),
      ).toEqual(path === 'reports' ? [path, 'audit'] : [path]);
      expect(option(path).visible(subject(), child)).toBe(false);
    });
  }

  it('Adjust Credits shows for remove-agent-credits too (credit agents or remove agent credits)', () => {
    expect(option('agents/adjust-credit').visible(subject(P.RemoveAgentCredits), child)).toBe(true);
  });

  it('Agents shows with view-agent for the own agent only (direct agent only)', () => {
    expect(option('agents').visible(subject(P.ViewAgents), own)).toBe(true);
    expect(option('agents').visible(subject(P.ViewAgents), child)).toBe(false);
    expect(option('agents').visible(subject(P.ViewAgents, P.View2ndPlusLevelChildren), child)).toBe(true);
  });

  it('Create Agent shows with add-agent for the own agent only (direct only)', () => {
    expect(option('agents/create').visible(subject(P.AddAgent), own)).toBe(true);
    expect(option('agents/create').visible(subject(P.AddAgent), child)).toBe(false);
  });

  it('per-agent visibility: an agent-scoped entry hides on a 2nd-level child without the 2nd-plus permission', () => {
    expect(option('users').visible(subject(P.ListUsers), grandchild)).toBe(false);
    expect(option('users').visible(subject(P.ListUsers, P.View2ndPlusLevelChildren), grandchild)).toBe(true);
  });

  it('keeps no separator at the ends of a visible menu', () => {
    expect(paths(visibleMenu(subject(P.ViewCasinos), child))).toEqual(['casinos']);
    expect(paths(visibleMenu(subject(P.ListUsers, P.ViewCasinos), child))).toEqual([
      'users',
      null,
      'casinos',
    ]);
  });
});

describe('Adjust Credits disabled rule (own root agent or credit source)', () => {
  const adjust = option('agents/adjust-credit');

  it('is disabled on the logged-in account’s own root agent', () => {
    expect(adjust.disabled!(admin, own, noCredit)).toBe(true);
  });

  it('is disabled when the current agent is a credit source', () => {
    expect(adjust.disabled!(admin, child, { creditSource: true })).toBe(true);
  });

  it('is enabled for a sub-agent that is not a credit source', () => {
    expect(adjust.disabled!(admin, child, noCredit)).toBe(false);
  });

  it('is the only option with a disabled rule', () => {
    expect(MENU_OPTIONS.filter((o) => o?.disabled).map((o) => o!.path)).toEqual(['agents/adjust-credit']);
  });
});

describe('landing route: the first option visible for the agent, or empty if none', () => {
  it('is agents for an account that may view agents', () => {
    expect(landingRoute(admin, own)).toBe('agents');
  });

  it('is the first visible option in menu order', () => {
    expect(landingRoute(subject(P.ViewCasinos, P.ViewTerminals), child)).toBe('terminals');
  });

  it('is empty when no option is visible', () => {
    expect(landingRoute(subject(), child)).toBe('');
  });
});

describe('fallback route: the first allowed option, or the root if none', () => {
  it('is /{agentId}/{first allowed option}', () => {
    expect(fallbackRoute(subject(P.ListPlayers), child)).toBe(`/${CHILD}/players`);
  });

  it('skips a visible but disabled option', () => {
    expect(fallbackRoute(subject(P.CreditAgent), own)).toBe('/');
    expect(fallbackRoute(subject(P.CreditAgent, P.CreateCasino), own)).toBe(`/${OWN}/casinos/add`);
  });

  it('is the root / when nothing is allowed', () => {
    expect(fallbackRoute(subject(), child)).toBe('/');
  });
});

describe('active menu item: matched on the URL after its first two segments, first in full, then by its first segment', () => {
  it('matches the full remainder first', () => {
    expect(activeMenuItem(`/${OWN}/agents/create`)?.path).toBe('agents/create');
    expect(activeMenuItem(`/${OWN}/casinos/assigned`)?.path).toBe('casinos/assigned');
  });

  it('then matches by the first segment of the remainder', () => {
    expect(activeMenuItem(`/${OWN}/agents/edit/${CHILD}`)?.path).toBe('agents');
    expect(activeMenuItem(`/${OWN}/poses/7/users`)?.path).toBe('poses');
  });

  it('ignores the query string', () => {
    expect(activeMenuItem(`/${OWN}/users?page=2`)?.path).toBe('users');
  });

  it('is null when nothing matches or there is no remainder', () => {
    expect(activeMenuItem(`/${OWN}`)).toBeNull();
    expect(activeMenuItem(`/${OWN}/unknown/page`)).toBeNull();
  });
});

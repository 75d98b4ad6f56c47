import { describe, expect, it } from 'vitest';

import {
  ALL_CLAIMS,
  NO_CLAIMS,
  P,
  PERMISSIONS,
  REPORT_PERMISSIONS,
  can,
  hasClaim,
  permissionLabel,
  type Check,
  type PermissionSubject,
  type TargetAgent,
  type UserClaims,
} from '../../../src/core/permissions';

const ME = 'a0000000-0000-0000-0000-000000000001';
const OWN: TargetAgent = { id: ME, parentId: 'a0000000-0000-0000-0000-0000000000ff' };
const CHILD: TargetAgent = { id: 'a0000000-0000-0000-0000-000000000002', parentId: ME };
const GRANDCHILD: TargetAgent = { id: 'a0000000-0000-0000-0000-000000000003', parentId: CHILD.id };

/** A subject holding exactly `names` (each under its own claim type). */
function subject(...names: string[]): PermissionSubject {
  const claims: UserClaims = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };
  for (const n of names) {
    const def = PERMISSIONS.find((p) => p.name === n);
    if (!def) throw new Error(`unknown permission ${n}`);
    claims[def.type]!.push(n);
  }
  return { claims, agentId: ME };
}

describe('vocabulary: each permission has a PascalCase claim name, a human label and a claim type', () => {
  it('P gives the claim names for typo-free use (P.ViewCasinos is CanViewCasinos)', () => {
    expect(P.ViewCasinos).toBe('CanViewCasinos');
    expect(P.CreditAgent).toBe('CanCreditAgent');
  });

  it('every claim name is PascalCase starting with Can, unique, and listed in P', () => {
    const names = PERMISSIONS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^Can[A-Z0-9][A-Za-z0-9]*$/);
    expect(Object.values(P).sort()).toEqual([...names].sort());
  });

  it("each permission has a human label such as 'Can View Casinos'", () => {
    expect(permissionLabel(P.ViewCasinos)).toBe('Can View Casinos');
    expect(permissionLabel(P.ViewIpWhitelist)).toBe('Can View IP Whitelist');
    expect(permissionLabel(P.View2ndPlusLevelChildren)).toBe('Can View 2nd Plus Level Children');
    for (const p of PERMISSIONS) expect(p.label).toMatch(/^Can [A-Z0-9]/);
  });

  it('an unknown claim name gets a label split into words', () => {
    expect(permissionLabel('CanDoSomethingNew')).toBe('Can Do Something New');
  });

  it('holds the whole permission vocabulary plus the 18 report permissions', () => {
    const expected = [
      // casino view/create/update/delete; casino assignment view/edit
      'CanViewCasinos',
      'CanCreateCasino',
      'CanUpdateCasino',
      'CanDeleteCasino',
      'CanViewCasinoAssignment',
      'CanEditCasinoAssignment',
      // players create/list/edit/delete/logout
      'CanCreatePlayer',
      'CanListPlayers',
      'CanEditPlayer',
      'CanDeletePlayer',
      'CanLogoutPlayers',
      // wallet deposit/withdraw/see-balance
      'CanDeposit',
      'CanWithdraw',
      'CanSeeBalance',
      // games launch/lobby/create/list/edit/delete
      'CanLaunchGame',
      'CanViewLobby',
      'CanCreateGame',
      'CanListGames',
      'CanEditGame',
      'CanDeleteGame',
      // view and edit of 2nd-plus-level children
      'CanView2ndPlusLevelChildren',
      'CanEdit2ndPlusLevelChildren',
      // users
      'CanListUsers',
      'CanRequestUserDetails',
      'CanCreateUser',
      'CanDeleteUser',
      'CanEditUsers',
      'CanSeeUserClaims',
      'CanEditUserClaims',
      // roles
      'CanViewRoles',
      'CanEditRoles',
      // agents, credit source, jackpot account, terminals, credit
      'CanViewAgents',
      'CanAddAgent',
      'CanEditAgent',
      'CanDeleteAgent',
      'CanSetCreditSource',
      'CanManageJackpotAccount',
      'CanViewTerminals',
      'CanMakeTerminalTransaction',
      'CanCreditAgent',
      'CanRemoveAgentCredits',
      // point of sale
      'CanViewPos',
      'CanCreatePos',
      'CanEditPos',
      'CanDeletePos',
      'CanCreditPos',
      'CanRemovePosCredits',
      'CanViewPosUsers',
      'CanAddPosUsers',
      'CanEditPosUsers',
      'CanChangePosUsersPassword',
      // misc
      'CanDeletePermanently',
      'CanRequestCurrencyExchangeRates',
      'CanViewIpWhitelist',
      'CanEditIpWhitelist',
      'CanRequestMasterAgentsExtraInfo',
      'CanAccessWalletEndpoints',
      'CanViewWalletAgent',
      'CanUpdateWalletAgent',
      'CanCreateWalletAgent',
      'CanRedeemBonus',
      'CanDenyBonus',
      'CanViewBonusInfo',
      'CanConfigureCdnAgent',
      'CanListSideBetOperators',
      'CanViewSideBetOperator',
      'CanCreateSideBetOperator',
      'CanUpdateSideBetOperator',
      'CanDeleteSideBetOperator',
      'CanClosePendingGames',
      'CanCloseCasinoPendingGames',
      'CanWipePos',
      // the money ledger's check (an addition of this product, global)
      'CanAuditLedger',
    ];
    const names = PERMISSIONS.map((p) => p.name);
    for (const n of expected) expect(names).toContain(n);
    expect(names.length).toBe(expected.length + 18);
  });

  it('the 18 report permissions are RtgGroupClaims, in the order of the spec', () => {
    expect(REPORT_PERMISSIONS).toEqual([
      'CanViewPlayerSessionsReport',
      'CanViewAgentSummaryReport',
      'CanViewCreditTransferReport',
      'CanViewGameHistoryReport',
      'CanViewBalanceAdjustmentsReport',
      'CanViewCafeSummaryReport',
      'CanViewPlayerGameReport',
      'CanViewGamePerformanceReport',
      'CanViewCasinoPerformanceReport',
      'CanViewPlayerPerformanceReport',
      'CanViewSideBetsReport',
      'CanViewOptInReport',
      'CanViewGameActivityReport',
      'CanViewJackpotHistoryReport',
      'CanExportToCsv',
      'CanViewDashboard',
      'CanViewTournamentWinnersReport',
      'CanViewPendingGamesReport',
    ]);
    const groupClaims = PERMISSIONS.filter((p) => p.type === 'RtgGroupClaims').map((p) => p.name);
    expect(groupClaims).toEqual([...REPORT_PERMISSIONS]);
  });

  it('agent-hierarchy permissions (agents, users, credit, POS, terminals, children, credit source, casino assignment) are AgentClaims', () => {
    const type = (n: string) => PERMISSIONS.find((p) => p.name === n)!.type;
    for (const n of [
      P.ViewAgents,
      P.AddAgent,
      P.ListUsers,
      P.EditUserClaims,
      P.CreditAgent,
      P.RemoveAgentCredits,
      P.ViewPos,
      P.ChangePosUsersPassword,
      P.ViewTerminals,
      P.View2ndPlusLevelChildren,
      P.Edit2ndPlusLevelChildren,
      P.SetCreditSource,
      P.ViewCasinoAssignment,
      P.EditCasinoAssignment,
    ]) {
      expect(type(n), n).toBe('AgentClaims');
    }
  });

  it('casino, player, game, wallet, bonus, IP, side-bet, jackpot, CDN, close-pending and wipe permissions are RtgClaims', () => {
    const type = (n: string) => PERMISSIONS.find((p) => p.name === n)!.type;
    for (const n of [
      P.ViewCasinos,
      P.DeleteCasino,
      P.ListPlayers,
      P.LaunchGame,
      P.Deposit,
      P.ViewWalletAgent,
      P.RedeemBonus,
      P.ViewIpWhitelist,
      P.ListSideBetOperators,
      P.ManageJackpotAccount,
      P.ConfigureCdnAgent,
      P.ClosePendingGames,
      P.CloseCasinoPendingGames,
      P.WipePos,
      P.AuditLedger,
    ]) {
      expect(type(n), n).toBe('RtgClaims');
    }
  });
});

describe('claims: a claim is held if the list for its type contains it; null means any claim of that type', () => {
  it('a claim in the list of its type is held', () => {
    expect(hasClaim(subject(P.ViewCasinos).claims, P.ViewCasinos)).toBe(true);
  });

  it('a claim absent from the list is not held', () => {
    expect(hasClaim(subject(P.CreateCasino).claims, P.ViewCasinos)).toBe(false);
    expect(hasClaim(NO_CLAIMS, P.ViewCasinos)).toBe(false);
  });

  it('a claim listed under another type does not count', () => {
    const claims: UserClaims = { AgentClaims: [P.ViewCasinos], RtgClaims: [], RtgGroupClaims: [] };
    expect(hasClaim(claims, P.ViewCasinos)).toBe(false);
  });

  it('a null list grants any claim of that type, and only of that type', () => {
    const claims: UserClaims = { AgentClaims: null, RtgClaims: [], RtgGroupClaims: [] };
    expect(hasClaim(claims, P.ViewAgents)).toBe(true);
    expect(hasClaim(claims, P.ChangePosUsersPassword)).toBe(true);
    expect(hasClaim(claims, P.ViewCasinos)).toBe(false);
    expect(hasClaim(ALL_CLAIMS, P.ViewDashboard)).toBe(true);
  });

  it('a claim outside the vocabulary is held only when a list names it', () => {
    expect(hasClaim(ALL_CLAIMS, 'CanSomethingElse')).toBe(false);
    expect(
      hasClaim({ AgentClaims: [], RtgClaims: ['CanSomethingElse'], RtgGroupClaims: [] }, 'CanSomethingElse'),
    ).toBe(true);
    expect(hasClaim(ALL_CLAIMS, 'CanSomethingElse', 'RtgClaims')).toBe(true);
  });

  it('no claims at all (null/undefined) holds nothing', () => {
    expect(hasClaim(null, P.ViewCasinos)).toBe(false);
    expect(hasClaim(undefined, P.ViewCasinos)).toBe(false);
  });
});

/** [check, claim] of every edit-type action (fallback: edit 2nd-plus children). */
const EDIT_TYPE: [string, Check, string][] = [
  ['delete user', can.deleteUser, P.DeleteUser],
  ['credit agent', can.creditAgent, P.CreditAgent],
  ['remove credits', can.removeAgentCredits, P.RemoveAgentCredits],
  ['create user', can.createUser, P.CreateUser],
  ['edit user claims', can.editUserClaims, P.EditUserClaims],
  ['edit users', can.editUsers, P.EditUsers],
  ['edit agent', can.editAgent, P.EditAgent],
  ['create point of sale', can.createPos, P.CreatePos],
  ['edit point of sale', can.editPos, P.EditPos],
  ['delete point of sale', can.deletePos, P.DeletePos],
  ['credit point of sale', can.creditPos, P.CreditPos],
  ['remove credits for point of sale', can.removePosCredits, P.RemovePosCredits],
  ['set credit source', can.setCreditSource, P.SetCreditSource],
  ['POS users view', can.viewPosUsers, P.ViewPosUsers],
  ['POS users add', can.addPosUsers, P.AddPosUsers],
  ['POS users edit', can.editPosUsers, P.EditPosUsers],
  ['POS users change password', can.changePosUsersPassword, P.ChangePosUsersPassword],
  ['casino assignment edit', can.editCasinoAssignment, P.EditCasinoAssignment],
];

/** View-type actions (fallback: view 2nd-plus children). */
const VIEW_TYPE: [string, Check, string][] = [
  ['list users', can.listUsers, P.ListUsers],
  ['view terminals', can.viewTerminals, P.ViewTerminals],
  ['see user claims', can.seeUserClaims, P.SeeUserClaims],
  ['request user details', can.requestUserDetails, P.RequestUserDetails],
  ['request currency exchange', can.requestCurrencyExchangeRates, P.RequestCurrencyExchangeRates],
  ['view point of sale', can.viewPos, P.ViewPos],
  ['casino assignment view', can.viewCasinoAssignment, P.ViewCasinoAssignment],
  ['pending-games report', can.viewPendingGamesReport, P.ViewPendingGamesReport],
];

describe.each([
  ['edit-type', EDIT_TYPE, P.Edit2ndPlusLevelChildren, P.View2ndPlusLevelChildren],
  ['view-type', VIEW_TYPE, P.View2ndPlusLevelChildren, P.Edit2ndPlusLevelChildren],
] as const)('agent-scoped rule, %s actions', (_kind, actions, fallback, otherFallback) => {
  describe.each(actions)('%s', (_label, check, claim) => {
    it('(a) holds the claim and the target is the own agent: allowed', () => {
      expect(check(subject(claim), OWN)).toBe(true);
    });
    it('(b) holds the claim and the target is a direct child of the own agent: allowed', () => {
      expect(check(subject(claim), CHILD)).toBe(true);
    });
    it('neither own agent nor direct child (2nd-level child) without the 2nd-plus permission: refused', () => {
      expect(check(subject(claim), GRANDCHILD)).toBe(false);
    });
    it(`(c) holds the claim and the 2nd-plus-level children permission (${fallback}): allowed for a 2nd-level child`, () => {
      expect(check(subject(claim, fallback), GRANDCHILD)).toBe(true);
    });
    it('the 2nd-plus permission of the other kind does not count', () => {
      expect(check(subject(claim, otherFallback), GRANDCHILD)).toBe(false);
    });
    it('without the claim: refused, even for the own agent and with the 2nd-plus permissions', () => {
      const s = subject(P.View2ndPlusLevelChildren, P.Edit2ndPlusLevelChildren);
      expect(check(s, OWN)).toBe(false);
      expect(check(s, CHILD)).toBe(false);
    });
  });
});

describe("agent-scoped rule, 'direct only' checks (view agents, add agent)", () => {
  const cases: [string, Check, string, string][] = [
    ['view agents', can.viewAgents, P.ViewAgents, P.View2ndPlusLevelChildren],
    ['add agent', can.addAgent, P.AddAgent, P.Edit2ndPlusLevelChildren],
  ];
  describe.each(cases)('%s', (_label, check, claim, fallback) => {
    it('holds the claim and the target is the own agent: allowed (the Agents menu shows for the direct agent)', () => {
      expect(check(subject(claim), OWN)).toBe(true);
    });
    it('a direct child does not count for a direct-only check', () => {
      expect(check(subject(claim), CHILD)).toBe(false);
    });
    it('with the 2nd-plus-level children permission a child or deeper agent is allowed', () => {
      expect(check(subject(claim, fallback), CHILD)).toBe(true);
      expect(check(subject(claim, fallback), GRANDCHILD)).toBe(true);
    });
    it('without the claim: refused', () => {
      expect(check(subject(fallback), OWN)).toBe(false);
    });
  });

  it('view agents falls back to view-children, add agent to edit-children', () => {
    expect(can.viewAgents(subject(P.ViewAgents, P.Edit2ndPlusLevelChildren), CHILD)).toBe(false);
    expect(can.addAgent(subject(P.AddAgent, P.View2ndPlusLevelChildren), CHILD)).toBe(false);
  });
});

describe("the user's own root agent is not a child", () => {
  it('the own agent is allowed through (a), whatever its parent', () => {
    const root: TargetAgent = { id: ME, parentId: null };
    expect(can.editAgent(subject(P.EditAgent), root)).toBe(true);
  });
  it('an agent with no parent is not a child of the user', () => {
    const stranger: TargetAgent = { id: 'a0000000-0000-0000-0000-000000000009', parentId: null };
    expect(can.editAgent(subject(P.EditAgent), stranger)).toBe(false);
  });
  it('the parent of the own agent is not reachable through the child rule', () => {
    const parent: TargetAgent = { id: OWN.parentId!, parentId: null };
    expect(can.listUsers(subject(P.ListUsers), parent)).toBe(false);
  });
  it('without a target only the 2nd-plus permission can grant an agent-scoped check', () => {
    expect(can.listUsers(subject(P.ListUsers), null)).toBe(false);
    expect(can.listUsers(subject(P.ListUsers, P.View2ndPlusLevelChildren), null)).toBe(true);
  });
});

describe('global permissions: the claim alone', () => {
  const GLOBAL: [string, Check, string][] = [
    ['view user roles', can.viewRoles, P.ViewRoles],
    ['edit user roles', can.editRoles, P.EditRoles],
    ['casino view', can.viewCasinos, P.ViewCasinos],
    ['casino create', can.createCasino, P.CreateCasino],
    ['casino update', can.updateCasino, P.UpdateCasino],
    ['casino delete', can.deleteCasino, P.DeleteCasino],
    ['delete permanently', can.deletePermanently, P.DeletePermanently],
    ['players list', can.listPlayers, P.ListPlayers],
    ['players create', can.createPlayer, P.CreatePlayer],
    ['players edit', can.editPlayer, P.EditPlayer],
    ['players delete', can.deletePlayer, P.DeletePlayer],
    ['players logout', can.logoutPlayers, P.LogoutPlayers],
    ['IP whitelist view', can.viewIpWhitelist, P.ViewIpWhitelist],
    ['IP whitelist edit', can.editIpWhitelist, P.EditIpWhitelist],
    ['request extra info of master agents', can.requestMasterAgentsExtraInfo, P.RequestMasterAgentsExtraInfo],
    ['wallet endpoints', can.accessWalletEndpoints, P.AccessWalletEndpoints],
    ['wallet agent view', can.viewWalletAgent, P.ViewWalletAgent],
    ['wallet agent update', can.updateWalletAgent, P.UpdateWalletAgent],
    ['wallet agent create', can.createWalletAgent, P.CreateWalletAgent],
    ['bonus redeem', can.redeemBonus, P.RedeemBonus],
    ['bonus deny', can.denyBonus, P.DenyBonus],
    ['bonus view information', can.viewBonusInfo, P.ViewBonusInfo],
    ['CDN agent configuration', can.configureCdnAgent, P.ConfigureCdnAgent],
    ['side-bet operators list', can.listSideBetOperators, P.ListSideBetOperators],
    ['side-bet operators view', can.viewSideBetOperator, P.ViewSideBetOperator],
    ['side-bet operators create', can.createSideBetOperator, P.CreateSideBetOperator],
    ['side-bet operators update', can.updateSideBetOperator, P.UpdateSideBetOperator],
    ['side-bet operators delete', can.deleteSideBetOperator, P.DeleteSideBetOperator],
    ['jackpot history', can.viewJackpotHistoryReport, P.ViewJackpotHistoryReport],
    ['close pending games', can.closePendingGames, P.ClosePendingGames],
    ['close casino pending games', can.closeCasinoPendingGames, P.CloseCasinoPendingGames],
    ['wipe point of sales', can.wipePos, P.WipePos],
  ];
  describe.each(GLOBAL)('%s', (_label, check, claim) => {
    it('with the claim: allowed for any agent, even a 2nd-level child or none', () => {
      expect(check(subject(claim), GRANDCHILD)).toBe(true);
      expect(check(subject(claim), null)).toBe(true);
    });
    it('without the claim: refused, even for the own agent', () => {
      expect(check(subject(P.View2ndPlusLevelChildren, P.Edit2ndPlusLevelChildren), OWN)).toBe(false);
    });
  });
});

describe('reports: view-type agent-scoped with the view-children fallback', () => {
  it('every report but jackpot history applies to the own agent and direct children with its claim alone', () => {
    for (const r of REPORT_PERMISSIONS.filter((n) => n !== P.ViewJackpotHistoryReport)) {
      expect(can.viewReport(subject(r), OWN, r), r).toBe(true);
      expect(can.viewReport(subject(r), CHILD, r), r).toBe(true);
      expect(can.viewReport(subject(r), GRANDCHILD, r), r).toBe(false);
      expect(can.viewReport(subject(r, P.View2ndPlusLevelChildren), GRANDCHILD, r), r).toBe(true);
    }
  });

  it('the jackpot history report is global (claim alone)', () => {
    const r = P.ViewJackpotHistoryReport;
    expect(can.viewReport(subject(r), GRANDCHILD, r)).toBe(true);
  });

  it('a report needs its own claim, not another report claim', () => {
    expect(can.viewReport(subject(P.ViewDashboard), OWN, P.ViewGameHistoryReport)).toBe(false);
  });

  it('a name that is not a report permission is refused', () => {
    expect(can.viewReport({ claims: ALL_CLAIMS, agentId: ME }, OWN, P.ViewCasinos)).toBe(false);
  });

  it('the pending-games report is agent scoped with that fallback', () => {
    expect(can.viewPendingGamesReport(subject(P.ViewPendingGamesReport), CHILD)).toBe(true);
    expect(can.viewPendingGamesReport(subject(P.ViewPendingGamesReport), GRANDCHILD)).toBe(false);
    expect(
      can.viewPendingGamesReport(subject(P.ViewPendingGamesReport, P.View2ndPlusLevelChildren), GRANDCHILD),
    ).toBe(true);
  });

  it('any-report access is true if any report permission applies', () => {
    expect(can.anyReport(subject(P.ViewDashboard), OWN)).toBe(true);
    expect(can.anyReport(subject(P.ViewTournamentWinnersReport), CHILD)).toBe(true);
    expect(can.anyReport(subject(P.ViewDashboard), GRANDCHILD)).toBe(false);
    expect(can.anyReport(subject(P.ViewCasinos, P.ListUsers), OWN)).toBe(false);
  });

  it('the report list needs the view-children permission', () => {
    expect(can.viewReportList(subject(P.ViewDashboard), OWN)).toBe(false);
    expect(can.viewReportList(subject(P.ViewDashboard, P.View2ndPlusLevelChildren), OWN)).toBe(true);
    expect(can.viewReportList(subject(P.View2ndPlusLevelChildren), OWN)).toBe(false);
  });
});

describe('the can object', () => {
  it('has one check per permission of the table, named after its claim without Can', () => {
    for (const { name } of PERMISSIONS) {
      const check = name.charAt(3).toLowerCase() + name.slice(4);
      expect((can as Record<string, unknown>)[check], name).toBeTypeOf('function');
    }
    expect(can.viewAgents(subject(P.ViewAgents), OWN)).toBe(true);
    expect(can.removeAgentCredits(subject(P.RemoveAgentCredits), CHILD)).toBe(true);
  });

  it('has no other spelling of a check: only the table checks and the composed ones', () => {
    const composed = ['seeAgent', 'shareGameRound', 'anyReport', 'viewReportList', 'viewReport'];
    expect(Object.keys(can).length).toBe(PERMISSIONS.length + composed.length);
    for (const name of composed) expect(Object.keys(can)).toContain(name);
    expect(Object.keys(can).filter((k) => /^can[A-Z]/.test(k))).toEqual([]);
  });

  it('refuses a misspelled check or report name at compile time', () => {
    const checks = can;
    // @ts-expect-error: no check is named canViewAgents (the one spelling is can.viewAgents)
    expect(checks.canViewAgents).toBeUndefined();
    // @ts-expect-error: the check of CanRemoveAgentCredits is removeAgentCredits
    expect(checks.removeCredits).toBeUndefined();
    // @ts-expect-error: 'CanViewGameHistory' is not a permission (CanViewGameHistoryReport is)
    expect(can.viewReport(subject(P.ViewGameHistoryReport), OWN, 'CanViewGameHistory')).toBe(false);
  });

  it('the bonus dialog uses can.denyBonus and can.redeemBonus independently', () => {
    expect(can.denyBonus(subject(P.DenyBonus))).toBe(true);
    expect(can.redeemBonus(subject(P.DenyBonus))).toBe(false);
  });

  it('delete agent (not classified by the spec) behaves as an edit-type action', () => {
    expect(can.deleteAgent(subject(P.DeleteAgent), CHILD)).toBe(true);
    expect(can.deleteAgent(subject(P.DeleteAgent), GRANDCHILD)).toBe(false);
    expect(can.deleteAgent(subject(P.DeleteAgent, P.Edit2ndPlusLevelChildren), GRANDCHILD)).toBe(true);
  });

  it('a user holding every claim (null lists) may do everything on any agent', () => {
    const admin: PermissionSubject = { claims: ALL_CLAIMS, agentId: ME };
    for (const [name, fn] of Object.entries(can)) {
      if (name === 'viewReport') continue;
      expect((fn as Check)(admin, GRANDCHILD), name).toBe(true);
    }
  });
});

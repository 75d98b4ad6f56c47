/**
 * Permission vocabulary and rules of the back-office.
 *
 * Pure and framework-free: shared by the widgets and the Node server, so no DOM, no browser
 * globals, no signals. Every check is a function of (subject, target agent).
 */

export type ClaimType = 'AgentClaims' | 'RtgClaims' | 'RtgGroupClaims';

export const CLAIM_TYPES: readonly ClaimType[] = ['AgentClaims', 'RtgClaims', 'RtgGroupClaims'];

import type { UserClaims } from './claims-types';

/** Claims carried by the token, per claim type (shared with session.ts): `null` = any claim of that type. */
export type { UserClaims };

export interface PermissionDef {
  /** PascalCase claim name, as the server seeds it and the JWT carries it: 'CanViewCasinos'. */
  name: string;
  /** Human label: 'Can View Casinos'. */
  label: string;
  type: ClaimType;
}

/** The account a check is made for. */
export interface PermissionSubject {
  claims: UserClaims;
  agentId: string;
}

/** The agent the action is about (the current agent of the screen). */
export interface TargetAgent {
  id: string;
  parentId: string | null;
}

// [key, claim type, label override]. The claim name is 'Can' + key; the label defaults to the
// name split into words ('CanViewCasinos' -> 'Can View Casinos').
type Entry = readonly [key: string, type: ClaimType, label?: string];

const A = 'AgentClaims';
const R = 'RtgClaims';
const G = 'RtgGroupClaims';

const ENTRIES = [
  // Casinos (global)
  ['ViewCasinos', R],
  ['CreateCasino', R],
  ['UpdateCasino', R],
  ['DeleteCasino', R],
  // Casino assignment (agent hierarchy)
  ['ViewCasinoAssignment', A],
  ['EditCasinoAssignment', A],
  // Players
  ['CreatePlayer', R],
  ['ListPlayers', R],
  ['EditPlayer', R],
  ['DeletePlayer', R],
  ['LogoutPlayers', R],
  // Wallet
  ['Deposit', R],
  ['Withdraw', R],
  ['SeeBalance', R],
  // Games
  ['LaunchGame', R],
  ['ViewLobby', R],
  ['CreateGame', R],
  ['ListGames', R],
  ['EditGame', R],
  ['DeleteGame', R],
  // Children below the direct ones
  ['View2ndPlusLevelChildren', A, 'Can View 2nd Plus Level Children'],
  ['Edit2ndPlusLevelChildren', A, 'Can Edit 2nd Plus Level Children'],
  // Users
  ['ListUsers', A],
  ['RequestUserDetails', A],
  ['CreateUser', A],
  ['DeleteUser', A],
  ['EditUsers', A],
  ['SeeUserClaims', A],
  ['EditUserClaims', A],
  // Roles (user administration, kept with the users)
  ['ViewRoles', A],
  ['EditRoles', A],
  // Agents
  ['ViewAgents', A],
  ['AddAgent', A],
  ['EditAgent', A],
  ['DeleteAgent', A],
  ['SetCreditSource', A],
  ['ManageJackpotAccount', R],
  // Terminals
  ['ViewTerminals', A],
  ['MakeTerminalTransaction', A],
  // Credit
  ['CreditAgent', A],
  ['RemoveAgentCredits', A],
  // Point of sale
  ['ViewPos', A, 'Can View POS'],
  ['CreatePos', A, 'Can Create POS'],
  ['EditPos', A, 'Can Edit POS'],
  ['DeletePos', A, 'Can Delete POS'],
  ['CreditPos', A, 'Can Credit POS'],
  ['RemovePosCredits', A, 'Can Remove POS Credits'],
  ['ViewPosUsers', A, 'Can View POS Users'],
  ['AddPosUsers', A, 'Can Add POS Users'],
  ['EditPosUsers', A, 'Can Edit POS Users'],
  ['ChangePosUsersPassword', A, "Can Change POS Users' Password"],
  ['DeletePermanently', R],
  ['RequestCurrencyExchangeRates', A],
  // IP whitelist
  ['ViewIpWhitelist', R, 'Can View IP Whitelist'],
  ['EditIpWhitelist', R, 'Can Edit IP Whitelist'],
  ['RequestMasterAgentsExtraInfo', A, 'Can Request Extra Info Of Master Agents'],
  // Wallet endpoints / wallet agent
  ['AccessWalletEndpoints', R],
  ['ViewWalletAgent', R],
  ['UpdateWalletAgent', R],
  ['CreateWalletAgent', R],
  // Bonus
  ['RedeemBonus', R],
  ['DenyBonus', R],
  ['ViewBonusInfo', R, 'Can View Bonus Information'],
  ['ConfigureCdnAgent', R, 'Can Configure CDN Agent'],
  // Side-bet operators
  ['ListSideBetOperators', R],
  ['ViewSideBetOperator', R],
  ['CreateSideBetOperator', R],
  ['UpdateSideBetOperator', R],
  ['DeleteSideBetOperator', R],
  // Pending games, wipe
  ['ClosePendingGames', R],
  ['CloseCasinoPendingGames', R],
  ['WipePos', R, 'Can Wipe Point Of Sales'],
  // The money ledger: read and run its check (global)
  ['AuditLedger', R],
  // Reports
  ['ViewPlayerSessionsReport', G],
  ['ViewAgentSummaryReport', G],
  ['ViewCreditTransferReport', G],
  ['ViewGameHistoryReport', G],
  ['ViewBalanceAdjustmentsReport', G],
  ['ViewCafeSummaryReport', G],
  ['ViewPlayerGameReport', G],
  ['ViewGamePerformanceReport', G],
  ['ViewCasinoPerformanceReport', G],
  ['ViewPlayerPerformanceReport', G],
  ['ViewSideBetsReport', G],
  ['ViewOptInReport', G, 'Can View Opt-In Report'],
  ['ViewGameActivityReport', G],
  ['ViewJackpotHistoryReport', G],
  ['ExportToCsv', G, 'Can Export To CSV'],
  ['ViewDashboard', G],
  ['ViewTournamentWinnersReport', G],
  ['ViewPendingGamesReport', G],
] as const satisfies readonly Entry[];

type Key = (typeof ENTRIES)[number][0];

/** The claim name of every permission, for typo-free use: `P.ViewCasinos === 'CanViewCasinos'`. */
export type PermissionName = `Can${Key}`;

/** Splits a PascalCase name into words: 'CanViewCasinos' -> 'Can View Casinos'. */
function splitWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([a-z])([0-9])/g, '$1 $2');
}

export const P = Object.freeze(
  Object.fromEntries(ENTRIES.map(([key]) => [key, `Can${key}`])) as { readonly [K in Key]: `Can${K}` },
);

export const PERMISSIONS: readonly PermissionDef[] = Object.freeze(
  ENTRIES.map((entry): PermissionDef => {
    const [key, type] = entry;
    const name = `Can${key}`;
    const label = entry.length > 2 ? (entry as Entry)[2]! : splitWords(name);
    return Object.freeze({ name, label, type });
  }),
);

const BY_NAME: ReadonlyMap<string, PermissionDef> = new Map(PERMISSIONS.map((p) => [p.name, p]));

/** The 18 report permissions (claim type RtgGroupClaims), in the order of the spec. */
export const REPORT_PERMISSIONS: readonly PermissionName[] = Object.freeze(
  PERMISSIONS.filter((p) => p.type === 'RtgGroupClaims').map((p) => p.name as PermissionName),
);

export function permissionDef(name: string): PermissionDef | undefined {
  return BY_NAME.get(name);
}

/** Human label of a claim name; an unknown name is split into words ('CanDoX' -> 'Can Do X'). */
export function permissionLabel(name: string): string {
  return BY_NAME.get(name)?.label ?? splitWords(name);
}

/**
 * Whether the claims hold `name`. The claim type comes from the vocabulary (or `type` when given).
 * A `null` list grants every claim of its type. A name outside the vocabulary, with no type given,
 * is held only if some list names it explicitly (a `null` list does not grant unknown names).
 */
export function hasClaim(claims: UserClaims | null | undefined, name: string, type?: ClaimType): boolean {
  if (!claims) return false;
  const claimType = type ?? BY_NAME.get(name)?.type;
  if (claimType) {
    const list = claims[claimType];
    return list === null || (Array.isArray(list) && list.includes(name));
  }
  return CLAIM_TYPES.some((t) => Array.isArray(claims[t]) && claims[t]!.includes(name));
}

/** A subject with no claims at all. */
export const NO_CLAIMS: UserClaims = Object.freeze({
  AgentClaims: [],
  RtgClaims: [],
  RtgGroupClaims: [],
}) as UserClaims;

/** A subject holding every claim (all lists `null`). */
export const ALL_CLAIMS: UserClaims = Object.freeze({
  AgentClaims: null,
  RtgClaims: null,
  RtgGroupClaims: null,
});

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

type Fallback = 'view' | 'edit';

/**
 * Agent-scoped rule: the subject holds `claim` AND one of
 *  (a) the target is the subject's own agent;
 *  (b) the target is a direct child of the subject's agent (`target.parentId === subject.agentId`),
 *      unless the check is 'direct only';
 *  (c) the subject holds the 2nd-plus-level children permission of the check's kind
 *      (view permission for view checks, edit permission for edit checks).
 *
 * The subject's own agent is never a "child", even when its parentId is set.
 *
 * 'Direct only' (view agents, add agent) follows the spec's wording: (b) does not apply, so without
 * the 2nd-plus permission the target must be the subject's own agent. Rationale: these checks are
 * about the target's children (the agents list of the target, an agent added under it); for a
 * direct child target those are 2nd-level agents, exactly what the 2nd-plus permission governs. The
 * menu therefore shows Agents for the own agent with the view-agent claim alone.
 *
 * A `null` target (no agent known yet) satisfies neither (a) nor (b): only (c) can grant.
 */
function agentScoped(
  subject: PermissionSubject,
  target: TargetAgent | null | undefined,
  claim: PermissionName,
  fallback: Fallback,
  directOnly = false,
): boolean {
  if (!hasClaim(subject.claims, claim)) return false;
  if (target) {
    if (target.id === subject.agentId) return true;
    if (!directOnly && target.parentId != null && target.parentId === subject.agentId) return true;
  }
  return hasClaim(
    subject.claims,
    fallback === 'view' ? P.View2ndPlusLevelChildren : P.Edit2ndPlusLevelChildren,
  );
}

/** A check signature shared by every rule; global checks ignore the target. */
export type Check = (subject: PermissionSubject, target?: TargetAgent | null) => boolean;

const view =
  (claim: PermissionName, directOnly = false): Check =>
  (subject, target) =>
    agentScoped(subject, target, claim, 'view', directOnly);
const edit =
  (claim: PermissionName, directOnly = false): Check =>
  (subject, target) =>
    agentScoped(subject, target, claim, 'edit', directOnly);
const claimOnly =
  (claim: PermissionName): Check =>
  (subject) =>
    hasClaim(subject.claims, claim);

// Agents (view agents and add agent are 'direct only', see agentScoped)
export const canViewAgents = view(P.ViewAgents, true);
export const canAddAgent = edit(P.AddAgent, true);
export const canEditAgent = edit(P.EditAgent);
// Delete agent is not classified by the spec; treated as an edit-type action like edit agent.
export const canDeleteAgent = edit(P.DeleteAgent);
export const canCreditAgent = edit(P.CreditAgent);
export const canRemoveCredits = edit(P.RemoveAgentCredits);
export const canSetCreditSource = edit(P.SetCreditSource);
export const canRequestCurrencyExchange = view(P.RequestCurrencyExchangeRates);

/**
 * Seeing one agent (its page, its details, its balances): the own agent always; another agent as an
 * entry of its parent's agents list, i.e. the view-agents check for the parent (a direct child with the
 * view-agents claim, deeper agents also with the 2nd-plus-level view claim).
 */
export const canSeeAgent: Check = (subject, target) =>
  !!target &&
  (target.id === subject.agentId ||
    (target.parentId != null && canViewAgents(subject, { id: target.parentId, parentId: null })));

// Users
export const canListUsers = view(P.ListUsers);
export const canRequestUserDetails = view(P.RequestUserDetails);
export const canCreateUser = edit(P.CreateUser);
export const canEditUsers = edit(P.EditUsers);
export const canDeleteUser = edit(P.DeleteUser);
export const canSeeUserClaims = view(P.SeeUserClaims);
export const canEditUserClaims = edit(P.EditUserClaims);
export const canViewRoles = claimOnly(P.ViewRoles);
export const canEditRoles = claimOnly(P.EditRoles);

// Players
export const canListPlayers = claimOnly(P.ListPlayers);
export const canCreatePlayer = claimOnly(P.CreatePlayer);
export const canEditPlayer = claimOnly(P.EditPlayer);
export const canDeletePlayer = claimOnly(P.DeletePlayer);
export const canLogoutPlayers = claimOnly(P.LogoutPlayers);

// Point of sale
export const canViewPos = view(P.ViewPos);
export const canCreatePos = edit(P.CreatePos);
export const canEditPos = edit(P.EditPos);
export const canDeletePos = edit(P.DeletePos);
export const canCreditPos = edit(P.CreditPos);
export const canRemovePosCredits = edit(P.RemovePosCredits);
export const canViewPosUsers = edit(P.ViewPosUsers);
export const canAddPosUsers = edit(P.AddPosUsers);
export const canEditPosUsers = edit(P.EditPosUsers);
export const canChangePosUserPassword = edit(P.ChangePosUsersPassword);
export const canWipePos = claimOnly(P.WipePos);

// Terminals
export const canViewTerminals = view(P.ViewTerminals);
/**
 * A terminal transaction moves money into or out of a terminal of the target agent: the spec does not
 * classify it; like the other money movements (credit agent, credit point of sale) it is edit-type.
 */
export const canMakeTerminalTransaction = edit(P.MakeTerminalTransaction);

// Casinos
export const canViewCasinos = claimOnly(P.ViewCasinos);
export const canCreateCasino = claimOnly(P.CreateCasino);
export const canUpdateCasino = claimOnly(P.UpdateCasino);
export const canDeleteCasino = claimOnly(P.DeleteCasino);
export const canViewCasinoAssignment = view(P.ViewCasinoAssignment);
export const canEditCasinoAssignment = edit(P.EditCasinoAssignment);

// Other global permissions
export const canDeletePermanently = claimOnly(P.DeletePermanently);
export const canViewIpWhitelist = claimOnly(P.ViewIpWhitelist);
export const canEditIpWhitelist = claimOnly(P.EditIpWhitelist);
export const canRequestMasterAgentsExtraInfo = claimOnly(P.RequestMasterAgentsExtraInfo);
export const canAccessWalletEndpoints = claimOnly(P.AccessWalletEndpoints);
export const canViewWalletAgent = claimOnly(P.ViewWalletAgent);
export const canUpdateWalletAgent = claimOnly(P.UpdateWalletAgent);
export const canCreateWalletAgent = claimOnly(P.CreateWalletAgent);
export const canRedeemBonus = claimOnly(P.RedeemBonus);
export const canDenyBonus = claimOnly(P.DenyBonus);
export const canViewBonusInfo = claimOnly(P.ViewBonusInfo);
export const canConfigureCdnAgent = claimOnly(P.ConfigureCdnAgent);
export const canListSideBetOperators = claimOnly(P.ListSideBetOperators);
export const canViewSideBetOperator = claimOnly(P.ViewSideBetOperator);
export const canCreateSideBetOperator = claimOnly(P.CreateSideBetOperator);
export const canUpdateSideBetOperator = claimOnly(P.UpdateSideBetOperator);
export const canDeleteSideBetOperator = claimOnly(P.DeleteSideBetOperator);
export const canClosePendingGames = claimOnly(P.ClosePendingGames);
export const canCloseCasinoPendingGames = claimOnly(P.CloseCasinoPendingGames);
/** Reading and running the ledger check (every balance recomputed from the money ledger): global. */
export const canAuditLedger = claimOnly(P.AuditLedger);

// Reports
/**
 * Whether `report` (a report claim name, e.g. P.ViewGameHistoryReport) may be used for the target.
 * Every report is a view-type agent-scoped check (fallback: view 2nd-plus children), the pending-games
 * report included; jackpot history is a global permission (claim alone). A name that is not one of
 * the report permissions is refused.
 */
export function canViewReport(
  subject: PermissionSubject,
  target: TargetAgent | null | undefined,
  report: string,
): boolean {
  if (!(REPORT_PERMISSIONS as readonly string[]).includes(report)) return false;
  if (report === P.ViewJackpotHistoryReport) return hasClaim(subject.claims, report);
  return agentScoped(subject, target, report as PermissionName, 'view');
}

export const canViewJackpotHistory = claimOnly(P.ViewJackpotHistoryReport);
export const canViewPendingGamesReport = view(P.ViewPendingGamesReport);
export const canExportToCsv: Check = (subject, target) => canViewReport(subject, target, P.ExportToCsv);
/**
 * Publishing a game round of the target agent as a public shared link takes the round's data out of
 * the back office, as an export does: the export permission for that agent (agent-scoped, view type).
 */
export const canShareGameRound: Check = (subject, target) => canExportToCsv(subject, target);

/** True if any of the 18 report permissions applies to the target. */
export const anyReport: Check = (subject, target) =>
  REPORT_PERMISSIONS.some((r) => canViewReport(subject, target, r));

/** The report list needs the view-children (2nd-plus view) permission, on top of some report applying. */
export const canViewReportList: Check = (subject, target) =>
  hasClaim(subject.claims, P.View2ndPlusLevelChildren) && anyReport(subject, target);

const CHECKS = {
  canViewAgents,
  canSeeAgent,
  canAddAgent,
  canEditAgent,
  canDeleteAgent,
  canCreditAgent,
  canRemoveCredits,
  canSetCreditSource,
  canRequestCurrencyExchange,
  canListUsers,
  canRequestUserDetails,
  canCreateUser,
  canEditUsers,
  canDeleteUser,
  canSeeUserClaims,
  canEditUserClaims,
  canViewRoles,
  canEditRoles,
  canListPlayers,
  canCreatePlayer,
  canEditPlayer,
  canDeletePlayer,
  canLogoutPlayers,
  canViewPos,
  canCreatePos,
  canEditPos,
  canDeletePos,
  canCreditPos,
  canRemovePosCredits,
  canViewPosUsers,
  canAddPosUsers,
  canEditPosUsers,
  canChangePosUserPassword,
  canWipePos,
  canViewTerminals,
  canMakeTerminalTransaction,
  canViewCasinos,
  canCreateCasino,
  canUpdateCasino,
  canDeleteCasino,
  canViewCasinoAssignment,
  canEditCasinoAssignment,
  canDeletePermanently,
  canViewIpWhitelist,
  canEditIpWhitelist,
  canRequestMasterAgentsExtraInfo,
  canAccessWalletEndpoints,
  canViewWalletAgent,
  canUpdateWalletAgent,
  canCreateWalletAgent,
  canRedeemBonus,
  canDenyBonus,
  canViewBonusInfo,
  canConfigureCdnAgent,
  canListSideBetOperators,
  canViewSideBetOperator,
  canCreateSideBetOperator,
  canUpdateSideBetOperator,
  canDeleteSideBetOperator,
  canClosePendingGames,
  canCloseCasinoPendingGames,
  canAuditLedger,
  canViewJackpotHistory,
  canViewPendingGamesReport,
  canExportToCsv,
  canShareGameRound,
  canViewReportList,
} satisfies Record<string, Check>;

type ShortName<K> = K extends `can${infer Rest}` ? Uncapitalize<Rest> : never;
type ShortChecks = { readonly [K in keyof typeof CHECKS as ShortName<K>]: Check };

/**
 * Every check, under both spellings: `can.canViewAgents(subject, target)` and
 * `can.viewAgents(subject, target)` are the same function. Plus `anyReport` and
 * `canViewReport`/`viewReport(subject, target, reportName)`.
 */
export const can: typeof CHECKS &
  ShortChecks & {
    readonly anyReport: Check;
    readonly canViewReport: typeof canViewReport;
    readonly viewReport: typeof canViewReport;
  } = Object.freeze({
  ...CHECKS,
  ...(Object.fromEntries(
    Object.entries(CHECKS).map(([name, fn]) => [name.charAt(3).toLowerCase() + name.slice(4), fn]),
  ) as ShortChecks),
  anyReport,
  canViewReport,
  viewReport: canViewReport,
});

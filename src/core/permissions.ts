/**
 * Permission vocabulary and rules of the back-office.
 *
 * Pure and framework-free: shared by the widgets and the Node server, so no DOM, no browser
 * globals, no signals. Every check is a function of (subject, target agent).
 *
 * Each permission is declared once, in `PERMISSION_TABLE`: its claim name (as the server seeds it
 * and the token carries it), its claim type, its scope rule and its label. Everything else is
 * derived from that table: the check `can.<name>` (the claim name without `Can`, first letter in
 * lower case: 'CanViewAgents' -> `can.viewAgents`), `P`, `PERMISSIONS`, `REPORT_PERMISSIONS` and
 * the labels. How to add a permission: docs/adding-an-area.md.
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

/**
 * The scope rule of a permission: on which target agents holding its claim grants it.
 *
 * - `claimOnly`: global, the claim alone (the target is ignored).
 * - `view` / `edit`: agent-scoped. The claim AND one of
 *   (a) the target is the subject's own agent;
 *   (b) the target is a direct child of the subject's agent (`target.parentId === subject.agentId`);
 *   (c) the subject holds the 2nd-plus-level children permission of the rule's kind
 *       (CanView2ndPlusLevelChildren for `view`, CanEdit2ndPlusLevelChildren for `edit`).
 * - `viewDirectOnly` / `editDirectOnly`: as `view` / `edit` without (b): without the 2nd-plus
 *   permission the target must be the subject's own agent. These checks are about the target's
 *   children (the agents list of the target, an agent added under it); for a direct child target
 *   those are 2nd-level agents, exactly what the 2nd-plus permission governs. The menu therefore
 *   shows Agents for the own agent with the view-agent claim alone.
 *
 * The subject's own agent is never a "child", even when its parentId is set. A `null` target (no
 * agent known yet) satisfies neither (a) nor (b): only (c) can grant.
 */
export type ScopeRule = 'claimOnly' | 'view' | 'edit' | 'viewDirectOnly' | 'editDirectOnly';

/** One row of the permission table (the claim name is the row's key). */
export interface PermissionEntry {
  readonly type: ClaimType;
  readonly scope: ScopeRule;
  readonly label: string;
}

const A = 'AgentClaims';
const R = 'RtgClaims';
const G = 'RtgGroupClaims';

/**
 * Every permission, once, in the order the editors list them (reports in the order of the spec).
 *
 * Notes on some scope rules: delete agent, the money movements (credit agent or point of sale,
 * remove credits, terminal transactions) and viewing the users of a point of sale are edit-type;
 * every report is view-type except the jackpot history, which is global. Claims that this back
 * office grants but does not check itself (wallet, games, jackpot account) are claim alone.
 */
export const PERMISSION_TABLE = {
  // Casinos (global)
  CanViewCasinos: { type: R, scope: 'claimOnly', label: 'Can View Casinos' },
  CanCreateCasino: { type: R, scope: 'claimOnly', label: 'Can Create Casino' },
  CanUpdateCasino: { type: R, scope: 'claimOnly', label: 'Can Update Casino' },
  CanDeleteCasino: { type: R, scope: 'claimOnly', label: 'Can Delete Casino' },
  // Casino assignment (agent hierarchy)
  CanViewCasinoAssignment: { type: A, scope: 'view', label: 'Can View Casino Assignment' },
  CanEditCasinoAssignment: { type: A, scope: 'edit', label: 'Can Edit Casino Assignment' },
  // Players
  CanCreatePlayer: { type: R, scope: 'claimOnly', label: 'Can Create Player' },
  CanListPlayers: { type: R, scope: 'claimOnly', label: 'Can List Players' },
  CanEditPlayer: { type: R, scope: 'claimOnly', label: 'Can Edit Player' },
  CanDeletePlayer: { type: R, scope: 'claimOnly', label: 'Can Delete Player' },
  CanLogoutPlayers: { type: R, scope: 'claimOnly', label: 'Can Logout Players' },
  // Wallet
  CanDeposit: { type: R, scope: 'claimOnly', label: 'Can Deposit' },
  CanWithdraw: { type: R, scope: 'claimOnly', label: 'Can Withdraw' },
  CanSeeBalance: { type: R, scope: 'claimOnly', label: 'Can See Balance' },
  // Games
  CanLaunchGame: { type: R, scope: 'claimOnly', label: 'Can Launch Game' },
  CanViewLobby: { type: R, scope: 'claimOnly', label: 'Can View Lobby' },
  CanCreateGame: { type: R, scope: 'claimOnly', label: 'Can Create Game' },
  CanListGames: { type: R, scope: 'claimOnly', label: 'Can List Games' },
  CanEditGame: { type: R, scope: 'claimOnly', label: 'Can Edit Game' },
  CanDeleteGame: { type: R, scope: 'claimOnly', label: 'Can Delete Game' },
  // Children below the direct ones
  CanView2ndPlusLevelChildren: { type: A, scope: 'claimOnly', label: 'Can View 2nd Plus Level Children' },
  CanEdit2ndPlusLevelChildren: { type: A, scope: 'claimOnly', label: 'Can Edit 2nd Plus Level Children' },
  // Users
  CanListUsers: { type: A, scope: 'view', label: 'Can List Users' },
  CanRequestUserDetails: { type: A, scope: 'view', label: 'Can Request User Details' },
  CanCreateUser: { type: A, scope: 'edit', label: 'Can Create User' },
  CanDeleteUser: { type: A, scope: 'edit', label: 'Can Delete User' },
  CanEditUsers: { type: A, scope: 'edit', label: 'Can Edit Users' },
  CanSeeUserClaims: { type: A, scope: 'view', label: 'Can See User Claims' },
  CanEditUserClaims: { type: A, scope: 'edit', label: 'Can Edit User Claims' },
  // Roles (user administration, kept with the users)
  CanViewRoles: { type: A, scope: 'claimOnly', label: 'Can View Roles' },
  CanEditRoles: { type: A, scope: 'claimOnly', label: 'Can Edit Roles' },
  // Agents
  CanViewAgents: { type: A, scope: 'viewDirectOnly', label: 'Can View Agents' },
  CanAddAgent: { type: A, scope: 'editDirectOnly', label: 'Can Add Agent' },
  CanEditAgent: { type: A, scope: 'edit', label: 'Can Edit Agent' },
  CanDeleteAgent: { type: A, scope: 'edit', label: 'Can Delete Agent' },
  CanSetCreditSource: { type: A, scope: 'edit', label: 'Can Set Credit Source' },
  CanManageJackpotAccount: { type: R, scope: 'claimOnly', label: 'Can Manage Jackpot Account' },
  // Terminals
  CanViewTerminals: { type: A, scope: 'view', label: 'Can View Terminals' },
  CanMakeTerminalTransaction: { type: A, scope: 'edit', label: 'Can Make Terminal Transaction' },
  // Credit
  CanCreditAgent: { type: A, scope: 'edit', label: 'Can Credit Agent' },
  CanRemoveAgentCredits: { type: A, scope: 'edit', label: 'Can Remove Agent Credits' },
  // Point of sale
  CanViewPos: { type: A, scope: 'view', label: 'Can View POS' },
  CanCreatePos: { type: A, scope: 'edit', label: 'Can Create POS' },
  CanEditPos: { type: A, scope: 'edit', label: 'Can Edit POS' },
  CanDeletePos: { type: A, scope: 'edit', label: 'Can Delete POS' },
  CanCreditPos: { type: A, scope: 'edit', label: 'Can Credit POS' },
  CanRemovePosCredits: { type: A, scope: 'edit', label: 'Can Remove POS Credits' },
  CanViewPosUsers: { type: A, scope: 'edit', label: 'Can View POS Users' },
  CanAddPosUsers: { type: A, scope: 'edit', label: 'Can Add POS Users' },
  CanEditPosUsers: { type: A, scope: 'edit', label: 'Can Edit POS Users' },
  CanChangePosUsersPassword: { type: A, scope: 'edit', label: "Can Change POS Users' Password" },
  CanDeletePermanently: { type: R, scope: 'claimOnly', label: 'Can Delete Permanently' },
  CanRequestCurrencyExchangeRates: { type: A, scope: 'view', label: 'Can Request Currency Exchange Rates' },
  // IP whitelist
  CanViewIpWhitelist: { type: R, scope: 'claimOnly', label: 'Can View IP Whitelist' },
  CanEditIpWhitelist: { type: R, scope: 'claimOnly', label: 'Can Edit IP Whitelist' },
  CanRequestMasterAgentsExtraInfo: {
    type: A,
    scope: 'claimOnly',
    label: 'Can Request Extra Info Of Master Agents',
  },
  // Wallet endpoints / wallet agent
  CanAccessWalletEndpoints: { type: R, scope: 'claimOnly', label: 'Can Access Wallet Endpoints' },
  CanViewWalletAgent: { type: R, scope: 'claimOnly', label: 'Can View Wallet Agent' },
  CanUpdateWalletAgent: { type: R, scope: 'claimOnly', label: 'Can Update Wallet Agent' },
  CanCreateWalletAgent: { type: R, scope: 'claimOnly', label: 'Can Create Wallet Agent' },
  // Bonus
  CanRedeemBonus: { type: R, scope: 'claimOnly', label: 'Can Redeem Bonus' },
  CanDenyBonus: { type: R, scope: 'claimOnly', label: 'Can Deny Bonus' },
  CanViewBonusInfo: { type: R, scope: 'claimOnly', label: 'Can View Bonus Information' },
  CanConfigureCdnAgent: { type: R, scope: 'claimOnly', label: 'Can Configure CDN Agent' },
  // Side-bet operators
  CanListSideBetOperators: { type: R, scope: 'claimOnly', label: 'Can List Side Bet Operators' },
  CanViewSideBetOperator: { type: R, scope: 'claimOnly', label: 'Can View Side Bet Operator' },
  CanCreateSideBetOperator: { type: R, scope: 'claimOnly', label: 'Can Create Side Bet Operator' },
  CanUpdateSideBetOperator: { type: R, scope: 'claimOnly', label: 'Can Update Side Bet Operator' },
  CanDeleteSideBetOperator: { type: R, scope: 'claimOnly', label: 'Can Delete Side Bet Operator' },
  // Pending games, wipe
  CanClosePendingGames: { type: R, scope: 'claimOnly', label: 'Can Close Pending Games' },
  CanCloseCasinoPendingGames: { type: R, scope: 'claimOnly', label: 'Can Close Casino Pending Games' },
  CanWipePos: { type: R, scope: 'claimOnly', label: 'Can Wipe Point Of Sales' },
  // The money ledger: read and run its check (global)
  CanAuditLedger: { type: R, scope: 'claimOnly', label: 'Can Audit Ledger' },
  // Reports
  CanViewPlayerSessionsReport: { type: G, scope: 'view', label: 'Can View Player Sessions Report' },
  CanViewAgentSummaryReport: { type: G, scope: 'view', label: 'Can View Agent Summary Report' },
  CanViewCreditTransferReport: { type: G, scope: 'view', label: 'Can View Credit Transfer Report' },
  CanViewGameHistoryReport: { type: G, scope: 'view', label: 'Can View Game History Report' },
  CanViewBalanceAdjustmentsReport: { type: G, scope: 'view', label: 'Can View Balance Adjustments Report' },
  CanViewCafeSummaryReport: { type: G, scope: 'view', label: 'Can View Cafe Summary Report' },
  CanViewPlayerGameReport: { type: G, scope: 'view', label: 'Can View Player Game Report' },
  CanViewGamePerformanceReport: { type: G, scope: 'view', label: 'Can View Game Performance Report' },
  CanViewCasinoPerformanceReport: { type: G, scope: 'view', label: 'Can View Casino Performance Report' },
  CanViewPlayerPerformanceReport: { type: G, scope: 'view', label: 'Can View Player Performance Report' },
  CanViewSideBetsReport: { type: G, scope: 'view', label: 'Can View Side Bets Report' },
  CanViewOptInReport: { type: G, scope: 'view', label: 'Can View Opt-In Report' },
  CanViewGameActivityReport: { type: G, scope: 'view', label: 'Can View Game Activity Report' },
  CanViewJackpotHistoryReport: { type: G, scope: 'claimOnly', label: 'Can View Jackpot History Report' },
  CanExportToCsv: { type: G, scope: 'view', label: 'Can Export To CSV' },
  CanViewDashboard: { type: G, scope: 'view', label: 'Can View Dashboard' },
  CanViewTournamentWinnersReport: { type: G, scope: 'view', label: 'Can View Tournament Winners Report' },
  CanViewPendingGamesReport: { type: G, scope: 'view', label: 'Can View Pending Games Report' },
} as const satisfies Record<`Can${string}`, PermissionEntry>;

/** The claim name of every permission: 'CanViewCasinos'. */
export type PermissionName = keyof typeof PERMISSION_TABLE;

type KeyOf<N> = N extends `Can${infer K}` ? K : never;
/** A permission's name in `P`: the claim name without `Can` ('ViewCasinos'). */
type Key = KeyOf<PermissionName>;
/** A permission's check in `can`: `Key` with its first letter in lower case ('viewCasinos'). */
export type CheckName = Uncapitalize<Key>;

const NAMES = Object.keys(PERMISSION_TABLE) as PermissionName[];

/** Splits a PascalCase name into words: 'CanDoX' -> 'Can Do X'. */
function splitWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([a-z])([0-9])/g, '$1 $2');
}

/** The claim name of every permission, for typo-free use: `P.ViewCasinos === 'CanViewCasinos'`. */
export const P = Object.freeze(Object.fromEntries(NAMES.map((name) => [name.slice(3), name]))) as {
  readonly [N in PermissionName as KeyOf<N>]: N;
};

export const PERMISSIONS: readonly PermissionDef[] = Object.freeze(
  NAMES.map((name): PermissionDef => {
    const { type, label } = PERMISSION_TABLE[name];
    return Object.freeze({ name, label, type });
  }),
);

const BY_NAME: ReadonlyMap<string, PermissionDef> = new Map(PERMISSIONS.map((p) => [p.name, p]));

/** The 18 report permissions (claim type RtgGroupClaims), in the order of the spec. */
export const REPORT_PERMISSIONS: readonly PermissionName[] = Object.freeze(
  NAMES.filter((name) => PERMISSION_TABLE[name].type === 'RtgGroupClaims'),
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

/** A check signature shared by every rule; global checks ignore the target. */
export type Check = (subject: PermissionSubject, target?: TargetAgent | null) => boolean;

/** The agent-scoped part of a rule (see `ScopeRule`), once the claim is held. */
function inScope(
  subject: PermissionSubject,
  target: TargetAgent | null | undefined,
  kind: 'view' | 'edit',
  directOnly: boolean,
): boolean {
  if (target) {
    if (target.id === subject.agentId) return true;
    if (!directOnly && target.parentId != null && target.parentId === subject.agentId) return true;
  }
  return hasClaim(
    subject.claims,
    kind === 'view' ? 'CanView2ndPlusLevelChildren' : 'CanEdit2ndPlusLevelChildren',
  );
}

/** What each scope rule adds to holding the claim. */
const SCOPE_RULES: Record<ScopeRule, (subject: PermissionSubject, target?: TargetAgent | null) => boolean> = {
  claimOnly: () => true,
  view: (subject, target) => inScope(subject, target, 'view', false),
  edit: (subject, target) => inScope(subject, target, 'edit', false),
  viewDirectOnly: (subject, target) => inScope(subject, target, 'view', true),
  editDirectOnly: (subject, target) => inScope(subject, target, 'edit', true),
};

/** The check of one permission: its claim held, and its scope rule met for the target. */
function checkOf(name: PermissionName): Check {
  const rule = SCOPE_RULES[PERMISSION_TABLE[name].scope];
  return (subject, target) => hasClaim(subject.claims, name) && rule(subject, target);
}

const checkName = (name: PermissionName) => (name.charAt(3).toLowerCase() + name.slice(4)) as CheckName;

const TABLE_CHECKS = Object.fromEntries(NAMES.map((name) => [checkName(name), checkOf(name)])) as {
  readonly [N in CheckName]: Check;
};

/**
 * Whether `report` (a report claim name, e.g. P.ViewGameHistoryReport) may be used for the target,
 * by the report's scope rule in the table. A name that is not one of the report permissions is
 * refused.
 */
function viewReport(
  subject: PermissionSubject,
  target: TargetAgent | null | undefined,
  report: PermissionName,
): boolean {
  if (!REPORT_PERMISSIONS.includes(report)) return false;
  return TABLE_CHECKS[checkName(report)](subject, target);
}

/**
 * Seeing one agent (its page, its details, its balances): the own agent always; another agent as an
 * entry of its parent's agents list, i.e. the view-agents check for the parent (a direct child with the
 * view-agents claim, deeper agents also with the 2nd-plus-level view claim).
 */
const seeAgent: Check = (subject, target) =>
  !!target &&
  (target.id === subject.agentId ||
    (target.parentId != null && TABLE_CHECKS.viewAgents(subject, { id: target.parentId, parentId: null })));

/** True if any of the 18 report permissions applies to the target. */
const anyReport: Check = (subject, target) => REPORT_PERMISSIONS.some((r) => viewReport(subject, target, r));

/**
 * Every check: one per permission of the table (`can.viewAgents(subject, target)`), plus the checks
 * composed of several permissions:
 * - `seeAgent`: see above;
 * - `shareGameRound`: publishing a game round of the target agent as a public shared link takes the
 *   round's data out of the back office, as an export does: the export permission for that agent;
 * - `anyReport`: some report permission applies to the target;
 * - `viewReportList`: the report list needs the view-children (2nd-plus view) permission, on top of
 *   some report applying;
 * - `viewReport(subject, target, reportName)`: one report by its claim name.
 */
export const can = Object.freeze({
  ...TABLE_CHECKS,
  seeAgent,
  shareGameRound: ((subject, target) => TABLE_CHECKS.exportToCsv(subject, target)) as Check,
  anyReport,
  viewReportList: ((subject, target) =>
    hasClaim(subject.claims, P.View2ndPlusLevelChildren) && anyReport(subject, target)) as Check,
  viewReport,
});

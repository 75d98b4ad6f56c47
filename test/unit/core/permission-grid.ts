/**
 * The grid on which every permission check is compared with the rules recorded in
 * `permission-rules.json`: each check is run for a set of subjects (claim sets) against a set of
 * target agents, and the answers are written per subject as one character per target ('1' granted,
 * '0' refused, in the order of `TARGETS`). Subjects refused on every target are left out.
 */
import {
  ALL_CLAIMS,
  CLAIM_TYPES,
  NO_CLAIMS,
  P,
  PERMISSIONS,
  type ClaimType,
  type PermissionSubject,
  type TargetAgent,
  type UserClaims,
} from '../../../src/core/permissions';

const ME = 'a0000000-0000-0000-0000-000000000001';
const PARENT = 'a0000000-0000-0000-0000-0000000000ff';
const CHILD = 'a0000000-0000-0000-0000-000000000002';

/** own agent (with a parent), own agent (root), direct child, grandchild, unrelated agent, no agent. */
export const TARGETS: readonly (TargetAgent | null)[] = [
  { id: ME, parentId: PARENT },
  { id: ME, parentId: null },
  { id: CHILD, parentId: ME },
  { id: 'a0000000-0000-0000-0000-000000000003', parentId: CHILD },
  { id: 'a0000000-0000-0000-0000-000000000004', parentId: PARENT },
  null,
];

function claimsOf(names: readonly string[], listFor: (name: string) => ClaimType[]): UserClaims {
  const claims: Record<ClaimType, string[]> = { AgentClaims: [], RtgClaims: [], RtgGroupClaims: [] };
  for (const name of names) for (const type of listFor(name)) claims[type].push(name);
  return claims as UserClaims;
}

const typeOf = (name: string): ClaimType[] => [PERMISSIONS.find((p) => p.name === name)!.type];
const otherTypes = (name: string): ClaimType[] => CLAIM_TYPES.filter((t) => t !== typeOf(name)[0]);

/** Labelled subjects: no claims, every claim, every claim of one type, and per permission its claim
 * alone, with each 2nd-plus-level permission, with both, and in the wrong claim type's list. */
export function subjects(): [label: string, subject: PermissionSubject][] {
  const view2 = P.View2ndPlusLevelChildren;
  const edit2 = P.Edit2ndPlusLevelChildren;
  const list: [string, UserClaims][] = [
    ['none', NO_CLAIMS],
    ['all', ALL_CLAIMS],
    ...CLAIM_TYPES.map((t): [string, UserClaims] => [`${t}:all`, { ...NO_CLAIMS, [t]: null } as UserClaims]),
    ['View2nd', claimsOf([view2], typeOf)],
    ['Edit2nd', claimsOf([edit2], typeOf)],
    ['View2nd+Edit2nd', claimsOf([view2, edit2], typeOf)],
  ];
  for (const { name } of PERMISSIONS) {
    list.push([name, claimsOf([name], typeOf)]);
    list.push([`${name}+View2nd`, claimsOf([name, view2], typeOf)]);
    list.push([`${name}+Edit2nd`, claimsOf([name, edit2], typeOf)]);
    list.push([`${name}+View2nd+Edit2nd`, claimsOf([name, view2, edit2], typeOf)]);
    list.push([`${name}(wrong list)`, claimsOf([name], otherTypes)]);
  }
  return list.map(([label, claims]) => [label, { claims, agentId: ME }]);
}

type AnyCheck = (subject: PermissionSubject, target?: TargetAgent | null) => boolean;

/** The answers of one check on the grid: subject label -> one character per target. */
export function answers(check: AnyCheck): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [label, subject] of subjects()) {
    const row = TARGETS.map((target) => (check(subject, target) ? '1' : '0')).join('');
    if (row.includes('1')) out[label] = row;
  }
  return out;
}

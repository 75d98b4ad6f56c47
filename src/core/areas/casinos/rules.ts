/**
 * Pure rules of the casinos area: the casino form (its values, the rules a schema cannot say, what is
 * sent on create and on update), the game catalogue of the configuration, the list's row actions,
 * how a casino may be deleted, and what an assignment changes. No DOM, no signals: the widgets of
 * src/widgets/casinos and the tests call them.
 */
import type { TranslationKey } from '../../i18n/keys';
import type { GameTypes } from '../../config';
import { DETAIL_KINDS, parseIdList } from '../../games/game-types';
import { can, type PermissionSubject } from '../../permissions';
import type {
  Casino,
  CasinoChoice,
  CasinoCreate,
  CasinoDetail,
  CasinoFields,
  PatchableCasinoField,
} from './contract';

/** A translatable message: a key and its interpolation values. */
export interface MessageKey {
  key: TranslationKey;
  params?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// The game catalogue of the configuration
// ---------------------------------------------------------------------------------------------

/** The games of one configured game type. */
export interface GameGroup {
  kind: keyof GameTypes;
  ids: number[];
}

/** The configured game types with their external game ids, in the configuration's order (empty ones left out). */
export function gameGroups(gameTypes: Partial<GameTypes> | null | undefined): GameGroup[] {
  const seen = new Set<number>();
  const groups: GameGroup[] = [];
  for (const key of DETAIL_KINDS) {
    const ids = parseIdList(gameTypes?.[key]).filter((id) => !seen.has(id));
    ids.forEach((id) => seen.add(id));
    if (ids.length) groups.push({ kind: key, ids });
  }
  return groups;
}

/** Every external game id of the configured game types. */
export function configuredGameIds(gameTypes: Partial<GameTypes> | null | undefined): number[] {
  return gameGroups(gameTypes).flatMap((g) => g.ids);
}

// ---------------------------------------------------------------------------------------------
// The casino form
// ---------------------------------------------------------------------------------------------

/** The casino form's values: every field a user writes. */
export type CasinoFormValues = CasinoFields;

/**
 * The form's first values: the casino's (its games that the configuration still lists), or for a new
 * casino: Active, nothing chosen, and every configured game (an operator offers the whole catalogue
 * unless told otherwise).
 */
export function initialCasinoForm(
  gameTypes: Partial<GameTypes> | null | undefined,
  casino?: Casino | null,
): CasinoFormValues {
  const configured = configuredGameIds(gameTypes);
  if (!casino)
    return {
      name: '',
      status: 'Active',
      currencies: [],
      languages: [],
      defaultLanguage: '',
      lobbyUrl: '',
      gameHistoryUrl: '',
      games: configured,
    };
  return {
    name: casino.name,
    status: casino.status,
    currencies: [...casino.currencies],
    languages: [...casino.languages],
    defaultLanguage: casino.defaultLanguage,
    lobbyUrl: casino.lobbyUrl,
    gameHistoryUrl: casino.gameHistoryUrl,
    games: casino.games.filter((id) => configured.includes(id)),
  };
}

/**
 * The rules of the form a schema cannot say: at least one currency, at least one language, and the
 * default language one of the chosen languages.
 */
export function casinoFormProblems(
  values: CasinoFormValues,
): Partial<Record<keyof CasinoFormValues, MessageKey>> {
  const problems: Partial<Record<keyof CasinoFormValues, MessageKey>> = {};
  if (values.currencies.length === 0) problems.currencies = { key: 'app.casinos.form.errors.currencies' };
  if (values.languages.length === 0) problems.languages = { key: 'app.casinos.form.errors.languages' };
  else if (values.defaultLanguage && !values.languages.includes(values.defaultLanguage))
    problems.defaultLanguage = { key: 'app.casinos.form.errors.default-language' };
  return problems;
}

/**
 * The default language after the languages changed: it stays while still chosen; otherwise the first
 * chosen language takes its place (none when nothing is chosen).
 */
export function nextDefaultLanguage(languages: readonly string[], current: string): string {
  return languages.includes(current) ? current : (languages[0] ?? '');
}

/** What the form sends on create: the name trimmed, the games ascending. */
export function casinoPayload(values: CasinoFormValues): CasinoCreate {
  return {
    name: values.name.trim(),
    status: values.status,
    currencies: [...values.currencies],
    languages: [...values.languages],
    defaultLanguage: values.defaultLanguage,
    lobbyUrl: values.lobbyUrl.trim(),
    gameHistoryUrl: values.gameHistoryUrl.trim(),
    games: [...values.games].sort((a, b) => a - b),
  };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** What the form sends on update: only the fields that differ from the casino (none: nothing to send). */
export function casinoChanges(
  casino: Casino,
  values: CasinoFormValues,
): Partial<Record<PatchableCasinoField, unknown>> {
  const next = casinoPayload(values);
  const changes: Partial<Record<PatchableCasinoField, unknown>> = {};
  for (const field of ['name', 'status', 'defaultLanguage', 'lobbyUrl', 'gameHistoryUrl'] as const)
    if (next[field] !== casino[field]) changes[field] = next[field];
  for (const field of ['currencies', 'languages'] as const)
    if (!sameList(next[field], casino[field])) changes[field] = next[field];
  if (
    !sameList(
      next.games ?? [],
      [...casino.games].sort((a, b) => a - b),
    )
  )
    changes.games = next.games;
  return changes;
}

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

export type CasinoRowAction = 'edit' | 'delete' | 'restore' | 'deletePermanently';

/**
 * The row actions a user may take: on a live casino edit (update permission) and delete (delete
 * permission); on a deleted one restore (update permission) and delete permanently (delete and
 * delete-permanently permissions).
 */
export function casinoRowActions(
  subject: PermissionSubject,
  casino: Pick<Casino, 'deletedAt'>,
): CasinoRowAction[] {
  const actions: CasinoRowAction[] = [];
  if (casino.deletedAt === null) {
    if (can.updateCasino(subject)) actions.push('edit');
    if (can.deleteCasino(subject)) actions.push('delete');
  } else {
    if (can.updateCasino(subject)) actions.push('restore');
    if (can.deleteCasino(subject) && can.deletePermanently(subject)) actions.push('deletePermanently');
  }
  return actions;
}

/**
 * How a casino may be deleted: softly by anyone who may delete it; permanently only with the
 * delete-permanently permission, and only while no player of its agents and no game round on its games
 * exists (`blocked` says why not).
 */
export function deleteChoice(
  subject: PermissionSubject,
  casino: Pick<CasinoDetail, 'playerCount' | 'roundCount'> | null,
): { permanentAllowed: boolean; blocked: { players: number; rounds: number } | null } {
  if (!can.deletePermanently(subject)) return { permanentAllowed: false, blocked: null };
  if (casino && (casino.playerCount > 0 || casino.roundCount > 0))
    return { permanentAllowed: false, blocked: { players: casino.playerCount, rounds: casino.roundCount } };
  return { permanentAllowed: true, blocked: null };
}

// ---------------------------------------------------------------------------------------------
// Assignment
// ---------------------------------------------------------------------------------------------

/** The casinos the agent holds now, among the choices. */
export function assignedIds(choices: readonly CasinoChoice[]): string[] {
  return choices.filter((c) => c.assigned).map((c) => c.id);
}

/** What ticking `selected` changes against the choices: the casinos added and the casinos removed. */
export function assignmentDiff(
  choices: readonly CasinoChoice[],
  selected: readonly string[],
): { added: string[]; removed: string[] } {
  return {
    added: choices.filter((c) => !c.assigned && selected.includes(c.id)).map((c) => c.id),
    removed: choices.filter((c) => c.assigned && !selected.includes(c.id)).map((c) => c.id),
  };
}

/**
 * Why an agent's casinos cannot be changed here, when they cannot: a top-level agent holds every casino;
 * the user's own agent is given its casinos from its parent's side; otherwise the user lacks the
 * permission. Null when they can be changed.
 */
export function assignmentReadOnlyReason(
  subject: PermissionSubject,
  assignment: { agentId: string; topLevel: boolean; editable: boolean },
): 'top-level' | 'own-agent' | 'forbidden' | null {
  if (assignment.editable) return null;
  if (assignment.topLevel) return 'top-level';
  if (assignment.agentId === subject.agentId) return 'own-agent';
  return 'forbidden';
}

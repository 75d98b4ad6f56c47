/** Rules of the casinos area: the form, the game catalogue of the configuration, row actions, delete, assignment. */
import { describe, expect, it } from 'vitest';
import { casinoReplaceOperations, unquote } from '../../../src/core/areas/casinos/api';
import { CasinoForm } from '../../../src/core/areas/casinos/contract';
import {
  assignedIds,
  assignmentDiff,
  assignmentReadOnlyReason,
  casinoChanges,
  casinoFormProblems,
  casinoPayload,
  casinoRowActions,
  configuredGameIds,
  deleteChoice,
  gameGroups,
  initialCasinoForm,
  nextDefaultLanguage,
  type CasinoFormValues,
} from '../../../src/core/areas/casinos/rules';
import { objectErrors } from '../../../src/core/contract/form-rules';
import { ALL_CLAIMS, P, type PermissionSubject } from '../../../src/core/permissions';
import {
  assignment,
  casino,
  casinoDetail,
  DRAGON_ID,
  PALACE_ID,
  STRIP_ID,
} from '../../support/casino-fixtures';
import { TEST_GAMES } from '../../support/config';
import { CHILD, OWN } from '../../support/fixtures';
import { claimsWith } from '../../support/token';

const subject = (...claims: string[]): PermissionSubject => ({ claims: claimsWith(...claims), agentId: OWN });
const admin: PermissionSubject = { claims: ALL_CLAIMS, agentId: OWN };
const values = (change: Partial<CasinoFormValues> = {}): CasinoFormValues => ({
  ...initialCasinoForm(TEST_GAMES.gameTypes, casino()),
  ...change,
});

describe('the game catalogue is the games of the configured game types', () => {
  it('groups the ids by game type in the configuration’s order, leaving out empty types', () => {
    expect(gameGroups({ ...TEST_GAMES.gameTypes, keno: '' }).map((g) => g.kind)).toEqual([
      'slot',
      'blackjack',
      'roulette',
      'videoPoker',
      'triCardPoker',
      'cardGames',
      'crashGames',
    ]);
    expect(gameGroups(TEST_GAMES.gameTypes)[0]).toEqual({ kind: 'slot', ids: [101, 102, 104] });
  });
  it('an id listed under two types counts once, under the first', () => {
    expect(gameGroups({ slot: '101,201', blackjack: '201' })).toEqual([{ kind: 'slot', ids: [101, 201] }]);
  });
  it('every configured id, none without a configuration', () => {
    expect(configuredGameIds(TEST_GAMES.gameTypes)).toHaveLength(15);
    expect(configuredGameIds(null)).toEqual([]);
  });
});

describe('the casino form starts from the casino, or for a new casino from Active with every game', () => {
  it('a new casino: Active, nothing chosen, every configured game', () => {
    expect(initialCasinoForm(TEST_GAMES.gameTypes)).toMatchObject({
      name: '',
      status: 'Active',
      currencies: [],
      languages: [],
      defaultLanguage: '',
      games: configuredGameIds(TEST_GAMES.gameTypes),
    });
  });
  it('an edited casino keeps its values, and only the games the configuration still lists', () => {
    const form = initialCasinoForm(TEST_GAMES.gameTypes, casino({ games: [101, 999] }));
    expect(form).toMatchObject({ name: 'Aurora Palace', currencies: ['EUR', 'USD'], defaultLanguage: 'en' });
    expect(form.games).toEqual([101]);
  });
});

describe('at least one currency and one language; the default language among the chosen ones', () => {
  it('a valid form has no problem', () => {
    expect(casinoFormProblems(values())).toEqual({});
  });
  it('no currency and no language are refused, each on its field', () => {
    expect(casinoFormProblems(values({ currencies: [], languages: [], defaultLanguage: '' }))).toEqual({
      currencies: { key: 'app.casinos.form.errors.currencies' },
      languages: { key: 'app.casinos.form.errors.languages' },
    });
  });
  it('a default language that is not chosen is refused on defaultLanguage', () => {
    expect(casinoFormProblems(values({ languages: ['zh-cn'], defaultLanguage: 'en' }))).toEqual({
      defaultLanguage: { key: 'app.casinos.form.errors.default-language' },
    });
  });
  it('the contract refuses an address that is not http(s) and a blank name, with their messages', () => {
    const errors = objectErrors(CasinoForm, { ...values(), name: '  ', lobbyUrl: 'ftp://x.example' });
    expect(errors.name).toEqual({ key: 'validation.required' });
    expect(errors.lobbyUrl).toEqual({ key: 'validation.httpUrl' });
    expect(objectErrors(CasinoForm, { ...values() })).toEqual({});
  });
});

describe('the default language follows the chosen languages', () => {
  it('stays while chosen', () => {
    expect(nextDefaultLanguage(['en', 'zh-cn'], 'zh-cn')).toBe('zh-cn');
  });
  it('becomes the first chosen language when it is unticked, or when there was none', () => {
    expect(nextDefaultLanguage(['zh-cn'], 'en')).toBe('zh-cn');
    expect(nextDefaultLanguage(['en'], '')).toBe('en');
  });
  it('is empty when no language is chosen', () => {
    expect(nextDefaultLanguage([], 'en')).toBe('');
  });
});

describe('what the form sends: the casino on create, only the changed fields on update', () => {
  it('create: the name and addresses trimmed, the games ascending', () => {
    expect(
      casinoPayload(values({ name: '  Harbour  ', lobbyUrl: 'https://a.example ', games: [201, 101] })),
    ).toMatchObject({ name: 'Harbour', lobbyUrl: 'https://a.example', games: [101, 201] });
  });
  it('update: nothing when nothing changed', () => {
    expect(casinoChanges(casino(), values())).toEqual({});
  });
  it('update: each changed field, lists compared in order', () => {
    expect(
      casinoChanges(
        casino(),
        values({ status: 'Inactive', languages: ['zh-cn', 'en'], games: [201, 101, 301] }),
      ),
    ).toEqual({ status: 'Inactive', languages: ['zh-cn', 'en'], games: [101, 201, 301] });
  });
  it('the changes become json-patch replace operations', () => {
    expect(casinoReplaceOperations({ status: 'Inactive', deleted: false })).toEqual([
      { op: 'replace', path: '/status', value: 'Inactive' },
      { op: 'replace', path: '/deleted', value: false },
    ]);
  });
  it('a text answer’s id loses its quotes', () => {
    expect(unquote('"abc"')).toBe('abc');
    expect(unquote('abc')).toBe('abc');
  });
});

describe('row actions by permission: edit and delete a live casino; restore and delete permanently a deleted one', () => {
  const deleted = casino({ deletedAt: '2026-01-03T00:00:00.000Z' });
  it('every permission: edit and delete; on a deleted casino restore and delete permanently', () => {
    expect(casinoRowActions(admin, casino())).toEqual(['edit', 'delete']);
    expect(casinoRowActions(admin, deleted)).toEqual(['restore', 'deletePermanently']);
  });
  it('view only: no action', () => {
    expect(casinoRowActions(subject(P.ViewCasinos), casino())).toEqual([]);
    expect(casinoRowActions(subject(P.ViewCasinos), deleted)).toEqual([]);
  });
  it('delete permanently needs both delete permissions', () => {
    expect(casinoRowActions(subject(P.DeleteCasino), deleted)).toEqual([]);
    expect(casinoRowActions(subject(P.DeletePermanently), deleted)).toEqual([]);
    expect(casinoRowActions(subject(P.DeleteCasino, P.DeletePermanently), deleted)).toEqual([
      'deletePermanently',
    ]);
  });
});

describe('a casino is deleted softly unless the user may delete permanently and it has no players or rounds', () => {
  it('without delete-permanently: soft only, nothing to explain', () => {
    expect(deleteChoice(subject(P.DeleteCasino), casinoDetail())).toEqual({
      permanentAllowed: false,
      blocked: null,
    });
  });
  it('with it and no players or rounds: permanent allowed', () => {
    expect(deleteChoice(admin, casinoDetail())).toEqual({ permanentAllowed: true, blocked: null });
  });
  it('with players or rounds: soft only, with the counts', () => {
    expect(deleteChoice(admin, casinoDetail({ playerCount: 3, roundCount: 0 }))).toEqual({
      permanentAllowed: false,
      blocked: { players: 3, rounds: 0 },
    });
    expect(deleteChoice(admin, casinoDetail({ roundCount: 7 })).permanentAllowed).toBe(false);
  });
});

describe("assignment: the agent's casinos among its parent's, and what a change adds and removes", () => {
  it('the ticked casinos are the assigned ones', () => {
    expect(assignedIds(assignment().choices)).toEqual([PALACE_ID, STRIP_ID]);
  });
  it('ticking and unticking give the casinos added and removed', () => {
    expect(assignmentDiff(assignment().choices, [STRIP_ID, DRAGON_ID])).toEqual({
      added: [DRAGON_ID],
      removed: [PALACE_ID],
    });
    expect(assignmentDiff(assignment().choices, [PALACE_ID, STRIP_ID])).toEqual({ added: [], removed: [] });
  });
  it('why the casinos cannot be changed: top-level agent, own agent, or no permission', () => {
    const viewer = subject(P.ViewCasinoAssignment);
    expect(assignmentReadOnlyReason(admin, assignment())).toBeNull();
    expect(
      assignmentReadOnlyReason(admin, assignment({ editable: false, topLevel: true, agentId: OWN })),
    ).toBe('top-level');
    expect(assignmentReadOnlyReason(admin, assignment({ editable: false, agentId: OWN }))).toBe('own-agent');
    expect(assignmentReadOnlyReason(viewer, assignment({ editable: false, agentId: CHILD }))).toBe(
      'forbidden',
    );
  });
});

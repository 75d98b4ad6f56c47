/**
 * Translation keys are checked by the compiler (`npm run typecheck` compiles this file; nothing runs
 * it): each line marked `@ts-expect-error` must fail to compile, or tsc reports the unused directive.
 */
import { t, type KeyPrefix, type KeyTail, type Translate, type TranslationKey } from '../../src/core/i18n';
import { statusKey } from '../../src/core/areas/players/rules';
import type { FieldDef } from '../../src/core/areas/reports/definitions';
import type { FormArea, FormTexts } from '../../src/widgets/shared/page/use-form-page';
import { newPasswordFields, type FieldSpec } from '../../src/widgets/shared/page/FormFields';
import { dayRangeFilter, statusFilter, subAgentsFilter } from '../../src/widgets/shared/page/list-specs';
import {
  listDefaults,
  listPage,
  useDeleteAction,
  type ListPageKit,
} from '../../src/widgets/shared/page/use-list-page';

// A key of the English files compiles, in core and shell files and in an area's own file.
t('app.shared.labels.loading');
t('app.agents.list.title');
t('validation.required');

// @ts-expect-error a misspelled key
t('app.shared.labels.laoding');
// @ts-expect-error a key no file has
t('app.agents.list.no-such-text');
// @ts-expect-error a branch is not a text
t('app.shared.labels');

// A plural text is asked for by its base name, not by its forms.
t('app.ledger.differences', { count: 2 });
// @ts-expect-error the plural form itself is not a key
t('app.ledger.differences_one');

// A key built from a known union compiles when every member names a text …
const live = (status: 'open' | 'connecting') => t(`app.audit.live.${status}`);
// … and fails when one member does not.
// @ts-expect-error 'stalled' has no text
const stalled = (status: 'connecting' | 'stalled') => t(`app.audit.live.${status}`);
// A key built from any string does not compile.
// @ts-expect-error an open string is not a key
const open = (tail: string) => t(`app.audit.live.${tail}`);

// The tails under a branch and the branches holding given tails are types too.
const tail: KeyTail<'app.audit.live'> = 'connecting';
// @ts-expect-error not a text under app.audit.live
const badTail: KeyTail<'app.audit.live'> = 'connected';
const prefix: KeyPrefix<'title' | 'submit'> = 'app.agents.adjustCredit';
// @ts-expect-error app.shared.labels has no title and submit texts
const badPrefix: KeyPrefix<'title' | 'submit'> = 'app.shared.labels';

// A function handed a translator takes typed keys too.
const translate: Translate = t;
// @ts-expect-error misspelled through a Translate as well
translate('app.shared.labels.laoding');

export const used: unknown[] = [live, stalled, open, tail, badTail, prefix, badPrefix];
export type Checked = TranslationKey;

// The list kit (src/widgets/shared/page): its texts are app.<area>.… keys the area must have.
const listTypes = () => {
  type Row = { id: string; name: string; balance: number; status: 'Active' | 'Blocked' };
  listPage<Row, 'players'>({
    defaults: listDefaults([], null),
    queryKey: ['players'],
    load: () => async () => ({ rows: [], total: 0 }),
    filters: [dayRangeFilter('created', 'from', 'to'), subAgentsFilter((v) => v === '1')],
    columns: (c) => [c.text('name'), c.money('balance', 'bonus-balance'), c.status('status', statusKey)],
  });
  listPage<Row, 'players'>({
    defaults: listDefaults([], null),
    queryKey: ['players'],
    load: () => async () => ({ rows: [], total: 0 }),
    // @ts-expect-error the players have no created-on-from / created-on-to texts
    filters: [dayRangeFilter('created-on', 'from', 'to')],
    // @ts-expect-error a header the players have no column text for
    columns: (c) => [c.money('balance', 'balanse')],
  });
  listPage<Row, 'agents'>({
    defaults: listDefaults([], null),
    queryKey: ['agents'],
    load: () => async () => ({ rows: [], total: 0 }),
    // @ts-expect-error the agents list has no status filter texts
    filters: [statusFilter(['Active'], () => 'app.shared.labels.yes')],
    // @ts-expect-error without a header the id is the header: the agents have no 'status' column text
    columns: (c) => [c.status('status', statusKey)],
  });
  // @ts-expect-error an area without the texts every list shows has no list page
  listPage<Row, 'audit'>({
    defaults: listDefaults([], null),
    queryKey: [],
    load: () => async () => ({ rows: [], total: 0 }),
    columns: () => [],
  });
};

// The kit's row actions, confirmations and create button: each needs its area's text.
const kitTypes = (
  players: ListPageKit<{ id: string }, 'players'>,
  terminals: ListPageKit<{ id: string }, 'terminals'>,
) => {
  players.rowActions(
    ['edit', 'activeBonus', { id: 'delete', disabledReason: 'app.cafes.delete.holds-money' }],
    {
      edit: () => 0,
      activeBonus: () => 0,
      delete: () => 0,
    },
  );
  // @ts-expect-error 'wipe' has no app.players.actions text
  players.rowActions(['wipe'], { wipe: () => 0 });
  // @ts-expect-error a disabled action's reason is a translation key
  players.rowActions([{ id: 'edit', disabledReason: 'app.players.no-such-reason' }], { edit: () => 0 });
  void players.confirm('logout', 'Ann');
  // @ts-expect-error the players have no app.players.wipe.title|content confirmation
  void players.confirm('wipe', 'Ann');
  players.create(true, 'players.add');
  // @ts-expect-error the terminals have no app.terminals.actions.create text
  terminals.create(true, 'players.add');
};

// The delete notice app.<area>.delete.done: only an area with that text has a delete action.
function useDeleteTypes() {
  useDeleteAction('players', {
    run: async () => 0,
    invalidates: [],
    name: () => '',
    deleted: () => ({ kind: 'player', id: '' }),
  });
  // @ts-expect-error the agents' rows are not deleted with an app.agents.delete.done notice
  useDeleteAction('agents', {
    run: async () => 0,
    invalidates: [],
    name: () => '',
    deleted: () => ({ kind: 'agent', id: '' }),
  });
}

export const kit: unknown[] = [listTypes, kitTypes, useDeleteTypes];

// A report's column is a field with its header text app.reports.columns.<id>; a hidden field is not.
export const reportFields: FieldDef[] = [
  { id: 'currency', type: 'currency' },
  { id: 'playerId', type: 'id', hidden: true },
  // @ts-expect-error a shown field without a column text
  { id: 'playerIdentifier', type: 'text' },
];

// A form page's title and buttons are app.<area>.form.edit-title|create-title|save|create.
export const formArea: FormArea = 'players';
// @ts-expect-error the terminals have no form page texts
export const noFormArea: FormArea = 'terminals';
export const formTexts: FormTexts = 'app.players.form';
// @ts-expect-error app.players.list has no form page texts
export const badFormTexts: FormTexts = 'app.players.list';

// A form's fields name their texts under the form's branch: a key right under it, or a whole key.
export const playerFields: FieldSpec<'app.players.form'>[] = [
  { name: 'firstName', label: 'first-name' },
  { name: 'name' },
  { kind: 'check', name: 'ripe', label: 'app.shared.labels.cancel', hint: 'password-hint-edit' },
  // @ts-expect-error a misspelled label
  { name: 'lastName', label: 'last-nmae' },
  // @ts-expect-error a field without a label whose name is no text of the branch
  { name: 'nickname' },
  // @ts-expect-error a misspelled hint
  { name: 'email', label: 'email', hint: 'email-hnit' },
  // @ts-expect-error a misspelled placeholder
  { kind: 'select', name: 'agentId', label: 'agent', placeholder: 'choose-agnet', options: [] },
];
// @ts-expect-error the password fields' labels are texts of the branch too
newPasswordFields<'app.players.form'>({ label: 'pasword', confirmLabel: 'confirm-password' });
// Without a branch only whole keys are taken.
// @ts-expect-error a key without its branch
export const bareField: FieldSpec = { name: 'x', label: 'first-name' };

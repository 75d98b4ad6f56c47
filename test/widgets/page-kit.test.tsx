/**
 * The page kit every area builds on (src/widgets/shared/page), in Chromium: the list page keeps its
 * state in the URL and refreshes itself; the row's actions fit one button and a keyboard-usable
 * menu; the form page puts the server's messages on their fields and asks before unsaved changes are
 * left behind; a form built on the form-page hooks announces what it saved and returns to its list;
 * a form's fields declared as a list are drawn with their labels, parts and messages.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { bool, obj, str } from '../../src/core/contract/schema';
import { emit } from '../../src/core/events';
import { navigate } from '../../src/core/router';
import { defineWidget } from '../../src/widgets/define-widget';
import { dialogStyles, useDialogs } from '../../src/widgets/shared/dialogs';
import { ERROR_DISPLAY_MS, MESSAGE_DISPLAY_MS } from '../../src/core/feedback';
import {
  ActionFeedback,
  FormFields,
  FormPage,
  ListPage,
  newPasswordFields,
  pageStyles,
  RowActions,
  TextField,
  useAction,
  useContractForm,
  useFormPage,
  usePageForm,
  type FieldSpec,
  type FormPlace,
} from '../../src/widgets/shared/page';
import { DataTable, uiStyles } from '../../src/widgets/shared/ui';
import { answerDialog, settled, setUp, tearDown } from '../support/element';
import { fetchMock } from '../support/fetch-mock';
import { OWN } from '../support/fixtures';
import { pagedList } from '../support/paged-list';
import { $, $$, click, fieldError, text, typeInto } from '../support/shadow';
import { allClaims } from '../support/token';

interface Fruit {
  id: string;
  name: string;
  weight: number;
}
const FRUITS: Fruit[] = Array.from({ length: 30 }, (_, i) => ({
  id: `f${i}`,
  name: `Fruit ${String(i).padStart(2, '0')}`,
  weight: (i * 7) % 30,
}));

const DEFAULTS = {
  pageSize: 10,
  sort: { id: 'name', desc: false },
  sortable: ['name', 'weight'],
  pageSizes: [10, 25],
};
const ran: string[] = [];

function FruitList() {
  return (
    <ListPage<Fruit>
      part="fruits"
      title="Fruits"
      queryKey={['fruits', 'list']}
      defaults={DEFAULTS}
      load={async (query, signal) => {
        const url = new URL('https://api.test/api/fruits');
        for (const [k, v] of Object.entries(query))
          if (k !== 'state' && v !== undefined) url.searchParams.set(k, String(v));
        const response = await fetch(url, { signal });
        return {
          rows: (await response.json()) as Fruit[],
          total: Number(response.headers.get('X-Total-Count')),
        };
      }}
      columns={[
        { id: 'name', header: 'Name', value: (f) => f.name },
        { id: 'weight', header: 'Weight', value: (f) => f.weight },
      ]}
      rowId={(f) => f.id}
      rowName={(f) => f.name}
      rowActions={(f) => [
        { id: 'eat', label: 'Eat', run: () => void ran.push(`eat ${f.id}`) },
        { id: 'peel', label: 'Peel', run: () => void ran.push(`peel ${f.id}`) },
        { id: 'throw', label: 'Throw away', danger: true, run: () => void ran.push(`throw ${f.id}`) },
      ]}
      filterLabel="Filter fruits"
      emptyText="No fruit"
      noMatchText="No fruit matches"
    />
  );
}

const NameForm = obj({ name: str({ minLength: 1, maxLength: 20 }) }, ['name']);

function FruitForm() {
  const dialogs = useDialogs();
  const form = useContractForm<{ name: string }>({
    schema: NameForm,
    defaultValues: { name: '' },
    confirmLeave: dialogs,
    submit: async ({ name }) => {
      const response = await fetch('https://api.test/api/fruit', {
        method: 'POST',
        body: JSON.stringify({ name }),
      });
      if (!response.ok) {
        const body = await response.json();
        throw Object.assign(new Error(body.message), { errors: body.errors });
      }
    },
  });
  return (
    <FormPage form={form} part="fruit-form" title="New fruit" submitLabel="Save" after={dialogs.outlet}>
      <TextField form={form} name="name" label="Name" />
    </FormPage>
  );
}

const PlantForm = obj({ reload: str({ minLength: 1 }), colour: str(), ripe: bool(), note: str() }, [
  'reload',
]);

/** A form whose fields are a list: label keys under `app.page.form` (the kit's own texts). */
function PlantFields({ locked, prefix }: { locked?: boolean; prefix?: string }) {
  const form = useContractForm({
    schema: PlantForm,
    defaultValues: { reload: '', colour: '', ripe: false, note: '', password: '', confirmPassword: '' },
    submit: async () => undefined,
  });
  const fields: FieldSpec<'app.page.form'>[] = [
    { name: 'reload', hint: 'dismiss' },
    {
      kind: 'select',
      name: 'colour',
      label: 'changed-by-someone',
      labelParams: { time: '10:00' },
      placeholder: 'choose',
      options: [{ value: 'red', label: 'Red' }],
    },
    { kind: 'check', name: 'ripe', label: 'app.shared.labels.cancel' },
    { name: 'note', label: 'app.shared.labels.cancel', when: false },
    {
      kind: 'group',
      name: 'secret-section',
      label: 'saving',
      fields: newPasswordFields<'app.page.form'>({
        label: 'reload',
        confirmLabel: 'dismiss',
        hint: 'saving',
      }),
    },
  ];
  return (
    <FormPage form={form} part="plant-form" title="Plant" submitLabel="Save">
      <FormFields form={form} texts="app.page.form" fields={fields} disabled={locked} partPrefix={prefix} />
    </FormPage>
  );
}

function OneRow() {
  return (
    <RowActions
      row={FRUITS[0]}
      name="Fruit 00"
      actions={[
        { id: 'eat', label: 'Eat', run: () => void ran.push('eat') },
        { id: 'peel', label: 'Peel', run: () => void ran.push('peel') },
        { id: 'throw', label: 'Throw away', run: () => void ran.push('throw') },
      ]}
    />
  );
}

/** A form whose submit asks for confirmation before it sends (as the money forms do). */
function ConfirmedFruitForm() {
  const dialogs = useDialogs();
  const form = useContractForm<{ name: string }>({
    schema: NameForm,
    defaultValues: { name: '' },
    submit: async ({ name }, { ask }) => {
      if (!(await ask(dialogs.confirm({ title: 'Plant it?', content: `Plant ${name}?` })))) return;
      await fetch('https://api.test/api/fruit', { method: 'POST', body: JSON.stringify({ name }) });
    },
  });
  return (
    <FormPage form={form} part="fruit-form" title="New fruit" submitLabel="Save" after={dialogs.outlet}>
      <TextField form={form} name="name" label="Name" />
    </FormPage>
  );
}

/** A create page on the form-page hooks (the agents' list route is where it returns). */
function SavedFruitForm() {
  const page = useFormPage<{ name: string }>(
    'agents',
    {},
    {
      list: 'agents',
      record: { queryKey: ['fruits', 'detail'], queryFn: async () => ({ name: '' }) },
    },
  );
  return page.gate() ?? <SavedFruitFormBody key={page.key} place={page.place} />;
}

function SavedFruitFormBody({ place }: { place: FormPlace }) {
  const { form, pageProps } = usePageForm<{ name: string }>(place, {
    kind: 'agent',
    invalidates: ['fruits'],
    schema: NameForm,
    defaultValues: { name: '' },
    title: 'New fruit',
    create: async ({ name }) => {
      const response = await fetch('https://api.test/api/fruit', { method: 'POST', body: name });
      return { id: (await response.json()) as string, agentId: place.pageAgent };
    },
    update: async () => undefined,
  });
  return (
    <FormPage {...pageProps} part="fruit-form">
      <TextField form={form} name="name" label="Name" />
    </FormPage>
  );
}

/** A page whose two actions succeed and fail, with the kit's feedback above them. */
function FruitActions() {
  const eat = useAction({ run: async () => 'ok', notice: () => 'Fruit eaten.' });
  const spoil = useAction({
    run: async (): Promise<string> => {
      throw new Error('The fruit is gone');
    },
  });
  return (
    <div className="page">
      <h2>Fruit actions</h2>
      <ActionFeedback actions={[eat, spoil]} />
      <button type="button" part="eat" onClick={() => void eat.run(undefined)}>
        Eat
      </button>
      <button type="button" part="spoil" onClick={() => void spoil.run(undefined)}>
        Spoil
      </button>
    </div>
  );
}

/** A list whose rows' menu opens a confirmation (Remove) that deletes the row on Yes. */
function RemovableFruits() {
  const dialogs = useDialogs();
  const [rows, setRows] = useState(FRUITS.slice(0, 3));
  return (
    <div className="page">
      <h2>Removable fruits</h2>
      <DataTable<Fruit>
        columns={[{ id: 'name', header: 'Name', value: (f) => f.name }]}
        rows={rows}
        rowId={(f) => f.id}
        actions={(f) => (
          <RowActions
            row={f}
            name={f.name}
            actions={[
              { id: 'eat', label: 'Eat', run: () => undefined },
              {
                id: 'remove',
                label: 'Remove',
                danger: true,
                run: async (fruit) => {
                  if (await dialogs.confirm({ title: 'Remove?', content: fruit.name }))
                    setRows((list) => list.filter((r) => r.id !== fruit.id));
                },
              },
            ]}
          />
        )}
      />
      {dialogs.outlet}
    </div>
  );
}

const styles = [uiStyles, pageStyles, dialogStyles];
defineWidget('test-removable-fruits', RemovableFruits, { waitForConfig: false, styles });
defineWidget('test-fruit-confirmed-form', ConfirmedFruitForm, { waitForConfig: false, styles });
defineWidget('test-fruit-actions', FruitActions, { waitForConfig: false, styles });
defineWidget('test-fruit-list', FruitList, { waitForConfig: false, styles });
defineWidget('test-fruit-form', FruitForm, { waitForConfig: false, styles });
defineWidget('test-saved-fruit-form', SavedFruitForm, { waitForConfig: false, styles });
defineWidget('test-row-actions', OneRow, { waitForConfig: false, styles });
defineWidget('test-plant-fields', () => <PlantFields />, { waitForConfig: false, styles });
defineWidget('test-locked-plant-fields', () => <PlantFields locked prefix="plant-" />, {
  waitForConfig: false,
  styles,
});

const names = (el: Element) =>
  $$(el, 'tbody tr[part~="row"] td:first-child').map((td) => td.textContent ?? '');

describe('list page: the list state lives in the URL, so a reload or a shared URL shows the same rows', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    fetchMock.route({ 'GET /api/fruits': pagedList(FRUITS) });
    history.replaceState(null, '', `/${OWN}/fruits`);
  });
  afterEach(tearDown);

  it('the next page and a new sort are written to the URL', async () => {
    const list = await fixture<HTMLElement>(html`<test-fruit-list></test-fruit-list>`);
    await settled(list, 'content');
    expect(names(list)[0]).to.equal('Fruit 00');
    click($(list, '.casino-paginator-next'));
    await waitUntil(() => names(list)[0] === 'Fruit 10');
    expect(new URLSearchParams(location.search).get('page')).to.equal('2');
    click($(list, 'th[data-column="weight"] button'));
    await waitUntil(() => new URLSearchParams(location.search).get('sort') === 'weight');
    expect(new URLSearchParams(location.search).get('page')).to.equal(null);
  });

  it('an element opened at such a URL (reload, shared link, back) shows that page, sort and filter', async () => {
    history.replaceState(null, '', `/${OWN}/fruits?page=2&sort=-name&filter=ruit`);
    const list = await fixture<HTMLElement>(html`<test-fruit-list></test-fruit-list>`);
    await settled(list);
    await waitUntil(() => names(list).length > 0);
    const request = fetchMock.callsTo('GET /api/fruits').at(-1)!.url.searchParams;
    expect([request.get('pageIndex'), request.get('sort'), request.get('filter')]).to.deep.equal([
      '1',
      '-name',
      'ruit',
    ]);
    expect(($(list, '[part="list-search"] input') as HTMLInputElement).value).to.equal('ruit');
  });

  it('a page past the end (a shared URL of a longer list) shows the last page', async () => {
    history.replaceState(null, '', `/${OWN}/fruits?page=9`);
    const list = await fixture<HTMLElement>(html`<test-fruit-list></test-fruit-list>`);
    await waitUntil(() => names(list)[0] === 'Fruit 20');
    expect(new URLSearchParams(location.search).get('page')).to.equal('3');
  });

  it("the shell's refresh reloads the list and answers refresh-done (no page reload)", async () => {
    const list = await fixture<HTMLElement>(html`<test-fruit-list></test-fruit-list>`);
    await settled(list, 'content');
    const before = fetchMock.callsTo('GET /api/fruits').length;
    let done = 0;
    window.addEventListener('casino-refresh-done', () => done++, { once: true });
    emit('casino-refresh', {});
    await waitUntil(() => done === 1);
    expect(fetchMock.callsTo('GET /api/fruits').length).to.equal(before + 1);
  });
});

describe("row actions: the row's first action stays a button, the others are in a keyboard-usable menu", () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(tearDown);

  it('one button, and a menu button named after the row holding the rest', async () => {
    const row = await fixture<HTMLElement>(html`<test-row-actions></test-row-actions>`);
    await waitUntil(() => $(row, '[data-action="eat"]'));
    const menuButton = $(row, '[part="action-menu-button"]')!;
    expect(menuButton.getAttribute('aria-label')).to.equal('More actions for Fruit 00');
    expect(menuButton.getAttribute('aria-expanded')).to.equal('false');
    expect($$(row, '[role="menuitem"]').map((b) => b.dataset.action)).to.deep.equal(['peel', 'throw']);
  });

  it('Enter opens the menu on its first item, ArrowDown moves, Escape closes and gives the focus back', async () => {
    const row = await fixture<HTMLElement>(html`<test-row-actions></test-row-actions>`);
    await waitUntil(() => $(row, '[part="action-menu-button"]'));
    const menuButton = $(row, '[part="action-menu-button"]')!;
    menuButton.focus();
    menuButton.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await waitUntil(() => row.shadowRoot!.activeElement?.getAttribute('data-action') === 'peel');
    expect(menuButton.getAttribute('aria-expanded')).to.equal('true');
    row.shadowRoot!.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }),
    );
    await waitUntil(() => row.shadowRoot!.activeElement?.getAttribute('data-action') === 'throw');
    row.shadowRoot!.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    await waitUntil(() => row.shadowRoot!.activeElement === menuButton);
    expect(menuButton.getAttribute('aria-expanded')).to.equal('false');
  });

  it('choosing an item runs its action and closes the menu', async () => {
    ran.length = 0;
    const row = await fixture<HTMLElement>(html`<test-row-actions></test-row-actions>`);
    await waitUntil(() => $(row, '[part="action-menu-button"]'));
    click($(row, '[part="action-menu-button"]'));
    click($(row, '[data-action="throw"]'));
    expect(ran).to.deep.equal(['throw']);
    await waitUntil(() => $(row, '[part="action-menu-button"]')!.getAttribute('aria-expanded') === 'false');
  });
});

describe('form page: validation from the contract, the server’s messages on their fields, leaving asks first', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    history.replaceState(null, '', `/${OWN}/agents/create`);
  });
  afterEach(tearDown);

  it('an empty required field is refused before sending, in the translated words', async () => {
    const form = await fixture<HTMLElement>(html`<test-fruit-form></test-fruit-form>`);
    await waitUntil(() => $(form, '[part="submit"]'));
    click($(form, '[part="submit"]'));
    await waitUntil(() => fieldError(form, 'name'));
    expect(fieldError(form, 'name')).to.equal('This field is required.');
    expect(fetchMock.callsTo('POST /api/fruit')).to.have.length(0);
  });

  it("a refused request shows the server's message on its field and keeps what was typed", async () => {
    fetchMock.route({
      'POST /api/fruit': {
        status: 400,
        body: { message: 'Taken', errors: [{ field: 'name', message: 'This name is taken' }] },
      },
    });
    const form = await fixture<HTMLElement>(html`<test-fruit-form></test-fruit-form>`);
    await waitUntil(() => $(form, '[part="input-name"]'));
    typeInto($(form, '[part="input-name"]'), 'Apple');
    click($(form, '[part="submit"]'));
    await waitUntil(() => fieldError(form, 'name') === 'This name is taken');
    // shown once: on its field, not again above the buttons
    expect($(form, '[part="error"]'), 'the message is said twice').to.equal(null);
    expect(($(form, '[part="input-name"]') as HTMLInputElement).value).to.equal('Apple');
    typeInto($(form, '[part="input-name"]'), 'Apples');
    await waitUntil(() => fieldError(form, 'name') === null);
  });

  it('leaving with unsaved changes asks: No stays on the page, Yes leaves', async () => {
    const form = await fixture<HTMLElement>(html`<test-fruit-form></test-fruit-form>`);
    await waitUntil(() => $(form, '[part="input-name"]'));
    navigate(`/${OWN}/agents/create`, { replace: true, force: true });
    typeInto($(form, '[part="input-name"]'), 'Pear');
    await waitUntil(() => ($(form, '[part="input-name"]') as HTMLInputElement).value === 'Pear');
    navigate(`/${OWN}/agents`);
    expect(await answerDialog(form, false)).to.contain('not saved');
    expect(location.pathname).to.equal(`/${OWN}/agents/create`);
    navigate(`/${OWN}/agents`);
    await answerDialog(form, true);
    await waitUntil(() => location.pathname === `/${OWN}/agents`);
  });
});

describe('form-page hooks: a saved form announces what it saved and returns to its list', () => {
  beforeEach(async () => {
    await setUp({ shell: true, claims: allClaims() });
    history.replaceState(null, '', `/${OWN}/agents/create`);
  });
  afterEach(async () => {
    await tearDown();
    history.replaceState(null, '', '/');
  });

  it('a created object is announced with casino-saved (its new id, its agent) and the list opens', async () => {
    fetchMock.route({ 'POST /api/fruit': { status: 201, body: 'fruit-31' } });
    const saved: unknown[] = [];
    const listener = (event: Event) => saved.push((event as CustomEvent).detail);
    window.addEventListener('casino-saved', listener);
    try {
      const form = await fixture<HTMLElement>(html`<test-saved-fruit-form></test-saved-fruit-form>`);
      await waitUntil(() => $(form, '[part="input-name"]'));
      typeInto($(form, '[part="input-name"]'), 'Apple');
      click($(form, '[part="submit"]'));
      await waitUntil(() => saved.length === 1);
      expect(saved[0]).to.deep.equal({ kind: 'agent', id: 'fruit-31', action: 'created', agentId: OWN });
      await waitUntil(() => location.pathname === `/${OWN}/agents`);
    } finally {
      window.removeEventListener('casino-saved', listener);
    }
  });
});

describe('field list: a form declares its fields as data and the kit draws them', () => {
  beforeEach(() => setUp({ shell: true, claims: allClaims() }));
  afterEach(tearDown);

  const labelOf = (form: Element, name: string) => text($(form, `label[for="field-${name}"]`));

  it("a label key without a dot is read under the list's texts, one with a dot is whole, none is the name", async () => {
    const form = await fixture<HTMLElement>(html`<test-plant-fields></test-plant-fields>`);
    await waitUntil(() => $(form, '[part="input-reload"]'));
    expect(labelOf(form, 'reload')).to.equal('Reload');
    expect(labelOf(form, 'colour')).to.equal(
      'Changed by another user at 10:00. Reload to see the new values (what you typed here is lost).',
    );
    expect(text($(form, '[part="input-ripe"]')!.closest('label'))).to.equal('Cancel');
    expect(text($(form, '[part="input-reload"]')!.parentElement!.querySelector('.hint'))).to.equal('Dismiss');
    expect(text($(form, '[part="input-colour"] option'))).to.equal('Please choose…');
    expect(text($(form, '[part="secret-section"] legend'))).to.equal('Saving…');
  });

  it('each field is the kit’s control: part input-<name>, its kind, and its message after a submit', async () => {
    const form = await fixture<HTMLElement>(html`<test-plant-fields></test-plant-fields>`);
    await waitUntil(() => $(form, '[part="input-reload"]'));
    expect($(form, '[part="input-colour"]')!.tagName).to.equal('SELECT');
    expect(($(form, '[part="input-ripe"]') as HTMLInputElement).type).to.equal('checkbox');
    expect(($(form, '[part="secret-section"] [part="input-password"]') as HTMLInputElement).type).to.equal(
      'password',
    );
    expect($(form, '[part="input-reload"]')!.getAttribute('aria-invalid')).to.equal('false');
    click($(form, '[part="submit"]'));
    await waitUntil(() => fieldError(form, 'reload'));
    expect(fieldError(form, 'reload')).to.equal('This field is required.');
    expect($(form, '[part="input-reload"]')!.getAttribute('aria-invalid')).to.equal('true');
    expect($(form, '[part="input-reload"]')!.getAttribute('aria-describedby')).to.equal('reload-error');
  });

  it('a field with when: false is left out; a disabled list disables every field; partPrefix starts the parts', async () => {
    const open = await fixture<HTMLElement>(html`<test-plant-fields></test-plant-fields>`);
    await waitUntil(() => $(open, '[part="input-reload"]'));
    expect($(open, '[name="note"]')).to.equal(null);
    const locked = await fixture<HTMLElement>(html`<test-locked-plant-fields></test-locked-plant-fields>`);
    await waitUntil(() => $(locked, '[part="plant-reload"]'));
    const controls = $$<HTMLInputElement>(locked, '[part="plant-form"] input, [part="plant-form"] select');
    expect(controls.map((c) => c.getAttribute('part'))).to.deep.equal([
      'plant-reload',
      'plant-colour',
      'plant-ripe',
      'plant-password',
      'plant-confirmPassword',
    ]);
    expect(controls.every((c) => c.disabled)).to.equal(true);
  });
});

describe('busy labels only once a request is on its way', () => {
  beforeEach(() => setUp());
  afterEach(tearDown);

  it('the submit button does not say Saving… while the confirmation is open; it does while the request runs', async () => {
    const gate = fetchMock.hold('POST /api/fruit');
    fetchMock.route({ 'POST /api/fruit': { status: 204 } });
    const form = await fixture<HTMLElement>(html`<test-fruit-confirmed-form></test-fruit-confirmed-form>`);
    await waitUntil(() => $(form, '[part="input-name"]'));
    typeInto($(form, '[part="input-name"]'), 'Apple');
    click($(form, '[part="submit"]'));
    await waitUntil(() => $(form, '[part="dialog"]'), 'no confirmation');
    expect($(form, '[part="submit"]')!.textContent).to.equal('Save');
    expect(fetchMock.callsTo('POST /api/fruit')).to.have.length(0);
    await answerDialog(form, true);
    await waitUntil(() => $(form, '[part="submit"]')!.textContent === 'Saving…', 'not busy while sending');
    gate.release();
    await waitUntil(() => $(form, '[part="submit"]')!.textContent === 'Save');
  });

  it('No sends nothing and leaves the form as it was', async () => {
    const form = await fixture<HTMLElement>(html`<test-fruit-confirmed-form></test-fruit-confirmed-form>`);
    await waitUntil(() => $(form, '[part="input-name"]'));
    typeInto($(form, '[part="input-name"]'), 'Pear');
    click($(form, '[part="submit"]'));
    await answerDialog(form, false);
    await waitUntil(() => !($(form, '[part="submit"]') as HTMLButtonElement).disabled);
    expect($(form, '[part="submit"]')!.textContent).to.equal('Save');
    expect(fetchMock.callsTo('POST /api/fruit')).to.have.length(0);
    expect(($(form, '[part="input-name"]') as HTMLInputElement).value).to.equal('Pear');
  });
});

/**
 * The timers of the page's messages (2 s and more: a message's time, or what is left of it), run by the
 * test; the shorter ones (the test's own waiting) run as usual.
 */
function captureMessageTimers() {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1_000_000;
  window.setTimeout = ((run: () => void, ms?: number, ...rest: unknown[]) => {
    if ((ms ?? 0) < 2000) return realSet(run, ms, ...rest);
    timers.set(++next, { run, ms: ms ?? 0 });
    return next;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && timers.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    /** The waiting message timers' durations. */
    pending: () => [...timers.values()].map((timer) => timer.ms),
    /** Runs the waiting timers of `ms` or less. */
    elapse(ms: number) {
      for (const [id, timer] of [...timers]) {
        if (timer.ms > ms) continue;
        timers.delete(id);
        timer.run();
      }
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}

describe('feedback: a notice leaves after 5 s, an error after 10 s, held by the pointer or the focus, dismissable', () => {
  let clock: ReturnType<typeof captureMessageTimers>;
  beforeEach(async () => {
    await setUp({ quiet: true });
    clock = captureMessageTimers();
  });
  afterEach(async () => {
    clock.restore();
    await tearDown();
  });

  it('a success notice leaves after 5 s; the failure of a change after 10 s', async () => {
    const page = await fixture<HTMLElement>(html`<test-fruit-actions></test-fruit-actions>`);
    await waitUntil(() => $(page, '[part="eat"]'));
    click($(page, '[part="eat"]'));
    await waitUntil(() => $(page, '[part="success"]'), 'no notice');
    expect($(page, '[part="success"]')!.getAttribute('role')).to.equal('status');
    expect(clock.pending()).to.deep.equal([MESSAGE_DISPLAY_MS]);
    clock.elapse(MESSAGE_DISPLAY_MS);
    await waitUntil(() => !$(page, '[part="success"]'), 'the notice stayed');

    click($(page, '[part="spoil"]'));
    await waitUntil(() => $(page, '[part="error"]'), 'no error');
    expect($(page, '[part="error"]')!.getAttribute('role')).to.equal('alert');
    clock.elapse(MESSAGE_DISPLAY_MS);
    expect($(page, '[part="error"]'), 'the error left with a notice’s time').to.not.equal(null);
    clock.elapse(ERROR_DISPLAY_MS);
    await waitUntil(() => !$(page, '[part="error"]'), 'the error stayed');
  });

  it('the pointer on the message or the focus inside it holds it; it goes on when they leave', async () => {
    const page = await fixture<HTMLElement>(html`<test-fruit-actions></test-fruit-actions>`);
    await waitUntil(() => $(page, '[part="eat"]'));
    click($(page, '[part="eat"]'));
    await waitUntil(() => $(page, '[part="success"]'));
    const message = $(page, '[part="success"]')!;
    message.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await waitUntil(() => clock.pending().length === 0, 'the pointer did not hold the notice');
    message.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, composed: true }));
    await waitUntil(() => clock.pending().length === 1, 'the notice did not go on');
    expect(clock.pending()[0]).to.be.within(MESSAGE_DISPLAY_MS - 1000, MESSAGE_DISPLAY_MS);
    ($(page, '[part="dismiss-message"]') as HTMLButtonElement).focus();
    await waitUntil(() => clock.pending().length === 0, 'the focus did not hold the notice');
    ($(page, '[part="eat"]') as HTMLButtonElement).focus();
    await waitUntil(() => clock.pending().length === 1, 'the notice did not go on after the focus left');
    clock.elapse(clock.pending()[0]);
    await waitUntil(() => !$(page, '[part="success"]'));
  });

  it('the dismiss button hides the message at once, and the focus goes to the page heading', async () => {
    const page = await fixture<HTMLElement>(html`<test-fruit-actions></test-fruit-actions>`);
    await waitUntil(() => $(page, '[part="spoil"]'));
    click($(page, '[part="spoil"]'));
    await waitUntil(() => $(page, '[part="error"]'));
    const dismiss = $(page, '[part="dismiss-message"]') as HTMLButtonElement;
    expect(dismiss.getAttribute('aria-label')).to.equal('Dismiss this message');
    dismiss.focus();
    dismiss.click();
    await waitUntil(() => !$(page, '[part="error"]'), 'the error stayed');
    expect(page.shadowRoot!.activeElement?.tagName).to.equal('H2');
    expect(clock.pending()).to.deep.equal([]);
  });
});

describe('a dialog gives the focus back: to what opened it, or to the row (its menu button) when that is gone', () => {
  beforeEach(() => setUp());
  afterEach(tearDown);

  async function chooseRemove(list: HTMLElement, id: string) {
    const button = $(list, `[data-row-id="${id}"] [part="action-menu-button"]`) as HTMLButtonElement;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () =>
        list.shadowRoot!.activeElement?.getAttribute('data-action') === 'eat' ||
        list.shadowRoot!.activeElement?.getAttribute('data-action') === 'remove',
    );
    ($(list, `[data-row-id="${id}"] [data-action="remove"]`) as HTMLButtonElement).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => $(list, '[part="dialog"]'), 'no dialog');
    return button;
  }

  it('Escape from a dialog opened from a row’s More actions menu: the focus is on that menu’s button', async () => {
    const list = await fixture<HTMLElement>(html`<test-removable-fruits></test-removable-fruits>`);
    await waitUntil(() => $(list, '[data-row-id="f1"]'));
    const button = await chooseRemove(list, 'f1');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !$(list, '[part="dialog"]'));
    expect(list.shadowRoot!.activeElement).to.equal(button);
    expect(document.activeElement).to.not.equal(document.body);
  });

  it('the row deleted by the dialog: the focus goes to the row now in its place, never to the page’s body', async () => {
    const list = await fixture<HTMLElement>(html`<test-removable-fruits></test-removable-fruits>`);
    await waitUntil(() => $(list, '[data-row-id="f1"]'));
    await chooseRemove(list, 'f1');
    await answerDialog(list, true);
    await waitUntil(() => !$(list, '[data-row-id="f1"]'));
    await waitUntil(
      () => list.shadowRoot!.activeElement === $(list, '[data-row-id="f2"] [part="action-menu-button"]'),
      'the focus did not go to the next row',
    );
  });
});

import { adoptStyles } from '@lit/reactive-element/css-tag.js';
import { sendKeys } from '@web/test-runner-commands';
import { expect, waitUntil } from '@open-wc/testing';
import { useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setLanguage } from '../../../src/core/i18n';
import { route } from '../../../src/core/router';
import { base } from '../../../src/widgets/shared/styles';
import {
  BackButton,
  Button,
  DataTable,
  ListSearchBox,
  Paginator,
  Switch,
  uiStyles,
  type DataColumn,
} from '../../../src/widgets/shared/ui';
import { requestRowFocus } from '../../../src/core/focus-request';
import { setUp, tearDown } from '../../support/element';
import { sleep, typeInto } from '../../support/shadow';
import { signIn } from '../../support/token';

interface Mounted {
  shadow: ShadowRoot;
  root: Root;
  render: (node: ReactNode) => void;
}

let mounted: Mounted[] = [];

/** Renders `node` in a shadow root styled like an element's (base + uiStyles), `width` px wide when given. */
async function mount(node: ReactNode, width?: number): Promise<Mounted> {
  const host = document.createElement('div');
  if (width) host.style.width = `${width}px`;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, [base, uiStyles]);
  const root = createRoot(shadow);
  root.render(node);
  await waitUntil(() => shadow.childElementCount > 0, 'nothing rendered');
  const result = { shadow, root, render: (next: ReactNode) => root.render(next) };
  mounted.push(result);
  return result;
}

function q<T extends Element = HTMLElement>(shadow: ParentNode, selector: string): T {
  const found = shadow.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

async function unmountAll(): Promise<void> {
  mounted.forEach((m) => {
    m.root.unmount();
    (m.shadow.host as HTMLElement).remove();
  });
  mounted = [];
  await tearDown();
}

describe('Button: colours blue or red, small size, disabled state', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);

  it('calls onClick when enabled', async () => {
    let clicks = 0;
    const { shadow } = await mount(<Button onClick={() => clicks++}>Save</Button>);
    q<HTMLButtonElement>(shadow, 'button').click();
    expect(clicks).to.equal(1);
  });

  it('ignores the click when disabled', async () => {
    let clicks = 0;
    const { shadow } = await mount(
      <Button disabled onClick={() => clicks++}>
        Save
      </Button>,
    );
    const button = q<HTMLButtonElement>(shadow, 'button');
    button.click();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(clicks).to.equal(0);
    expect(button.disabled).to.equal(true);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
  });

  it('is blue by default, red on request, and smaller with size small', async () => {
    const { shadow } = await mount(
      <>
        <Button>Blue</Button>
        <Button color="red" size="small">
          Red
        </Button>
      </>,
    );
    const [blue, red] = Array.from(shadow.querySelectorAll('button'));
    expect(getComputedStyle(blue).backgroundColor).to.equal('rgb(31, 111, 235)');
    expect(getComputedStyle(red).backgroundColor).to.equal('rgb(207, 34, 46)');
    expect(red.getAttribute('part')).to.equal('button button-red button-small');
    expect(red.getBoundingClientRect().height).to.be.below(blue.getBoundingClientRect().height);
  });
});

describe('BackButton: link to a previous URL, translated label', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);

  it('links to the previous URL and navigates there with the router', async () => {
    const { shadow } = await mount(<BackButton to="/error/404" />);
    const link = q<HTMLAnchorElement>(shadow, 'a');
    expect(link.getAttribute('href')).to.equal('/error/404');
    expect(link.textContent).to.equal('Back');
    link.click();
    expect(location.pathname).to.equal('/error/404');
    expect(route.value?.name).to.equal('error-404');
  });

  it('translates its label', async () => {
    const { shadow } = await mount(<BackButton to="/error/404" />);
    await setLanguage('zh-cn');
    await waitUntil(() => q(shadow, 'a').textContent === '返回');
  });
});

describe('ListSearchBox: fires after a 150 ms pause and only if the value changed', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);

  it('emits the value once, 150 ms after the last keystroke', async () => {
    const values: string[] = [];
    const { shadow } = await mount(<ListSearchBox onSearch={(v) => values.push(v)} />);
    const input = q<HTMLInputElement>(shadow, 'input');
    typeInto(input, 'a');
    await sleep(80);
    typeInto(input, 'ab');
    await sleep(100);
    expect(values).to.deep.equal([]);
    await waitUntil(() => values.length === 1);
    expect(values).to.deep.equal(['ab']);
  });

  it('does not emit when the value after the pause is the one emitted last', async () => {
    const values: string[] = [];
    const { shadow } = await mount(<ListSearchBox onSearch={(v) => values.push(v)} />);
    const input = q<HTMLInputElement>(shadow, 'input');
    typeInto(input, 'ab');
    await waitUntil(() => values.length === 1);
    typeInto(input, 'abc');
    typeInto(input, 'ab');
    await sleep(250);
    expect(values).to.deep.equal(['ab']);
    typeInto(input, '');
    await waitUntil(() => values.length === 2);
    expect(values).to.deep.equal(['ab', '']);
  });
});

describe('Switch: on/off with a title and a boolean model', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);

  function Model({ seen }: { seen: boolean[] }) {
    const [on, setOn] = useState(false);
    return (
      <Switch
        checked={on}
        title="Credit source"
        onChange={(next) => {
          seen.push(next);
          setOn(next);
        }}
      />
    );
  }

  it('is a switch named by its title whose clicks flip the model', async () => {
    const seen: boolean[] = [];
    const { shadow } = await mount(<Model seen={seen} />);
    const toggle = q<HTMLButtonElement>(shadow, '[role="switch"]');
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    expect(toggle.getAttribute('aria-label')).to.equal('Credit source');
    expect(toggle.textContent).to.contain('Off');
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-checked') === 'true');
    expect(toggle.textContent).to.contain('On');
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-checked') === 'false');
    expect(seen).to.deep.equal([true, false]);
  });
});

describe("Paginator: 'start - end of total', '0 of 0' when empty, translated labels", () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);

  it('previous and next stay side by side when the paginator wraps on a narrow screen (never the next arrow alone)', async () => {
    const { shadow } = await mount(
      <div style={{ width: '230px' }}>
        <Paginator pageIndex={0} pageSize={250} total={123456} onPageChange={() => undefined} />
      </div>,
    );
    const previous = q(shadow, '.casino-paginator-previous').getBoundingClientRect();
    const next = q(shadow, '.casino-paginator-next').getBoundingClientRect();
    const range = q(shadow, '[part="paginator-range"]').getBoundingClientRect();
    expect(next.top).to.equal(previous.top);
    expect(next.left).to.be.greaterThan(previous.left);
    expect(previous.top).to.not.equal(range.top);
  });

  it("shows '0 of 0' when empty, with previous and next disabled", async () => {
    const { shadow } = await mount(
      <Paginator pageIndex={0} pageSize={10} total={0} onPageChange={() => undefined} />,
    );
    expect(q(shadow, '[part="paginator-range"]').textContent).to.equal('0 of 0');
    expect(q<HTMLButtonElement>(shadow, '.casino-paginator-previous').disabled).to.equal(true);
    expect(q<HTMLButtonElement>(shadow, '.casino-paginator-next').disabled).to.equal(true);
  });

  it("shows '1 - 10 of 42' on the first page and '41 - 42 of 42' on the last; next and previous change the page", async () => {
    const pages: number[] = [];
    const { shadow, render } = await mount(
      <Paginator pageIndex={0} pageSize={10} total={42} onPageChange={(p) => pages.push(p)} />,
    );
    expect(q(shadow, '[part="paginator-range"]').textContent).to.equal('1 - 10 of 42');
    expect(q<HTMLButtonElement>(shadow, '.casino-paginator-previous').disabled).to.equal(true);
    q<HTMLButtonElement>(shadow, '.casino-paginator-next').click();
    expect(pages).to.deep.equal([1]);

    render(<Paginator pageIndex={4} pageSize={10} total={42} onPageChange={(p) => pages.push(p)} />);
    await waitUntil(() => q(shadow, '[part="paginator-range"]').textContent === '41 - 42 of 42');
    expect(q<HTMLButtonElement>(shadow, '.casino-paginator-next').disabled).to.equal(true);
    q<HTMLButtonElement>(shadow, '.casino-paginator-previous').click();
    expect(pages).to.deep.equal([1, 3]);
  });

  it('labels items per page, next and previous in the current language', async () => {
    const sizes: number[] = [];
    const { shadow } = await mount(
      <Paginator
        pageIndex={0}
        pageSize={10}
        total={42}
        onPageChange={() => undefined}
        onPageSizeChange={(s) => sizes.push(s)}
      />,
    );
    expect(q(shadow, '.casino-paginator-size bdi').textContent).to.equal('Items per page:');
    expect(q(shadow, '.casino-paginator-next').getAttribute('aria-label')).to.equal('Next page');
    expect(q(shadow, '.casino-paginator-previous').getAttribute('aria-label')).to.equal('Previous page');
    const select = q<HTMLSelectElement>(shadow, 'select');
    select.value = '25';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sizes).to.deep.equal([25]);
    await setLanguage('zh-cn');
    await waitUntil(() => q(shadow, '.casino-paginator-next').getAttribute('aria-label') === '下一页');
    expect(q(shadow, '.casino-paginator-size bdi').textContent).to.equal('每页条数：');
  });
});

interface Agent {
  id: string;
  name: string;
  credit: string;
}

const COLUMNS: DataColumn<Agent>[] = [
  { id: 'name', header: 'Name', value: (a) => a.name, sortAs: 'text' },
  { id: 'credit', header: 'Credit', value: (a) => a.credit, align: 'end' },
];

const AGENTS: Agent[] = [
  { id: 'a', name: 'bravo', credit: '9' },
  { id: 'b', name: 'Alpha', credit: '100' },
  { id: 'c', name: 'charlie', credit: '10' },
];

function names(shadow: ShadowRoot): string[] {
  return Array.from(shadow.querySelectorAll('tbody tr[part="row"]')).map(
    (tr) => tr.querySelector('td')!.textContent ?? '',
  );
}

function header(shadow: ShadowRoot, id: string): HTMLElement {
  return q(shadow, `th[data-column="${id}"]`);
}

describe('DataTable: sort asc/desc/none (designated columns case-insensitive, others numeric)', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);

  it('a header click cycles ascending, descending, none; the name column ignores case', async () => {
    const { shadow } = await mount(<DataTable columns={COLUMNS} rows={AGENTS} rowId={(a) => a.id} />);
    expect(names(shadow)).to.deep.equal(['bravo', 'Alpha', 'charlie']);
    const sort = () => q<HTMLButtonElement>(header(shadow, 'name'), 'button').click();

    sort();
    await waitUntil(() => header(shadow, 'name').getAttribute('aria-sort') === 'ascending');
    expect(names(shadow)).to.deep.equal(['Alpha', 'bravo', 'charlie']);
    sort();
    await waitUntil(() => header(shadow, 'name').getAttribute('aria-sort') === 'descending');
    expect(names(shadow)).to.deep.equal(['charlie', 'bravo', 'Alpha']);
    sort();
    await waitUntil(() => !header(shadow, 'name').hasAttribute('aria-sort'));
    expect(names(shadow)).to.deep.equal(['bravo', 'Alpha', 'charlie']);
  });

  it('sorts a numeric text column by value: 9, 10, 100', async () => {
    const { shadow } = await mount(<DataTable columns={COLUMNS} rows={AGENTS} rowId={(a) => a.id} />);
    q<HTMLButtonElement>(header(shadow, 'credit'), 'button').click();
    await waitUntil(() => header(shadow, 'credit').getAttribute('aria-sort') === 'ascending');
    expect(names(shadow)).to.deep.equal(['bravo', 'charlie', 'Alpha']);
  });
});

describe('DataTable: text filter', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);

  it('keeps the rows with a cell containing the text, ignoring case; an empty filter shows all', async () => {
    const { shadow, render } = await mount(<DataTable columns={COLUMNS} rows={AGENTS} filter="AL" />);
    expect(names(shadow)).to.deep.equal(['Alpha']);
    render(<DataTable columns={COLUMNS} rows={AGENTS} filter="10" />);
    await waitUntil(() => names(shadow).length === 2);
    expect(names(shadow)).to.deep.equal(['Alpha', 'charlie']);
    render(<DataTable columns={COLUMNS} rows={AGENTS} filter="" />);
    await waitUntil(() => names(shadow).length === 3);
  });

  it('shows the empty state when nothing matches, and the loading state while loading', async () => {
    const { shadow, render } = await mount(<DataTable columns={COLUMNS} rows={AGENTS} filter="zzz" />);
    expect(q(shadow, '[part="empty"]').textContent).to.equal('No data to display');
    render(<DataTable columns={COLUMNS} rows={AGENTS} loading />);
    await waitUntil(() => shadow.querySelector('[part="loading"]'));
    expect(q(shadow, '[part="loading"]').getAttribute('role')).to.equal('status');
    expect(names(shadow)).to.deep.equal([]);
  });
});

describe('DataTable: optional paging (page index and size)', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);
  const many: Agent[] = Array.from({ length: 42 }, (_, i) => ({
    id: `r${i + 1}`,
    name: `Row ${i + 1}`,
    credit: `${i + 1}`,
  }));

  it("shows one page of 10 of 42 rows with '1 - 10 of 42'; next shows rows 11-20", async () => {
    const { shadow } = await mount(<DataTable columns={COLUMNS} rows={many} paging={{ pageSize: 10 }} />);
    expect(names(shadow)).to.have.length(10);
    expect(names(shadow)[0]).to.equal('Row 1');
    expect(q(shadow, '[part="paginator-range"]').textContent).to.equal('1 - 10 of 42');
    q<HTMLButtonElement>(shadow, '.casino-paginator-next').click();
    await waitUntil(() => names(shadow)[0] === 'Row 11');
    expect(q(shadow, '[part="paginator-range"]').textContent).to.equal('11 - 20 of 42');
  });

  it('a page size change starts from the first page; a filter counts only matching rows', async () => {
    const { shadow, render } = await mount(
      <DataTable columns={COLUMNS} rows={many} paging={{ pageSize: 10, pageIndex: 2 }} />,
    );
    expect(names(shadow)[0]).to.equal('Row 21');
    const select = q<HTMLSelectElement>(shadow, 'select');
    select.value = '25';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => names(shadow).length === 25);
    expect(names(shadow)[0]).to.equal('Row 1');
    render(
      <DataTable columns={COLUMNS} rows={many} paging={{ pageSize: 10, pageIndex: 2 }} filter="Row 4" />,
    );
    await waitUntil(() => q(shadow, '[part="paginator-range"]').textContent === '1 - 4 of 4');
    expect(names(shadow)).to.deep.equal(['Row 4', 'Row 40', 'Row 41', 'Row 42']);
  });

  it("without rows the paginator shows '0 of 0'", async () => {
    const { shadow } = await mount(<DataTable columns={COLUMNS} rows={[]} paging={{ pageSize: 10 }} />);
    expect(q(shadow, '[part="paginator-range"]').textContent).to.equal('0 of 0');
  });
});

describe('DataTable: clickable rows, per-row actions, virtualized body', () => {
  beforeEach(() => setUp({ shell: true }));
  afterEach(unmountAll);

  it('a row click opens the row; a click in its actions cell does not', async () => {
    const opened: string[] = [];
    const acted: string[] = [];
    const { shadow } = await mount(
      <DataTable
        columns={COLUMNS}
        rows={AGENTS}
        rowId={(a) => a.id}
        onRowClick={(a) => opened.push(a.id)}
        actions={(a) => (
          <Button size="small" onClick={() => acted.push(a.id)}>
            Edit
          </Button>
        )}
      />,
    );
    q<HTMLElement>(shadow, 'tr[data-row-id="b"] td').click();
    expect(opened).to.deep.equal(['b']);
    q<HTMLButtonElement>(shadow, 'tr[data-row-id="c"] [part~="button"]').click();
    expect(acted).to.deep.equal(['c']);
    expect(opened).to.deep.equal(['b']);
  });

  it('renders only the visible rows of a large list', async () => {
    const large: Agent[] = Array.from({ length: 5_000 }, (_, i) => ({
      id: `r${i}`,
      name: `Row ${i}`,
      credit: `${i}`,
    }));
    const { shadow } = await mount(
      <DataTable columns={COLUMNS} rows={large} virtual={300} rowId={(a) => a.id} />,
    );
    await waitUntil(() => names(shadow).length > 0);
    expect(names(shadow).length).to.be.below(40);
    const scroller = q<HTMLElement>(shadow, '.casino-table-scroll');
    scroller.scrollTop = scroller.scrollHeight;
    await waitUntil(() => names(shadow).includes('Row 4999'), 'the last row did not render after scrolling');
    expect(names(shadow).length).to.be.below(40);
  });
});

/** A list of many columns, as the lists and reports of the console have. */
interface Wide {
  id: string;
  name: string;
  agent: string;
  currency: string;
  balance: string;
  bonus: string;
  status: string;
  created: string;
}
const WIDE_ROWS: Wide[] = Array.from({ length: 5 }, (_, i) => ({
  id: `w${i}`,
  name: `player.number${i}`,
  agent: 'Toronto Lakeside Cafe',
  currency: 'USD',
  balance: `${1000 + i}.50`,
  bonus: '0.00',
  status: 'Active',
  created: '22/11/25 10:35',
}));
const WIDE_COLUMNS: DataColumn<Wide>[] = [
  { id: 'name', header: 'Login', value: (r) => r.name, hideable: false },
  { id: 'agent', header: 'Agent', value: (r) => r.agent },
  { id: 'currency', header: 'Currency', value: (r) => r.currency },
  { id: 'balance', header: 'Balance', value: (r) => r.balance, align: 'end' },
  { id: 'bonus', header: 'Bonus balance', value: (r) => r.bonus, align: 'end' },
  { id: 'status', header: 'Status', value: (r) => r.status },
  { id: 'created', header: 'Created', value: (r) => r.created },
  { id: 'id', header: 'Id', value: (r) => r.id, hidden: true },
];

function headers(shadow: ShadowRoot): string[] {
  return Array.from(shadow.querySelectorAll('thead th[data-column]'), (th) =>
    th.getAttribute('data-column')!,
  );
}

function editButton(row: Wide) {
  return (
    <Button size="small" title={`Edit ${row.name}`} onClick={() => undefined}>
      Edit
    </Button>
  );
}

describe('DataTable: columns that fit, chosen per user, compact density, cards on a phone', () => {
  beforeEach(() => setUp());
  afterEach(unmountAll);

  it('fits its box: text cells wrap between words, and the row actions are a column of their own that covers no cell', async () => {
    const { shadow } = await mount(
      <DataTable columns={WIDE_COLUMNS} rows={WIDE_ROWS} rowId={(r) => r.id} actions={editButton} />,
      640,
    );
    const box = q(shadow, '.casino-table-scroll');
    expect(box.scrollWidth, 'the table scrolls sideways').to.be.at.most(box.clientWidth);
    for (const row of Array.from(shadow.querySelectorAll('tbody tr'))) {
      const actions = row.querySelector('.casino-table-actions')!.getBoundingClientRect();
      for (const cell of Array.from(row.querySelectorAll('td[part="cell"]')))
        expect(cell.getBoundingClientRect().right).to.be.at.most(actions.left + 0.5);
      expect(getComputedStyle(row.querySelector('.casino-table-actions')!).position).to.equal('static');
    }
    // the agent's name wrapped rather than widen the table; the amounts did not
    const agent = q(shadow, 'tr[data-row-id="w0"] td[data-column-id="agent"]');
    const balance = q(shadow, 'tr[data-row-id="w0"] td[data-column-id="balance"]');
    expect(agent.getBoundingClientRect().height).to.be.above(balance.getBoundingClientRect().height - 1);
    expect(getComputedStyle(balance).whiteSpace).to.equal('nowrap');
  });

  it('the user hides a column, moves another, picks the compact density; the choice is remembered per user under the list key', async () => {
    signIn();
    const table = (
      <DataTable columns={WIDE_COLUMNS} rows={WIDE_ROWS} rowId={(r) => r.id} settingsKey="players" />
    );
    const first = await mount(table);
    expect(headers(first.shadow), 'a column hidden by default').to.not.include('id');
    q<HTMLButtonElement>(first.shadow, '[part="column-settings"]').click();
    const panel = q(first.shadow, '[part="column-panel"]');
    await waitUntil(() => panel.matches(':popover-open'), 'the panel did not open');
    q<HTMLInputElement>(panel, '[data-column-id="status"] [part="column-shown"]').click();
    await waitUntil(() => !headers(first.shadow).includes('status'), 'Status still shows');
    q<HTMLButtonElement>(panel, '[data-column-id="currency"] [part="column-earlier"]').click();
    await waitUntil(() => headers(first.shadow)[1] === 'currency', 'Currency did not move earlier');
    q<HTMLInputElement>(panel, '[part="density-compact"]').click();
    await waitUntil(() => q(first.shadow, '[part="data-table"]').dataset.density === 'compact');
    expect(headers(first.shadow)).to.deep.equal(['name', 'currency', 'agent', 'balance', 'bonus', 'created']);
    const compactRow = q(first.shadow, 'tbody tr').getBoundingClientRect().height;

    // the same list shown again: the same columns, order and density
    first.root.unmount();
    const again = await mount(table);
    expect(headers(again.shadow)).to.deep.equal(['name', 'currency', 'agent', 'balance', 'bonus', 'created']);
    expect(q(again.shadow, '[part="data-table"]').dataset.density).to.equal('compact');
    expect(q(again.shadow, 'tbody tr').getBoundingClientRect().height).to.equal(compactRow);

    // another list key, or another user: their own (default) columns
    const other = await mount(
      <DataTable columns={WIDE_COLUMNS} rows={WIDE_ROWS} rowId={(r) => r.id} settingsKey="users" />,
    );
    expect(headers(other.shadow)).to.include('status');
    signIn(undefined, { sub: 'user-2' });
    await waitUntil(
      () => headers(again.shadow).includes('status'),
      'another user saw the first one’s columns',
    );
    expect(q(again.shadow, '[part="data-table"]').dataset.density).to.equal('comfortable');
  });

  it('a column hidden by default shows once picked; the column that may not hide has no box to untick; Reset columns restores the list', async () => {
    signIn();
    const { shadow } = await mount(
      <DataTable columns={WIDE_COLUMNS} rows={WIDE_ROWS} rowId={(r) => r.id} settingsKey="players" />,
    );
    q<HTMLButtonElement>(shadow, '[part="column-settings"]').click();
    const panel = q(shadow, '[part="column-panel"]');
    await waitUntil(() => panel.matches(':popover-open'));
    expect(q<HTMLInputElement>(panel, '[data-column-id="name"] [part="column-shown"]').disabled).to.equal(
      true,
    );
    q<HTMLInputElement>(panel, '[data-column-id="id"] [part="column-shown"]').click();
    await waitUntil(() => headers(shadow).includes('id'), 'the hidden-by-default column did not show');
    q<HTMLButtonElement>(panel, '[part="column-reset"]').click();
    await waitUntil(() => !headers(shadow).includes('id'), 'Reset columns did not restore the list');
  });

  it('Escape closes the column panel and gives the focus back to the Columns button', async () => {
    const { shadow } = await mount(
      <DataTable columns={WIDE_COLUMNS} rows={WIDE_ROWS} rowId={(r) => r.id} settingsKey="players" />,
    );
    const button = q<HTMLButtonElement>(shadow, '[part="column-settings"]');
    button.click();
    const panel = q(shadow, '[part="column-panel"]');
    await waitUntil(() => panel.matches(':popover-open'));
    expect(panel.contains(shadow.activeElement), 'the focus went into the panel').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !panel.matches(':popover-open'), 'the panel stayed open');
    await waitUntil(() => button.getAttribute('aria-expanded') === 'false', 'the button still says expanded');
    expect(shadow.activeElement).to.equal(button);
  });

  it('in a box narrower than 600 px each row is a card: every shown column as label and value, then its actions', async () => {
    const { shadow } = await mount(
      <DataTable columns={WIDE_COLUMNS} rows={WIDE_ROWS} rowId={(r) => r.id} actions={editButton} />,
      390,
    );
    await waitUntil(() => q(shadow, '[part="data-table"]').dataset.layout === 'cards', 'no cards on a phone');
    expect(shadow.querySelector('table')).to.equal(null);
    const card = q(shadow, '[part~="card"][data-row-id="w1"]');
    const fields = Array.from(card.querySelectorAll('[part="card-field"]'), (field) => [
      field.querySelector('dt')!.textContent,
      field.querySelector('dd')!.textContent,
    ]);
    expect(fields).to.deep.equal([
      ['Login', 'player.number1'],
      ['Agent', 'Toronto Lakeside Cafe'],
      ['Currency', 'USD'],
      ['Balance', '1001.50'],
      ['Bonus balance', '0.00'],
      ['Status', 'Active'],
      ['Created', '22/11/25 10:35'],
    ]);
    expect(card.querySelector<HTMLButtonElement>('[part="actions"] button')!.title).to.equal(
      'Edit player.number1',
    );
    const right = card.getBoundingClientRect().right;
    for (const element of Array.from(card.querySelectorAll('dd, button')))
      expect(element.getBoundingClientRect().right, 'a value or action outside its card').to.be.at.most(
        right + 0.5,
      );
    // sorting without headers: the Sort by choice
    const sortBy = q<HTMLSelectElement>(shadow, '[part="card-sort"] select');
    sortBy.value = 'balance';
    sortBy.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => q(shadow, '[part~="card"]').dataset.rowId === 'w0');
    q<HTMLButtonElement>(shadow, '[part="card-sort-direction"]').click();
    await waitUntil(
      () => q(shadow, '[part~="card"]').dataset.rowId === 'w4',
      'the cards did not sort descending',
    );
  });

  it('focuses the row a form saved when the list shows it again', async () => {
    requestRowFocus('w3');
    const { shadow } = await mount(
      <DataTable columns={WIDE_COLUMNS} rows={WIDE_ROWS} rowId={(r) => r.id} onRowClick={() => undefined} />,
    );
    await waitUntil(
      () => shadow.activeElement?.getAttribute('data-row-id') === 'w3',
      'the saved row is not focused',
    );
  });
});

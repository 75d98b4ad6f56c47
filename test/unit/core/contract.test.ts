/**
 * One contract for server and client: list state in the URL (paging, sort, filter), form
 * pre-validation from the contract's schemas with translated messages, the server's field errors.
 */
import { describe, expect, it } from 'vitest';
import { AgentForm } from '../../../src/core/areas/agents/contract';
import { fieldError, objectErrors } from '../../../src/core/contract/form-rules';
import {
  changeList,
  lastPageIndex,
  listQuery,
  listStateFromQuery,
  listStateToQuery,
  type ListDefaults,
} from '../../../src/core/contract/list';
import { serverFieldErrors } from '../../../src/core/contract/server-errors';

const defaults: ListDefaults = {
  pageSize: 25,
  sort: { id: 'name', desc: false },
  sortable: ['name', 'creditAmount'],
  extra: { sub: '0' },
};

describe('the list state lives in the URL query: page (1-based), size, sort, filter, own filters', () => {
  it('a clean URL is the defaults', () => {
    expect(listStateFromQuery({}, defaults)).toEqual({
      pageIndex: 0,
      pageSize: 25,
      sort: { id: 'name', desc: false },
      filter: '',
      extra: { sub: '0' },
    });
  });
  it('reads ?page=3&size=50&sort=-creditAmount&filter=eu&sub=1', () => {
    expect(
      listStateFromQuery({ page: '3', size: '50', sort: '-creditAmount', filter: 'eu', sub: '1' }, defaults),
    ).toEqual({
      pageIndex: 2,
      pageSize: 50,
      sort: { id: 'creditAmount', desc: true },
      filter: 'eu',
      extra: { sub: '1' },
    });
  });
  it('a value that cannot be used falls back to its default (page 0, size 7, sort on another field)', () => {
    const state = listStateFromQuery({ page: '0', size: '7', sort: 'password' }, defaults);
    expect(state).toMatchObject({ pageIndex: 0, pageSize: 25, sort: { id: 'name', desc: false } });
  });
  it('an empty sort in the URL means no sort', () => {
    expect(listStateFromQuery({ sort: '' }, defaults).sort).toBeNull();
  });
  it('writes only what differs from the defaults and keeps the page’s other parameters', () => {
    const state = listStateFromQuery({ page: '2', filter: 'x' }, defaults);
    expect(listStateToQuery(state, defaults, { agentId: 'a', page: '9' })).toEqual({
      agentId: 'a',
      page: '2',
      filter: 'x',
    });
    expect(listStateToQuery(listStateFromQuery({}, defaults), defaults)).toEqual({});
  });
  it('a reload reads back exactly the state that was written', () => {
    const state = changeList(listStateFromQuery({}, defaults), { type: 'sort', sort: null });
    expect(listStateFromQuery(listStateToQuery(state, defaults), defaults)).toEqual(state);
  });
});

describe('changing the list: a new sort, filter, size or own filter starts at the first page', () => {
  const onPage3 = changeList(listStateFromQuery({}, defaults), { type: 'page', pageIndex: 2 });
  it.each([
    ['sort', { type: 'sort', sort: { id: 'creditAmount', desc: true } }],
    ['filter', { type: 'filter', filter: 'x' }],
    ['size', { type: 'size', pageSize: 50 }],
    ['own filter', { type: 'extra', key: 'sub', value: '1' }],
  ] as const)('a new %s goes back to page 1', (_name, change) => {
    expect(changeList(onPage3, change).pageIndex).toBe(0);
  });
  it('the same filter again changes nothing', () => {
    expect(changeList(onPage3, { type: 'filter', filter: '' })).toBe(onPage3);
  });
  it('a page past the end is clamped to the last page', () => {
    expect(lastPageIndex(51, 25)).toBe(2);
    expect(lastPageIndex(0, 25)).toBe(0);
  });
  it('the API query: pageIndex, pageSize, sort as field or -field, filter only when set', () => {
    expect(listQuery(onPage3)).toEqual({ pageIndex: 2, pageSize: 25, sort: 'name', filter: undefined });
  });
});

describe('forms pre-validate with the contract’s own rules, as translated validation keys', () => {
  it('a required field left empty (or blank) is validation.required', () => {
    expect(fieldError(AgentForm, 'name', '   ')).toEqual({ key: 'validation.required' });
    expect(fieldError(AgentForm, 'currencyId', '')).toEqual({ key: 'validation.required' });
  });
  it('maxLength gives validation.maxLength with its max', () => {
    expect(fieldError(AgentForm, 'name', 'x'.repeat(101))).toEqual({
      key: 'validation.maxLength',
      params: { max: 100 },
    });
  });
  it('a pattern refusal is validation.pattern; a named format gives its own message', () => {
    expect(fieldError(AgentForm, 'currencyId', 'eur')).toEqual({ key: 'validation.pattern' });
    expect(fieldError(AgentForm, 'email', 'not-an-address')).toEqual({ key: 'validation.email' });
  });
  it('text that is only invisible characters is refused as the server refuses it', () => {
    expect(fieldError(AgentForm, 'name', '\u200b\u200b')).toEqual({ key: 'validation.visibleText' });
  });
  it('an empty optional field passes; every field of a valid agent passes', () => {
    expect(fieldError(AgentForm, 'email', '')).toBeNull();
    expect(
      objectErrors(AgentForm, { name: 'Harbour', currencyId: 'EUR', countryId: 'MT', timezoneId: 'UTC' }),
    ).toEqual({});
  });
});

describe('the server’s field errors land on their fields', () => {
  it('from the errors list of a 400, field paths reduced to the field', () => {
    expect(
      serverFieldErrors({
        errors: [
          { field: 'body.name', message: 'taken' },
          { field: 'ranges[2]', message: 'bad' },
        ],
      }),
    ).toEqual({ name: 'taken', ranges: 'bad' });
  });
  it('each field’s text is the translation of its code', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      `${key}${options ? JSON.stringify(options) : ''}`;
    expect(
      serverFieldErrors(
        {
          errors: [
            {
              field: 'body.name',
              code: 'name-taken',
              message: 'A cafe named X already exists for this agent',
            },
            { field: 'currencyId', code: 'unknown-currency', message: 'XXX is not a known currency' },
          ],
        },
        t,
      ),
    ).toEqual({
      name: 'app.page.errors.codes.name-taken',
      currencyId: 'app.page.errors.codes.unknown-currency',
    });
  });
  it('a code this console does not know (a newer server’s) shows the server’s message', () => {
    const t = (key: string) => key;
    expect(
      serverFieldErrors({ errors: [{ field: 'name', code: 'brand-new', message: 'taken' }] }, t),
    ).toEqual({
      name: 'taken',
    });
  });
  it('a refusal without a list of fields has no field errors, whatever its message says', () => {
    expect(serverFieldErrors(new Error('Invalid request: name must not be empty'))).toEqual({});
    expect(serverFieldErrors(new Error('A cafe named X already exists'))).toEqual({});
  });
});

describe('server paging SQL: the sort, then the unique tie-break in the same direction', () => {
  it('a sort walks its column and the tie-break one way; the fallback keeps the order as written', async () => {
    const { pageSql } = await import('../../../src/server/paging');
    const columns = { name: 'lower(x.name)' };
    expect(pageSql({ sort: '-name' }, columns, 'x.at DESC', 'x.id DESC').orderBy).toBe(
      'ORDER BY lower(x.name) DESC, x.id DESC',
    );
    expect(pageSql({ sort: 'name' }, columns, 'x.at DESC', 'x.id DESC').orderBy).toBe(
      'ORDER BY lower(x.name) ASC, x.id ASC',
    );
    expect(pageSql({}, columns, 'x.at DESC', 'x.id DESC').orderBy).toBe('ORDER BY x.at DESC, x.id DESC');
  });
  it('LIMIT and OFFSET only when a page is asked for', async () => {
    const { pageSql } = await import('../../../src/server/paging');
    expect(pageSql({}, {}, 'x.id', 'x.id').limit).toBe('');
    expect(pageSql({ pageIndex: 2, pageSize: 10 }, {}, 'x.id', 'x.id').limit).toBe('LIMIT 10 OFFSET 20');
  });
});

/** Calls of the cafes and terminals areas, through the one fetch wrapper. */
import { describe, expect, it } from 'vitest';
import {
  adjustCafeBalance,
  createCafe,
  getCafeUserRoles,
  CAFE_ROLES_KEY,
  requestCafeReport,
  setCafeOperations,
  wipeCafe,
} from '../../../src/core/areas/cafes/api';
import { listTerminalsPage, terminalTransaction } from '../../../src/core/areas/terminals/api';
import { API } from '../../support/config';
import { lastCall, mockServices } from '../../support/api-calls';
import { fetchMock } from '../../support/fetch-mock';
import { CAFE, CAFE_USER, OWN, cafeDetails } from '../../support/fixtures';

mockServices({ apiUrl: API }, { clearStorage: true });

const bodyOf = () => lastCall().body;

describe('PUT /api/pos/commands/adjust_balance?posId: the amount as text with two decimals, signed', () => {
  it('rounds to 2 decimals, a removal negative, and answers the command id without its quotes', async () => {
    fetchMock.answer({ text: '"c-1"' });
    expect(await adjustCafeBalance(CAFE, 125.555, CAFE_USER)).toBe('c-1');
    expect(lastCall().url.searchParams.get('posId')).toBe(CAFE);
    expect(lastCall().method).toBe('PUT');
    expect(bodyOf()).toEqual({ amount: '125.56', userId: CAFE_USER });
    await adjustCafeBalance(CAFE, -20, CAFE_USER);
    expect(bodyOf()).toEqual({ amount: '-20.00', userId: CAFE_USER });
  });
});

describe('the other cafe calls: create (PUT), report request, operations, wipe', () => {
  it('sends each to its path and verb', async () => {
    fetchMock.answer({ text: '"x"' });
    await createCafe({ agentId: OWN, name: 'Bay', currencyId: 'EUR' });
    expect([lastCall().method, lastCall().url.pathname]).toEqual(['PUT', '/api/pos']);
    await requestCafeReport(CAFE, 'BALANCE_REPORT');
    expect(lastCall().url.pathname).toBe('/api/pos/commands/request_report');
    expect(bodyOf()).toEqual({ report: { type: 'BALANCE_REPORT' } });
    await setCafeOperations(CAFE, false);
    expect(lastCall().url.pathname).toBe('/api/pos/commands/disable_operations');
    await setCafeOperations(CAFE, true);
    expect(lastCall().url.pathname).toBe('/api/pos/commands/enable_operations');
    fetchMock.answer({ body: { pos: cafeDetails(), cancelledCommands: 0, returnedAmount: 0 } });
    await wipeCafe(cafeDetails());
    expect(bodyOf()).toEqual({ id: CAFE, name: 'Corner Cafe' });
  });
});

describe('GET /api/posUser/roles is cached in localStorage (casino.pos-roles)', () => {
  it('asks once and answers from the storage afterwards', async () => {
    fetchMock.answer({ body: ['Administrator', 'Cashier'] });
    expect(await getCafeUserRoles()).toEqual(['Administrator', 'Cashier']);
    expect(await getCafeUserRoles()).toEqual(['Administrator', 'Cashier']);
    expect(fetchMock.callsTo('GET /api/posUser/roles')).toHaveLength(1);
    expect(CAFE_ROLES_KEY).toBe('casino.pos-roles');
    expect(JSON.parse(localStorage.getItem(CAFE_ROLES_KEY)!)).toEqual(['Administrator', 'Cashier']);
  });
});

describe('terminals: the list always includes the sub-agents; a transaction sends its amount as text', () => {
  it('asks with includingSubAgents=true and pages', async () => {
    fetchMock.answer({ body: [], headers: { 'X-Total-Count': '0' } });
    await listTerminalsPage({ agentId: OWN, pageIndex: 0, pageSize: 25 });
    expect(lastCall().url.searchParams.get('includingSubAgents')).toBe('true');
  });
  it('POST /api/terminals/transaction?terminalId', async () => {
    fetchMock.answer({ body: {} });
    await terminalTransaction('t-1', 'Withdrawal', 3.456);
    expect(lastCall().url.searchParams.get('terminalId')).toBe('t-1');
    expect(bodyOf()).toEqual({ type: 'Withdrawal', amount: '3.46' });
  });
});

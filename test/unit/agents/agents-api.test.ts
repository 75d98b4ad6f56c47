/** The calls of the agents area, through the one fetch wrapper. */
import { describe, expect, it } from 'vitest';
import { getCountries, getCurrencies } from '../../../src/core/reference/api';
import {
  adjustCredit,
  createAgent,
  getAgent,
  getIpWhitelist,
  getWalletParent,
  listAgents,
  logoutPlayers,
  patchAgent,
  saveIpWhitelist,
  setWalletParent,
  checkPotBalance,
  assignPotBalance,
} from '../../../src/core/areas/agents/api';
import { on } from '../../../src/core/events';
import { API, CMS } from '../../support/config';
import { lastCall, mockServices } from '../../support/api-calls';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD as ID } from '../../support/fixtures';

mockServices({ apiUrl: API, casinoManagementServiceUrl: CMS });

describe('Agents: GET /api/agents?agentId&includeSubAgents', () => {
  it('asks for the agent and whether sub-agents are included', async () => {
    fetchMock.answer({ body: [] });
    await listAgents(ID, true);
    const { url } = lastCall();
    expect(url.origin + url.pathname).toBe(`${API}/api/agents`);
    expect(url.searchParams.get('agentId')).toBe(ID);
    expect(url.searchParams.get('includeSubAgents')).toBe('true');
  });
});

describe('GET /api/agent?agentId broadcasts a credit-adjusted event with the result', () => {
  it('emits casino-credit-adjusted with agentId, creditAmount and creditSource', async () => {
    fetchMock.answer({ body: { id: ID, name: 'A', creditAmount: 12.5, creditSource: false } });
    const seen: unknown[] = [];
    const off = on('casino-credit-adjusted', (d) => seen.push(d));
    await getAgent(ID);
    off();
    expect(seen).toEqual([{ agentId: ID, creditAmount: 12.5, creditSource: false }]);
  });
});

describe('POST /api/agent with agent data: text response, surrounding quotes stripped, the new id', () => {
  it('resolves with the id without quotes', async () => {
    fetchMock.answer({ text: `"${ID}"` });
    const id = await createAgent({
      parentId: ID,
      name: 'N',
      currencyId: 'EUR',
      countryId: 'MT',
      timezoneId: 'X',
    });
    expect(id).toBe(ID);
    expect(lastCall().method).toBe('POST');
    expect(lastCall().body).toMatchObject({ parentId: ID, name: 'N' });
  });
});

describe('PUT /api/agent/adjustcredit?agentId&amount (two decimals)', () => {
  it('sends 125.555 as 125.56', async () => {
    fetchMock.answer({ body: { id: ID } });
    await adjustCredit(ID, 125.555);
    const { url, method } = lastCall();
    expect(method).toBe('PUT');
    expect(url.pathname).toBe('/api/agent/adjustcredit');
    expect(url.searchParams.get('amount')).toBe('125.56');
  });
  it('a removal is negative', async () => {
    fetchMock.answer({ body: { id: ID } });
    await adjustCredit(ID, -10);
    expect(lastCall().url.searchParams.get('amount')).toBe('-10.00');
  });
});

describe('PATCH /api/agent?Id with a list of replace operations, content type json-patch', () => {
  it('sends {op: replace, path: /field, value}', async () => {
    fetchMock.answer({ body: { id: ID } });
    await patchAgent(ID, { name: 'Renamed', creditSource: true });
    const { url, headers, body } = lastCall();
    expect(url.searchParams.get('Id')).toBe(ID);
    expect(headers['Content-Type']).toBe('application/json-patch+json');
    expect(body).toEqual([
      { op: 'replace', path: '/name', value: 'Renamed' },
      { op: 'replace', path: '/creditSource', value: true },
    ]);
  });
});

describe('Reference: countries cached in local storage, currencies in session storage', () => {
  it('fetches countries once and keeps them under casino.countries', async () => {
    fetchMock.answer({ body: [{ id: 'MT', name: 'Malta' }] });
    expect(await getCountries()).toEqual([{ id: 'MT', name: 'Malta' }]);
    expect(await getCountries()).toEqual([{ id: 'MT', name: 'Malta' }]);
    expect(fetchMock.calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('casino.countries')!)).toEqual([{ id: 'MT', name: 'Malta' }]);
  });
  it('fetches currencies once and keeps them under casino.currencies in session storage', async () => {
    fetchMock.answer({ body: [{ id: 'EUR', name: 'Euro' }] });
    await getCurrencies();
    await getCurrencies();
    expect(fetchMock.calls).toHaveLength(1);
    expect(sessionStorage.getItem('casino.currencies')).toContain('EUR');
  });
});

describe('Casino management: IP whitelist, player logout, wallet parent', () => {
  it('GET and PUT /api/agent/{agentId}/ipwhitelist', async () => {
    fetchMock.answer({ body: ['10.0.0.0/8'] });
    expect(await getIpWhitelist(ID)).toEqual(['10.0.0.0/8']);
    expect(lastCall().url.href).toBe(`${CMS}/api/agent/${ID}/ipwhitelist`);
    fetchMock.answer({ body: ['10.0.0.0/8', '192.168.0.0/16'] });
    await saveIpWhitelist(ID, ['10.0.0.0/8', '192.168.0.0/16']);
    expect(lastCall().method).toBe('PUT');
    expect(lastCall().body).toEqual(['10.0.0.0/8', '192.168.0.0/16']);
  });
  it('PUT /api/agent/{agentId}/player/logout?includeSubAgents', async () => {
    fetchMock.answer({ body: { loggedOut: 3 } });
    expect(await logoutPlayers(ID, true)).toBe(3);
    const { url, method } = lastCall();
    expect(method).toBe('PUT');
    expect(url.pathname).toBe(`/api/agent/${ID}/player/logout`);
    expect(url.searchParams.get('includeSubAgents')).toBe('true');
  });
  it('POST /api/wallet/agent/parent?agentId&parentAgentId without body; GET with agentId (none: null)', async () => {
    fetchMock.answer({ body: { agentId: ID, parentAgentId: 'p' } });
    await setWalletParent(ID, 'p');
    const { url, method, body } = lastCall();
    expect(method).toBe('POST');
    expect(body).toBeUndefined();
    expect(url.searchParams.get('parentAgentId')).toBe('p');
    fetchMock.answer({ status: 404, body: { message: 'The agent has no wallet parent' } });
    expect(await getWalletParent(ID)).toBeNull();
  });
});

describe('Multicash calls', () => {
  it('GET /api/potBalance/check with childAgentId and amount', async () => {
    fetchMock.answer({ body: { valid: true, available: 5, currency: 'EUR', balanceIid: null } });
    await checkPotBalance({ childAgentId: ID, amount: 1.005 });
    const { url } = lastCall();
    expect(url.searchParams.get('childAgentId')).toBe(ID);
    expect(url.searchParams.get('amount')).toBe('1.01');
  });
  it('PUT /api/potBalance/assign with only agentId for the default balance', async () => {
    fetchMock.answer({ body: {} });
    await assignPotBalance(ID);
    expect(lastCall().body).toEqual({ agentId: ID });
  });
});

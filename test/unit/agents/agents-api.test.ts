/** Spec §7 calls of the agents area, through the one fetch wrapper. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adjustCredit,
  createAgent,
  getAgent,
  getCountries,
  getCurrencies,
  getIpWhitelist,
  getWalletParent,
  listAgents,
  logoutPlayers,
  patchAgent,
  saveIpWhitelist,
  setWalletParent,
  checkPotBalance,
  assignPotBalance,
} from '../../../src/core/api/agents';
import { configure, resetConfigForTests } from '../../../src/core/config';
import { on } from '../../../src/core/events';

const API = 'https://api.test';
const CMS = 'https://cms.test';
const ID = '22222222-2222-4222-8222-222222222222';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetConfigForTests();
  configure({ apiUrl: API, casinoManagementServiceUrl: CMS });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const reply = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)! as [
    string,
    RequestInit & { headers: Record<string, string> },
  ];
  return { url: new URL(url), init };
};

describe('Agents: GET /api/agents?agentId&includeSubAgents', () => {
  it('asks for the agent and whether sub-agents are included', async () => {
    fetchMock.mockResolvedValue(reply([]));
    await listAgents(ID, true);
    const { url } = lastCall();
    expect(url.origin + url.pathname).toBe(`${API}/api/agents`);
    expect(url.searchParams.get('agentId')).toBe(ID);
    expect(url.searchParams.get('includeSubAgents')).toBe('true');
  });
});

describe('GET /api/agent?agentId broadcasts a credit-adjusted event with the result', () => {
  it('emits casino-credit-adjusted with agentId, creditAmount and creditSource', async () => {
    fetchMock.mockResolvedValue(reply({ id: ID, name: 'A', creditAmount: 12.5, creditSource: false }));
    const seen: unknown[] = [];
    const off = on('casino-credit-adjusted', (d) => seen.push(d));
    await getAgent(ID);
    off();
    expect(seen).toEqual([{ agentId: ID, creditAmount: 12.5, creditSource: false }]);
  });
});

describe('POST /api/agent with agent data: text response, surrounding quotes stripped, the new id', () => {
  it('resolves with the id without quotes', async () => {
    fetchMock.mockResolvedValue(reply(`"${ID}"`));
    const id = await createAgent({
      parentId: ID,
      name: 'N',
      currencyId: 'EUR',
      countryId: 'MT',
      timezoneId: 'X',
    });
    expect(id).toBe(ID);
    expect(lastCall().init.method).toBe('POST');
    expect(JSON.parse(String(lastCall().init.body))).toMatchObject({ parentId: ID, name: 'N' });
  });
});

describe('PUT /api/agent/adjustcredit?agentId&amount (two decimals)', () => {
  it('sends 125.555 as 125.56', async () => {
    fetchMock.mockResolvedValue(reply({ id: ID }));
    await adjustCredit(ID, 125.555);
    const { url, init } = lastCall();
    expect(init.method).toBe('PUT');
    expect(url.pathname).toBe('/api/agent/adjustcredit');
    expect(url.searchParams.get('amount')).toBe('125.56');
  });
  it('a removal is negative', async () => {
    fetchMock.mockResolvedValue(reply({ id: ID }));
    await adjustCredit(ID, -10);
    expect(lastCall().url.searchParams.get('amount')).toBe('-10.00');
  });
});

describe('PATCH /api/agent?Id with a list of replace operations, content type json-patch', () => {
  it('sends {op: replace, path: /field, value}', async () => {
    fetchMock.mockResolvedValue(reply({ id: ID }));
    await patchAgent(ID, { name: 'Renamed', creditSource: true });
    const { url, init } = lastCall();
    expect(url.searchParams.get('Id')).toBe(ID);
    expect(init.headers['Content-Type']).toBe('application/json-patch+json');
    expect(JSON.parse(String(init.body))).toEqual([
      { op: 'replace', path: '/name', value: 'Renamed' },
      { op: 'replace', path: '/creditSource', value: true },
    ]);
  });
});

describe('Reference: countries cached in local storage, currencies in session storage', () => {
  it('fetches countries once and keeps them under casino.countries', async () => {
    fetchMock.mockResolvedValue(reply([{ id: 'MT', name: 'Malta' }]));
    expect(await getCountries()).toEqual([{ id: 'MT', name: 'Malta' }]);
    expect(await getCountries()).toEqual([{ id: 'MT', name: 'Malta' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('casino.countries')!)).toEqual([{ id: 'MT', name: 'Malta' }]);
  });
  it('fetches currencies once and keeps them under casino.currencies in session storage', async () => {
    fetchMock.mockResolvedValue(reply([{ id: 'EUR', name: 'Euro' }]));
    await getCurrencies();
    await getCurrencies();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('casino.currencies')).toContain('EUR');
  });
});

describe('Casino management: IP whitelist, player logout, wallet parent', () => {
  it('GET and PUT /api/agent/{agentId}/ipwhitelist', async () => {
    fetchMock.mockResolvedValue(reply(['10.0.0.0/8']));
    expect(await getIpWhitelist(ID)).toEqual(['10.0.0.0/8']);
    expect(lastCall().url.href).toBe(`${CMS}/api/agent/${ID}/ipwhitelist`);
    fetchMock.mockResolvedValue(reply(['10.0.0.0/8', '192.168.0.0/16']));
    await saveIpWhitelist(ID, ['10.0.0.0/8', '192.168.0.0/16']);
    expect(lastCall().init.method).toBe('PUT');
    expect(JSON.parse(String(lastCall().init.body))).toEqual(['10.0.0.0/8', '192.168.0.0/16']);
  });
  it('PUT /api/agent/{agentId}/player/logout?includeSubAgents', async () => {
    fetchMock.mockResolvedValue(reply({ loggedOut: 3 }));
    expect(await logoutPlayers(ID, true)).toBe(3);
    const { url, init } = lastCall();
    expect(init.method).toBe('PUT');
    expect(url.pathname).toBe(`/api/agent/${ID}/player/logout`);
    expect(url.searchParams.get('includeSubAgents')).toBe('true');
  });
  it('POST /api/wallet/agent/parent?agentId&parentAgentId without body; GET with agentId (none: null)', async () => {
    fetchMock.mockResolvedValue(reply({ agentId: ID, parentAgentId: 'p' }));
    await setWalletParent(ID, 'p');
    const { url, init } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(url.searchParams.get('parentAgentId')).toBe('p');
    fetchMock.mockResolvedValue(reply({ message: 'The agent has no wallet parent' }, 404));
    expect(await getWalletParent(ID)).toBeNull();
  });
});

describe('Multicash calls', () => {
  it('GET /api/potBalance/check with childAgentId and amount', async () => {
    fetchMock.mockResolvedValue(reply({ valid: true, available: 5, currency: 'EUR', balanceIid: null }));
    await checkPotBalance({ childAgentId: ID, amount: 1.005 });
    const { url } = lastCall();
    expect(url.searchParams.get('childAgentId')).toBe(ID);
    expect(url.searchParams.get('amount')).toBe('1.01');
  });
  it('PUT /api/potBalance/assign with only agentId for the default balance', async () => {
    fetchMock.mockResolvedValue(reply({}));
    await assignPotBalance(ID);
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ agentId: ID });
  });
});

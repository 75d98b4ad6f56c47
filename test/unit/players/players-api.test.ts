/** The players calls of the casino management service, through the one fetch wrapper. */
import { describe, expect, it } from 'vitest';
import {
  checkPlayerName,
  createPlayer,
  deletePlayer,
  denyBonus,
  getActiveBonus,
  listPlayersPage,
  logoutPlayer,
  patchPlayer,
  redeemBonus,
  redeemReplacing,
} from '../../../src/core/areas/players/api';
import { EMPTY_GUID } from '../../../src/core/validation';
import { CMS } from '../../support/config';
import { lastCall, mockServices } from '../../support/api-calls';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD } from '../../support/fixtures';
import { bonusDetails, PLAYER, playerDetails } from '../../support/players';

mockServices({ casinoManagementServiceUrl: CMS });

describe('POST /api/player/list with report-style parameters in the body; the total in X-Total-Count', () => {
  it('sends the agent, sub-agents, filters and paging; resolves with the rows and the total', async () => {
    fetchMock.route({
      'POST /api/player/list': { body: [playerDetails()], headers: { 'X-Total-Count': '41' } },
    });
    const query = {
      agentId: CHILD,
      includeSubAgents: true,
      status: 'Active',
      filter: 'ada',
      pageIndex: 1,
      pageSize: 25,
      sort: '-balance',
    } as const;
    const page = await listPlayersPage(query);
    expect(page.total).toBe(41);
    expect(page.rows[0].name).toBe('lucky_ace');
    const { url, body } = lastCall();
    expect(url.origin + url.pathname).toBe(`${CMS}/api/player/list`);
    // every parameter in the body, as given
    expect(body).toEqual({ ...query });
  });
});

describe('player calls', () => {
  it('PUT /api/player creates; the quoted id comes back without its quotes', async () => {
    fetchMock.route({ 'PUT /api/player': { text: `"${PLAYER}"` } });
    expect(
      await createPlayer({
        agentId: CHILD,
        name: 'x_y_z',
        password: 'Secret123',
        firstName: 'A',
        lastName: 'B',
      }),
    ).toBe(PLAYER);
  });

  it('PATCH /api/player?id sends json-patch replace operations', async () => {
    fetchMock.route({ 'PATCH /api/player': { text: `"${PLAYER}"` } });
    await patchPlayer(PLAYER, { firstName: 'Ada', status: 'Blocked' });
    const { url, body, headers } = lastCall();
    expect(url.searchParams.get('id')).toBe(PLAYER);
    expect(headers['Content-Type']).toBe('application/json-patch+json');
    expect(body).toEqual([
      { op: 'replace', path: '/firstName', value: 'Ada' },
      { op: 'replace', path: '/status', value: 'Blocked' },
    ]);
  });

  it('DELETE /api/player/{id} and POST /api/player/logout/{id}', async () => {
    fetchMock.route({
      [`DELETE /api/player/${PLAYER}`]: { text: `"${PLAYER}"` },
      [`POST /api/player/logout/${PLAYER}`]: { text: `"${PLAYER}"` },
    });
    await deletePlayer(PLAYER);
    await logoutPlayer(PLAYER);
    expect(fetchMock.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      `DELETE /api/player/${PLAYER}`,
      `POST /api/player/logout/${PLAYER}`,
    ]);
  });

  it('the name check sends the all-zero GUID for a player not created yet', async () => {
    fetchMock.route({
      'GET /api/player/check/:agentId/:name/:id': { body: { name: 'ada', available: false } },
    });
    expect(await checkPlayerName(CHILD, 'ada')).toBe(false);
    expect(lastCall().url.pathname).toBe(`/api/player/check/${CHILD}/ada/${EMPTY_GUID}`);
    await checkPlayerName(CHILD, 'ada.b@c', PLAYER);
    expect(lastCall().url.pathname).toBe(`/api/player/check/${CHILD}/ada.b%40c/${PLAYER}`);
  });
});

describe('bonus calls: identified by playerId and bonusCode', () => {
  it('POST, GET and DELETE /api/player/bonus', async () => {
    fetchMock.route({
      'POST /api/player/bonus': { body: bonusDetails() },
      'GET /api/player/bonus': { body: null },
      'DELETE /api/player/bonus': { body: bonusDetails({ status: 'Denied' }) },
    });
    await redeemBonus(PLAYER, ' welcome100 ');
    expect(Object.fromEntries(lastCall().url.searchParams)).toEqual({
      playerId: PLAYER,
      bonusCode: 'welcome100',
    });
    expect(await getActiveBonus(PLAYER)).toBeNull();
    expect((await denyBonus(PLAYER, 'WELCOME100')).status).toBe('Denied');
    expect(Object.fromEntries(lastCall().url.searchParams)).toEqual({
      playerId: PLAYER,
      bonusCode: 'WELCOME100',
    });
  });

  it('deny and redeem tries the code first: a refused code denies nothing', async () => {
    fetchMock.route({
      'POST /api/player/bonus': { status: 400, body: { message: 'Unknown bonus code NOPE' } },
      'DELETE /api/player/bonus': { body: bonusDetails({ status: 'Denied' }) },
    });
    await expect(redeemReplacing(PLAYER, 'WELCOME100', 'nope')).rejects.toThrow('Unknown bonus code NOPE');
    expect(fetchMock.callsTo('DELETE /api/player/bonus')).toHaveLength(0);
  });

  it('deny and redeem denies the active bonus when it stands in the way, then redeems', async () => {
    let tries = 0;
    fetchMock.route({
      'POST /api/player/bonus': () =>
        ++tries === 1
          ? { status: 409, body: { message: 'already has an active bonus (WELCOME100)' } }
          : { body: bonusDetails({ bonus_code: 'RELOAD50' }) },
      'DELETE /api/player/bonus': { body: bonusDetails({ status: 'Denied' }) },
    });
    expect((await redeemReplacing(PLAYER, 'WELCOME100', 'RELOAD50')).bonus_code).toBe('RELOAD50');
    expect(fetchMock.calls.map((c) => c.method)).toEqual(['POST', 'DELETE', 'POST']);
  });
});

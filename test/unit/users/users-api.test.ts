/** The users area's calls (GET/POST/PUT/DELETE /api/User and its claims, GET/PUT /api/Role), through the one fetch wrapper. */
import { describe, expect, it } from 'vitest';
import {
  checkUserName,
  createUser,
  deleteUser,
  getRoles,
  listUsersPage,
  saveRoles,
  setUserClaims,
  updateUser,
} from '../../../src/core/areas/users/api';
import { searchUsers } from '../../../src/core/areas/users/search';
import { API } from '../../support/config';
import { lastCall, mockServices } from '../../support/api-calls';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD } from '../../support/fixtures';
import { claimsWith } from '../../support/token';

const NEW_ID = '55555555-5555-4555-8555-555555555555';

mockServices({ apiUrl: API });

const user = { userName: 'jane', displayName: 'Jane', agentId: CHILD };

describe('Users', () => {
  it('GET /api/User?agentId with the list parameters, the total from X-Total-Count', async () => {
    fetchMock.answer({ body: [], headers: { 'X-Total-Count': '7' } });
    const page = await listUsersPage({
      agentId: CHILD,
      includeSubAgents: true,
      pageIndex: 1,
      pageSize: 25,
      sort: '-userName',
    });
    expect(page.total).toBe(7);
    const { url } = lastCall();
    expect(url.origin + url.pathname).toBe(`${API}/api/User`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      agentId: CHILD,
      includeSubAgents: 'true',
      pageIndex: '1',
      pageSize: '25',
      sort: '-userName',
    });
  });
  it('POST /api/User {user, password}: the quoted id comes back without its quotes', async () => {
    fetchMock.answer({ status: 201, text: `"${NEW_ID}"` });
    expect(await createUser({ user, password: 'Secret123', confirmPassword: 'Secret123' })).toBe(NEW_ID);
    expect(lastCall()).toMatchObject({ method: 'POST', body: { user, password: 'Secret123' } });
  });
  it('PUT /api/User?id {user, password}', async () => {
    fetchMock.answer({ text: `"${NEW_ID}"` });
    await updateUser(NEW_ID, { user });
    expect(lastCall().method).toBe('PUT');
    expect(lastCall().url.searchParams.get('id')).toBe(NEW_ID);
  });
  it('DELETE /api/User?id', async () => {
    fetchMock.answer({ status: 204 });
    await deleteUser(NEW_ID);
    expect(lastCall()).toMatchObject({ method: 'DELETE' });
    expect(lastCall().url.searchParams.get('id')).toBe(NEW_ID);
  });
  it('GET /api/User/checkname?id&name: id empty for a user not created yet', async () => {
    fetchMock.answer({ body: { name: 'jane', valid: true, available: true } });
    await checkUserName('jane');
    expect(Object.fromEntries(lastCall().url.searchParams)).toEqual({ id: '', name: 'jane' });
  });
  it('POST /api/User/setclaims?id with the claims as the body', async () => {
    const claims = claimsWith('CanListUsers');
    fetchMock.answer({ body: claims });
    await setUserClaims(NEW_ID, claims);
    expect(lastCall()).toMatchObject({ method: 'POST', body: claims });
    expect(lastCall().url.pathname).toBe('/api/User/setclaims');
  });
});

describe('Roles', () => {
  it('GET /api/Role; PUT /api/Role with the whole list', async () => {
    fetchMock.answer({ body: [] });
    await getRoles();
    expect(lastCall().url.pathname).toBe('/api/Role');
    await saveRoles([{ name: 'Cashier', claims: claimsWith('CanCreditPos') }]);
    expect(lastCall()).toMatchObject({ method: 'PUT', body: [{ name: 'Cashier' }] });
  });
});

describe('the global search over users', () => {
  it('asks the subtree’s users list with the text as its filter; each hit opens the user’s form under its agent', async () => {
    fetchMock.route({
      'GET /api/User': {
        body: [
          {
            ...user,
            id: NEW_ID,
            email: 'jane@example.com',
            agentName: 'Child',
            agentParentId: null,
            isActive: true,
            lastLoginAt: null,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        headers: { 'X-Total-Count': '11' },
      },
    });
    const answer = await searchUsers({ text: 'jan', agentId: CHILD, pageIndex: 1, pageSize: 10 });
    expect(Object.fromEntries(lastCall().url.searchParams)).toEqual({
      agentId: CHILD,
      includeSubAgents: 'true',
      filter: 'jan',
      pageIndex: '1',
      pageSize: '10',
      sort: 'userName',
    });
    expect(answer).toEqual({
      total: 11,
      hits: [
        {
          id: NEW_ID,
          title: 'jane',
          detail: 'Jane · jane@example.com · Child',
          to: { route: 'users.edit', params: { agentId: CHILD, id: NEW_ID } },
        },
      ],
    });
  });
});

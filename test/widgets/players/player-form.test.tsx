import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import { EMPTY_GUID } from '../../../src/core/validation';
import '../../../src/widgets/players/elements';
import { mount, setUp } from '../../support/element';
import { formPageTests, leaveFormPage, openFormPage } from '../../support/form-page';
import { fetchMock, type FetchCall } from '../../support/fetch-mock';
import { liveStreams } from '../../support/live-stream';
import { CHILD, countries, OWN } from '../../support/fixtures';
import { PLAYER, playerDetails, type Player } from '../../support/players';
import { $, click, fieldError, part, text, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const TAKEN = ['taken_name', 'lucky_ace'];

function answers(player: Player = playerDetails()) {
  fetchMock.route({
    'GET /api/country': { body: countries() },
    'GET /api/navigation/tree': {
      body: {
        id: OWN,
        name: 'Own',
        parentId: null,
        currencyId: 'EUR',
        hasChildren: true,
        children: [
          { id: CHILD, name: 'Child', parentId: OWN, currencyId: 'USD', hasChildren: false, children: [] },
        ],
      },
    },
    [`GET /api/player/${PLAYER}`]: { body: player },
    'GET /api/player/check/:agentId/:name/:id': (call: FetchCall) => {
      const [, , , , , name, id] = call.url.pathname.split('/');
      const taken = TAKEN.includes(decodeURIComponent(name).toLowerCase()) && id !== PLAYER;
      return { body: { name: decodeURIComponent(name), available: !taken } };
    },
    'PUT /api/player': { status: 201, text: `"${PLAYER}"` },
    'PATCH /api/player': { text: `"${PLAYER}"` },
  });
}

const checks = () => fetchMock.callsTo('GET /api/player/check/:agentId/:name/:id');
const nameCheck = (element: Element) => part(element, 'name-check');

async function fill(element: Element, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) typeInto($(element, `[name="${field}"]`), value);
}

const VALID = {
  name: 'fresh_player',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('casino-player-form: add a player', () => {
  formPageTests(answers);

  const mountAdd = () => mount(html`<casino-player-form agent-id=${OWN}></casino-player-form>`, 'content');

  it("starts under the page's agent, in the configured country, active; the currency is the agent's", async () => {
    const element = await mountAdd();
    expect($<HTMLSelectElement>(element, '[name="agentId"]')!.value).to.equal(OWN);
    expect($<HTMLSelectElement>(element, '[name="countryId"]')!.value).to.equal('MT');
    expect($<HTMLSelectElement>(element, '[name="status"]')!.value).to.equal('Active');
    expect(text(part(element, 'currency'))).to.equal('EUR');
    typeInto($(element, '[name="agentId"]'), CHILD);
    await waitUntil(() => text(part(element, 'currency')) === 'USD');
  });

  it('checks the login name while typing, for the all-zero GUID: free', async () => {
    const element = await mountAdd();
    typeInto($(element, '[name="name"]'), 'fresh_player');
    await waitUntil(() => nameCheck(element)?.dataset.state === 'checking');
    expect(text(nameCheck(element))).to.equal('Checking whether the login name is free…');
    await waitUntil(() => nameCheck(element)?.dataset.state === 'available');
    expect(text(nameCheck(element))).to.equal('This login name is free.');
    expect(checks().at(-1)!.url.pathname).to.equal(`/api/player/check/${OWN}/fresh_player/${EMPTY_GUID}`);
  });

  it('a taken login name shows on the field and nothing is sent', async () => {
    const element = await mountAdd();
    await fill(element, { ...VALID, name: 'Taken_Name' });
    await waitUntil(() => fieldError(element, 'name') === 'This login name is already taken.');
    click(part(element, 'submit'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.callsTo('PUT /api/player')).to.have.length(0);
    typeInto($(element, '[name="name"]'), 'taken_name2');
    await waitUntil(() => nameCheck(element)?.dataset.state === 'available');
    await waitUntil(() => fieldError(element, 'name') === null);
  });

  it('a name that breaks the rule says the rule and is not checked', async () => {
    const element = await mountAdd();
    typeInto($(element, '[name="name"]'), 'a b');
    await waitUntil(() => fieldError(element, 'name') !== null);
    expect(fieldError(element, 'name')).to.equal(
      'Use 3 to 50 letters, digits or . _ - @, starting with a letter or a digit.',
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(checks()).to.have.length(0);
    expect(nameCheck(element)).to.equal(null);
  });

  it('a failed check says so; the form stays usable', async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('GET /api/player/check/:agentId/:name/:id', {
      status: 503,
      body: { message: 'Down' },
    });
    const element = await mountAdd();
    typeInto($(element, '[name="name"]'), 'fresh_player');
    await waitUntil(() => nameCheck(element)?.dataset.state === 'error', 'no error state', { timeout: 8000 });
    expect(text(nameCheck(element))).to.contain('could not be checked');
  });

  it('the password rule, and the confirmation equal to the password', async () => {
    const element = await mountAdd();
    await fill(element, { ...VALID, password: 'weak', confirmPassword: 'other' });
    click(part(element, 'submit'));
    await waitUntil(() => fieldError(element, 'password'));
    expect(fieldError(element, 'password')).to.contain('at least 6 characters');
    expect(fieldError(element, 'confirmPassword')).to.equal('The passwords do not match.');
    expect(fetchMock.callsTo('PUT /api/player')).to.have.length(0);
  });

  it('creates the player (PUT /api/player) and returns to the list', async () => {
    const element = await mountAdd();
    typeInto($(element, '[name="agentId"]'), CHILD);
    await fill(element, { ...VALID, email: 'ada@players.example', phone: '+1 555 0100' });
    await waitUntil(() => nameCheck(element)?.dataset.state === 'available');
    click(part(element, 'submit'));
    await waitUntil(() => fetchMock.callsTo('PUT /api/player').length === 1);
    expect(fetchMock.callsTo('PUT /api/player')[0].body).to.deep.equal({
      agentId: CHILD,
      name: 'fresh_player',
      password: 'Secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@players.example',
      phone: '+1 555 0100',
      countryId: 'MT',
      status: 'Active',
    });
    await waitUntil(() => location.pathname === `/${OWN}/players`);
  });

  it("the server's refusal goes to its field and everything typed stays", async () => {
    await setUp({ shell: true, claims: allClaims(), quiet: true });
    answers();
    fetchMock.addRoute('PUT /api/player', {
      status: 400,
      body: {
        message: 'GB is not a known country',
        errors: [{ field: 'countryId', message: 'GB is not a known country' }],
      },
    });
    const element = await mountAdd();
    await fill(element, VALID);
    click(part(element, 'submit'));
    await waitUntil(() => fieldError(element, 'countryId'));
    expect(fieldError(element, 'countryId')).to.equal('GB is not a known country');
    expect($<HTMLInputElement>(element, '[name="firstName"]')!.value).to.equal('Ada');
    expect($<HTMLInputElement>(element, '[name="password"]')!.value).to.equal('Secret123');
  });
});

describe('casino-player-form: edit a player', () => {
  afterEach(leaveFormPage);

  const mountEdit = () =>
    mount(html`<casino-player-form agent-id=${OWN} id=${PLAYER}></casino-player-form>`, 'content');

  it('shows the player; its own name is not checked; a new name is checked with its id', async () => {
    await openFormPage(answers);
    const element = await mountEdit();
    expect($<HTMLInputElement>(element, '[name="name"]')!.value).to.equal('lucky_ace');
    expect($<HTMLInputElement>(element, '[name="password"]')!.value).to.equal('');
    expect(text(part(element, 'currency'))).to.equal('USD');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(checks()).to.have.length(0);
    typeInto($(element, '[name="name"]'), 'lucky_ace_2');
    await waitUntil(() => nameCheck(element)?.dataset.state === 'available');
    expect(checks().at(-1)!.url.pathname).to.equal(`/api/player/check/${CHILD}/lucky_ace_2/${PLAYER}`);
  });

  it('offers only agents of the player currency', async () => {
    await openFormPage(answers);
    const element = await mountEdit();
    const options = [...$<HTMLSelectElement>(element, '[name="agentId"]')!.options].map((o) => o.value);
    expect(options).to.deep.equal(['', CHILD]);
  });

  it('saves only the changed fields (PATCH), a password only when typed', async () => {
    await openFormPage(answers);
    const element = await mountEdit();
    typeInto($(element, '[name="firstName"]'), 'Augusta');
    typeInto($(element, '[name="status"]'), 'Blocked');
    click(part(element, 'submit'));
    await waitUntil(() => fetchMock.callsTo('PATCH /api/player').length === 1);
    const call = fetchMock.callsTo('PATCH /api/player')[0];
    expect(call.url.searchParams.get('id')).to.equal(PLAYER);
    expect(call.body).to.deep.equal([
      { op: 'replace', path: '/firstName', value: 'Augusta' },
      { op: 'replace', path: '/status', value: 'Blocked' },
    ]);
    await waitUntil(() => location.pathname === `/${OWN}/players`);
  });

  it('a closed account keeps its status', async () => {
    await setUp({ shell: true, claims: allClaims() });
    answers(playerDetails({ status: 'Closed', online: false }));
    const element = await mountEdit();
    expect($<HTMLSelectElement>(element, '[name="status"]')!.disabled).to.equal(true);
  });

  it('another user’s change of the player shows "changed by … — reload"; reload shows the new values', async () => {
    await openFormPage(answers);
    const streams = liveStreams();
    fetchMock.addRoute('GET /api/audit/stream', streams.answer);
    const element = await mountEdit();
    await waitUntil(() => streams.all.length === 1);
    streams.last().ready();
    typeInto($(element, '[name="firstName"]'), 'My typing');
    // a bonus of the player is no change of the form's values
    streams.last().change({ seq: 1, kind: 'player.bonus-redeemed', objectType: 'player', objectId: PLAYER });
    fetchMock.addRoute(`GET /api/player/${PLAYER}`, { body: playerDetails({ firstName: 'Theirs' }) });
    streams
      .last()
      .change({ seq: 2, kind: 'player.updated', objectType: 'player', objectId: PLAYER, userName: 'ops' });
    await waitUntil(() => part(element, 'changed-elsewhere'), 'no notice');
    expect(text(part(element, 'changed-elsewhere'))).to.contain('Changed by ops');
    expect($<HTMLInputElement>(element, '[name="firstName"]')!.value).to.equal('My typing');
    click(part(element, 'reload'));
    await waitUntil(
      () => $<HTMLInputElement>(element, '[name="firstName"]')?.value === 'Theirs',
      'the new values did not show',
    );
    expect(part(element, 'changed-elsewhere')).to.equal(null);
  });

  it('without the edit permission the page says it may not be opened and loads nothing', async () => {
    await openFormPage(answers, claimsWith(P.ListPlayers, P.CreatePlayer));
    const element = await mount(
      html`<casino-player-form agent-id=${OWN} id=${PLAYER}></casino-player-form>`,
      'forbidden',
    );
    expect(part(element, 'forbidden')).not.to.equal(null);
    expect(fetchMock.callsTo(`GET /api/player/${PLAYER}`)).to.have.length(0);
  });
});

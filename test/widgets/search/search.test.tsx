import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { P } from '../../../src/core/permissions';
import { navigate, route } from '../../../src/core/router';
import '../../../src/widgets/search/elements';
import { setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { agentDetails, OWN } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { playerDetails } from '../../support/players';
import { part, text } from '../../support/shadow';
import { claimsWith, signIn } from '../../support/token';

const PLAYERS = Array.from({ length: 12 }, (_, i) =>
  playerDetails({
    id: `00000000-0000-4000-8000-0000000000${String(i + 10)}`,
    name: `north.player${String(i + 10)}`,
    agentId: OWN,
  }),
);
const AGENTS = [agentDetails({ name: 'North Lounge' }), agentDetails({ name: 'South Lounge' })];

function answers() {
  fetchMock.route({
    'GET /api/agents': pagedList(AGENTS, { filterFields: ['name'] }),
    'POST /api/player/list': pagedList(PLAYERS, { filterFields: ['name'] }),
  });
}

async function openSearch(q: string): Promise<HTMLElement> {
  navigate(`/miscellaneous/search?q=${encodeURIComponent(q)}`);
  return fixture<HTMLElement>(html`<casino-search></casino-search>`);
}

const group = (element: HTMLElement, kind: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part="group"][data-kind="${kind}"]`) ?? null;

describe('global search: one group per area the user may open, with its count, paged on the server', () => {
  beforeEach(async () => {
    await setUp({ shell: true });
    answers();
  });
  afterEach(tearDown);

  it('groups the agents and the players that match, each with its count, each result a link to its page', async () => {
    signIn(OWN, claimsWith(P.ViewAgents, P.ListPlayers, P.EditPlayer));
    const element = await openSearch('north');
    await waitUntil(() => group(element, 'players')?.dataset.state === 'ready', 'no players group');
    await waitUntil(() => group(element, 'agents')?.dataset.state === 'ready', 'no agents group');
    expect(text(group(element, 'agents')!.querySelector('[part="group-title"]'))).to.equal('Agents (1)');
    expect(text(group(element, 'players')!.querySelector('[part="group-title"]'))).to.equal('Players (12)');
    const first = group(element, 'players')!.querySelector<HTMLAnchorElement>('[part="hit"]')!;
    expect(first.getAttribute('href')).to.equal(`/${OWN}/players/edit/${PLAYERS[0].id}`);
    first.click();
    expect(route.value?.path).to.equal(`/${OWN}/players/edit/${PLAYERS[0].id}`);
  });

  it('asks the server within the user’s own agent and its sub-agents, for ten results at a time', async () => {
    signIn(OWN, claimsWith(P.ListPlayers));
    const element = await openSearch('north');
    await waitUntil(() => group(element, 'players')?.dataset.state === 'ready');
    expect(fetchMock.callsTo('POST /api/player/list').at(-1)!.body).to.deep.include({
      agentId: OWN,
      includeSubAgents: true,
      filter: 'north',
      pageIndex: 0,
      pageSize: 10,
    });
    expect(text(group(element, 'players')!.querySelector('[part="range"]'))).to.equal('1–10 of 12');
    (group(element, 'players')!.querySelector('[part="next"]') as HTMLButtonElement).click();
    await waitUntil(() => text(group(element, 'players')!.querySelector('[part="range"]')) === '11–12 of 12');
    expect(group(element, 'players')!.querySelectorAll('[part="hit"]')).to.have.length(2);
  });

  it('searches only the areas the menu lets the user open: no agents group without the agents permission', async () => {
    signIn(OWN, claimsWith(P.ListPlayers));
    const element = await openSearch('north');
    await waitUntil(() => group(element, 'players'));
    expect(group(element, 'agents')).to.equal(null);
    expect(fetchMock.callsTo('GET /api/agents')).to.have.length(0);
  });

  it('a group whose search fails says so and tries again; the others show their results', async () => {
    signIn(OWN, claimsWith(P.ViewAgents, P.ListPlayers));
    fetchMock.addRoute('GET /api/agents', { status: 500, body: { message: 'Database unreachable' } });
    const element = await openSearch('north');
    await waitUntil(() => group(element, 'agents')?.dataset.state === 'error', 'no error state', {
      timeout: 8000,
    });
    expect(group(element, 'players')?.dataset.state).to.equal('ready');
    answers();
    (group(element, 'agents')!.querySelector('[part="retry"]') as HTMLButtonElement).click();
    await waitUntil(() => group(element, 'agents')?.dataset.state === 'ready', 'the retry did not recover');
  });

  it('says so when nothing matches', async () => {
    signIn(OWN, claimsWith(P.ViewAgents, P.ListPlayers));
    const element = await openSearch('zzz');
    await waitUntil(() => part(element, 'nothing'));
    expect(text(part(element, 'nothing'))).to.equal('Nothing below your agent matches “zzz”.');
  });
});

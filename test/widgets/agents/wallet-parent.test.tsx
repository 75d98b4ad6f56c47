import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/agents/elements';
import { answerDialog, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD, OTHER } from '../../support/fixtures';
import { $, click, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

function answers(parent: string | null) {
  fetchMock.route({
    'GET /api/wallet/agent/parent': parent
      ? { body: { agentId: CHILD, parentAgentId: parent } }
      : { status: 404, body: { message: 'The agent has no wallet parent' } },
    'GET /api/navigation/search': { body: [{ id: OTHER, name: 'Other Network' }] },
    'POST /api/wallet/agent/parent': (call) => ({
      body: { agentId: CHILD, parentAgentId: call.url.searchParams.get('parentAgentId') },
    }),
  });
}

describe('casino-wallet-parent: view and set the wallet parent agent', () => {
  afterEach(tearDown);

  it('an agent without a wallet parent says so', async () => {
    await setUp({ claims: allClaims() });
    answers(null);
    const element = await mount(
      html`<casino-wallet-parent agent-id=${CHILD}></casino-wallet-parent>`,
      'empty',
    );
    expect($(element, '[part="current"]')!.textContent).to.equal('The agent has no wallet parent.');
  });

  it('sets the parent found by search after confirmation (POST with agentId and parentAgentId, no body)', async () => {
    await setUp({ claims: allClaims() });
    answers(null);
    const element = await mount(
      html`<casino-wallet-parent agent-id=${CHILD}></casino-wallet-parent>`,
      'empty',
    );
    typeInto($(element, '[part="search"]'), 'Other');
    await waitUntil(() => $(element, `[data-agent-id="${OTHER}"]`));
    click($(element, `[data-agent-id="${OTHER}"]`));
    await answerDialog(element, true);
    await waitUntil(() => $(element, '[part="current"]')!.getAttribute('data-parent-id') === OTHER);
    const post = fetchMock.callsTo('POST /api/wallet/agent/parent')[0];
    expect(post.url.searchParams.get('agentId')).to.equal(CHILD);
    expect(post.body).to.equal(undefined);
    expect($(element, '[part="current"]')!.textContent).to.equal('Wallet parent: Other Network');
  });

  it('without the view permission nothing is requested', async () => {
    await setUp({ claims: claimsWith(P.ViewAgents) });
    answers(OTHER);
    const element = await mount(
      html`<casino-wallet-parent agent-id=${CHILD}></casino-wallet-parent>`,
      'forbidden',
    );
    expect(fetchMock.callsTo('GET /api/wallet/agent/parent')).to.have.length(0);
    expect($(element, '[part="forbidden"]')).not.to.equal(null);
  });

  it('changing an existing link needs the update permission (view only: read-only)', async () => {
    await setUp({ claims: claimsWith(P.ViewWalletAgent, P.CreateWalletAgent) });
    answers(OTHER);
    const element = await mount(
      html`<casino-wallet-parent agent-id=${CHILD}></casino-wallet-parent>`,
      'content',
    );
    expect($(element, '[part="search"]')).to.equal(null);
    expect($(element, '[part="read-only"]')).not.to.equal(null);
  });
});

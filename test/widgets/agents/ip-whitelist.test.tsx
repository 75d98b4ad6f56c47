import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/agents/elements';
import { answerDialog, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD } from '../../support/fixtures';
import { $, $$, click, fieldError, typeInto } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const PATH = `/api/agent/${CHILD}/ipwhitelist`;

function answers(put?: { status: number; body: unknown }) {
  fetchMock.route({
    [`GET ${PATH}`]: { body: ['10.0.0.0/8'] },
    [`PUT ${PATH}`]: (call) => put ?? { body: call.body },
  });
}

const ranges = (element: Element) => $$(element, '[part="table"] [data-row-id]').map((r) => r.dataset.rowId);

describe('casino-ip-whitelist: an IP with a mandatory CIDR suffix', () => {
  afterEach(tearDown);

  it('a range without suffix is refused with the translated message and nothing is sent', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-ip-whitelist agent-id=${CHILD}></casino-ip-whitelist>`,
      'content',
    );
    typeInto($(element, '[part="input-range"]'), '192.168.1.1');
    click($(element, '[part="add"]'));
    await waitUntil(() => fieldError(element, 'range'));
    expect(fieldError(element, 'range')).to.contain('CIDR suffix');
    expect(fetchMock.callsTo(`PUT ${PATH}`)).to.have.length(0);
  });

  it('a valid range is added: the whole list is sent and shown', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-ip-whitelist agent-id=${CHILD}></casino-ip-whitelist>`,
      'content',
    );
    typeInto($(element, '[part="input-range"]'), '192.168.0.0/16');
    click($(element, '[part="add"]'));
    await waitUntil(() => ranges(element).length === 2);
    expect(fetchMock.callsTo(`PUT ${PATH}`)[0].body).to.deep.equal(['10.0.0.0/8', '192.168.0.0/16']);
    expect(($(element, '[part="input-range"]') as HTMLInputElement).value).to.equal('');
  });

  it('a range is removed after confirmation', async () => {
    await setUp({ claims: allClaims() });
    answers();
    const element = await mount(
      html`<casino-ip-whitelist agent-id=${CHILD}></casino-ip-whitelist>`,
      'content',
    );
    click($(element, '[part="table"] [data-row-id="10.0.0.0/8"] [part="remove"]'));
    await answerDialog(element, true);
    await waitUntil(() => ranges(element).length === 0);
    expect(fetchMock.callsTo(`PUT ${PATH}`)[0].body).to.deep.equal([]);
  });

  it('a failed save shows the error, keeps the list and the typed range', async () => {
    await setUp({ claims: allClaims() });
    answers({ status: 400, body: { message: 'Invalid IP ranges' } });
    const element = await mount(
      html`<casino-ip-whitelist agent-id=${CHILD}></casino-ip-whitelist>`,
      'content',
    );
    typeInto($(element, '[part="input-range"]'), '172.16.0.0/12');
    click($(element, '[part="add"]'));
    await waitUntil(() => $(element, '[part="error"]'));
    expect($(element, '[part="error"]')!.textContent).to.equal('The request failed: Invalid IP ranges');
    expect(ranges(element)).to.deep.equal(['10.0.0.0/8']);
    expect(($(element, '[part="input-range"]') as HTMLInputElement).value).to.equal('172.16.0.0/12');
  });
});

describe('casino-ip-whitelist: view and edit permissions respected', () => {
  afterEach(tearDown);

  it('without the view permission nothing is requested and a message shows', async () => {
    await setUp({ claims: claimsWith(P.ViewAgents) });
    answers();
    const element = await mount(
      html`<casino-ip-whitelist agent-id=${CHILD}></casino-ip-whitelist>`,
      'forbidden',
    );
    expect($(element, '[part="forbidden"]')!.textContent).to.equal(
      'You are not allowed to view the IP whitelist.',
    );
    expect(fetchMock.callsTo(`GET ${PATH}`)).to.have.length(0);
  });

  it('with the view permission only, the list shows without add or remove', async () => {
    await setUp({ claims: claimsWith(P.ViewIpWhitelist) });
    answers();
    const element = await mount(
      html`<casino-ip-whitelist agent-id=${CHILD}></casino-ip-whitelist>`,
      'content',
    );
    expect(ranges(element)).to.deep.equal(['10.0.0.0/8']);
    expect($(element, '[part="form"]')).to.equal(null);
    expect($(element, '[part="remove"]')).to.equal(null);
    expect($(element, '[part="read-only"]')).not.to.equal(null);
  });
});

import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/casinos/elements';
import {
  assignment,
  assignmentChange,
  casinoChoice,
  DRAGON_ID,
  PALACE_ID,
  STRIP_ID,
} from '../../support/casino-fixtures';
import { answerDialog, find, mount, setUp, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { CHILD, knowTree, OWN, smallTree } from '../../support/fixtures';
import { $, $$, click, fieldError, text } from '../../support/shadow';
import { allClaims, claimsWith } from '../../support/token';

const ticked = (element: Element) =>
  $$<HTMLInputElement>(element, '[part="casino-choices"] input:checked').map((i) => i.dataset.value);
const box = (element: Element, id: string) =>
  $(element, `[part="casino-choices"] input[data-value="${id}"]`) as HTMLInputElement;
const save = (element: Element) => $(element, '[part="save"]') as HTMLButtonElement;

function answers(extra: Record<string, unknown> = {}) {
  fetchMock.route({
    [`GET /api/casinoagent/${CHILD}`]: { body: assignment() },
    [`POST /api/casinoagent/${CHILD}`]: (call) => {
      const ids = call.body as string[];
      const removed = [PALACE_ID, STRIP_ID].filter((id) => !ids.includes(id));
      return {
        body: assignmentChange({
          dryRun: call.url.searchParams.get('dryRun') === 'true',
          casinoIds: ids,
          added: ids.includes(DRAGON_ID) ? [DRAGON_ID] : [],
          removed,
          cascade: removed.map((id) => ({
            casinoId: id,
            name: id === PALACE_ID ? 'Aurora Palace' : 'Liberty Strip Casino',
            subAgents: id === PALACE_ID ? 2 : 0,
          })),
          subAgentsAffected: removed.includes(PALACE_ID) ? 2 : 0,
        }),
      };
    },
    ...extra,
  });
}

describe("casino-assigned-casinos: the parent's casinos as a checklist, the agent's ticked", () => {
  beforeEach(async () => {
    await setUp({ claims: allClaims() });
    knowTree(smallTree());
    answers();
  });
  afterEach(tearDown);

  it('lists the casinos of the parent with the assigned ones ticked, their status and sub-agents', async () => {
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${CHILD}></casino-assigned-casinos>`,
      'content',
    );
    expect(text($(element, 'h2'))).to.equal('Casinos of Child agent');
    expect(ticked(element)).to.deep.equal([PALACE_ID, STRIP_ID]);
    expect(text(box(element, PALACE_ID).parentElement)).to.equal('Aurora Palace · held by 2 sub-agent(s)');
    expect(text(box(element, DRAGON_ID).parentElement)).to.equal('Dragon Gate Casino · Maintenance');
    expect(save(element).disabled).to.equal(true);
  });

  it('adding a casino saves at once, without a confirmation', async () => {
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${CHILD}></casino-assigned-casinos>`,
      'content',
    );
    click(box(element, DRAGON_ID));
    await waitUntil(() => !save(element).disabled);
    click(save(element));
    await find(element, '[part="success"]');
    const calls = fetchMock.callsTo(`POST /api/casinoagent/${CHILD}`);
    expect(calls).to.have.length(1);
    expect(calls[0].url.searchParams.has('dryRun')).to.equal(false);
    expect(calls[0].body).to.deep.equal([PALACE_ID, STRIP_ID, DRAGON_ID]);
    expect($(element, '[part="dialog"]')).to.equal(null);
    expect(text($(element, '[part="success"]'))).to.equal('Saved: 1 casino(s) assigned, 0 removed.');
  });

  it('removing a casino first confirms what cascades, from a dry run; No saves nothing', async () => {
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${CHILD}></casino-assigned-casinos>`,
      'content',
    );
    click(box(element, PALACE_ID));
    await waitUntil(() => !save(element).disabled);
    click(save(element));
    const item = await find(element, `[part="cascade"] [data-casino-id="${PALACE_ID}"]`);
    expect(text(item)).to.equal('Aurora Palace: also removed from 2 sub-agent(s)');
    expect(text($(element, '[part="cascade-total"]'))).to.equal(
      'In all, 2 sub-agent(s) lose at least one casino.',
    );
    const calls = fetchMock.callsTo(`POST /api/casinoagent/${CHILD}`);
    expect(calls).to.have.length(1);
    expect(calls[0].url.searchParams.get('dryRun')).to.equal('true');
    const said = await answerDialog(element, false);
    expect(said).to.contain('Remove 1 casino(s) from Child agent?');
    expect(fetchMock.callsTo(`POST /api/casinoagent/${CHILD}`)).to.have.length(1);
    expect(ticked(element)).to.deep.equal([STRIP_ID]);
  });

  it('Yes saves the removal and says how many sub-agents lost it', async () => {
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${CHILD}></casino-assigned-casinos>`,
      'content',
    );
    click(box(element, PALACE_ID));
    await waitUntil(() => !save(element).disabled);
    click(save(element));
    await answerDialog(element, true);
    await find(element, '[part="success"]');
    const calls = fetchMock.callsTo(`POST /api/casinoagent/${CHILD}`);
    expect(calls).to.have.length(2);
    expect(calls[1].url.searchParams.has('dryRun')).to.equal(false);
    expect(calls[1].body).to.deep.equal([STRIP_ID]);
    expect(text($(element, '[part="success"]'))).to.equal(
      'Saved: 0 casino(s) assigned, 1 removed, also from 2 sub-agent(s).',
    );
  });

  it('undo puts the ticks back as they were', async () => {
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${CHILD}></casino-assigned-casinos>`,
      'content',
    );
    click(box(element, STRIP_ID));
    click(box(element, DRAGON_ID));
    await waitUntil(() => !save(element).disabled);
    click($(element, '[part="reset"]'));
    await waitUntil(() => save(element).disabled);
    expect(ticked(element)).to.deep.equal([PALACE_ID, STRIP_ID]);
  });
});

describe('casino-assigned-casinos: failures and read-only agents', () => {
  afterEach(tearDown);

  it('a refused save shows the reason and keeps the ticks', async () => {
    await setUp({ claims: allClaims(), quiet: true });
    answers({
      [`POST /api/casinoagent/${CHILD}`]: {
        status: 400,
        body: {
          message: 'The parent agent does not hold the casino Dragon Gate Casino: it cannot be assigned',
          errors: [
            {
              field: 'casinoIds[2]',
              message: 'The parent agent does not hold the casino Dragon Gate Casino',
            },
          ],
        },
      },
    });
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${CHILD}></casino-assigned-casinos>`,
      'content',
    );
    click(box(element, DRAGON_ID));
    await waitUntil(() => !save(element).disabled);
    click(save(element));
    // said once, on the casinos it concerns (not again above the button)
    await waitUntil(() => fieldError(element, 'casinoIds'));
    expect(fieldError(element, 'casinoIds')).to.contain('does not hold the casino Dragon Gate Casino');
    expect($(element, '[part="error"]')).to.equal(null);
    expect(ticked(element)).to.deep.equal([PALACE_ID, STRIP_ID, DRAGON_ID]);
    expect(save(element).disabled).to.equal(false);
  });

  it('a top-level agent: its casinos, read-only, with the reason', async () => {
    await setUp({ claims: allClaims() });
    fetchMock.route({
      [`GET /api/casinoagent/${OWN}`]: {
        body: assignment({ agentId: OWN, parentId: null, topLevel: true, editable: false }),
      },
    });
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${OWN}></casino-assigned-casinos>`,
      'content',
    );
    expect($(element, '[part="read-only"]')!.dataset.reason).to.equal('top-level');
    expect($(element, 'input')).to.equal(null);
    expect($$(element, '[part="held"] li')).to.have.length(3);
  });

  it('the own agent of a user: read-only, its casinos come from its parent', async () => {
    await setUp({ claims: allClaims() });
    fetchMock.route({
      [`GET /api/casinoagent/${OWN}`]: {
        body: assignment({ agentId: OWN, editable: false, choices: [casinoChoice()] }),
      },
    });
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${OWN}></casino-assigned-casinos>`,
      'content',
    );
    expect(text($(element, '[part="read-only"]'))).to.equal(
      "These are the casinos of your own agent. They are given from its parent agent's side.",
    );
  });

  it('view permission only: read-only, nothing to save', async () => {
    await setUp({ claims: claimsWith(P.ViewCasinoAssignment) });
    answers({ [`GET /api/casinoagent/${CHILD}`]: { body: assignment({ editable: false }) } });
    const element = await mount(
      html`<casino-assigned-casinos agent-id=${CHILD}></casino-assigned-casinos>`,
      'content',
    );
    expect($(element, '[part="read-only"]')!.dataset.reason).to.equal('forbidden');
    expect($(element, '[part="save"]')).to.equal(null);
  });

  it('without the view permission the page is refused and asks nothing', async () => {
    await setUp({ claims: claimsWith(P.ViewCasinos) });
    answers();
    await mount(html`<casino-assigned-casinos agent-id=${CHILD}></casino-assigned-casinos>`, 'forbidden');
    expect(fetchMock.callsTo(`GET /api/casinoagent/${CHILD}`)).to.have.length(0);
  });
});

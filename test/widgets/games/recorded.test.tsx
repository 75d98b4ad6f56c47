/**
 * The views against responses recorded from the reference server (fixtures/recorded/, made by
 * record-fixtures.ts): every game of the catalogue renders its round, with the cards the server
 * dealt, and the public link answers of the server (valid, tampered, unknown round).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import type { DetailKind } from '../../../src/core/games/types';
import '../../../src/widgets/games/elements';
import { DETAIL_TAGS } from '../../../src/widgets/games/lazy-views';
import recordedDetails from './fixtures/recorded/details.json';
import sharedLink from './fixtures/recorded/shared-link-blackjack.json';
import tampered from './fixtures/recorded/shared-link-tampered.json';
import unknownRound from './fixtures/recorded/unknown-round.json';
import { settled, tearDown } from '../../support/element';
import { fetchMock } from '../../support/fetch-mock';
import { cardsIn, columns, reportCalls, sections, setUpRounds } from '../../support/games';
import { shadow } from '../../support/shadow';

/** Card codes of a card string the simple way: spaces or commas, Joker is 0C. */
const codes = (text: string | undefined | null) =>
  (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((c) => (c === 'Joker' ? '0C' : c));

type AnyResponse = Record<string, unknown> & {
  dealerCards?: string;
  hands?: Array<{ playerCards?: string; card?: string }>;
  dealtCards?: string;
  heldCards?: string;
  handAfterDraw?: string;
  bonusGameResults?: Array<{ dealerCards: string; playerCards: string }>;
  playerHand?: string;
  dealerHand?: string;
  paysAny?: boolean;
};

function expectedCards(kind: string, r: AnyResponse): string[] {
  switch (kind) {
    case 'blackjack':
      return [...codes(r.dealerCards), ...(r.hands ?? []).flatMap((h) => codes(h.playerCards))];
    case 'videoPoker':
      return [
        ...codes(r.dealtCards),
        ...codes(r.heldCards),
        ...codes(r.handAfterDraw),
        ...(r.bonusGameResults ?? []).flatMap((b) => [...codes(b.dealerCards), ...codes(b.playerCards)]),
      ];
    case 'triCardPoker':
      return [...codes(r.playerHand), ...codes(r.dealerHand)];
    case 'cardGames':
      return (r.hands ?? []).flatMap((h) => codes(h.card));
    default:
      return [];
  }
}

describe('recorded server responses: every game of the catalogue renders its round', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  for (const row of recordedDetails) {
    it(`${row.file}: the ${row.kind} view shows the round with the cards dealt`, async () => {
      const response = row.response as AnyResponse;
      fetchMock.answer({ body: response });
      const tag = unsafeStatic(DETAIL_TAGS[row.kind as DetailKind]);
      const el = await fixture<HTMLElement>(
        staticHtml`<${tag} bet-id=${row.betId} external-game-id=${row.externalGameId}></${tag}>`,
      );
      await settled(el, 'ready');
      expect(reportCalls()[0].url.searchParams.get('betId')).to.equal(row.betId);
      const text = shadow(el).textContent ?? '';
      expect(text).to.not.match(/undefined|NaN|\[object/);
      expect(sections(el).length).to.be.greaterThan(0);
      expect(cardsIn(shadow(el))).to.deep.equal(expectedCards(row.kind, response));
      if (row.kind === 'slot' && ((response as { lines?: unknown[] }).lines ?? []).length > 0) {
        expect(columns(el, 'lines').includes('occurrences')).to.equal(Boolean(response.paysAny));
      }
      // images: the image CDN base plus the path given by the data
      for (const img of shadow(el).querySelectorAll('img'))
        expect(img.getAttribute('src')).to.match(/^https:\/\/cdn\.test\/[^/]/);
    });
  }
});

describe('recorded server responses: the public shared link', () => {
  beforeEach(setUpRounds);
  afterEach(tearDown);

  async function open(status: number, body: unknown, link: { encryptedLink: string; token: string }) {
    fetchMock.answer({ status, body });
    const el = await fixture<HTMLElement>(
      html`<casino-game-history
        encrypted-id=${link.encryptedLink}
        token=${link.token}
        egi="201"
      ></casino-game-history>`,
    );
    await settled(el);
    return el;
  }

  it('a valid link shows the blackjack round', async () => {
    const el = await open(sharedLink.status, sharedLink.body, sharedLink.request);
    expect(reportCalls()[0].body).to.deep.equal(sharedLink.request);
    expect(shadow(el).querySelector('[data-kind="blackjack"][data-state="ready"]')).to.not.equal(null);
  });

  it("a tampered link: the server answers 400, the page says 'token expired'", async () => {
    expect(tampered.status).to.equal(400);
    const el = await open(tampered.status, tampered.body, tampered.request);
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal('token expired');
  });

  it("an unknown round: the server answers 404, the page says 'no data'", async () => {
    expect(unknownRound.status).to.equal(404);
    const el = await open(unknownRound.status, unknownRound.body, sharedLink.request);
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.equal('no data');
  });
});

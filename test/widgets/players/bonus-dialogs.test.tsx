import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { setLanguage } from '../../../src/core/i18n';
import { P } from '../../../src/core/permissions';
import '../../../src/widgets/players/elements';
import { find, mount, setUp, tearDown } from '../../support/element';
import { fetchMock, type FetchCall } from '../../support/fetch-mock';
import { OWN } from '../../support/fixtures';
import { pagedList } from '../../support/paged-list';
import { bonusDetails, PLAYER, playerDetails, type PlayerBonus } from '../../support/players';
import { $, $$, click, part, text, typeInto } from '../../support/shadow';
import { claimsWith } from '../../support/token';

const LIST_CLAIMS = [P.ListPlayers, P.ViewBonusInfo];

interface BonusServer {
  active: PlayerBonus | null;
  /** Codes the server refuses with a 400 and this reason. */
  refuse?: Record<string, string>;
}

function answers(server: BonusServer) {
  fetchMock.route({
    'POST /api/player/list': pagedList([playerDetails()]),
    'GET /api/player/bonus': () => ({ body: server.active }),
    'POST /api/player/bonus': (call: FetchCall) => {
      const code = (call.url.searchParams.get('bonusCode') ?? '').trim().toUpperCase();
      const reason = server.refuse?.[code];
      if (reason)
        return { status: 400, body: { message: reason, errors: [{ field: 'bonusCode', message: reason }] } };
      if (server.active)
        return {
          status: 409,
          body: { message: `lucky_ace already has an active bonus (${server.active.bonus_code})` },
        };
      server.active = bonusDetails({ bonus_code: code, spins_remaining: 20 });
      return { body: server.active };
    },
    'DELETE /api/player/bonus': () => {
      const denied = { ...server.active!, status: 'Denied' as const };
      server.active = null;
      return { body: denied };
    },
  });
}

async function mountList(claims: string[], server: BonusServer) {
  await setUp({ claims: claimsWith(...claims), quiet: true });
  answers(server);
  return mount(html`<casino-players agent-id=${OWN}></casino-players>`, 'content');
}

const dialog = (element: Element) => part<HTMLDialogElement>(element, 'dialog');
const row = `tr[data-row-id="${PLAYER}"]`;

async function openRedeem(element: Element) {
  click($(element, `${row} [data-action="redeemBonus"]`));
  await find(element, '[part~="dialog-input"]');
}

async function redeemWith(element: Element, code: string) {
  typeInto(part(element, 'dialog-input'), code);
  click(part(element, 'dialog-submit'));
}

const choices = (element: Element) =>
  $$<HTMLButtonElement>(element, '[part~="dialog-choice"], [part~="dialog-close"]').map(
    (b) => b.dataset.choice ?? 'close',
  );

describe('the bonus-code input dialog: title, content, the code, Redeem and Close', () => {
  afterEach(async () => {
    await tearDown();
  });

  it('shows its title, content, field and buttons', async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus], { active: null });
    await openRedeem(element);
    expect(text(part(element, 'dialog-title'))).to.equal('Redeem bonus code');
    expect(text(part(element, 'dialog-content'))).to.contain('Enter the bonus code to redeem for lucky_ace.');
    expect(text(part(element, 'dialog-submit'))).to.equal('Redeem');
    expect(text(part(element, 'dialog-close'))).to.equal('Close');
  });

  it("an empty code keeps the dialog open with 'invalid bonus' and sends nothing", async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus], { active: null });
    await openRedeem(element);
    click(part(element, 'dialog-submit'));
    await waitUntil(() => part(element, 'dialog-error'));
    expect(text(part(element, 'dialog-error'))).to.equal('invalid bonus');
    await redeemWith(element, '   ');
    await waitUntil(() => part(element, 'dialog-error'));
    expect(text(part(element, 'dialog-error'))).to.equal('invalid bonus');
    expect(dialog(element)!.open).to.equal(true);
    expect(fetchMock.callsTo('POST /api/player/bonus')).to.have.length(0);
  });

  it("'invalid bonus' in Chinese", async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus], { active: null });
    await setLanguage('zh-cn');
    await openRedeem(element);
    click(part(element, 'dialog-submit'));
    await waitUntil(() => part(element, 'dialog-error'));
    expect(text(part(element, 'dialog-error'))).to.equal('无效的奖金');
  });

  it("the server's refusal shows its reason in the dialog; the code stays", async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus], {
      active: null,
      refuse: { EXPIRED10: 'The bonus code EXPIRED10 has expired' },
    });
    await openRedeem(element);
    await redeemWith(element, 'expired10');
    await waitUntil(() => part(element, 'dialog-error'));
    expect(text(part(element, 'dialog-error'))).to.contain('The bonus code EXPIRED10 has expired');
    expect(part<HTMLInputElement>(element, 'dialog-input')!.value).to.equal('expired10');
    expect(dialog(element)!.open).to.equal(true);
  });

  it('a redeemed code closes the dialog and says so', async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus], { active: null });
    await openRedeem(element);
    typeInto(part(element, 'dialog-input'), 'welcome100');
    part<HTMLFormElement>(element, 'dialog-input')!.form!.requestSubmit();
    await waitUntil(() => part(element, 'success'));
    expect(text(part(element, 'success'))).to.equal('Bonus WELCOME100 was redeemed for lucky_ace.');
    expect(dialog(element)).to.equal(null);
    expect(fetchMock.callsTo('POST /api/player/bonus')).to.have.length(1);
  });

  it('Close sends nothing', async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus], { active: null });
    await openRedeem(element);
    typeInto(part(element, 'dialog-input'), 'WELCOME100');
    click(part(element, 'dialog-close'));
    await waitUntil(() => dialog(element) === null);
    expect(fetchMock.callsTo('POST /api/player/bonus')).to.have.length(0);
  });

  it('a player holding an active bonus: the active bonus shows, deny-and-redeem replaces it', async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus, P.DenyBonus], { active: bonusDetails() });
    await openRedeem(element);
    await redeemWith(element, 'reload50');
    await find(element, '[part~="bonus-details"]');
    expect(text(part(element, 'dialog-content'))).to.contain('lucky_ace already has this active bonus');
    click($(element, '[data-choice="redeem"]'));
    await waitUntil(() => part(element, 'success'));
    expect(text(part(element, 'success'))).to.equal(
      'Bonus WELCOME100 of lucky_ace was denied and RELOAD50 redeemed.',
    );
    expect(
      fetchMock.calls.filter((c) => c.url.pathname === '/api/player/bonus').map((c) => c.method),
    ).to.deep.equal(['POST', 'GET', 'POST', 'DELETE', 'POST']);
  });

  it('may see but not deny: the active bonus shows with Close only, saying it must end first', async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus], { active: bonusDetails() });
    await openRedeem(element);
    await redeemWith(element, 'RELOAD50');
    await find(element, '[part~="bonus-details"]');
    expect(text(part(element, 'dialog-content'))).to.contain(
      'RELOAD50 can be redeemed once it has ended or been denied',
    );
    expect(choices(element)).to.deep.equal(['close']);
  });

  it('without the right to see bonus information, the conflict is shown as its reason', async () => {
    const element = await mountList([P.ListPlayers, P.RedeemBonus], { active: bonusDetails() });
    await openRedeem(element);
    await redeemWith(element, 'RELOAD50');
    await waitUntil(() => part(element, 'dialog-error'));
    expect(text(part(element, 'dialog-error'))).to.contain('already has an active bonus (WELCOME100)');
  });
});

describe('the active bonus dialog: what the bonus is, and deny / deny-and-redeem as the permissions allow', () => {
  afterEach(async () => {
    await tearDown();
  });

  async function openActive(element: Element) {
    click($(element, `${row} [data-action="activeBonus"]`));
    await find(element, '[part~="bonus-details"]');
  }

  it('shows code, amount, free spins played, game, currency and total free spins, 400 px wide at least', async () => {
    const element = await mountList([...LIST_CLAIMS, P.DenyBonus, P.RedeemBonus], { active: bonusDetails() });
    await openActive(element);
    const value = (field: string) => text($(element, `[part~="bonus-details"] [data-field="${field}"]`));
    expect(value('bonus_code')).to.equal('WELCOME100');
    expect(value('bonus_amount')).to.contain('100.00');
    expect(value('spins_played')).to.equal('7');
    expect(value('game')).to.equal('Golden Lotus');
    expect(value('currency')).to.equal('USD');
    expect(value('spins_needed')).to.equal('20');
    expect(dialog(element)!.getBoundingClientRect().width).to.be.at.least(400);
  });

  it('names the game by the game strings of the page’s language (金莲花, not Golden Lotus)', async () => {
    const element = await mountList([...LIST_CLAIMS, P.DenyBonus], { active: bonusDetails() });
    fetchMock.addRoute('GET /api/localization/game_strings/*', {
      body: { app: { games: { names: { 101: '金莲花' } } } },
    });
    await setLanguage('zh-cn');
    await openActive(element);
    expect(text($(element, '[part~="bonus-details"] [data-field="game"]'))).to.equal('金莲花');
  });

  it('may deny and redeem: deny-and-redeem, deny and close', async () => {
    const element = await mountList([...LIST_CLAIMS, P.DenyBonus, P.RedeemBonus], { active: bonusDetails() });
    await openActive(element);
    expect(choices(element)).to.deep.equal(['redeem', 'deny', 'close']);
    expect(text($(element, '[data-choice="redeem"]'))).to.equal('Deny and redeem');
  });

  it('may deny only: deny and close', async () => {
    const element = await mountList([...LIST_CLAIMS, P.DenyBonus], { active: bonusDetails() });
    await openActive(element);
    expect(choices(element)).to.deep.equal(['deny', 'close']);
  });

  it('may neither: close only', async () => {
    const element = await mountList([...LIST_CLAIMS, P.RedeemBonus], { active: bonusDetails() });
    await openActive(element);
    expect(choices(element)).to.deep.equal(['close']);
    click(part(element, 'dialog-close'));
    await waitUntil(() => dialog(element) === null);
    expect(fetchMock.callsTo('DELETE /api/player/bonus')).to.have.length(0);
  });

  it('deny asks first, naming the bonus and its amount; No denies nothing', async () => {
    const element = await mountList([...LIST_CLAIMS, P.DenyBonus], { active: bonusDetails() });
    await openActive(element);
    click($(element, '[data-choice="deny"]'));
    await waitUntil(() => part(element, 'dialog-yes'), 'no confirmation before deny');
    expect(text(part(element, 'dialog-title'))).to.equal('Deny bonus WELCOME100?');
    expect(text(part(element, 'dialog-content'))).to.contain('lucky_ace loses the bonus WELCOME100');
    expect(text($(element, '[part~="dialog-content"] [data-field="bonus_amount"]'))).to.contain('100.00');
    click(part(element, 'dialog-no'));
    await waitUntil(() => dialog(element) === null);
    expect(fetchMock.callsTo('DELETE /api/player/bonus')).to.have.length(0);
  });

  it('deny denies the bonus (playerId and bonusCode) once confirmed, and says so', async () => {
    const element = await mountList([...LIST_CLAIMS, P.DenyBonus], { active: bonusDetails() });
    await openActive(element);
    click($(element, '[data-choice="deny"]'));
    await waitUntil(() => part(element, 'dialog-yes'));
    click(part(element, 'dialog-yes'));
    await waitUntil(() => part(element, 'success'));
    expect(text(part(element, 'success'))).to.equal('Bonus WELCOME100 of lucky_ace was denied.');
    const call = fetchMock.callsTo('DELETE /api/player/bonus')[0];
    expect(Object.fromEntries(call.url.searchParams)).to.deep.equal({
      playerId: PLAYER,
      bonusCode: 'WELCOME100',
    });
  });

  it('deny-and-redeem asks for the new code; a refused code denies nothing', async () => {
    const element = await mountList([...LIST_CLAIMS, P.DenyBonus, P.RedeemBonus], {
      active: bonusDetails(),
      refuse: { NOPE: 'Unknown bonus code NOPE' },
    });
    await openActive(element);
    click($(element, '[data-choice="redeem"]'));
    await find(element, '[part~="dialog-input"]');
    expect(text(part(element, 'dialog-content'))).to.contain('in place of WELCOME100');
    await redeemWith(element, 'nope');
    await waitUntil(() => part(element, 'dialog-error'));
    expect(text(part(element, 'dialog-error'))).to.contain('Unknown bonus code NOPE');
    expect(fetchMock.callsTo('DELETE /api/player/bonus')).to.have.length(0);
    await redeemWith(element, 'RELOAD50');
    await waitUntil(() => part(element, 'success'));
    expect(fetchMock.callsTo('DELETE /api/player/bonus')).to.have.length(1);
  });

  it('a player without an active bonus: a message says so', async () => {
    const element = await mountList(LIST_CLAIMS, { active: null });
    click($(element, `${row} [data-action="activeBonus"]`));
    await find(element, '[part~="dialog-ok"]');
    expect(text(part(element, 'dialog-content'))).to.equal('lucky_ace has no active bonus.');
  });
});

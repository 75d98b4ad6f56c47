/**
 * Game-round calls of the report service over HTTP:
 * the eight detail GETs by betId, the public shared-link POST, shared-link creation and the round
 * list, against the running server on 127.0.0.1 with the seeded demo operator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_KINDS, type DetailKind } from '../../src/server/games/catalog';
import { DETAIL_PATHS } from '../../src/server/games/routes';
import { SEEDED_ROUNDS, SEEDED_TAGS } from '../../src/server/games/seed';
import { createSharedLink, sharedLinkKeys } from '../../src/server/games/shared-link';
import { startHarness, type Harness, type Login } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** GET on the report service as a demo login (null: no token). */
async function get<T = Record<string, unknown>>(
  path: string,
  query: Record<string, string>,
  who: Login | null = null,
): Promise<Reply<T>> {
  const { status, body } = await h.as<T>(who, 'report', 'GET', path, { query });
  return { status, body };
}

/** POST JSON on the report service as a demo login (null: no token). */
async function post<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  who: Login | null = null,
): Promise<Reply<T>> {
  const res = await h.as<T>(who, 'report', 'POST', path, { body });
  return { status: res.status, body: res.body };
}

const admin: Login = 'admin';
const agent: Login = 'agent';

const COMMON = [
  'languagecode',
  'currencyClassification',
  'gamesHistoryReportProviderId',
  'globalGameDetailsUrl',
  'round',
];

/** The response fields of each kind. */
const FIELDS: Record<DetailKind, string[]> = {
  slot: [
    ...COMMON,
    'currencycode',
    'dateTime',
    'allwayspayGame',
    'paysAny',
    'waysToWin',
    'scatters',
    'sidebet',
    'bonusgameinfo',
    'featureguaranteeinfo',
    'spinnotes',
    'wheelinfos',
    'lines',
  ],
  blackjack: [
    ...COMMON,
    'currency',
    'dateTime',
    'icons',
    'dealerCards',
    'hands',
    'bet',
    'insurance',
    'insurancePayout',
    'bonusInsuranceBet',
    'payInsuranceBonus',
    'sideBet',
    'sideBetPayout',
    'sideBetBonusBet',
    'sideBetBonusPayout',
  ],
  roulette: [...COMMON, 'currency', 'dateTime', 'spinResult', 'totalBet', 'totalPayout', 'bets'],
  keno: [
    ...COMMON,
    'currency',
    'dateTime',
    'results',
    'picks',
    'totalBet',
    'totalPayout',
    'bonusBet',
    'payBonus',
    'startBalance',
    'endBalance',
  ],
  videoPoker: [
    ...COMMON,
    'currency',
    'gameDate',
    'bet',
    'payout',
    'payoutType',
    'dealtCards',
    'heldCards',
    'handAfterDraw',
    'bonusGameResults',
  ],
  triCardPoker: [
    ...COMMON,
    'currency',
    'dateTime',
    'dealerHand',
    'playerHand',
    'dealerIcons',
    'playerIcons',
    'action',
    'anteBet',
    'raiseBet',
    'pairPlusBet',
    'bonusBet',
    'payAnte',
    'payRaise',
    'payPairPlus',
    'payBonus',
  ],
  cardGames: [
    ...COMMON,
    'currency',
    'currencySymbol',
    'spots',
    'hands',
    'helpFile',
    'externalgameId',
    'gameName',
    'login',
    'betid',
    'totalBet',
    'totalPayout',
    'createDate',
    'roundId',
  ],
  crashGames: [...COMMON, 'currency', 'currencySymbol', 'bets'],
};

const sorted = (keys: string[]) => [...keys].sort();
const inside = (kind: DetailKind) => SEEDED_ROUNDS[kind][0];
const outside = (kind: DetailKind) => SEEDED_ROUNDS[kind][1];

describe('detail by bet id: GET /api/report/<kind>detail?betId', () => {
  describe.each(DETAIL_KINDS)('%s', (kind) => {
    const path = DETAIL_PATHS[kind];

    it('success: a round of the user agent subtree returns exactly the fields of its kind', async () => {
      const res = await get(path, { betId: inside(kind) }, agent);
      expect(res.status).toBe(200);
      expect(sorted(Object.keys(res.body))).toEqual(sorted(FIELDS[kind]));
      expect(res.body.gamesHistoryReportProviderId).toBe(0);
      expect(res.body.currencyClassification).toBe('Thousands');
    });

    it('401 without a token', async () => {
      expect((await get(path, { betId: inside(kind) })).status).toBe(401);
    });

    it('a round across the agent boundary answers as an unknown round (404)', async () => {
      const res = await get(path, { betId: outside(kind) }, agent);
      const unknown = await get(path, { betId: '999999999999' }, agent);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
      expect((await get(path, { betId: outside(kind) }, admin)).status).toBe(200);
    });

    it('404 for an unknown bet id, and for a bet of another kind', async () => {
      expect((await get(path, { betId: '999999999999' }, admin)).status).toBe(404);
      const otherKind = DETAIL_KINDS.find((k) => k !== kind) as DetailKind;
      expect((await get(path, { betId: SEEDED_ROUNDS[otherKind][0] }, admin)).status).toBe(404);
    });

    it('400 with field errors for a bad or missing betId', async () => {
      const bad = await get<{ message: string; errors: { field: string }[] }>(path, { betId: '12ab' }, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e) => e.field)).toEqual(['betId']);
      const missing = await get<{ errors: { field: string }[] }>(path, {}, admin);
      expect(missing.status).toBe(400);
      expect(missing.body.errors.map((e) => e.field)).toEqual(['betId']);
    });
  });

  it('the slot detail answers in the requested language, else the round language', async () => {
    const zh = await get(DETAIL_PATHS.slot, { betId: inside('slot'), language: 'zh-cn' }, agent);
    expect(zh.body.languagecode).toBe('zh-cn');
    const own = await get(DETAIL_PATHS.slot, { betId: inside('slot') }, agent);
    expect(own.body.languagecode).toBe('en');
    const bad = await get(DETAIL_PATHS.slot, { betId: inside('slot'), language: '<script>' }, agent);
    expect(bad.status).toBe(400);
  });

  it('every answer carries the round: its kind, game (named in the answer language), ids, date, currency and totals', async () => {
    const { rows } = await h.server.ctx.db.query<{
      bet_id: string;
      round_id: string;
      external_game_id: number;
      currency: string;
      bet_amount: string;
      payout: string;
      bet_time: Date;
    }>(
      `SELECT bet_id::text, round_id, external_game_id, currency, bet_amount::text, payout::text, bet_time
         FROM game_rounds WHERE bet_id = ANY($1::bigint[])`,
      [DETAIL_KINDS.map(inside)],
    );
    for (const kind of DETAIL_KINDS) {
      const row = rows.find((r) => r.bet_id === inside(kind))!;
      const { body } = await get<{ round: Record<string, unknown> }>(
        DETAIL_PATHS[kind],
        { betId: inside(kind) },
        agent,
      );
      expect(body.round).toEqual({
        betId: row.bet_id,
        roundId: row.round_id,
        externalGameId: row.external_game_id,
        kind,
        gameName: expect.any(String),
        dateTime: new Date(row.bet_time).toISOString(),
        currency: row.currency,
        betAmount: Number(row.bet_amount),
        payout: Number(row.payout),
        status: 'settled',
      });
    }
    const golden = await get<{ round: { gameName: string } }>(
      DETAIL_PATHS.slot,
      { betId: inside('slot') },
      agent,
    );
    expect(golden.body.round.gameName).toBe('Golden Lotus');
    const chinese = await get<{ round: { gameName: string } }>(
      DETAIL_PATHS.slot,
      { betId: inside('slot'), language: 'zh-cn' },
      agent,
    );
    expect(chinese.body.round.gameName).toBe('金莲花');
  });

  it('a slot answer says whether its game is ways-to-win, per game (only Dragon Pearls of the demo is)', async () => {
    const flag = async (betId: string) =>
      (await get<{ waysToWin: unknown; allwayspayGame: boolean }>(DETAIL_PATHS.slot, { betId }, admin)).body;
    expect(await flag(SEEDED_TAGS.slotLines)).toMatchObject({ waysToWin: false });
    expect(await flag(SEEDED_TAGS.slotPaysAnyBadNotes)).toMatchObject({ waysToWin: false });
    expect(await flag(SEEDED_TAGS.slotAllWays)).toMatchObject({ waysToWin: true, allwayspayGame: true });
  });

  it('the round reported by the external provider carries provider id 1 and its https address', async () => {
    const res = await get(DETAIL_PATHS.slot, { betId: SEEDED_TAGS.externalProvider }, admin);
    expect(res.body.gamesHistoryReportProviderId).toBe(1);
    expect(res.body.globalGameDetailsUrl).toMatch(/^https:\/\//);
  });

  it('KRW rounds are classified Thousands; MBT rounds exist', async () => {
    const krw = await get(DETAIL_PATHS.slot, { betId: SEEDED_TAGS.krw }, admin);
    expect([krw.body.currencycode, krw.body.currencyClassification]).toEqual(['KRW', 'Thousands']);
    const mbt = await get(DETAIL_PATHS.slot, { betId: SEEDED_TAGS.mbt }, admin);
    expect(mbt.body.currencycode).toBe('MBT');
  });
});

describe('seeded rounds as served: five of each kind, valid cards, real roulette numbers, payouts that add up', () => {
  const CARD = /^[A2-9TJQK][CDHS]$/;
  const split = (text: string, separator: ' ' | ',') => text.split(separator).filter(Boolean);
  const cents = (n: unknown) => Math.round(Number(n) * 100);

  it('the database holds at least five rounds of every kind', async () => {
    const { rows } = await h.server.ctx.db.query<{ game_kind: string; n: number }>(
      'SELECT game_kind, count(*)::int AS n FROM game_rounds GROUP BY game_kind',
    );
    for (const kind of DETAIL_KINDS)
      expect(rows.find((r) => r.game_kind === kind)?.n).toBeGreaterThanOrEqual(5);
  });

  it('every card of every served round is a valid code; at most 2 jokers in a video poker hand', async () => {
    for (const kind of ['blackjack', 'videoPoker', 'triCardPoker', 'cardGames'] as const) {
      for (const betId of SEEDED_ROUNDS[kind]) {
        const { body: d } = await get<Record<string, never>>(DETAIL_PATHS[kind], { betId }, admin);
        const cards: string[] = [];
        if (kind === 'blackjack') {
          cards.push(...split(d.dealerCards, ' '));
          for (const h of d.hands as { playerCards: string }[]) cards.push(...split(h.playerCards, ' '));
        } else if (kind === 'videoPoker') {
          for (const hand of [d.dealtCards, d.heldCards, d.handAfterDraw] as string[]) {
            const codes = split(hand, ' ').map((c) => (c === 'Joker' ? '0C' : c));
            expect(codes.filter((c) => c === '0C').length).toBeLessThanOrEqual(2);
            cards.push(...codes.filter((c) => c !== '0C'));
          }
        } else if (kind === 'triCardPoker') {
          cards.push(...split(d.playerHand, ' '), ...split(d.dealerHand, ' '));
        } else {
          for (const h of d.hands as { card: string }[]) cards.push(...split(h.card, ','));
        }
        expect(cards.length).toBeGreaterThan(0);
        for (const c of cards) expect(c).toMatch(CARD);
      }
    }
  });

  it('roulette spin results are whole numbers 0-36 and one is zero', async () => {
    const spins: number[] = [];
    for (const betId of SEEDED_ROUNDS.roulette) {
      spins.push(
        (await get<{ spinResult: number }>(DETAIL_PATHS.roulette, { betId }, admin)).body.spinResult,
      );
    }
    for (const n of spins) expect(Number.isInteger(n) && n >= 0 && n <= 36).toBe(true);
    expect(spins).toContain(0);
  });

  it('the stored bet and payout of a round equal the totals of its detail', async () => {
    const { rows } = await h.server.ctx.db.query<{ bet_id: string; bet_amount: string; payout: string }>(
      'SELECT bet_id::text AS bet_id, bet_amount::text AS bet_amount, payout::text AS payout FROM game_rounds',
    );
    const stored = new Map(rows.map((r) => [r.bet_id, r]));
    for (const betId of SEEDED_ROUNDS.roulette) {
      const { body } = await get(DETAIL_PATHS.roulette, { betId }, admin);
      expect([cents(body.totalBet), cents(body.totalPayout)]).toEqual([
        cents(stored.get(betId)?.bet_amount),
        cents(stored.get(betId)?.payout),
      ]);
    }
    for (const betId of SEEDED_ROUNDS.cardGames) {
      const { body } = await get<{ spots: { bet: number; payout: number }[] } & Record<string, unknown>>(
        DETAIL_PATHS.cardGames,
        { betId },
        admin,
      );
      const spotBets = body.spots.reduce((s, x) => s + cents(x.bet), 0);
      const spotPays = body.spots.reduce((s, x) => s + cents(x.payout), 0);
      expect([spotBets, spotPays]).toEqual([
        cents(stored.get(betId)?.bet_amount),
        cents(stored.get(betId)?.payout),
      ]);
      expect([cents(body.totalBet), cents(body.totalPayout)]).toEqual([spotBets, spotPays]);
    }
    for (const betId of SEEDED_ROUNDS.blackjack) {
      const { body } = await get<{ hands: { payout: number }[] } & Record<string, unknown>>(
        DETAIL_PATHS.blackjack,
        { betId },
        admin,
      );
      const paid =
        body.hands.reduce((s, h) => s + cents(h.payout), 0) +
        cents(body.insurancePayout) +
        cents(body.sideBetPayout);
      expect(paid).toBe(cents(stored.get(betId)?.payout));
    }
  });
});

describe('shared links: POST /api/report/sharedlink, then the public POST /api/report/gamedetail', () => {
  const keys = () => sharedLinkKeys(h.server.ctx.jwtKey);

  it('a valid link opens the round without login (200), for every kind', async () => {
    for (const kind of DETAIL_KINDS) {
      const made = await post<{ encryptedLink: string; token: string; url: string }>(
        '/api/report/sharedlink',
        { betId: outside(kind) },
        admin,
      );
      expect(made.status).toBe(200);
      expect(made.body.encryptedLink).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(made.body.encryptedLink).not.toContain(outside(kind));
      const url = new URL(made.body.url);
      expect(url.searchParams.get('id')).toBe(made.body.encryptedLink);
      expect(url.searchParams.get('token')).toBe(made.body.token);
      const opened = await post('/api/report/gamedetail', {
        encryptedLink: made.body.encryptedLink,
        token: made.body.token,
      });
      expect(opened.status).toBe(200);
      const direct = await get(DETAIL_PATHS[kind], { betId: outside(kind) }, admin);
      expect(opened.body).toEqual(direct.body);
    }
  });

  it('an expired token gives 400 token expired', async () => {
    const link = createSharedLink(keys(), inside('blackjack'), 1, Date.now() - 2 * 60_000);
    const res = await post('/api/report/gamedetail', {
      encryptedLink: link.encryptedLink,
      token: link.token,
    });
    expect(res).toEqual({ status: 400, body: { code: 'token-expired', message: 'token expired' } });
  });

  it('a tampered link or token gives 400 token expired', async () => {
    const made = await post<{ encryptedLink: string; token: string }>(
      '/api/report/sharedlink',
      { betId: inside('keno') },
      admin,
    );
    const { encryptedLink, token } = made.body;
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const later = `${(Date.now() + 365 * 86_400_000).toString(36)}.${token.split('.')[1]}`;
    for (const body of [
      { encryptedLink: flip(encryptedLink, 20), token },
      { encryptedLink, token: flip(token, token.length - 5) },
      { encryptedLink, token: later },
      { encryptedLink, token: 'not-a-token' },
    ]) {
      expect(await post('/api/report/gamedetail', body)).toEqual({
        status: 400,
        body: { code: 'token-expired', message: 'token expired' },
      });
    }
  });

  it('a valid link to an unknown round gives 404', async () => {
    for (const roundId of ['999999999999', 'not-a-bet-id']) {
      const link = createSharedLink(keys(), roundId, 60);
      const res = await post('/api/report/gamedetail', {
        encryptedLink: link.encryptedLink,
        token: link.token,
      });
      expect(res.status).toBe(404);
    }
  });

  it('the public POST takes its JSON body as text/plain too (a request a browser sends cross-origin without a preflight)', async () => {
    const made = await post<{ encryptedLink: string; token: string }>(
      '/api/report/sharedlink',
      { betId: outside('blackjack') },
      admin,
    );
    const opened = await h.call('report', 'POST', '/api/report/gamedetail', {
      body: made.body,
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(opened.status).toBe(200);
    const direct = await get(DETAIL_PATHS.blackjack, { betId: outside('blackjack') }, admin);
    expect(opened.body).toEqual(direct.body);
  });

  it('only the public POST reads text/plain as JSON: creating a link with a text/plain body is refused (400)', async () => {
    const res = await h.as('admin', 'report', 'POST', '/api/report/sharedlink', {
      body: { betId: inside('slot') },
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('encryptedLink');
  });

  it('a text/plain body that is not JSON gives 400', async () => {
    const res = await h.call('report', 'POST', '/api/report/gamedetail', {
      body: 'not json',
      contentType: 'text/plain',
    });
    expect(res.status).toBe(400);
  });

  it('a malformed body gives 400 with field errors', async () => {
    const res = await post<{ errors: { field: string }[] }>('/api/report/gamedetail', { encryptedLink: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.field).sort()).toEqual(['encryptedLink', 'token']);
  });

  it('creating a link: 401 without login, 404 across the agent boundary and for an unknown round, 400 bad input', async () => {
    expect((await post('/api/report/sharedlink', { betId: inside('slot') })).status).toBe(401);
    expect((await post('/api/report/sharedlink', { betId: outside('slot') }, agent)).status).toBe(404);
    expect((await post('/api/report/sharedlink', { betId: inside('slot') }, agent)).status).toBe(200);
    expect((await post('/api/report/sharedlink', { betId: '999999999999' }, admin)).status).toBe(404);
    const bad = await post<{ errors: { field: string }[] }>(
      '/api/report/sharedlink',
      { betId: 'x1', expiresInMinutes: 0 },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field).sort()).toEqual(['betId', 'expiresInMinutes']);
  });

  it('a link made with a short lifetime expires after it', async () => {
    const made = await post<{ encryptedLink: string; token: string; expiresAt: string }>(
      '/api/report/sharedlink',
      { betId: inside('roulette'), expiresInMinutes: 5 },
      admin,
    );
    const lifetime = Date.parse(made.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
  });
});

describe('round list: POST /api/report/gamehistory', () => {
  interface Page {
    rows: { idStr: string; externalGameId: number; betId: string; betAmount: number; payout: number }[];
    total: number;
  }

  it('lists the settled rounds of the agent subtree, newest first, paged with the total', async () => {
    const root = h.seed.rootAgentId;
    const first = await post<Page>('/api/report/gamehistory', { agentId: root, pageSize: 10 }, admin);
    expect(first.status).toBe(200);
    const { rows } = await h.server.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM game_rounds WHERE status = 'settled'",
    );
    expect(first.body.total).toBe(rows[0].n);
    expect(first.body.rows).toHaveLength(10);
    // the shared report row, with the ids the round detail and the drill-downs need
    expect(Object.keys(first.body.rows[0])).toEqual(
      expect.arrayContaining([
        'idStr',
        'externalGameId',
        'gameName',
        'account',
        'betId',
        'currency',
        'betAmount',
        'payout',
        'betTime',
        'roundId',
      ]),
    );
    const second = await post<Page>(
      '/api/report/gamehistory',
      { agentId: root, pageSize: 10, pageIndex: 1 },
      admin,
    );
    expect(second.body.rows[0].idStr).not.toBe(first.body.rows[0].idStr);
  });

  it('the agent login sees its own subtree: the first round of every kind, none of the others', async () => {
    const own = h.seed.secondLevelAgentId;
    const res = await post<Page>('/api/report/gamehistory', { agentId: own, pageSize: 500 }, agent);
    expect(res.status).toBe(200);
    const all = await post<Page>('/api/report/gamehistory', { agentId: own, pageSize: 1 }, agent);
    const seen = new Set<string>();
    for (let page = 0; page * 500 < all.body.total; page++) {
      const r = await post<Page>(
        '/api/report/gamehistory',
        { agentId: own, pageSize: 500, pageIndex: page },
        agent,
      );
      r.body.rows.forEach((row) => seen.add(row.idStr));
    }
    for (const kind of DETAIL_KINDS) {
      expect(seen.has(inside(kind))).toBe(true);
      expect(SEEDED_ROUNDS[kind].slice(1).some((id) => seen.has(id))).toBe(false);
    }
  });

  it('401 without login, 403 across the agent boundary, 404 unknown agent, 400 with field errors', async () => {
    const root = h.seed.rootAgentId;
    expect((await post('/api/report/gamehistory', { agentId: root })).status).toBe(401);
    expect((await post('/api/report/gamehistory', { agentId: root }, agent)).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post('/api/report/gamehistory', { agentId: unknown }, admin)).status).toBe(404);
    const bad = await post<{ errors: { field: string }[] }>(
      '/api/report/gamehistory',
      { agentId: 'nope', from: 'yesterday', pageSize: 0 },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field).sort()).toEqual(['agentId', 'from', 'pageSize']);
  });
});

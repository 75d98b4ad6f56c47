/**
 * The seeded game rounds: at least five rounds of every kind, with
 * believable content: valid card codes, real roulette numbers, payouts that add up, slot lines
 * and scatters with icons, a round reported by the external provider.
 */
import { describe, expect, it } from 'vitest';
import type {
  BlackjackDetail,
  CardGameDetail,
  CrashGameDetail,
  KenoDetail,
  RouletteDetail,
  SlotRoundDetail,
  TriCardPokerDetail,
  VideoPokerDetail,
} from '../../src/core/games/types';
import { parseCardCode, parseCards, parseVideoPokerCards } from '../../src/core/games/cards';
import { dealtCardsHeading, showsTotalColumn } from '../../src/core/games/family35';
import { detailKindFor } from '../../src/core/games/game-types';
import { parseSpinNotes } from '../../src/core/games/slot';
import { GAME_DETAILS_IDS, DETAIL_KINDS, GAME_TYPES, gameById } from '../../src/server/games/catalog';
import {
  generateGameRounds,
  SEEDED_ROUNDS,
  SEEDED_TAGS,
  type SeededRoundRow,
} from '../../src/server/games/seed';

const currencies = ['USD', 'EUR', 'KRW', 'CNY', 'SEK'];
const players = currencies.flatMap((currency, i) => [
  { id: `p-in-${i}`, agentId: 'agent-inside', name: `inside${i}`, currency },
  { id: `p-out-${i}`, agentId: `agent-out-${i}`, name: `outside${i}`, currency },
  { id: `p-mbt-${i}`, agentId: `agent-out-${i}`, name: `crypto${i}`, currency: 'MBT' },
]);
const info = {
  players,
  agents: [
    { id: 'agent-inside', parentId: 'second-level' },
    ...currencies.map((_, i) => ({ id: `agent-out-${i}`, parentId: 'elsewhere' })),
  ],
  secondLevelAgentId: 'second-level',
};
const rounds = generateGameRounds(info, Date.UTC(2026, 10, 23, 12));
const ofKind = <T>(kind: string) =>
  rounds.filter((r) => r.kind === kind).map((r) => ({ row: r, d: r.detail as unknown as T }));
const byTag = (tag: keyof typeof SEEDED_TAGS) =>
  rounds.find((r) => r.betId === SEEDED_TAGS[tag]) as SeededRoundRow;
const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);
const sum = (values: (number | null | undefined)[]) => values.reduce<number>((s, v) => s + cents(v), 0);

/** A card code: a rank (A, 2-9, T, J, Q, K) and a suit (C, D, H, S); 0C is the joker */
const CARD = /^[A2-9TJQK][CDHS]$/;
const cardsOf = (text: string, separator: ' ' | ',') => text.split(separator).filter(Boolean);
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

describe('five rounds of every kind', () => {
  it.each(DETAIL_KINDS)('%s has at least five seeded rounds, with stable bet ids', (kind) => {
    expect(ofKind(kind).length).toBeGreaterThanOrEqual(5);
    expect(ofKind(kind).map((r) => r.row.betId)).toEqual(SEEDED_ROUNDS[kind]);
  });

  it('bet ids are unique and the same on every seed', () => {
    expect(new Set(rounds.map((r) => r.betId)).size).toBe(rounds.length);
    const again = generateGameRounds(info, Date.UTC(2026, 10, 23, 12));
    expect(again.map((r) => [r.betId, r.detail])).toEqual(rounds.map((r) => [r.betId, r.detail]));
  });

  it('every round is of a catalogue game of its kind, listed in the config gameTypes', () => {
    for (const r of rounds) {
      expect(gameById(r.externalGameId)?.kind).toBe(r.kind);
      expect(GAME_TYPES[r.kind].split(',')).toContain(String(r.externalGameId));
    }
    for (const id of Object.values(GAME_DETAILS_IDS)) expect(gameById(id)).toBeDefined();
  });

  it('several currencies, including KRW (Thousands classification) and MBT', () => {
    expect(new Set(rounds.map((r) => r.currency)).size).toBeGreaterThanOrEqual(5);
    expect(byTag('krw').currency).toBe('KRW');
    expect(byTag('krw').currencyClassification).toBe('Thousands');
    expect(byTag('mbt').currency).toBe('MBT');
  });

  it('the first round of every kind belongs to the second-level agent subtree, the others do not', () => {
    for (const kind of DETAIL_KINDS) {
      const [first, ...rest] = ofKind(kind);
      expect(first.row.agentId).toBe('agent-inside');
      expect(rest.every((r) => r.row.agentId !== 'agent-inside')).toBe(true);
    }
  });

  it('a round reported by the external provider: provider id 1 and an https details address', () => {
    const external = byTag('externalProvider');
    expect(external.providerId).toBe(1);
    expect(external.globalDetailsUrl).toMatch(/^https:\/\//);
    expect(
      rounds.filter((r) => r !== external).every((r) => r.providerId === 0 && r.globalDetailsUrl === null),
    ).toBe(true);
  });
});

describe('slot rounds: lines and scatters with icons, payouts that add up', () => {
  const slots = ofKind<SlotRoundDetail>('slot');

  it('the wheel result is three rows of five icons, paths relative to the image CDN base', () => {
    for (const { d } of slots) {
      expect(d.wheelinfos).toHaveLength(3);
      for (const row of d.wheelinfos ?? []) {
        expect(row.icons).toHaveLength(5);
        for (const icon of row.icons) expect(icon.url).toMatch(/^symbols\/[a-z0-9-]+\.svg$/);
      }
    }
  });

  it('every line pays base payout times multiplier and carries the icons of its combination', () => {
    const lines = slots.flatMap(({ d }) => d.lines ?? []);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) {
      expect(cents(line.payout)).toBe(Math.round(cents(line.basePayout) * line.payoutMultiplier));
      expect(line.icons.length).toBeGreaterThanOrEqual(3);
      expect(line.winCombination.split(', ')).toEqual(line.icons.map((i) => i.name));
    }
  });

  it('the round payout is the sum of lines, scatters, bonus games and the side-bet feature', () => {
    for (const { row, d } of slots) {
      const total =
        sum((d.lines ?? []).map((l) => l.payout)) +
        sum((d.scatters ?? []).map((s) => s.totalScatterPayoutAmount)) +
        sum((d.bonusgameinfo ?? []).map((b) => b.payoutAmount)) +
        cents(d.sidebet?.featurePayout);
      expect(total).toBe(row.payoutCents);
    }
  });

  it('a scatter win awards free spins, played as bonus games', () => {
    const d = byTag('slotScatterBonus').detail as SlotRoundDetail;
    expect(d.scatters?.[0].freeSpins).toBeGreaterThan(0);
    expect(d.bonusgameinfo).toHaveLength(d.scatters?.[0].freeSpins ?? -1);
  });

  it('pays-any and all-ways games are flagged; pays-any lines count occurrences', () => {
    const paysAny = byTag('slotPaysAnyBadNotes').detail as SlotRoundDetail;
    expect(paysAny.paysAny).toBe(true);
    expect(paysAny.lines?.every((l) => (l.occurrences ?? 0) >= 3)).toBe(true);
    expect((byTag('slotAllWays').detail as SlotRoundDetail).allwayspayGame).toBe(true);
  });

  it('spin notes are a JSON text of header/text pairs, and one round carries bad JSON', () => {
    for (const { row, d } of slots) {
      if (row.betId === SEEDED_TAGS.slotPaysAnyBadNotes) {
        expect(() => JSON.parse(d.spinnotes ?? '')).toThrow();
      } else if (d.spinnotes) {
        for (const note of JSON.parse(d.spinnotes) as unknown[]) {
          expect(note).toEqual({ header: expect.any(String), text: expect.any(String) });
        }
      }
    }
  });

  it('side bet and feature guarantee appear together; one side bet misses its payout (a dash)', () => {
    const withSideBet = slots.filter(({ d }) => d.sidebet);
    expect(withSideBet.length).toBeGreaterThanOrEqual(2);
    expect(withSideBet.some(({ d }) => d.sidebet?.featurePayout === null)).toBe(true);
    for (const { d } of withSideBet) expect(d.featureguaranteeinfo?.length).toBe(1);
  });
});

describe('blackjack rounds: valid cards and payouts that add up', () => {
  const hands = ofKind<BlackjackDetail>('blackjack');

  it('dealer and player cards are valid card codes separated by spaces', () => {
    for (const { d } of hands) {
      for (const c of cardsOf(d.dealerCards, ' ')) expect(c).toMatch(CARD);
      for (const h of d.hands) for (const c of cardsOf(h.playerCards, ' ')) expect(c).toMatch(CARD);
    }
  });

  it('the round payout is hands plus insurance plus side bet; a doubled hand stakes twice the bet', () => {
    for (const { row, d } of hands) {
      expect(sum(d.hands.map((h) => h.payout)) + cents(d.insurancePayout) + cents(d.sideBetPayout)).toBe(
        row.payoutCents,
      );
      for (const h of d.hands) expect(cents(h.totalBets)).toBe(cents(d.bet) * (h.doubled ? 2 : 1));
    }
  });

  it('a natural pays 3 to 2, a surrender returns half, insurance pays 2 to 1 against a dealer blackjack', () => {
    const natural = byTag('blackjackNatural').detail as BlackjackDetail;
    expect(cents(natural.hands[0].payout)).toBe(cents(natural.bet) * 2.5);
    const surrender = byTag('blackjackSurrender').detail as BlackjackDetail;
    expect(surrender.hands[0].surrender).toBe(true);
    expect(cents(surrender.hands[0].payout)).toBe(cents(surrender.bet) / 2);
    const insured = byTag('blackjackInsurance').detail as BlackjackDetail;
    expect(insured.insurance).toBe(true);
    expect(cents(insured.insurancePayout)).toBe((cents(insured.bet) / 2) * 3);
    expect((byTag('blackjackSplit').detail as BlackjackDetail).hands).toHaveLength(2);
  });
});

describe('roulette rounds: real numbers 0-36 and payouts that add up', () => {
  const spins = ofKind<RouletteDetail>('roulette');

  it('every spin result is a whole number from 0 to 36, and one round shows zero', () => {
    for (const { d } of spins) {
      expect(Number.isInteger(d.spinResult)).toBe(true);
      expect(d.spinResult).toBeGreaterThanOrEqual(0);
      expect(d.spinResult).toBeLessThanOrEqual(36);
    }
    expect((byTag('rouletteZero').detail as RouletteDetail).spinResult).toBe(0);
  });

  it('total bet is the sum of the bets; total payout is the round payout', () => {
    for (const { row, d } of spins) {
      expect(sum(d.bets.map((b) => b.amount))).toBe(cents(d.totalBet));
      expect(cents(d.totalBet)).toBe(row.betCents);
      expect(cents(d.totalPayout)).toBe(row.payoutCents);
    }
  });

  /** the numbers a bet covers, read from its description */
  const covered = (description: string): number[] => {
    const all = Array.from({ length: 36 }, (_, i) => i + 1);
    const nums = (description.match(/\d+/g) ?? []).map(Number);
    if (/^Straight Up|^Split|^Corner/.test(description)) return nums;
    if (/^Street|^Six Line/.test(description)) return all.filter((n) => n >= nums[0] && n <= nums[1]);
    if (/Dozen$/.test(description)) return all.filter((n) => Math.ceil(n / 12) === nums[0]);
    if (/Column$/.test(description)) return all.filter((n) => (n - 1) % 3 === nums[0] - 1);
    const even: Record<string, (n: number) => boolean> = {
      Red: (n) => RED.includes(n),
      Black: (n) => !RED.includes(n),
      Odd: (n) => n % 2 === 1,
      Even: (n) => n % 2 === 0,
      '1-18': (n) => n <= 18,
      '19-36': (n) => n >= 19,
    };
    return all.filter(even[description]);
  };

  it('every bet is paid by the real odds of the numbers it covers (36 / n, la partage on zero in French roulette)', () => {
    for (const { row, d } of spins) {
      const expected = d.bets.reduce((s, b) => {
        const numbers = covered(b.rouletteBetDescription);
        expect(numbers.length).toBeGreaterThan(0);
        if (numbers.includes(d.spinResult)) return s + (cents(b.amount) * 36) / numbers.length;
        if (d.spinResult === 0 && numbers.length === 18 && row.externalGameId === 302)
          return s + cents(b.amount) / 2;
        return s;
      }, 0);
      expect(cents(d.totalPayout)).toBe(expected);
    }
  });
});

describe('keno rounds', () => {
  it('20 distinct numbers drawn from 1-80, distinct picks, balances that add up', () => {
    for (const { row, d } of ofKind<KenoDetail>('keno')) {
      const results = d.results as number[];
      const picks = d.picks as number[];
      expect(new Set(results).size).toBe(20);
      expect(results.every((n) => n >= 1 && n <= 80)).toBe(true);
      expect(new Set(picks).size).toBe(picks.length);
      expect(cents(d.endBalance)).toBe(
        cents(d.startBalance) -
          cents(d.totalBet) -
          cents(d.bonusBet) +
          cents(d.totalPayout) +
          cents(d.payBonus),
      );
      expect(cents(d.totalPayout) + cents(d.payBonus)).toBe(row.payoutCents);
    }
  });
});

describe('video poker rounds', () => {
  const games = ofKind<VideoPokerDetail>('videoPoker');
  const cards = (text: string) => cardsOf(text, ' ').map((c) => (c === 'Joker' ? '0C' : c));

  it('five valid cards dealt and after the draw, at most 2 jokers, held cards kept', () => {
    for (const { d } of games) {
      for (const hand of [d.dealtCards, d.handAfterDraw]) {
        expect(cards(hand)).toHaveLength(5);
        for (const c of cards(hand)) expect(c === '0C' || CARD.test(c)).toBe(true);
        expect(cards(hand).filter((c) => c === '0C').length).toBeLessThanOrEqual(2);
      }
      for (const c of cards(d.heldCards)) expect(cards(d.handAfterDraw)).toContain(c);
    }
  });

  it('with and without held cards; jokers written as Joker and as 0C', () => {
    expect((byTag('videoPokerNoHold').detail as VideoPokerDetail).heldCards).toBe('');
    expect(games.filter(({ d }) => d.heldCards !== '').length).toBeGreaterThanOrEqual(4);
    expect((byTag('videoPokerJokerWord').detail as VideoPokerDetail).dealtCards).toContain('Joker');
    expect(cardsOf((byTag('videoPokerTwoJokers').detail as VideoPokerDetail).dealtCards, ' ')).toEqual(
      expect.arrayContaining(['0C', '0C']),
    );
  });

  it('double-up results W, L and T; a lost double-up pays nothing', () => {
    const outcomes = games.flatMap(({ d }) => (d.bonusGameResults ?? []).map((b) => b.outcome));
    expect(new Set(outcomes)).toEqual(new Set(['W', 'L', 'T']));
    for (const { d } of games) {
      for (const b of d.bonusGameResults ?? []) {
        for (const c of [...cardsOf(b.dealerCards, ','), ...cardsOf(b.playerCards, ',')])
          expect(c).toMatch(CARD);
      }
      if (d.bonusGameResults?.some((b) => b.outcome === 'L')) expect(d.payout).toBe(0);
    }
  });
});

describe('tri-card poker rounds', () => {
  it('three valid cards each; a fold raises nothing and is paid nothing on ante and raise; pays add up', () => {
    const rounds35 = ofKind<TriCardPokerDetail>('triCardPoker');
    for (const { row, d } of rounds35) {
      expect(cardsOf(d.playerHand, ' ')).toHaveLength(3);
      expect(cardsOf(d.dealerHand, ' ')).toHaveLength(3);
      for (const c of [...cardsOf(d.playerHand, ' '), ...cardsOf(d.dealerHand, ' ')]) expect(c).toMatch(CARD);
      expect(sum([d.payAnte, d.payRaise, d.payPairPlus, d.payBonus])).toBe(row.payoutCents);
      expect(sum([d.anteBet, d.raiseBet, d.pairPlusBet, d.bonusBet])).toBe(row.betCents);
      if (d.action === 'fold') expect([d.raiseBet, d.payAnte, d.payRaise]).toEqual([0, 0, 0]);
    }
    expect(rounds35.map(({ d }) => d.action)).toEqual(expect.arrayContaining(['raise', 'fold']));
  });
});

describe('game family 35 rounds', () => {
  const games = ofKind<CardGameDetail>('cardGames');
  /** Card values: A 14, 2-9 face value, T 10, J 11, Q 12, K 13, plus the number after the first word */
  const value = (c: string) => ({ A: 14, T: 10, J: 11, Q: 12, K: 13 })[c[0]] ?? Number(c[0]);
  const total = (h: { handDescription: string; card: string }) =>
    cardsOf(h.card, ',').reduce((s, c) => s + value(c), 0) + Number(h.handDescription.split(' ')[1]);

  it('hands are comma-separated valid cards; total bet and payout are the sums of the spots', () => {
    for (const { row, d } of games) {
      for (const h of d.hands) for (const c of cardsOf(h.card, ',')) expect(c).toMatch(CARD);
      expect(sum(d.spots.map((s) => s.bet))).toBe(row.betCents);
      expect(sum(d.spots.map((s) => s.payout))).toBe(row.payoutCents);
      expect(d.spots.some((s) => s.isMainBet)).toBe(true);
    }
  });

  it('32 Cards (externalgameId 1): Players 8-11, only the highest total wins its main bet', () => {
    const thirtyTwo = games.filter(({ row }) => row.externalGameId === 1);
    expect(thirtyTwo.length).toBeGreaterThanOrEqual(2);
    for (const { d } of thirtyTwo) {
      expect(d.hands.map((h) => h.handDescription)).toEqual([
        'Player 8',
        'Player 9',
        'Player 10',
        'Player 11',
      ]);
      const best = Math.max(...d.hands.map(total));
      const winners = d.hands.filter((h) => total(h) === best);
      expect(winners).toHaveLength(1);
      for (const spot of d.spots.filter((s) => s.isMainBet)) {
        expect(spot.payout > 0).toBe(spot.betName === winners[0].handDescription);
      }
    }
  });

  it('one 32 Cards round has all single-card hands, one has a tie broken by more cards', () => {
    const single = byTag('thirtyTwoCardsSingle').detail as CardGameDetail;
    expect(single.hands.every((h) => cardsOf(h.card, ',').length === 1)).toBe(true);
    const tie = byTag('thirtyTwoCardsTie').detail as CardGameDetail;
    expect(tie.hands.some((h) => cardsOf(h.card, ',').length > 1)).toBe(true);
  });
});

describe('game family 36 rounds', () => {
  it('a bet cashed out pays bet times cashout (to the cent), a bust pays nothing; payouts add up', () => {
    for (const { row, d } of ofKind<CrashGameDetail>('crashGames')) {
      for (const b of d.bets) {
        if (b.cashout === null) expect(b.payout).toBe(0);
        else expect(cents(b.payout)).toBe(Math.floor(cents(b.bet) * b.cashout));
      }
      expect(sum(d.bets.map((b) => b.payout))).toBe(row.payoutCents);
    }
    const bust = byTag('crashBust').detail as CrashGameDetail;
    expect(bust.bets.every((b) => b.cashout === null)).toBe(true);
  });
});

describe('the seeded rounds read by the views (src/core/games rules)', () => {
  it('every round picks the view of its kind from the config gameTypes', () => {
    for (const r of rounds) expect(detailKindFor(r.externalGameId, GAME_TYPES)).toBe(r.kind);
  });

  it('every card string parses to sprite cards', () => {
    const strings: [string, ' ' | ','][] = [];
    for (const { d } of ofKind<BlackjackDetail>('blackjack')) {
      strings.push([d.dealerCards, ' '], ...d.hands.map((x): [string, ' '] => [x.playerCards, ' ']));
    }
    for (const { d } of ofKind<TriCardPokerDetail>('triCardPoker'))
      strings.push([d.playerHand, ' '], [d.dealerHand, ' ']);
    for (const { d } of ofKind<CardGameDetail>('cardGames'))
      strings.push(...d.hands.map((x): [string, ','] => [x.card, ',']));
    for (const [text, separator] of strings) {
      const cards = parseCards(text, separator);
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) expect(parseCardCode(c)).not.toBeNull();
    }
    for (const { d } of ofKind<VideoPokerDetail>('videoPoker')) {
      for (const hand of [d.dealtCards, d.handAfterDraw]) {
        const cards = parseVideoPokerCards(hand);
        expect(cards).toHaveLength(5);
        for (const c of cards) expect(parseCardCode(c)).not.toBeNull();
      }
    }
  });

  it('family 35: the total column shows for 32 Cards only; the dealt-card heading is singular for single-card hands', () => {
    for (const { row, d } of ofKind<CardGameDetail>('cardGames')) {
      expect(showsTotalColumn(d.hands, row.externalGameId)).toBe(row.externalGameId === 1);
    }
    expect(dealtCardsHeading((byTag('thirtyTwoCardsSingle').detail as CardGameDetail).hands)).toBe(
      'singular',
    );
    expect(dealtCardsHeading((byTag('dragonTiger').detail as CardGameDetail).hands)).toBe('singular');
    expect(dealtCardsHeading((byTag('thirtyTwoCardsTie').detail as CardGameDetail).hands)).toBe('plural');
    expect(dealtCardsHeading((byTag('baccarat').detail as CardGameDetail).hands)).toBe('plural');
  });

  it('spin notes: the bad JSON round gives no notes, the others give their header/text pairs', () => {
    for (const { row, d } of ofKind<SlotRoundDetail>('slot')) {
      const notes = parseSpinNotes(d.spinnotes);
      if (row.betId === SEEDED_TAGS.slotPaysAnyBadNotes) expect(notes).toEqual([]);
      else if (d.spinnotes) expect(notes.length).toBeGreaterThan(0);
    }
  });
});

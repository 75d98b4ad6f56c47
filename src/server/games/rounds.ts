/**
 * Believable content of one round of each game kind, played out by the real rules of the game
 * from a seeded random source: cards dealt from a shuffled shoe, roulette numbers 0-36, keno
 * draws of 20 from 80, slot windows evaluated line by line. Every payout is computed, so the
 * totals always add up. Amounts are integer cents here; `toAmount` turns them into 2-decimal
 * numbers for the detail JSON.
 */
import type {
  BlackjackBet,
  BlackjackHand,
  CommonDetailFields,
  CardGameHand,
  CardGameSpot,
  CrashGameBet,
  DetailIcon,
  KenoDetail,
  Outcome,
  RouletteBet,
  SlotBonusGame,
  SlotFeatureGuarantee,
  SlotLine,
  SlotScatter,
  SlotSideBet,
  SlotWheelInfo,
  TriCardPokerDetail,
  VideoPokerDetail,
  VideoPokerBonusRound,
} from '../../core/games/types';
import {
  baccaratPoints,
  bestFiveOf,
  blackjackTotal,
  compareScores,
  isBlackjack,
  isJoker,
  JOKER,
  pokerValue,
  POKER_HANDS,
  rankOf,
  RANKS,
  scorePoker,
  scoreThreeCard,
  shuffledShoe,
  suitOf,
  SUITS,
  THREE_CARD_HANDS,
  thirtyTwoCardValue,
  without,
} from './cards';
import type { CatalogGame } from './catalog';
import type { Rng } from './random';

/** cents -> amount with 2 decimals */
export const toAmount = (cents: number): number => Math.round(cents) / 100;

/** What every generator returns: the detail content and the round's totals in cents. */
export interface PlayedRound<D> {
  detail: D;
  betCents: number;
  payoutCents: number;
}

/**
 * A slot symbol (or hand) icon. Its path is relative to the image CDN base; the server draws it at
 * /cdn/symbols/<name>.svg.
 */
export const symbolIcon = (name: string): DetailIcon => ({
  name,
  url: `symbols/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
});

// ================================================================== slots

export interface SlotOptions {
  /** winning lines to place on the window before evaluating it */
  plantWins: number;
  scatters?: boolean;
  sideBet?: 'complete' | 'missingPayout';
  spinNotes: 'none' | 'valid' | 'badJson';
}

export interface SlotContent {
  allwayspayGame: boolean;
  paysAny: boolean;
  scatters: SlotScatter[];
  sidebet: SlotSideBet | null;
  bonusgameinfo: SlotBonusGame[];
  featureguaranteeinfo: SlotFeatureGuarantee[];
  spinnotes: string;
  wheelinfos: SlotWheelInfo[];
  lines: SlotLine[];
}

const SLOT_SYMBOLS: Record<string, string[]> = {
  'golden-lotus': ['Lotus', 'Koi', 'Lantern', 'Fan', 'Ace', 'King', 'Queen'],
  'dragon-pearls': ['Dragon', 'Pearl', 'Phoenix', 'Coin', 'Ace', 'King', 'Jack'],
  'lucky-sevens-deluxe': ['Seven', 'Triple Bar', 'Double Bar', 'Bar', 'Bell', 'Cherry', 'Plum'],
  'aztec-sun': ['Sun Mask', 'Jaguar', 'Eagle', 'Temple', 'Ace', 'King', 'Queen'],
  'neon-nights': ['Diamond', 'Star', 'Cocktail', 'Dice', 'Ace', 'King', 'Queen'],
};
/** pays for 3, 4, 5 of a kind, in line bets; index = symbol rank (0 premium) */
const SLOT_PAYS = [
  [25, 100, 500],
  [20, 75, 250],
  [15, 50, 150],
  [10, 30, 100],
  [5, 15, 75],
  [4, 10, 50],
  [3, 8, 40],
];
/** rows of each payline on a 3 x 5 window */
const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
const SCATTER_PAYS = [2, 10, 50];
const SCATTER_FREE_SPINS = [8, 12, 20];
const WILD = 'Wild';
const SCATTER = 'Scatter';

export function playSlot(
  rng: Rng,
  game: CatalogGame,
  unitCents: number,
  opts: SlotOptions,
): PlayedRound<SlotContent> {
  const symbols = SLOT_SYMBOLS[game.slug] ?? SLOT_SYMBOLS['golden-lotus'];
  const mode = game.slotMode ?? 'lines';
  const lineBet = unitCents / 10;
  const lineCount = mode === 'allWays' ? 25 : PAYLINES.length; // 243 ways are bought as 25 coins
  const spinBet = lineBet * lineCount;

  // 3 x 5 window of random symbols; wilds only on reels 2-4, scatters anywhere but rare
  const window: string[][] = [0, 1, 2].map(() =>
    [0, 1, 2, 3, 4].map((reel) => {
      const r = rng.next();
      if (reel >= 1 && reel <= 3 && r < 0.06) return WILD;
      if (r > 0.965) return SCATTER;
      return symbols[
        Math.min(symbols.length - 1, Math.floor(rng.next() * rng.next() * symbols.length * 1.6))
      ];
    }),
  );
  for (let w = 0; w < opts.plantWins; w++) {
    const symbol = symbols[rng.int(1, symbols.length - 1)];
    const length = rng.int(3, 5);
    const rows = mode === 'allWays' ? PAYLINES[rng.int(0, 2)] : PAYLINES[rng.int(0, PAYLINES.length - 1)];
    if (mode === 'paysAny') {
      // pays any: the symbols need not be adjacent on the line
      const reels = rng.shuffle([0, 1, 2, 3, 4]).slice(0, length);
      reels.forEach((reel) => (window[rows[reel]][reel] = symbol));
    } else {
      for (let reel = 0; reel < length; reel++) window[rows[reel]][reel] = symbol;
      if (length < 5) window[rows[length]][length] = symbols.find((s) => s !== symbol) as string;
    }
  }
  if (opts.scatters) {
    for (const reel of [0, 2, 4]) window[rng.int(0, 2)][reel] = SCATTER;
  }

  const lines: SlotLine[] = [];
  const payOf = (symbol: string, count: number) => SLOT_PAYS[Math.max(0, symbols.indexOf(symbol))][count - 3];
  if (mode === 'lines') {
    PAYLINES.forEach((rows, index) => {
      const cells = rows.map((row, reel) => window[row][reel]);
      if (cells[0] === SCATTER) return;
      const target = cells.find((c) => c !== WILD) ?? symbols[0];
      if (target === SCATTER) return;
      let count = 0;
      while (count < 5 && (cells[count] === target || cells[count] === WILD)) count++;
      if (count < 3) return;
      const won = cells.slice(0, count);
      const basePayout = lineBet * payOf(target, count);
      const payoutMultiplier = won.includes(WILD) ? 2 : 1;
      lines.push({
        number: index + 1,
        occurrences: count,
        winCombination: won.join(', '),
        payoutTypeId: 1,
        basePayout: toAmount(basePayout),
        payoutMultiplier,
        payout: toAmount(basePayout * payoutMultiplier),
        payoutName: `${count} x ${target}`,
        icons: won.map(symbolIcon),
      });
    });
  } else if (mode === 'paysAny') {
    PAYLINES.forEach((rows, index) => {
      const cells = rows.map((row, reel) => window[row][reel]);
      for (const symbol of symbols) {
        const count = cells.filter((c) => c === symbol).length;
        if (count < 3) continue;
        const basePayout = lineBet * payOf(symbol, count);
        lines.push({
          number: index + 1,
          occurrences: count,
          winCombination: cells.filter((c) => c === symbol).join(', '),
          payoutTypeId: 4,
          basePayout: toAmount(basePayout),
          payoutMultiplier: 1,
          payout: toAmount(basePayout),
          payoutName: `Any ${count} x ${symbol}`,
          icons: cells.filter((c) => c === symbol).map(symbolIcon),
        });
      }
    });
  } else {
    // all ways: a symbol on adjacent reels from the left, ways = product of its count per reel
    let number = 0;
    for (const symbol of symbols) {
      const perReel = [0, 1, 2, 3, 4].map(
        (reel) => [0, 1, 2].filter((row) => [symbol, WILD].includes(window[row][reel])).length,
      );
      let reels = 0;
      while (reels < 5 && perReel[reels] > 0) reels++;
      if (reels < 3 || ![0, 1, 2].some((row) => window[row][0] === symbol)) continue;
      const ways = perReel.slice(0, reels).reduce((a, b) => a * b, 1);
      const basePayout = lineBet * payOf(symbol, reels);
      lines.push({
        number: ++number,
        occurrences: reels,
        winCombination: Array(reels).fill(symbol).join(', '),
        payoutTypeId: 3,
        basePayout: toAmount(basePayout),
        payoutMultiplier: ways,
        payout: toAmount(basePayout * ways),
        payoutName: `${reels} x ${symbol} (${ways} ${ways === 1 ? 'way' : 'ways'})`,
        icons: Array(reels).fill(symbol).map(symbolIcon),
      });
    }
  }

  const scatterCount = window.flat().filter((c) => c === SCATTER).length;
  const scatters: SlotScatter[] = [];
  const bonusgameinfo: SlotBonusGame[] = [];
  const notes: { header: string; text: string }[] = [];
  if (scatterCount >= 3) {
    const n = Math.min(scatterCount, 5);
    const base = spinBet * SCATTER_PAYS[n - 3];
    const freeSpins = SCATTER_FREE_SPINS[n - 3];
    scatters.push({
      scatterId: 1,
      basePayoutAmount: toAmount(base),
      totalMultiplier: 1,
      totalScatterPayoutAmount: toAmount(base),
      jackpot: false,
      payoutName: `${n} x ${SCATTER}`,
      freeSpins,
    });
    // the free spins play at the triggering bet with a 3x multiplier
    const wins = [0, 0, 0.5, 1, 2, 4, 10];
    for (let i = 1; i <= freeSpins; i++) {
      const raw = rng.pick(wins);
      bonusgameinfo.push({
        gameIdx: i,
        description: `Free spin ${i} of ${freeSpins}`,
        betAmount: toAmount(spinBet),
        totalMultiplier: raw * 3,
        payoutAmount: toAmount(spinBet * raw * 3),
        freeSpinWon: 0,
      });
    }
    notes.push({ header: 'Free Spins', text: `${n} scatters awarded ${freeSpins} free spins at 3x.` });
  }
  if (lines.some((l) => l.payoutMultiplier > 1 && mode === 'lines')) {
    notes.push({ header: 'Wild multiplier', text: 'Wins completed with a wild pay double.' });
  }
  if (notes.length === 0)
    notes.push({ header: 'Base game', text: `Spin of ${lineCount} lines at ${toAmount(lineBet)} a line.` });

  let sidebet: SlotSideBet | null = null;
  let featureguaranteeinfo: SlotFeatureGuarantee[] = [];
  let sideCents = 0;
  let sidePayCents = 0;
  if (opts.sideBet) {
    sideCents = spinBet / 5;
    const triggered = opts.sideBet === 'complete';
    sidePayCents = triggered ? spinBet * 5 : 0;
    sidebet = {
      featureContribution: toAmount(sideCents),
      featurePayout: opts.sideBet === 'complete' ? toAmount(sidePayCents) : null,
      featureType: 'Feature Guarantee',
    };
    featureguaranteeinfo = [
      {
        playerPlayed: true,
        remainSpin: triggered ? 0 : rng.int(5, 40),
        spinPercent: triggered ? 100 : rng.int(20, 80),
        sidebetCent: toAmount(sideCents),
        playerWin: triggered,
        spinAward: toAmount(sidePayCents),
      },
    ];
    if (triggered)
      notes.push({ header: 'Feature Guarantee', text: 'The guaranteed feature was awarded on this spin.' });
  }

  const spinnotes =
    opts.spinNotes === 'none'
      ? ''
      : opts.spinNotes === 'valid'
        ? JSON.stringify(notes)
        : // a truncated record as a faulty game server may send it
          JSON.stringify(notes).slice(0, 30);
  const cents = (a: number) => Math.round(a * 100);
  const payoutCents =
    lines.reduce((s, l) => s + cents(l.payout), 0) +
    scatters.reduce((s, x) => s + cents(x.totalScatterPayoutAmount), 0) +
    bonusgameinfo.reduce((s, b) => s + cents(b.payoutAmount), 0) +
    sidePayCents;
  return {
    detail: {
      allwayspayGame: mode === 'allWays',
      paysAny: mode === 'paysAny',
      scatters,
      sidebet,
      bonusgameinfo,
      featureguaranteeinfo,
      spinnotes,
      wheelinfos: window.map((row) => ({ icons: row.map(symbolIcon) })),
      lines,
    },
    betCents: spinBet + sideCents,
    payoutCents,
  };
}

// ================================================================== blackjack

export interface BlackjackOptions {
  player: [string, string];
  dealer: [string, string];
  split?: boolean;
  double?: boolean;
  surrender?: boolean;
  insurance?: boolean;
  /** Perfect Pairs side bet in units */
  sideBet?: number;
}

/** A stored blackjack round: the player's bet fields plus the dealt cards and hands. */
export interface BlackjackContent extends BlackjackBet {
  dealerCards: string;
  hands: BlackjackHand[];
}

const colorOf = (card: string) => ('DH'.includes(suitOf(card)) ? 'red' : 'black');

export function playBlackjack(
  rng: Rng,
  unitCents: number,
  opts: BlackjackOptions,
): PlayedRound<BlackjackContent> {
  const shoe = without(shuffledShoe(rng, 6), [...opts.player, ...opts.dealer]);
  const draw = () => shoe.shift() as string;
  const betCents = unitCents * 10;
  const up = opts.dealer[0];
  const upValue = blackjackTotal([up]).total;

  const playOut = (cards: string[]) => {
    for (;;) {
      const { total, soft } = blackjackTotal(cards);
      if (total >= 21) return;
      if (soft ? total >= 18 : total >= 17) return;
      if (!soft && total >= 12 && upValue >= 2 && upValue <= 6) return;
      cards.push(draw());
    }
  };

  interface Hand {
    cards: string[];
    doubled: boolean;
    surrender: boolean;
    fromSplit: boolean;
  }
  const hands: Hand[] = opts.split
    ? [
        { cards: [opts.player[0], draw()], doubled: false, surrender: false, fromSplit: true },
        { cards: [opts.player[1], draw()], doubled: false, surrender: false, fromSplit: true },
      ]
    : [{ cards: [...opts.player], doubled: false, surrender: false, fromSplit: false }];
  const dealerBj = isBlackjack(opts.dealer);
  for (const hand of hands) {
    if (dealerBj || (isBlackjack(hand.cards) && !hand.fromSplit)) continue;
    if (opts.surrender && !hand.fromSplit) hand.surrender = true;
    else if (opts.double && !hand.fromSplit) {
      hand.doubled = true;
      hand.cards.push(draw());
    } else playOut(hand.cards);
  }
  const dealer = [...opts.dealer];
  const live = hands.some(
    (h) => !h.surrender && blackjackTotal(h.cards).total <= 21 && !(isBlackjack(h.cards) && !h.fromSplit),
  );
  if (live && !dealerBj) while (blackjackTotal(dealer).total < 17) dealer.push(draw());
  const dealerTotal = blackjackTotal(dealer).total;

  const result: BlackjackHand[] = hands.map((hand, i) => {
    const stake = hand.doubled ? betCents * 2 : betCents;
    const total = blackjackTotal(hand.cards).total;
    const natural = isBlackjack(hand.cards) && !hand.fromSplit;
    let pay: number;
    if (hand.surrender) pay = stake / 2;
    else if (natural) pay = dealerBj ? stake : stake * 2.5;
    else if (dealerBj || total > 21) pay = 0;
    else if (dealerTotal > 21 || total > dealerTotal) pay = stake * 2;
    else if (total === dealerTotal) pay = stake;
    else pay = 0;
    return {
      handNumber: i + 1,
      playerCards: hand.cards.join(' '),
      doubled: hand.doubled,
      surrender: hand.surrender,
      totalBets: toAmount(stake),
      bonusBet: 0,
      payout: toAmount(pay),
      payHandBonus: 0,
    };
  });

  const insuranceCents = opts.insurance ? betCents / 2 : 0;
  const insurancePay = opts.insurance && dealerBj ? insuranceCents * 3 : 0;
  const sideCents = (opts.sideBet ?? 0) * unitCents;
  let sidePay = 0;
  const [a, b] = opts.player;
  if (sideCents && rankOf(a) === rankOf(b)) {
    const odds = a === b ? 25 : colorOf(a) === colorOf(b) ? 12 : 6;
    sidePay = sideCents * (odds + 1);
  }
  return {
    detail: {
      dealerCards: dealer.join(' '),
      hands: result,
      bet: toAmount(betCents),
      insurance: !!opts.insurance,
      insurancePayout: toAmount(insurancePay),
      bonusInsuranceBet: 0,
      payInsuranceBonus: 0,
      sideBet: toAmount(sideCents),
      sideBetPayout: toAmount(sidePay),
      sideBetBonusBet: 0,
      sideBetBonusPayout: 0,
    },
    betCents: result.reduce((s, h) => s + Math.round(h.totalBets * 100), 0) + insuranceCents + sideCents,
    payoutCents: result.reduce((s, h) => s + Math.round(h.payout * 100), 0) + insurancePay + sidePay,
  };
}

// ================================================================== roulette

export const RED_NUMBERS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

interface RouletteBetType {
  description: string;
  numbers: number[];
  /** odds paid (winning returns amount x (odds + 1)) */
  odds: number;
  evenMoney?: boolean;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function rouletteBetTypes(rng: Rng): RouletteBetType[] {
  const n = rng.int(0, 36);
  const s = rng.int(1, 33);
  const street = Math.floor((rng.int(1, 36) - 1) / 3) * 3 + 1;
  const corner = rng.pick([1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19, 20, 22, 23, 25, 26, 28, 29, 31, 32]);
  const six = rng.pick([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31]);
  const dozen = rng.int(1, 3);
  const column = rng.int(1, 3);
  const ordinal = ['1st', '2nd', '3rd'];
  return [
    { description: `Straight Up ${n}`, numbers: [n], odds: 35 },
    { description: `Split ${s}/${s + 3}`, numbers: [s, s + 3], odds: 17 },
    { description: `Street ${street}-${street + 2}`, numbers: range(street, street + 2), odds: 11 },
    {
      description: `Corner ${corner}/${corner + 1}/${corner + 3}/${corner + 4}`,
      numbers: [corner, corner + 1, corner + 3, corner + 4],
      odds: 8,
    },
    { description: `Six Line ${six}-${six + 5}`, numbers: range(six, six + 5), odds: 5 },
    { description: `${ordinal[dozen - 1]} Dozen`, numbers: range(dozen * 12 - 11, dozen * 12), odds: 2 },
    {
      description: `${ordinal[column - 1]} Column`,
      numbers: range(1, 36).filter((x) => x % 3 === column % 3),
      odds: 2,
    },
    { description: 'Red', numbers: RED_NUMBERS, odds: 1, evenMoney: true },
    {
      description: 'Black',
      numbers: range(1, 36).filter((x) => !RED_NUMBERS.includes(x)),
      odds: 1,
      evenMoney: true,
    },
    { description: 'Odd', numbers: range(1, 36).filter((x) => x % 2 === 1), odds: 1, evenMoney: true },
    { description: 'Even', numbers: range(1, 36).filter((x) => x % 2 === 0), odds: 1, evenMoney: true },
    { description: '1-18', numbers: range(1, 18), odds: 1, evenMoney: true },
    { description: '19-36', numbers: range(19, 36), odds: 1, evenMoney: true },
  ];
}

export interface RouletteContent {
  spinResult: number;
  totalBet: number;
  totalPayout: number;
  bets: RouletteBet[];
}

/** `laPartage`: French rules, even-money bets return half their stake on zero. */
export function playRoulette(
  rng: Rng,
  unitCents: number,
  opts: { spinResult?: number; laPartage: boolean },
): PlayedRound<RouletteContent> {
  const spin = opts.spinResult ?? rng.int(0, 36);
  const types = rng.shuffle(rouletteBetTypes(rng)).slice(0, rng.int(3, 6));
  if (spin === 0 && !types.some((t) => t.numbers.includes(0))) {
    types.unshift({ description: 'Straight Up 0', numbers: [0], odds: 35 });
  }
  let bet = 0;
  let pay = 0;
  const bets = types.map((t) => {
    const amount = unitCents * rng.pick([2, 4, 10, 20]);
    bet += amount;
    if (t.numbers.includes(spin)) pay += amount * (t.odds + 1);
    else if (spin === 0 && t.evenMoney && opts.laPartage) pay += amount / 2;
    return { rouletteBetDescription: t.description, amount: toAmount(amount) };
  });
  return {
    detail: { spinResult: spin, totalBet: toAmount(bet), totalPayout: toAmount(pay), bets },
    betCents: bet,
    payoutCents: pay,
  };
}

// ================================================================== keno

/** returns (in bets) by number of picks, then by hits */
const KENO_PAYS: Record<number, Record<number, number>> = {
  2: { 2: 12 },
  3: { 2: 1, 3: 42 },
  4: { 2: 1, 3: 4, 4: 100 },
  5: { 3: 2, 4: 20, 5: 450 },
  6: { 3: 1, 4: 7, 5: 50, 6: 1600 },
  7: { 3: 1, 4: 3, 5: 20, 6: 100, 7: 5000 },
  8: { 4: 2, 5: 12, 6: 98, 7: 1652, 8: 10000 },
  10: { 5: 5, 6: 24, 7: 142, 8: 1000, 9: 4500, 10: 10000 },
};
const KENO_BONUS_MULTIPLIERS = [1, 1, 1, 2, 2, 3, 4, 5, 10];

/** The stored round: the detail's own fields (the shared type), the numbers as lists. */
export type KenoContent = Omit<KenoDetail, keyof CommonDetailFields | 'results' | 'picks'> & {
  results: number[];
  picks: number[];
};

export function playKeno(
  rng: Rng,
  unitCents: number,
  opts: { spots: number; plantHits: number; bonus: boolean },
): PlayedRound<KenoContent> {
  const results = rng.shuffle(range(1, 80)).slice(0, 20);
  const planted = results.slice(0, opts.plantHits);
  const rest = rng.shuffle(range(1, 80).filter((n) => !planted.includes(n)));
  const picks = [...planted, ...rest.slice(0, opts.spots - planted.length)];
  const hits = picks.filter((p) => results.includes(p)).length;
  const bet = unitCents * 2;
  const pay = bet * (KENO_PAYS[opts.spots]?.[hits] ?? 0);
  const bonusBet = opts.bonus ? bet : 0;
  const multiplier = opts.bonus ? rng.pick(KENO_BONUS_MULTIPLIERS) : 1;
  const payBonus = opts.bonus ? pay * (multiplier - 1) : 0;
  const start = unitCents * rng.int(50, 400);
  const end = start - bet - bonusBet + pay + payBonus;
  return {
    detail: {
      results: [...results].sort((a, b) => a - b),
      picks: [...picks].sort((a, b) => a - b),
      totalBet: toAmount(bet),
      totalPayout: toAmount(pay),
      bonusBet: toAmount(bonusBet),
      payBonus: toAmount(payBonus),
      startBalance: toAmount(start),
      endBalance: toAmount(end),
    },
    betCents: bet + bonusBet,
    payoutCents: pay + payBonus,
  };
}

// ================================================================== video poker

/** returns per coin by POKER_HANDS index, for games without and with jokers */
const VIDEO_POKER_PAYS = {
  natural: [0, 1, 2, 3, 4, 6, 9, 25, 50, 800, 0],
  joker: [0, 1, 1, 2, 3, 5, 7, 20, 50, 250, 200],
};

/** The stored round: the detail's own fields (the shared type), its bonus rounds always present. */
export type VideoPokerContent = Omit<
  VideoPokerDetail,
  keyof CommonDetailFields | 'gameDate' | 'bonusGameResults'
> & {
  bonusGameResults: VideoPokerBonusRound[];
};

export interface VideoPokerOptions {
  dealt?: string[];
  /** how jokers are written: the word 'Joker' or the code '0C' */
  jokerText?: 'Joker' | '0C';
  /** outcomes of double-up rounds to play after a win */
  doubleUp?: Outcome[];
}

function payoutTypeOf(game: CatalogGame, cards: string[]): { type: string; category: number } {
  const score = scorePoker(cards);
  const minPair = game.minPair ?? 11;
  if (score.category === 0 || (score.category === 1 && score.pairValue < minPair))
    return { type: 'No Win', category: 0 };
  if (score.category === 1)
    return { type: minPair === 11 ? 'Jacks or Better' : 'Kings or Better', category: 1 };
  return { type: POKER_HANDS[score.category], category: score.category };
}

/** Simple strategy: keep made hands, the cards of pairs, four to a flush, or high cards. */
function chooseHolds(game: CatalogGame, dealt: string[]): boolean[] {
  const score = scorePoker(dealt);
  if (score.category >= 4) return dealt.map(() => true);
  const counts = new Map<string, number>();
  dealt.forEach((c) => !isJoker(c) && counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1));
  if ([...counts.values()].some((n) => n >= 2))
    return dealt.map((c) => isJoker(c) || (counts.get(rankOf(c)) ?? 0) >= 2);
  const suits = SUITS.map((s) => dealt.filter((c) => suitOf(c) === s && !isJoker(c)).length);
  const flushSuit = SUITS[suits.findIndex((n) => n >= 4)];
  if (flushSuit) return dealt.map((c) => isJoker(c) || suitOf(c) === flushSuit);
  let high = 0;
  return dealt.map((c) => isJoker(c) || (pokerValue(c) >= (game.minPair ?? 11) && ++high <= 2));
}

export function playVideoPoker(
  rng: Rng,
  game: CatalogGame,
  unitCents: number,
  opts: VideoPokerOptions,
): PlayedRound<VideoPokerContent> {
  let deck = shuffledShoe(rng, 1, game.jokers ?? 0);
  const dealt = opts.dealt ?? deck.slice(0, 5);
  deck = without(deck, dealt);
  const holds = chooseHolds(game, dealt);
  const after = dealt.map((c, i) => (holds[i] ? c : (deck.shift() as string)));
  const bet = unitCents * 5;
  const { type, category } = payoutTypeOf(game, after);
  const table = game.jokers ? VIDEO_POKER_PAYS.joker : VIDEO_POKER_PAYS.natural;
  let pay = bet * table[category];

  const bonusGameResults: VideoPokerBonusRound[] = [];
  if (pay > 0) {
    for (const outcome of opts.doubleUp ?? []) {
      const cards = shuffledShoe(rng);
      const dealer = cards.find((c) => pokerValue(c) > 2 && pokerValue(c) < 14) as string;
      const player = cards.find((c) => {
        const d = pokerValue(c) - pokerValue(dealer);
        return c !== dealer && (outcome === 'W' ? d > 0 : outcome === 'L' ? d < 0 : d === 0);
      }) as string;
      bonusGameResults.push({
        doubleUpRound: bonusGameResults.length + 1,
        dealerCards: dealer,
        playerCards: player,
        outcome,
      });
      if (outcome === 'W') pay *= 2;
      if (outcome === 'L') {
        pay = 0;
        break;
      }
    }
  }
  const write = (cards: string[]) => cards.map((c) => (isJoker(c) ? (opts.jokerText ?? JOKER) : c)).join(' ');
  return {
    detail: {
      bet: toAmount(bet),
      payout: toAmount(pay),
      payoutType: type,
      dealtCards: write(dealt),
      heldCards: write(dealt.filter((_, i) => holds[i])),
      handAfterDraw: write(after),
      bonusGameResults,
    },
    betCents: bet,
    payoutCents: pay,
  };
}

// ================================================================== tri-card poker

/** The stored round: the detail's own fields (the shared type), its icons always present. */
export type TriCardPokerContent = Omit<
  TriCardPokerDetail,
  keyof CommonDetailFields | 'dateTime' | 'dealerIcons' | 'playerIcons'
> & { dealerIcons: DetailIcon[]; playerIcons: DetailIcon[] };

const ANTE_BONUS = [0, 0, 0, 1, 4, 5]; // by THREE_CARD_HANDS index
const PAIR_PLUS = [0, 1, 3, 6, 30, 40];
/** six-card bonus by POKER_HANDS index (three of a kind and better) */
const SIX_CARD_BONUS = [0, 0, 0, 7, 10, 15, 20, 50, 200, 1000, 0];

export function playTriCardPoker(
  rng: Rng,
  unitCents: number,
  opts: { player?: string[]; pairPlus: boolean; bonus: boolean },
): PlayedRound<TriCardPokerContent> {
  let deck = shuffledShoe(rng);
  const player = opts.player ?? deck.slice(0, 3);
  deck = without(deck, player);
  const dealer = deck.slice(0, 3);
  const ps = scoreThreeCard(player);
  const ds = scoreThreeCard(dealer);
  // raise with Q-6-4 or better
  const raise = compareScores(ps, [0, 12, 6, 4]) >= 0;
  const ante = unitCents * 2;
  const raiseBet = raise ? ante : 0;
  const pairPlusBet = opts.pairPlus ? unitCents : 0;
  const bonusBet = opts.bonus ? unitCents : 0;
  let payAnte = 0;
  let payRaise = 0;
  if (raise) {
    const qualifies = ds[0] > 0 || ds[1] >= 12;
    const cmp = compareScores(ps, ds);
    if (!qualifies) {
      payAnte = ante * 2;
      payRaise = raiseBet;
    } else if (cmp > 0) {
      payAnte = ante * 2;
      payRaise = raiseBet * 2;
    } else if (cmp === 0) {
      payAnte = ante;
      payRaise = raiseBet;
    }
    payAnte += ante * ANTE_BONUS[ps[0]];
  }
  const pairPlusOdds = PAIR_PLUS[ps[0]];
  const payPairPlus = pairPlusBet && pairPlusOdds ? pairPlusBet * (pairPlusOdds + 1) : 0;
  const sixOdds = SIX_CARD_BONUS[bestFiveOf([...player, ...dealer]).category];
  const payBonus = bonusBet && sixOdds ? bonusBet * (sixOdds + 1) : 0;
  const handIcon = (score: number[]) => [symbolIcon(`Hand ${THREE_CARD_HANDS[score[0]]}`)];
  return {
    detail: {
      dealerHand: dealer.join(' '),
      playerHand: player.join(' '),
      dealerIcons: handIcon(ds),
      playerIcons: handIcon(ps),
      action: raise ? 'raise' : 'fold',
      anteBet: toAmount(ante),
      raiseBet: toAmount(raiseBet),
      pairPlusBet: toAmount(pairPlusBet),
      bonusBet: toAmount(bonusBet),
      payAnte: toAmount(payAnte),
      payRaise: toAmount(payRaise),
      payPairPlus: toAmount(payPairPlus),
      payBonus: toAmount(payBonus),
    },
    betCents: ante + raiseBet + pairPlusBet + bonusBet,
    payoutCents: payAnte + payRaise + payPairPlus + payBonus,
  };
}

// ================================================================== family 35: card games

export interface CardGameContent {
  spots: CardGameSpot[];
  hands: CardGameHand[];
  totalBet: number;
  totalPayout: number;
}

interface Spot {
  betName: string;
  bet: number;
  payout: number;
  isMainBet: boolean;
}

function cardGameContent(spots: Spot[], hands: CardGameHand[]): PlayedRound<CardGameContent> {
  const betCents = spots.reduce((s, x) => s + x.bet, 0);
  const payoutCents = spots.reduce((s, x) => s + x.payout, 0);
  return {
    detail: {
      spots: spots.map((s) => ({
        betName: s.betName,
        bet: toAmount(s.bet),
        payout: toAmount(s.payout),
        isMainBet: s.isMainBet,
      })),
      hands,
      totalBet: toAmount(betCents),
      totalPayout: toAmount(payoutCents),
    },
    betCents,
    payoutCents,
  };
}

/** 32 Cards: a 32-card deck (7 to A); Players 8 to 11 each add their card to their number. */
const THIRTY_TWO_RETURNS: Record<number, number> = { 8: 12, 9: 6.5, 10: 3.5, 11: 1.8 };

export function playThirtyTwoCards(
  rng: Rng,
  unitCents: number,
  opts: { tie: boolean },
): PlayedRound<CardGameContent> {
  const deck32 = SUITS.flatMap((s) => RANKS.filter((r) => !'23456'.includes(r)).map((r) => r + s));
  let deck: string[] = [];
  let hands: { player: number; cards: string[] }[] = [];
  const total = (h: { player: number; cards: string[] }) =>
    h.player + h.cards.reduce((s, c) => s + thirtyTwoCardValue(c), 0);
  // deal until the first round of cards has (or has not) a tie for the highest total
  for (let attempt = 0; attempt < 500; attempt++) {
    deck = rng.shuffle(deck32);
    hands = [8, 9, 10, 11].map((player) => ({ player, cards: [deck.shift() as string] }));
    const best = Math.max(...hands.map(total));
    if (hands.filter((h) => total(h) === best).length > 1 === opts.tie) break;
  }
  // tied leaders draw again until one total is highest
  for (;;) {
    const best = Math.max(...hands.map(total));
    const leaders = hands.filter((h) => total(h) === best);
    if (leaders.length === 1) break;
    for (const h of leaders) h.cards.push(deck.shift() as string);
  }
  const winner = hands.reduce((a, b) => (total(b) > total(a) ? b : a));
  const mains = rng.shuffle([8, 9, 10, 11]).slice(0, rng.int(1, 2));
  if (!mains.includes(winner.player) && rng.chance(0.5)) mains.push(winner.player);
  const spots: Spot[] = mains.map((p) => {
    const bet = unitCents * rng.pick([2, 5, 10]);
    return {
      betName: `Player ${p}`,
      bet,
      payout: p === winner.player ? bet * THIRTY_TWO_RETURNS[p] : 0,
      isMainBet: true,
    };
  });
  const sideName = rng.pick(['Odd', 'Even']);
  const sideBet = unitCents * 2;
  const odd = total(winner) % 2 === 1;
  spots.push({
    betName: `Winner ${sideName}`,
    bet: sideBet,
    payout: odd === (sideName === 'Odd') ? sideBet * 2 : 0,
    isMainBet: false,
  });
  return cardGameContent(
    spots,
    hands.map((h) => ({ handDescription: `Player ${h.player}`, card: h.cards.join(',') })),
  );
}

export function playBaccarat(rng: Rng, unitCents: number): PlayedRound<CardGameContent> {
  const shoe = shuffledShoe(rng, 8);
  const draw = () => shoe.shift() as string;
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    let third: string | null = null;
    if (baccaratPoints(player) <= 5) player.push((third = draw()));
    const b = baccaratPoints(banker);
    const t = third === null ? -1 : baccaratPoints([third]);
    const bankerDraws =
      third === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && t !== 8) ||
          (b === 4 && t >= 2 && t <= 7) ||
          (b === 5 && t >= 4 && t <= 7) ||
          (b === 6 && (t === 6 || t === 7));
    if (bankerDraws) banker.push(draw());
  }
  const p = baccaratPoints(player);
  const b = baccaratPoints(banker);
  const u = unitCents;
  const spots: Spot[] = [];
  const main = rng.pick(['Player', 'Banker']);
  const mainBet = u * 10;
  const mainPay =
    p === b ? mainBet : main === 'Player' ? (p > b ? mainBet * 2 : 0) : b > p ? mainBet * 1.95 : 0;
  spots.push({ betName: main, bet: mainBet, payout: mainPay, isMainBet: true });
  spots.push({ betName: 'Tie', bet: u, payout: p === b ? u * 9 : 0, isMainBet: true });
  const pairName = rng.pick(['Player Pair', 'Banker Pair']);
  const pairCards = pairName === 'Player Pair' ? player : banker;
  spots.push({
    betName: pairName,
    bet: u,
    payout: rankOf(pairCards[0]) === rankOf(pairCards[1]) ? u * 12 : 0,
    isMainBet: false,
  });
  return cardGameContent(spots, [
    { handDescription: 'Player', card: player.join(',') },
    { handDescription: 'Banker', card: banker.join(',') },
  ]);
}

export function playDragonTiger(rng: Rng, unitCents: number): PlayedRound<CardGameContent> {
  const shoe = shuffledShoe(rng, 8);
  const dragon = shoe.shift() as string;
  const tiger = shoe.shift() as string;
  const value = (c: string) => RANKS.indexOf(rankOf(c) as (typeof RANKS)[number]) + 1; // ace low
  const d = value(dragon);
  const t = value(tiger);
  const u = unitCents;
  const side = rng.pick(['Dragon', 'Tiger']);
  const bet = u * 5;
  const spots: Spot[] = [
    {
      betName: side,
      bet,
      payout: d === t ? bet / 2 : (side === 'Dragon' ? d > t : t > d) ? bet * 2 : 0,
      isMainBet: true,
    },
    { betName: 'Tie', bet: u, payout: d === t ? u * 12 : 0, isMainBet: true },
    { betName: 'Suited Tie', bet: u, payout: dragon === tiger ? u * 51 : 0, isMainBet: false },
  ];
  return cardGameContent(spots, [
    { handDescription: 'Dragon', card: dragon },
    { handDescription: 'Tiger', card: tiger },
  ]);
}

// ================================================================== family 36: crash games

export interface CrashGameContent {
  bets: CrashGameBet[];
  /** where the multiplier crashed (kept for the record; not part of the response) */
  crashPoint: number;
}

export function playCrash(
  rng: Rng,
  unitCents: number,
  betIdBase: string,
  opts: { cashedOut: number },
): PlayedRound<CrashGameContent> {
  const roll = () => Math.max(1, Math.floor((100 * 0.99) / (1 - rng.next())) / 100);
  let crashPoint = roll();
  while (opts.cashedOut > 0 && crashPoint < 1.2) crashPoint = roll();
  const count = Math.max(opts.cashedOut, rng.int(1, 3));
  const bets: CrashGameBet[] = [];
  let bet = 0;
  let pay = 0;
  for (let i = 0; i < count; i++) {
    const amount = unitCents * rng.pick([1, 2, 5, 10]);
    // the first `cashedOut` bets cash out below the crash point, the others aim too high
    const target =
      i < opts.cashedOut
        ? Math.max(1.01, Math.floor((1 + rng.next() * (crashPoint - 1)) * 100) / 100)
        : Math.floor((crashPoint + 0.01 + rng.next() * 3) * 100) / 100;
    const won = target <= crashPoint;
    const payout = won ? Math.floor(amount * target) : 0;
    bet += amount;
    pay += payout;
    bets.push({
      betid: `${betIdBase}-${i + 1}`,
      bet: toAmount(amount),
      payout: toAmount(payout),
      cashout: won ? target : null,
    });
  }
  return { detail: { bets, crashPoint }, betCents: bet, payoutCents: pay };
}

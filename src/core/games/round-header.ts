/**
 * What the round header of every view shows, read from a round's answer: which game, which round, when,
 * in which currency, what was bet and paid. The reference service says it in `round` (RoundSummary);
 * a service that does not is read from the fields its kind carries (a value it does not carry is
 * missing: the header shows a dash). Also whether a round has anything to show besides its header.
 */
import { parseCards } from './cards';
import { hasSideBet, parseSpinNotes, wheelRows } from './slot';
import type { DetailByKind, DetailKind, RoundSummary } from './types';

export interface RoundHeaderFacts {
  externalGameId: number | null;
  /** The game's name as the answer gives it (in the answer's language), when it gives one. */
  gameName: string | null;
  roundId: string | null;
  betId: string | null;
  dateTime: string | null;
  currency: string | null;
  betAmount: number | null;
  payout: number | null;
  pending: boolean;
}

type Loose = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;
const amount = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
    ? null
    : Number(value);
const sum = (...values: unknown[]): number | null => {
  const known = values.map(amount).filter((n): n is number => n !== null);
  return known.length ? Math.round(known.reduce((a, b) => a + b, 0) * 100) / 100 : null;
};

/** The bet and payout a kind's own fields give (the game's play), when the answer has no `round`. */
function playTotals(kind: DetailKind, d: Loose): { bet: number | null; payout: number | null } {
  switch (kind) {
    case 'roulette':
    case 'keno':
    case 'cardGames':
      return { bet: sum(d.totalBet, d.bonusBet), payout: sum(d.totalPayout, d.payBonus) };
    case 'videoPoker':
      return { bet: amount(d.bet), payout: amount(d.payout) };
    case 'triCardPoker':
      return {
        bet: sum(d.anteBet, d.raiseBet, d.pairPlusBet, d.bonusBet),
        payout: sum(d.payAnte, d.payRaise, d.payPairPlus, d.payBonus),
      };
    case 'blackjack': {
      const hands = Array.isArray(d.hands) ? (d.hands as Loose[]) : [];
      return {
        bet: sum(...hands.map((h) => h.totalBets), d.sideBet),
        payout: sum(...hands.map((h) => h.payout), d.insurancePayout, d.sideBetPayout),
      };
    }
    case 'crashGames': {
      const bets = Array.isArray(d.bets) ? (d.bets as Loose[]) : [];
      return { bet: sum(...bets.map((b) => b.bet)), payout: sum(...bets.map((b) => b.payout)) };
    }
    default:
      return { bet: null, payout: null };
  }
}

/** The header's facts of a round's answer of `kind`; `externalGameId` is the list row's or link's game id. */
export function roundHeaderFacts(
  kind: DetailKind,
  detail: unknown,
  externalGameId?: number | null,
): RoundHeaderFacts {
  const d = (detail ?? {}) as Loose;
  const round = d.round as RoundSummary | null | undefined;
  if (round && typeof round === 'object') {
    return {
      externalGameId: amount(round.externalGameId),
      gameName: text(round.gameName),
      roundId: text(round.roundId),
      betId: text(round.betId),
      dateTime: text(round.dateTime),
      currency: text(round.currency),
      betAmount: amount(round.betAmount),
      payout: amount(round.payout),
      pending: round.status === 'pending',
    };
  }
  const totals = playTotals(kind, d);
  const given = amount(d.externalgameId) ?? amount(externalGameId);
  return {
    externalGameId: given,
    gameName: text(d.gameName),
    roundId: text(d.roundId),
    betId: text(d.betid),
    dateTime: text(d.dateTime) ?? text(d.gameDate) ?? text(d.createDate),
    currency: text(d.currency) ?? text(d.currencycode),
    betAmount: totals.bet,
    payout: totals.payout,
    pending: false,
  };
}

/**
 * Whether a round has anything to show below its header: a slot round with no wheel, notes, lines,
 * scatters, bonus games, feature guarantee or side bet, a crash round without bets, a card round without
 * spots or hands, a blackjack round without cards or bets has not (the view says the round is empty).
 * The kinds whose view always has a table of the round (roulette, keno, video and tri-card poker) have.
 */
export function roundHasContent<K extends DetailKind>(kind: K, detail: DetailByKind[K]): boolean {
  const d = detail as unknown as Loose;
  const list = (value: unknown) => (Array.isArray(value) ? value.length > 0 : false);
  switch (kind) {
    case 'slot':
      return (
        wheelRows(d.wheelinfos as never).length > 0 ||
        parseSpinNotes(d.spinnotes as string).length > 0 ||
        list(d.lines) ||
        list(d.scatters) ||
        list(d.bonusgameinfo) ||
        list(d.featureguaranteeinfo) ||
        hasSideBet(d.sidebet as never)
      );
    case 'blackjack':
      return parseCards(d.dealerCards as string).length > 0 || list(d.hands) || list(d.bets) || d.bet != null;
    case 'cardGames':
      return list(d.spots) || list(d.hands);
    case 'crashGames':
      return list(d.bets);
    default:
      return true;
  }
}

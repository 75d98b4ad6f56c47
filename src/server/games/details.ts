/**
 * The detail responses of the report service, one builder per kind: the common fields come from the
 * round's columns, the kind's content from its `detail` JSON. Each builder names the fields the spec
 * lists for its kind; every answer also carries `round` (the round's summary: kind, game, ids, date,
 * currency and totals) and a slot answer `waysToWin` (its game's, from slot_games).
 */
import type {
  BlackjackDetail,
  CardGameDetail,
  CrashGameDetail,
  CrashGameBet,
  DetailKind,
  KenoDetail,
  RouletteDetail,
  RoundSummary,
  SlotRoundDetail,
  TriCardPokerDetail,
  VideoPokerDetail,
} from '../../core/games/types';
import { CURRENCY_SYMBOLS, gameById, localizedGameName } from './catalog';
import type { RoundRow } from './repository';
import type {
  BlackjackContent,
  CardGameContent,
  CrashGameContent,
  KenoContent,
  RouletteContent,
  SlotContent,
  TriCardPokerContent,
  VideoPokerContent,
} from './rounds';
import { money } from '../money';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The round itself (every kind): what the round header shows and what a shared link's page picks its
 * view by, whatever game id the link carries. Its totals are the round's (side bet and jackpot
 * included); the game's name is in the language of the answer.
 */
export function roundSummary(row: RoundRow, language: string): RoundSummary {
  const game = gameById(row.external_game_id);
  return {
    betId: row.bet_id,
    roundId: row.round_id,
    externalGameId: row.external_game_id,
    kind: row.game_kind,
    gameName: game ? localizedGameName(game, language) : String(row.external_game_id),
    dateTime: iso(row.bet_time),
    currency: row.currency,
    betAmount: money(row.bet_amount),
    payout: money(row.payout),
    status: row.status,
  };
}

function common(row: RoundRow, language?: string) {
  const languagecode = language || row.language_code;
  return {
    languagecode,
    currencyClassification: row.currency_classification,
    gamesHistoryReportProviderId: row.report_provider_id,
    globalGameDetailsUrl: row.global_details_url,
    round: roundSummary(row, languagecode),
  };
}

const symbolOf = (row: RoundRow) => row.currency_symbol ?? CURRENCY_SYMBOLS[row.currency] ?? row.currency;

export function slotDetail(row: RoundRow, language?: string): SlotRoundDetail {
  const d = row.detail as unknown as SlotContent;
  return {
    ...common(row, language),
    currencycode: row.currency,
    dateTime: iso(row.bet_time),
    allwayspayGame: d.allwayspayGame,
    paysAny: d.paysAny,
    waysToWin: row.ways_to_win,
    scatters: d.scatters,
    sidebet: d.sidebet,
    bonusgameinfo: d.bonusgameinfo,
    featureguaranteeinfo: d.featureguaranteeinfo,
    spinnotes: d.spinnotes,
    wheelinfos: d.wheelinfos,
    lines: d.lines,
  };
}

export function blackjackDetail(row: RoundRow, language?: string): BlackjackDetail {
  const d = row.detail as unknown as BlackjackContent;
  const game = gameById(row.external_game_id);
  return {
    ...common(row, language),
    currency: row.currency,
    dateTime: iso(row.bet_time),
    icons: game ? [{ name: game.name, url: game.cdnPath }] : [],
    dealerCards: d.dealerCards,
    hands: d.hands,
    bet: d.bet,
    insurance: d.insurance,
    insurancePayout: d.insurancePayout,
    bonusInsuranceBet: d.bonusInsuranceBet,
    payInsuranceBonus: d.payInsuranceBonus,
    sideBet: d.sideBet,
    sideBetPayout: d.sideBetPayout,
    sideBetBonusBet: d.sideBetBonusBet,
    sideBetBonusPayout: d.sideBetBonusPayout,
  };
}

export function rouletteDetail(row: RoundRow, language?: string): RouletteDetail {
  const d = row.detail as unknown as RouletteContent;
  return {
    ...common(row, language),
    currency: row.currency,
    dateTime: iso(row.bet_time),
    spinResult: d.spinResult,
    totalBet: d.totalBet,
    totalPayout: d.totalPayout,
    bets: d.bets,
  };
}

export function kenoDetail(row: RoundRow, language?: string): KenoDetail {
  const d = row.detail as unknown as KenoContent;
  return {
    ...common(row, language),
    currency: row.currency,
    dateTime: iso(row.bet_time),
    results: d.results,
    picks: d.picks,
    totalBet: d.totalBet,
    totalPayout: d.totalPayout,
    bonusBet: d.bonusBet,
    payBonus: d.payBonus,
    startBalance: d.startBalance,
    endBalance: d.endBalance,
  };
}

export function videoPokerDetail(row: RoundRow, language?: string): VideoPokerDetail {
  const d = row.detail as unknown as VideoPokerContent;
  return {
    ...common(row, language),
    currency: row.currency,
    gameDate: iso(row.bet_time),
    bet: d.bet,
    payout: d.payout,
    payoutType: d.payoutType,
    dealtCards: d.dealtCards,
    heldCards: d.heldCards,
    handAfterDraw: d.handAfterDraw,
    bonusGameResults: d.bonusGameResults,
  };
}

export function triCardPokerDetail(row: RoundRow, language?: string): TriCardPokerDetail {
  const d = row.detail as unknown as TriCardPokerContent;
  return {
    ...common(row, language),
    currency: row.currency,
    dateTime: iso(row.bet_time),
    dealerHand: d.dealerHand,
    playerHand: d.playerHand,
    dealerIcons: d.dealerIcons,
    playerIcons: d.playerIcons,
    action: d.action,
    anteBet: d.anteBet,
    raiseBet: d.raiseBet,
    pairPlusBet: d.pairPlusBet,
    bonusBet: d.bonusBet,
    payAnte: d.payAnte,
    payRaise: d.payRaise,
    payPairPlus: d.payPairPlus,
    payBonus: d.payBonus,
  };
}

export function cardGameDetail(row: RoundRow, language?: string): CardGameDetail {
  const d = row.detail as unknown as CardGameContent;
  const game = gameById(row.external_game_id);
  return {
    ...common(row, language),
    currency: row.currency,
    currencySymbol: symbolOf(row),
    spots: d.spots,
    hands: d.hands,
    helpFile: game ? `/cdn/games/help/${game.slug}.html` : null,
    externalgameId: row.external_game_id,
    gameName: game?.name ?? String(row.external_game_id),
    login: row.player_name,
    betid: row.bet_id,
    totalBet: money(row.bet_amount),
    totalPayout: money(row.payout),
    createDate: iso(row.bet_time),
    roundId: row.round_id,
  };
}

export function crashGameDetail(row: RoundRow, language?: string): CrashGameDetail {
  const d = row.detail as unknown as CrashGameContent;
  return {
    ...common(row, language),
    currency: row.currency,
    currencySymbol: symbolOf(row),
    bets: d.bets.map((b): CrashGameBet => ({
      betid: b.betid,
      bet: b.bet,
      payout: b.payout,
      cashout: b.cashout,
    })),
  };
}

const BUILDERS: Record<DetailKind, (row: RoundRow, language?: string) => object> = {
  slot: slotDetail,
  blackjack: blackjackDetail,
  roulette: rouletteDetail,
  keno: kenoDetail,
  videoPoker: videoPokerDetail,
  triCardPoker: triCardPokerDetail,
  cardGames: cardGameDetail,
  crashGames: crashGameDetail,
};

/** The detail response of a round, whatever its kind (the public shared-link call). */
export function detailOf(row: RoundRow, language?: string): object {
  return BUILDERS[row.game_kind](row, language);
}

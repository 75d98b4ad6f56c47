/**
 * Response types of the report service's game-round detail calls
 * (the round detail of each kind). Shared by the browser views and the
 * reference server (src/server/games): pure types, no runtime code.
 */
import type { GameTypes } from '../config';

/** One row of the in-app round list. */
export interface ListRow {
  idStr: string;
  externalGameId: number;
}

/** Body of the public shared-link call: POST /api/report/gamedetail. */
export interface SharedLinkPayload {
  encryptedLink: string;
  token: string;
}

/** Report provider ids: 0 in-casino report, 1 external global service. */
export type ReportProviderId = number;
export const REPORT_PROVIDER_IN_CASINO = 0;
export const REPORT_PROVIDER_EXTERNAL = 1;

/**
 * What the reference report service adds to every detail response (a service of the spec may not): the
 * round itself, as the round header shows it and as a shared link's page picks its view by. `kind` is
 * the view of the round whatever game id a link carries; `betAmount` and `payout` are the round's totals
 * (its side bet and jackpot included), where a view's own tables show the game's play.
 */
export interface RoundSummary {
  betId: string;
  roundId: string;
  externalGameId: number;
  kind: DetailKind;
  /** The game's name in the language of the answer (`languagecode`). */
  gameName: string;
  /** ISO date-time of the bet. */
  dateTime: string;
  currency: string;
  betAmount: number;
  payout: number;
  /** 'pending': the bet was taken, the payout not credited yet; 'settled' otherwise. */
  status: 'pending' | 'settled';
}

/** Fields carried by every detail response. */
export interface CommonDetailFields {
  /** The round (reference service): see RoundSummary. */
  round?: RoundSummary | null;
  languagecode?: string | null;
  /** Currency code of the round (the slot detail uses `currencycode` instead). */
  currency?: string | null;
  /** 'Thousands' (default) or another classification understood by core/format. */
  currencyClassification?: string | null;
  /** 0 in-casino report, 1 external global service; any other value = in-casino. */
  gamesHistoryReportProviderId: ReportProviderId;
  /** Address of the external detail page, framed when the provider id is 1. */
  globalGameDetailsUrl?: string | null;
  /** ISO date-time of the round (most kinds). */
  dateTime?: string | null;
}

/** An icon of a slot wheel or line: name and image path (relative to the image CDN, or absolute). */
export interface DetailIcon {
  name: string;
  url: string;
}

// ---------------------------------------------------------------- slot

export interface SlotScatter {
  scatterId: number;
  basePayoutAmount: number;
  totalMultiplier: number;
  totalScatterPayoutAmount: number;
  jackpot: boolean;
  payoutName: string;
  freeSpins: number;
}

export interface SlotSideBet {
  featureContribution?: number | null;
  featurePayout?: number | null;
  featureType?: string | null;
}

export interface SlotBonusGame {
  gameIdx: number;
  description: string;
  betAmount: number;
  totalMultiplier: number;
  payoutAmount: number;
  freeSpinWon: number;
}

export interface SlotFeatureGuarantee {
  playerPlayed: boolean;
  remainSpin: number;
  spinPercent: number;
  sidebetCent: number;
  playerWin: boolean;
  spinAward: number;
}

/** One entry of the JSON list carried as text in `spinnotes`. */
export interface SlotSpinNote {
  header: string;
  text: string;
}

export interface SlotWheelInfo {
  icons: DetailIcon[];
}

export interface SlotLine {
  number: number;
  /** Occurrences of the combination (shown for pays-any games only). */
  occurrences?: number | null;
  winCombination: string;
  payoutTypeId: number;
  basePayout: number;
  payoutMultiplier: number;
  payout: number;
  payoutName: string;
  icons: DetailIcon[];
}

export interface SlotRoundDetail extends Omit<CommonDetailFields, 'currency'> {
  /** The slot detail names its currency `currencycode`. */
  currencycode: string;
  currency?: string | null;
  allwayspayGame: boolean;
  paysAny: boolean;
  /**
   * Ways-to-win game (the reference service says it for every slot round, per game; see
   * docs/decisions.md "Game-round details"): when a service does not send it, a game is ways-to-win if
   * its lines carry icons.
   */
  waysToWin?: boolean | null;
  scatters?: SlotScatter[] | null;
  sidebet?: SlotSideBet | null;
  bonusgameinfo?: SlotBonusGame[] | null;
  featureguaranteeinfo?: SlotFeatureGuarantee[] | null;
  /** Text holding a JSON list of {header, text}. */
  spinnotes?: string | null;
  wheelinfos?: SlotWheelInfo[] | null;
  lines?: SlotLine[] | null;
}

// ---------------------------------------------------------------- blackjack

export interface BlackjackBet {
  bet: number;
  insurance: boolean;
  insurancePayout: number;
  bonusInsuranceBet: number;
  payInsuranceBonus: number;
  sideBet: number;
  sideBetPayout: number;
  sideBetBonusBet: number;
  sideBetBonusPayout: number;
}

export interface BlackjackHand {
  handNumber: number;
  /** Space-separated card codes. */
  playerCards: string;
  doubled: boolean;
  surrender: boolean;
  totalBets: number;
  bonusBet: number;
  payout: number;
  payHandBonus: number;
}

export interface BlackjackDetail extends CommonDetailFields, BlackjackBet {
  dateTime: string;
  icons?: DetailIcon[] | null;
  /** Space-separated card codes. */
  dealerCards: string;
  hands: BlackjackHand[];
  /** Player bets; when absent the bet fields of the detail itself form the one row. */
  bets?: BlackjackBet[] | null;
}

// ---------------------------------------------------------------- family 35 (card games)

export interface CardGameSpot {
  betName: string;
  bet: number;
  payout: number;
  isMainBet: boolean;
}

export interface CardGameHand {
  handDescription: string;
  /** Comma-separated card codes. */
  card: string;
}

export interface CardGameDetail extends CommonDetailFields {
  spots: CardGameSpot[];
  hands: CardGameHand[];
  currencySymbol?: string | null;
  helpFile?: string | null;
  externalgameId: number;
  gameName: string;
  login: string;
  betid: string;
  totalBet: number;
  totalPayout: number;
  createDate: string;
  roundId: string;
}

// ---------------------------------------------------------------- family 36 (crash games)

export interface CrashGameBet {
  betid: string;
  bet: number;
  payout: number;
  /** Cash-out multiplier (semantics not shown by the spec). */
  cashout: number | null;
}

export interface CrashGameDetail extends CommonDetailFields {
  bets: CrashGameBet[];
  currencySymbol?: string | null;
}

// ---------------------------------------------------------------- keno

export interface KenoDetail extends CommonDetailFields {
  dateTime: string;
  /** Drawn numbers (space- or comma-separated text, or a list). */
  results: string | number[];
  /** The player's picked numbers (space- or comma-separated text, or a list). */
  picks: string | number[];
  totalBet: number;
  totalPayout: number;
  bonusBet: number;
  payBonus: number;
  startBalance: number;
  endBalance: number;
}

// ---------------------------------------------------------------- roulette

export interface RouletteBet {
  rouletteBetDescription: string;
  amount: number;
}

export interface RouletteDetail extends CommonDetailFields {
  dateTime: string;
  spinResult: number;
  totalBet: number;
  totalPayout: number;
  bets: RouletteBet[];
}

// ---------------------------------------------------------------- tri-card poker

export interface TriCardPokerDetail extends CommonDetailFields {
  dateTime: string;
  /** Space-separated card codes. */
  dealerHand: string;
  /** Space-separated card codes. */
  playerHand: string;
  dealerIcons?: DetailIcon[] | null;
  playerIcons?: DetailIcon[] | null;
  /** 'raise' or 'fold' (free text from the server). */
  action: string;
  anteBet: number;
  raiseBet: number;
  pairPlusBet: number;
  bonusBet: number;
  payAnte: number;
  payRaise: number;
  payPairPlus: number;
  payBonus: number;
}

// ---------------------------------------------------------------- video poker

/** Double-up outcome: W win, L lose, T tie. */
export type Outcome = 'W' | 'L' | 'T';

export interface VideoPokerBonusRound {
  doubleUpRound: number;
  /** Comma-separated card codes. */
  dealerCards: string;
  /** Comma-separated card codes. */
  playerCards: string;
  outcome: Outcome;
}

export interface VideoPokerDetail extends CommonDetailFields {
  gameDate: string;
  bet: number;
  payout: number;
  payoutType: string;
  /** Space-separated card codes ('Joker' allowed). */
  dealtCards: string;
  /** Space-separated card codes, may be empty. */
  heldCards: string;
  /** Space-separated card codes. */
  handAfterDraw: string;
  bonusGameResults?: VideoPokerBonusRound[] | null;
}

// ---------------------------------------------------------------- kinds

/** The eight detail views, named as the keys of the configuration's `gameTypes`. */
export type DetailKind = keyof GameTypes;

export interface DetailByKind {
  slot: SlotRoundDetail;
  blackjack: BlackjackDetail;
  roulette: RouletteDetail;
  keno: KenoDetail;
  videoPoker: VideoPokerDetail;
  triCardPoker: TriCardPokerDetail;
  cardGames: CardGameDetail;
  crashGames: CrashGameDetail;
}

export type AnyDetail = DetailByKind[DetailKind];

/** Shared report detail row (exports). */
export interface SharedReportDetailRow {
  gameName: string;
  account: string;
  betId: string;
  currency: string;
  betAmount: number;
  payout: number;
  betTime: string;
  roundId: string;
}

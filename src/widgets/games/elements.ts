/**
 * The in-app bundle of the game-round details: registers every detail element, plus
 * casino-game-history and casino-round-detail. Each view is still its own chunk, loaded when
 * an element of that kind first renders.
 */
import '../../core/i18n/areas/games';
import type { DetailKind } from '../../core/games/types';
import { defineWidget } from '../define-widget';
import { GameHistory, startGameHistory } from './GameHistory';
import { startDetailWhenConfigured } from './detail-start';
import { DETAIL_TAGS, detailElement } from './lazy-views';
import { RoundDetail } from './RoundDetail';
import { detailStyles } from './styles';
import type { DetailViewProps } from './use-detail';

export { configure } from '../../core/config';

/**
 * @element casino-slot-detail
 * @summary Slot round detail: wheel result, spin notes, win lines, scatters, bonus game, feature guarantee, side bet.
 * @attr {string} bet-id - In-app: the bet id of the list row (GET by betId).
 * @attr {number} external-game-id - In-app: the external game id of the list row.
 * @attr {string} encrypted-id - Public: the encrypted round identifier of a shared link (POST with token).
 * @attr {string} token - Public: the access token of the shared link.
 * @attr {number} reload-key - Changing it reloads the detail.
 * @attr {string} lang - The language of the round (en; any zh is Chinese). Default: the nearest lang of the page; none (or lang=""): the round's own.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart section - One section (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart loading - The loading state.
 * @csspart error - The error line ('token expired', 'no data', 'try again later').
 * @csspart frame - The 450 px frame of an external report.
 * @csspart external-note - The line above an external report's frame, with its link out (external-link).
 * @csspart round-header - The round's header: game-name, then round, bet, date and time, currency, bet and payout (data-fact).
 * @csspart empty - 'Nothing was recorded for this round…' of a round with nothing to show.
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 * @cssprop --casino-table-header-background - Background of table headers.
 */
/**
 * @element casino-blackjack-detail
 * @summary Blackjack round detail: dealer cards, player bets, hands.
 * @attr {string} bet-id - In-app: the bet id of the list row (GET by betId).
 * @attr {number} external-game-id - In-app: the external game id of the list row.
 * @attr {string} encrypted-id - Public: the encrypted round identifier of a shared link (POST with token).
 * @attr {string} token - Public: the access token of the shared link.
 * @attr {number} reload-key - Changing it reloads the detail.
 * @attr {string} lang - The language of the round (en; any zh is Chinese). Default: the nearest lang of the page; none (or lang=""): the round's own.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart section - One section (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart loading - The loading state.
 * @csspart error - The error line ('token expired', 'no data', 'try again later').
 * @csspart frame - The 450 px frame of an external report.
 * @csspart external-note - The line above an external report's frame, with its link out (external-link).
 * @csspart round-header - The round's header: game-name, then round, bet, date and time, currency, bet and payout (data-fact).
 * @csspart empty - 'Nothing was recorded for this round…' of a round with nothing to show.
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 * @cssprop --casino-table-header-background - Background of table headers.
 * @csspart card - One playing card; data-card holds its code (e.g. TS).
 * @csspart cards - A group or stack of cards.
 * @cssprop --casino-card-radius - Corner radius of a card.
 * @cssprop --casino-card-shadow - Shadow of a card.
 */
/**
 * @element casino-roulette-detail
 * @summary Roulette round detail: totals with the spin result badge, player bets.
 * @attr {string} bet-id - In-app: the bet id of the list row (GET by betId).
 * @attr {number} external-game-id - In-app: the external game id of the list row.
 * @attr {string} encrypted-id - Public: the encrypted round identifier of a shared link (POST with token).
 * @attr {string} token - Public: the access token of the shared link.
 * @attr {number} reload-key - Changing it reloads the detail.
 * @attr {string} lang - The language of the round (en; any zh is Chinese). Default: the nearest lang of the page; none (or lang=""): the round's own.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart section - One section (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart loading - The loading state.
 * @csspart error - The error line ('token expired', 'no data', 'try again later').
 * @csspart frame - The 450 px frame of an external report.
 * @csspart external-note - The line above an external report's frame, with its link out (external-link).
 * @csspart round-header - The round's header: game-name, then round, bet, date and time, currency, bet and payout (data-fact).
 * @csspart empty - 'Nothing was recorded for this round…' of a round with nothing to show.
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 * @cssprop --casino-table-header-background - Background of table headers.
 * @csspart badge - The spin result; data-colour is green, red or black.
 * @cssprop --casino-roulette-red - Badge colour of red numbers.
 * @cssprop --casino-roulette-black - Badge colour of black numbers.
 * @cssprop --casino-roulette-green - Badge colour of zero.
 */
/**
 * @element casino-keno-detail
 * @summary Keno round detail: totals, drawn results, picked numbers.
 * @attr {string} bet-id - In-app: the bet id of the list row (GET by betId).
 * @attr {number} external-game-id - In-app: the external game id of the list row.
 * @attr {string} encrypted-id - Public: the encrypted round identifier of a shared link (POST with token).
 * @attr {string} token - Public: the access token of the shared link.
 * @attr {number} reload-key - Changing it reloads the detail.
 * @attr {string} lang - The language of the round (en; any zh is Chinese). Default: the nearest lang of the page; none (or lang=""): the round's own.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart section - One section (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart loading - The loading state.
 * @csspart error - The error line ('token expired', 'no data', 'try again later').
 * @csspart frame - The 450 px frame of an external report.
 * @csspart external-note - The line above an external report's frame, with its link out (external-link).
 * @csspart round-header - The round's header: game-name, then round, bet, date and time, currency, bet and payout (data-fact).
 * @csspart empty - 'Nothing was recorded for this round…' of a round with nothing to show.
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 * @cssprop --casino-table-header-background - Background of table headers.
 */
/**
 * @element casino-video-poker-detail
 * @summary Video poker round detail: dealt, held and drawn cards, details, double-up rounds.
 * @attr {string} bet-id - In-app: the bet id of the list row (GET by betId).
 * @attr {number} external-game-id - In-app: the external game id of the list row.
 * @attr {string} encrypted-id - Public: the encrypted round identifier of a shared link (POST with token).
 * @attr {string} token - Public: the access token of the shared link.
 * @attr {number} reload-key - Changing it reloads the detail.
 * @attr {string} lang - The language of the round (en; any zh is Chinese). Default: the nearest lang of the page; none (or lang=""): the round's own.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart section - One section (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart loading - The loading state.
 * @csspart error - The error line ('token expired', 'no data', 'try again later').
 * @csspart frame - The 450 px frame of an external report.
 * @csspart external-note - The line above an external report's frame, with its link out (external-link).
 * @csspart round-header - The round's header: game-name, then round, bet, date and time, currency, bet and payout (data-fact).
 * @csspart empty - 'Nothing was recorded for this round…' of a round with nothing to show.
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 * @cssprop --casino-table-header-background - Background of table headers.
 * @csspart card - One playing card; data-card holds its code (e.g. TS).
 * @csspart cards - A group or stack of cards.
 * @cssprop --casino-card-radius - Corner radius of a card.
 * @cssprop --casino-card-shadow - Shadow of a card.
 */
/**
 * @element casino-tri-card-poker-detail
 * @summary Tri-card poker round detail: player and dealer cards, bets, payouts.
 * @attr {string} bet-id - In-app: the bet id of the list row (GET by betId).
 * @attr {number} external-game-id - In-app: the external game id of the list row.
 * @attr {string} encrypted-id - Public: the encrypted round identifier of a shared link (POST with token).
 * @attr {string} token - Public: the access token of the shared link.
 * @attr {number} reload-key - Changing it reloads the detail.
 * @attr {string} lang - The language of the round (en; any zh is Chinese). Default: the nearest lang of the page; none (or lang=""): the round's own.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart section - One section (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart loading - The loading state.
 * @csspart error - The error line ('token expired', 'no data', 'try again later').
 * @csspart frame - The 450 px frame of an external report.
 * @csspart external-note - The line above an external report's frame, with its link out (external-link).
 * @csspart round-header - The round's header: game-name, then round, bet, date and time, currency, bet and payout (data-fact).
 * @csspart empty - 'Nothing was recorded for this round…' of a round with nothing to show.
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 * @cssprop --casino-table-header-background - Background of table headers.
 * @csspart card - One playing card; data-card holds its code (e.g. TS).
 * @csspart cards - A group or stack of cards.
 * @cssprop --casino-card-radius - Corner radius of a card.
 * @cssprop --casino-card-shadow - Shadow of a card.
 */
/**
 * @element casino-card-game-detail
 * @summary Game family 35 round detail: game result and dealt cards.
 * @attr {string} bet-id - In-app: the bet id of the list row (GET by betId).
 * @attr {number} external-game-id - In-app: the external game id of the list row.
 * @attr {string} encrypted-id - Public: the encrypted round identifier of a shared link (POST with token).
 * @attr {string} token - Public: the access token of the shared link.
 * @attr {number} reload-key - Changing it reloads the detail.
 * @attr {string} lang - The language of the round (en; any zh is Chinese). Default: the nearest lang of the page; none (or lang=""): the round's own.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart section - One section (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart loading - The loading state.
 * @csspart error - The error line ('token expired', 'no data', 'try again later').
 * @csspart frame - The 450 px frame of an external report.
 * @csspart external-note - The line above an external report's frame, with its link out (external-link).
 * @csspart round-header - The round's header: game-name, then round, bet, date and time, currency, bet and payout (data-fact).
 * @csspart empty - 'Nothing was recorded for this round…' of a round with nothing to show.
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 * @cssprop --casino-table-header-background - Background of table headers.
 * @csspart card - One playing card; data-card holds its code (e.g. TS).
 * @csspart cards - A group or stack of cards.
 * @cssprop --casino-card-radius - Corner radius of a card.
 * @cssprop --casino-card-shadow - Shadow of a card.
 */
/**
 * @element casino-crash-game-detail
 * @summary Game family 36 round detail: the bets with their cashout.
 * @attr {string} bet-id - In-app: the bet id of the list row (GET by betId).
 * @attr {number} external-game-id - In-app: the external game id of the list row.
 * @attr {string} encrypted-id - Public: the encrypted round identifier of a shared link (POST with token).
 * @attr {string} token - Public: the access token of the shared link.
 * @attr {number} reload-key - Changing it reloads the detail.
 * @attr {string} lang - The language of the round (en; any zh is Chinese). Default: the nearest lang of the page; none (or lang=""): the round's own.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart section - One section (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart loading - The loading state.
 * @csspart error - The error line ('token expired', 'no data', 'try again later').
 * @csspart frame - The 450 px frame of an external report.
 * @csspart external-note - The line above an external report's frame, with its link out (external-link).
 * @csspart round-header - The round's header: game-name, then round, bet, date and time, currency, bet and payout (data-fact).
 * @csspart empty - 'Nothing was recorded for this round…' of a round with nothing to show.
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 * @cssprop --casino-table-header-background - Background of table headers.
 */
/**
 * @element casino-game-history
 * @summary The public game-history page of a shared link: title 'Game History' and the detail view picked by egi.
 * @attr {string} encrypted-id - The encrypted round identifier (falls back to the page query `id`).
 * @attr {string} token - The access token of the link (falls back to the page query `token`).
 * @attr {string} egi - The external game id (falls back to the page query `egi`); the round's answer names its kind, so a wrong or unknown one still shows the round's own view.
 * @attr {string} lang - The language of the page's round (en; any zh is Chinese). Default: the nearest lang of the page; an empty lang="" (or none anywhere): the round's own.
 * @attr {boolean} remember-language - Lets the element save the language of a round it showed in the round's own language (localStorage casino.language) and use it on the next visit; without it the element writes nothing to the page's storage.
 * @attr {string} config-src - URL of the configuration JSON.
 * @csspart title - The 'Game History' heading.
 * @csspart error - A message: incomplete link, unknown game, or the view's error line.
 * @csspart loading - The loading state.
 * @csspart section - One section of the round's view (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart card - One playing card; data-card holds its code.
 * @csspart cards - A group or stack of cards.
 * @csspart badge - The roulette spin result badge.
 * @csspart frame - The 450 px frame of an external report.
 * @csspart round-header - The round's header (game-name, and the facts: data-fact).
 * @csspart glyph - A sign drawn from the image CDN over its text (the ₿ of MBT amounts).
 */
/**
 * @element casino-round-detail
 * @summary The detail of one row of the in-app round list, with previous / next / reload steps through the whole list (across pages and games).
 * @prop {ListRow[]} rows - The rows of the list's page on screen: { idStr, externalGameId }[].
 * @attr {number} index - The row shown (default 0).
 * @attr {number} offset - The place of the first row in the whole list (0-based, default 0).
 * @attr {number} total - The number of rows of the whole list (default: the rows given); next stays enabled up to the last.
 * @attr {string} lang - The language of the round (default: the nearest lang of the page).
 * @attr {string} config-src - URL of the configuration JSON.
 * @fires casino-round-index-change - { index, row } when a step moves to another row of the page.
 * @fires casino-round-page-request - { direction: 'next' | 'previous' } when a step leaves the page; cancelable: the host that calls preventDefault() gives the page beside (rows, index).
 * @fires casino-refresh-done - On window, once it reloaded its round for the shell's casino-refresh.
 * @csspart steps - The bar of steps and the round's position.
 * @csspart step - The previous / next / reload buttons (data-step).
 * @csspart position - 'Round 51 of 175', or the page being loaded.
 * @csspart error - A message: no row, unknown game, or the view's error line.
 * @csspart loading - The loading state.
 * @csspart section - One section of the row's view (its data-section attribute names it).
 * @csspart table - A detail table (cells carry data-column).
 * @csspart table-scroll - The box a table scrolls in sideways on narrow screens, first column kept.
 * @csspart card - One playing card; data-card holds its code.
 * @csspart cards - A group or stack of cards.
 * @csspart badge - The roulette spin result badge.
 * @csspart frame - The 450 px frame of an external report.
 */
const detailProps = {
  betId: 'string',
  externalGameId: 'number',
  encryptedId: 'string',
  token: 'string',
  reloadKey: 'number',
} as const;

for (const kind of Object.keys(DETAIL_TAGS) as DetailKind[]) {
  defineWidget<DetailViewProps>(DETAIL_TAGS[kind], detailElement(kind), {
    events: ['casino-round-loaded', 'casino-round-error'],
    props: detailProps,
    styles: [detailStyles],
    // The view's chunk and the round's request start together when the element connects.
    onConnect: (element) => startDetailWhenConfigured(kind, element),
  });
}

defineWidget('casino-game-history', GameHistory, {
  events: ['casino-round-loaded', 'casino-round-error'],
  props: { encryptedId: 'string', token: 'string', egi: 'string' },
  styles: [detailStyles],
  onConnect: startGameHistory,
});

defineWidget('casino-round-detail', RoundDetail, {
  events: [
    'casino-round-loaded',
    'casino-round-error',
    'casino-round-index-change',
    'casino-round-page-request',
  ],
  props: { rows: 'json', index: 'number', offset: 'number', total: 'number' },
  styles: [detailStyles],
});

/**
 * `casino-game-history`: the public game-history page of a shared link. No login.
 *
 * @attr encrypted-id - the encrypted round identifier (falls back to the page query `id`).
 * @attr token - the access token of the link (falls back to the page query `token`).
 * @attr egi - the external game id (falls back to the page query `egi`).
 *
 * Title 'Game History'. The view is picked by `egi` from the config's `gameTypes` lists (families
 * 35 and 36 too, through `cardGames` and `crashGames`) and loaded as its own chunk; it POSTs
 * {encryptedLink, token}. An `egi` that matches no list gets a clear translated message. The chunk
 * and the POST start together as soon as the element is connected and configured (startGameHistory).
 */
import { config } from '../../core/config';
import { detailKindFor } from '../../core/games/game-types';
import { useSignalValue, useT } from '../shared/hooks';
import { linkInputs, type GameHistoryProps } from './detail-start';
import { useRoundEvents } from '../shared/round-events';
import { LazyDetailView } from './lazy-views';

export { linkInputs, startGameHistory, type GameHistoryProps } from './detail-start';

export function GameHistory(props: GameHistoryProps) {
  const t = useT();
  const cfg = useSignalValue(config);
  const { encryptedId, token, egi } = linkInputs(props);
  const kind = detailKindFor(egi, cfg?.gameTypes);
  // the link's own faults (the view tells its round's outcome itself)
  useRoundEvents(
    kind,
    { encryptedId, token },
    !encryptedId || !token
      ? {
          loaded: false,
          reason: 'incomplete-link',
          status: 0,
          message: 'This link is incomplete: it needs a round id and a token.',
        }
      : !kind
        ? {
            loaded: false,
            reason: 'unknown-game',
            status: 0,
            message: `No detail view is configured for game ${egi || '-'}.`,
          }
        : null,
  );

  let body;
  if (!encryptedId || !token) {
    body = (
      <p part="error" role="alert" className="casino-error detail-error" data-reason="incomplete-link">
        {t('app.games.labels.incomplete-link')}
      </p>
    );
  } else if (!kind) {
    body = (
      <p part="error" role="alert" className="casino-error detail-error" data-reason="unknown-game">
        {t('app.games.labels.unknown-game', { egi: egi || '-' })}
      </p>
    );
  } else {
    body = (
      <LazyDetailView kind={kind} encryptedId={encryptedId} token={token} externalGameId={Number(egi)} />
    );
  }

  return (
    <div className="game-history" data-kind={kind ?? ''}>
      <h1 part="title" className="history-title">
        {t('app.games.labels.game-history')}
      </h1>
      {body}
    </div>
  );
}

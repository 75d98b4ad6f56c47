/**
 * `casino-game-history`: the public game-history page of a shared link. No login.
 *
 * @attr encrypted-id - the encrypted round identifier (falls back to the page query `id`).
 * @attr token - the access token of the link (falls back to the page query `token`).
 * @attr egi - the external game id (falls back to the page query `egi`).
 *
 * Title 'Game History'. The view is picked by `egi` from the config's `gameTypes` lists (families
 * 35 and 36 too, through `cardGames` and `crashGames`) and loaded as its own chunk; it POSTs
 * {encryptedLink, token}. The chunk and the POST start together as soon as the element is connected
 * and configured (startGameHistory). The answer names the round's kind: a link whose `egi` names
 * another kind (or none the configuration knows) shows the round's own view; an answer whose kind
 * cannot be told is a clear error, never a view of dashes.
 *
 * Language: the element's `lang`, else the nearest `lang` of the page, else the round's (an empty
 * `lang=""` on the element: the round's). It writes nothing to the page's storage unless it carries
 * `remember-language` (src/core/games/page-language.ts).
 */
import { langTagOf } from '../../core/games/page-language';
import { config } from '../../core/config';
import { detailKindFor } from '../../core/games/game-types';
import { LanguageOverride, useSignalValue, useT } from '../shared/hooks';
import { linkInputs, type GameHistoryProps } from './detail-start';
import { useRoundEvents } from '../shared/round-events';
import { hostOf, LazyDetailView } from './lazy-views';
import { useHostLanguage } from './use-detail';

export { linkInputs, startGameHistory, type GameHistoryProps } from './detail-start';

function Title() {
  const t = useT();
  return (
    <h1 part="title" className="history-title">
      {t('app.games.labels.game-history')}
    </h1>
  );
}

/** A message of the page itself (incomplete link), in the language the page sets, else English. */
function PageMessage({ lng, reason, children }: { lng: 'en' | 'zh-cn'; reason: string; children: string }) {
  return (
    <div className="game-history" lang={langTagOf(lng)}>
      <Title />
      <p part="error" role="alert" className="casino-error detail-error" data-reason={reason}>
        {children}
      </p>
    </div>
  );
}

export function GameHistory(props: GameHistoryProps & { container?: Node }) {
  const t = useT();
  const cfg = useSignalValue(config);
  const host = hostOf(props.container);
  const hostLanguage = useHostLanguage(host);
  const { encryptedId, token, egi } = linkInputs(props);
  const kind = detailKindFor(egi, cfg?.gameTypes);
  // the link's own fault (the view tells its round's outcome itself)
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
      : null,
  );

  if (!encryptedId || !token) {
    const lng = hostLanguage ?? 'en';
    return (
      <LanguageOverride.Provider value={lng}>
        <PageMessage lng={lng} reason="incomplete-link">
          {t('app.games.labels.incomplete-link', { lng })}
        </PageMessage>
      </LanguageOverride.Provider>
    );
  }
  // A game id the configuration does not know still opens its round: the answer says its kind (a
  // service that does not say it gets the unreadable-round message).
  return (
    <div className="game-history" data-kind={kind ?? ''}>
      <LazyDetailView
        kind={kind}
        host={host}
        encryptedId={encryptedId}
        token={token}
        externalGameId={Number(egi) || undefined}
        heading={<Title />}
      />
    </div>
  );
}

/**
 * The partner embed's renderer: React components (rendered by Preact's compatibility runtime in the
 * embed's build), the translations (a small i18next-compatible instance in the embed's build), the
 * element wrapper and the styles. The embed's first script (src/widgets/game-history-entry.ts) imports it on demand, after it has started the round's request,
 * the view's chunk and the configuration, so that this larger module downloads and evaluates while
 * those are on their way instead of before them.
 */
import '../../core/i18n/areas/games';
import { preparedLanguages } from '../../core/games/detail-loads';
import { loadTranslations } from '../../core/i18n';
import { defineWidget } from '../define-widget';
import { startGameHistory } from './detail-start';
import { GameHistory } from './GameHistory';
import { detailStyles } from './styles';

/**
 * Defines `casino-game-history` (the first script calls it once the round it started is in), after
 * merging in the texts of the languages the rounds started so far are shown in (a Chinese round is
 * painted in Chinese from the first frame).
 */
export async function defineGameHistory(): Promise<void> {
  await Promise.all(preparedLanguages().map((lng) => loadTranslations(lng).catch(() => undefined)));
  defineWidget('casino-game-history', GameHistory, {
    events: ['casino-round-loaded', 'casino-round-error'],
    props: { encryptedId: 'string', token: 'string', egi: 'string' },
    styles: [detailStyles],
    onConnect: startGameHistory,
  });
}

/**
 * The in-app bundle of the game-round details: registers every detail element, plus
 * casino-game-history and casino-round-detail. Each view is still its own chunk, loaded when
 * an element of that kind first renders.
 */
import type { DetailKind } from '../../core/games/types';
import { defineWidget } from '../define-widget';
import { GameHistory } from './GameHistory';
import { DETAIL_TAGS, detailElement } from './lazy-views';
import { RoundDetail } from './RoundDetail';
import { detailStyles } from './styles';
import type { DetailViewProps } from './use-detail';

export { configure } from '../../core/config';

const detailProps = {
  betId: 'string',
  externalGameId: 'number',
  encryptedId: 'string',
  token: 'string',
  reloadKey: 'number',
} as const;

for (const kind of Object.keys(DETAIL_TAGS) as DetailKind[]) {
  defineWidget<DetailViewProps>(DETAIL_TAGS[kind], detailElement(kind), {
    props: detailProps,
    styles: [detailStyles],
  });
}

defineWidget('casino-game-history', GameHistory, {
  props: { encryptedId: 'string', token: 'string', egi: 'string' },
  styles: [detailStyles],
});

defineWidget('casino-round-detail', RoundDetail, {
  props: { rows: 'json', index: 'number' },
  styles: [detailStyles],
});

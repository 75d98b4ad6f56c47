/**
 * One playing card drawn from the card sprite `${imageCdnBase}/cards/sprite.svg` (14 columns by
 * 4 rows: column = rank, row = suit). Width is 0.75 of the height. Each card is an image named in the
 * interface language ("Ace of spades", "黑桃A", "Joker"). A code that is no card is drawn as a marked
 * unknown card showing its code ("Unknown card XX"), never as a blank card.
 *
 * @csspart card - every card; `data-card` holds its code (e.g. `TS`), `data-unknown` marks a code that is no card.
 */
import type { CSSProperties } from 'react';
import { serviceUrl } from '../../core/config';
import { cardWidth, parseCardCode, spriteBackground } from '../../core/games/cards';
import { useT } from '../shared/hooks';

export const CARD_SPRITE_PATH = '/cards/sprite.svg';

/** Address of the card sprite on the image CDN. */
export function cardSpriteUrl(): string {
  return serviceUrl('imageCdn', CARD_SPRITE_PATH);
}

export interface CardProps {
  code: string;
  height: number;
  /** Left offset inside a stack, in px. */
  left?: number;
}

/** The name of a card code in the interface language. */
export function useCardName(): (code: string) => string {
  const t = useT();
  return (code) => {
    const face = parseCardCode(code);
    if (!face) return t('app.games.cards.unknown', { code });
    if (face.rank === '0') return t('app.games.cards.joker');
    // one text per card ('Ace of spades', '黑桃A'): each language's own word order, and no fragment
    // ('Three of') that data such as a payout name ('Three of a Kind') could be taken for
    return t(`app.games.cards.names.${face.rank}${face.suit}`);
  };
}

export function Card({ code, height, left }: CardProps) {
  const name = useCardName()(code);
  const background = spriteBackground(code);
  const style: CSSProperties = { width: `${cardWidth(height)}px`, height: `${height}px` };
  if (left !== undefined) style.left = `${left}px`;
  if (!background) {
    style.fontSize = `${Math.max(9, Math.round(height / 5))}px`;
    return (
      <span
        part="card"
        className="card unknown-card"
        data-card={code}
        data-unknown=""
        role="img"
        aria-label={name}
        title={name}
        style={style}
      >
        <span aria-hidden="true">?</span>
        <span aria-hidden="true" className="unknown-code">
          {code}
        </span>
      </span>
    );
  }
  style.backgroundImage = `url("${cardSpriteUrl()}")`;
  style.backgroundSize = background.size;
  style.backgroundPosition = background.position;
  return (
    <span
      part="card"
      className="card"
      data-card={code}
      role="img"
      aria-label={name}
      title={name}
      style={style}
    />
  );
}

/**
 * One playing card drawn from the card sprite `${imageCdnBase}/cards/sprite.svg` (14 columns by
 * 4 rows: column = rank, row = suit). Width is 0.75 of the height.
 *
 * @csspart card - every card; `data-card` holds its code (e.g. `TS`).
 */
import type { CSSProperties } from 'react';
import { serviceUrl } from '../../core/config';
import { cardWidth, spriteBackground } from '../../core/games/cards';

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

export function Card({ code, height, left }: CardProps) {
  const background = spriteBackground(code);
  const style: CSSProperties = { width: `${cardWidth(height)}px`, height: `${height}px` };
  if (left !== undefined) style.left = `${left}px`;
  if (background) {
    style.backgroundImage = `url("${cardSpriteUrl()}")`;
    style.backgroundSize = background.size;
    style.backgroundPosition = background.position;
  }
  return (
    <span
      part="card"
      className="card"
      data-card={code}
      role="img"
      aria-label={code}
      title={code}
      style={style}
    />
  );
}

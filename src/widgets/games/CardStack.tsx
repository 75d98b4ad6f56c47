/**
 * Cards drawn overlapped: each stacked card shows a quarter of its width. Heights: 48 for
 * blackjack, 60 for family 35 (STACK_HEIGHT).
 *
 * @csspart cards - the stack.
 */
import { stackOffset, stackWidth } from '../../core/games/cards';
import { Card } from './Card';

export function CardStack({ cards, height }: { cards: readonly string[]; height: number }) {
  return (
    <span
      part="cards"
      className="card-stack"
      data-cards={cards.join(' ')}
      style={{ width: `${stackWidth(cards.length, height)}px`, height: `${height}px` }}
    >
      {cards.map((code, index) => (
        <Card key={`${index}-${code}`} code={code} height={height} left={stackOffset(index, height)} />
      ))}
    </span>
  );
}

/** Cards side by side (tri-card poker, video poker). */
export function CardRow({ cards, height }: { cards: readonly string[]; height: number }) {
  return (
    <div part="cards" className="card-row" data-cards={cards.join(' ')}>
      {cards.map((code, index) => (
        <Card key={`${index}-${code}`} code={code} height={height} />
      ))}
    </div>
  );
}

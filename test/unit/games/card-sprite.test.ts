import { describe, expect, it } from 'vitest';
import { CARD_ASPECT, RANKS, STACK_HEIGHT, STACK_VISIBLE_FRACTION } from '../../../src/core/games/cards';
import { CARD_HEIGHT, CARD_WIDTH, INDEX, cardSpriteSvg, cornerIndex } from '../../../src/server/cdn/cards';

describe('the card sprite: corner indexes legible at the stack heights and never clipped in a stack', () => {
  it('a cell is 150 x 200: card width 0.75 of its height', () => {
    expect(CARD_WIDTH / CARD_HEIGHT).toBe(CARD_ASPECT);
  });

  it('the rank mark is at least 9 px high on the smallest stack (48 px, blackjack) and 12 px on the 60 px one', () => {
    for (const rank of RANKS.filter((r) => r !== '0')) {
      const { height } = cornerIndex(rank).rank;
      expect(height * (STACK_HEIGHT.blackjack / CARD_HEIGHT), rank).toBeGreaterThanOrEqual(9);
      expect(height * (STACK_HEIGHT.family35 / CARD_HEIGHT), rank).toBeGreaterThanOrEqual(12);
    }
  });

  it('every index (10 included) lies inside the quarter of the card a stacked card leaves visible', () => {
    expect(INDEX.right).toBeLessThanOrEqual(CARD_WIDTH * STACK_VISIBLE_FRACTION);
    for (const rank of RANKS.filter((r) => r !== '0')) {
      const { width } = cornerIndex(rank).rank;
      expect(width, rank).toBeGreaterThan(0);
      expect(width, rank).toBeLessThanOrEqual(INDEX.right - INDEX.left);
    }
  });

  it('draws every mark as an outline: no text element, so no font of the visitor is needed', () => {
    const svg = cardSpriteSvg();
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg.match(/data-card="/g)).toHaveLength(56);
  });
});

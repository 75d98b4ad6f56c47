/**
 * Video poker round detail: dealt cards, held cards (hidden if
 * empty), hand after draw; the details table (bet, payout, payout type); the optional double-up
 * table (round, dealer cards, player cards, outcome W win / L lose / T tie, translated).
 * The word Joker maps to card 0C, at most 2 per hand.
 */
import { parseVideoPokerCards } from '../../../core/games/cards';
import { outcomeKey } from '../../../core/games/outcome';
import type { VideoPokerBonusRound, VideoPokerDetail as Detail } from '../../../core/games/types';
import { useT } from '../../shared/hooks';
import { CardRow } from '../CardStack';
import { DetailTable, Section, orDash, useMoney, type Column } from '../parts';

const K = 'app.games.videoPoker';
export const VIDEO_POKER_CARD_HEIGHT = 60;
export const DOUBLE_UP_CARD_HEIGHT = 48;

function VideoPokerTables({ detail }: { detail: Detail }) {
  const t = useT();
  const money = useMoney(detail.currency, detail.currencyClassification);
  const dealt = parseVideoPokerCards(detail.dealtCards);
  const held = parseVideoPokerCards(detail.heldCards);
  const after = parseVideoPokerCards(detail.handAfterDraw);
  const bonus = detail.bonusGameResults ?? [];
  const detailColumns: Column<Detail>[] = [
    { id: 'bet', header: `${K}.details.bet`, cell: (d) => money(d.bet), amount: true },
    { id: 'payout', header: `${K}.details.payout`, cell: (d) => money(d.payout), amount: true },
    { id: 'payoutType', header: `${K}.details.payoutType`, cell: (d) => orDash(d.payoutType) },
  ];
  const bonusColumns: Column<VideoPokerBonusRound>[] = [
    { id: 'doubleUpRound', header: `${K}.bonus.doubleUpRound`, cell: (b) => b.doubleUpRound },
    {
      id: 'dealerCards',
      header: `${K}.bonus.dealerCards`,
      cell: (b) => (
        <CardRow cards={parseVideoPokerCards(b.dealerCards, ',')} height={DOUBLE_UP_CARD_HEIGHT} />
      ),
    },
    {
      id: 'playerCards',
      header: `${K}.bonus.playerCards`,
      cell: (b) => (
        <CardRow cards={parseVideoPokerCards(b.playerCards, ',')} height={DOUBLE_UP_CARD_HEIGHT} />
      ),
    },
    {
      id: 'outcome',
      header: `${K}.bonus.outcome`,
      cell: (b) => {
        const key = outcomeKey(b.outcome);
        return <span data-outcome={b.outcome}>{key ? t(key) : orDash(b.outcome)}</span>;
      },
    },
  ];
  return (
    <>
      {dealt.length > 0 && (
        <Section name="dealt" title={t(`${K}.sections.dealt`)}>
          <CardRow cards={dealt} height={VIDEO_POKER_CARD_HEIGHT} />
        </Section>
      )}
      {held.length > 0 && (
        <Section name="held" title={t(`${K}.sections.held`)}>
          <CardRow cards={held} height={VIDEO_POKER_CARD_HEIGHT} />
        </Section>
      )}
      {after.length > 0 && (
        <Section name="afterDraw" title={t(`${K}.sections.afterDraw`)}>
          <CardRow cards={after} height={VIDEO_POKER_CARD_HEIGHT} />
        </Section>
      )}
      <DetailTable
        name="details"
        title={t(`${K}.sections.details`)}
        columns={detailColumns}
        rows={[detail]}
      />
      {bonus.length > 0 && (
        <DetailTable name="bonus" title={t(`${K}.sections.bonus`)} columns={bonusColumns} rows={bonus} />
      )}
    </>
  );
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default VideoPokerTables;

/**
 * Game family 35 round detail: the game-result table and the
 * dealt-cards table (total column only when some hand totals non-zero; heading singular 'dealt
 * card' when every hand has exactly one card).
 */
import { STACK_HEIGHT } from '../../../core/games/cards';
import { dealtCardsHeading, handCards, handTotal, showsTotalColumn } from '../../../core/games/family35';
import type { CardGameDetail as Detail, CardGameHand, CardGameSpot } from '../../../core/games/types';
import { useT } from '../../shared/hooks';
import { CardStack } from '../CardStack';
import { DetailTable, useMoney, type Column } from '../parts';

const K = 'app.games.cardGame';

function CardGameTables({ detail }: { detail: Detail }) {
  const t = useT();
  const money = useMoney(detail.currency, detail.currencyClassification);
  const spots = detail.spots ?? [];
  const hands = detail.hands ?? [];

  const spotColumns: Column<CardGameSpot>[] = [
    { id: 'betName', header: `${K}.spots.betName`, cell: (s) => s.betName },
    { id: 'bet', header: `${K}.spots.bet`, cell: (s) => money(s.bet), amount: true },
    { id: 'payout', header: `${K}.spots.payout`, cell: (s) => money(s.payout), amount: true },
    {
      id: 'betType',
      header: `${K}.spots.betType`,
      cell: (s) => t(s.isMainBet ? `${K}.spots.mainBet` : `${K}.spots.sideBet`),
    },
  ];
  const handColumns: Column<CardGameHand>[] = [
    { id: 'handDescription', header: `${K}.hands.handDescription`, cell: (h) => h.handDescription },
    {
      id: 'total',
      header: `${K}.hands.total`,
      cell: (h) => handTotal(h, detail.externalgameId),
      displayed: showsTotalColumn(hands, detail.externalgameId),
    },
    {
      id: 'cards',
      header: `${K}.hands.cards`,
      cell: (h) => <CardStack cards={handCards(h)} height={STACK_HEIGHT.family35} />,
    },
  ];

  return (
    <>
      {spots.length > 0 && (
        <DetailTable name="spots" title={t(`${K}.sections.result`)} columns={spotColumns} rows={spots} />
      )}
      {hands.length > 0 && (
        <DetailTable
          name="hands"
          title={t(`${K}.sections.dealtCards.${dealtCardsHeading(hands)}`)}
          columns={handColumns}
          rows={hands}
        />
      )}
    </>
  );
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default CardGameTables;

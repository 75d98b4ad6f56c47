/**
 * Tri-card poker round detail: player cards, dealer cards,
 * the bets table (action raise or fold, ante, raise, pair plus, bonus) and the payouts table.
 */
import { parseCards } from '../../../core/games/cards';
import type { TriCardPokerDetail as Detail } from '../../../core/games/types';
import { useT } from '../../shared/hooks';
import { CardRow } from '../CardStack';
import { DetailTable, Section, orDash, useMoney, type Column } from '../parts';

const K = 'app.games.triCardPoker';
export const TRI_CARD_HEIGHT = 60;

function TriCardTables({ detail }: { detail: Detail }) {
  const t = useT();
  const money = useMoney(detail.currency, detail.currencyClassification);
  const player = parseCards(detail.playerHand);
  const dealer = parseCards(detail.dealerHand);
  const action = (value: string) => {
    const key = (value ?? '').trim().toLowerCase();
    return key === 'raise' || key === 'fold' ? t(`${K}.actions.${key}`) : orDash(value);
  };
  const betColumns: Column<Detail>[] = [
    { id: 'action', header: `${K}.bets.action`, cell: (d) => action(d.action) },
    { id: 'anteBet', header: `${K}.bets.anteBet`, cell: (d) => money(d.anteBet), amount: true },
    { id: 'raiseBet', header: `${K}.bets.raiseBet`, cell: (d) => money(d.raiseBet), amount: true },
    { id: 'pairPlusBet', header: `${K}.bets.pairPlusBet`, cell: (d) => money(d.pairPlusBet), amount: true },
    { id: 'bonusBet', header: `${K}.bets.bonusBet`, cell: (d) => money(d.bonusBet), amount: true },
  ];
  const payoutColumns: Column<Detail>[] = [
    { id: 'payAnte', header: `${K}.payouts.payAnte`, cell: (d) => money(d.payAnte), amount: true },
    { id: 'payRaise', header: `${K}.payouts.payRaise`, cell: (d) => money(d.payRaise), amount: true },
    {
      id: 'payPairPlus',
      header: `${K}.payouts.payPairPlus`,
      cell: (d) => money(d.payPairPlus),
      amount: true,
    },
    { id: 'payBonus', header: `${K}.payouts.payBonus`, cell: (d) => money(d.payBonus), amount: true },
  ];
  return (
    <>
      {player.length > 0 && (
        <Section name="player" title={t(`${K}.sections.player`)}>
          <CardRow cards={player} height={TRI_CARD_HEIGHT} />
        </Section>
      )}
      {dealer.length > 0 && (
        <Section name="dealer" title={t(`${K}.sections.dealer`)}>
          <CardRow cards={dealer} height={TRI_CARD_HEIGHT} />
        </Section>
      )}
      <DetailTable name="bets" title={t(`${K}.sections.bets`)} columns={betColumns} rows={[detail]} />
      <DetailTable
        name="payouts"
        title={t(`${K}.sections.payouts`)}
        columns={payoutColumns}
        rows={[detail]}
      />
    </>
  );
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default TriCardTables;

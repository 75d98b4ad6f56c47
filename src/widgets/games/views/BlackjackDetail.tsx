/**
 * Blackjack round detail: dealer cards as a card stack (48 px),
 * the player-bets table and the hands table. Bonus columns are defined but not displayed.
 */
import { STACK_HEIGHT, parseCards } from '../../../core/games/cards';
import type { BlackjackBet, BlackjackDetail as Detail, BlackjackHand } from '../../../core/games/types';
import { useT } from '../../shared/hooks';
import { CardStack } from '../CardStack';
import { DetailTable, Section, useMoney, useYesNo, type Column } from '../parts';

const K = 'app.games.blackjack';

/** The player bets: the response's `bets` list, else the bet fields of the detail itself. */
export function playerBets(detail: Detail): BlackjackBet[] {
  if (Array.isArray(detail.bets) && detail.bets.length > 0) return detail.bets;
  return detail.bet !== undefined && detail.bet !== null ? [detail] : [];
}

function BlackjackTables({ detail }: { detail: Detail }) {
  const t = useT();
  const money = useMoney(detail.currency, detail.currencyClassification);
  const yesNo = useYesNo();
  const dealer = parseCards(detail.dealerCards);
  const bets = playerBets(detail);
  const hands = detail.hands ?? [];

  const betColumns: Column<BlackjackBet>[] = [
    { id: 'bet', header: `${K}.bets.bet`, cell: (b) => money(b.bet), amount: true },
    { id: 'insurance', header: `${K}.bets.insurance`, cell: (b) => yesNo(b.insurance) },
    {
      id: 'insurancePayout',
      header: `${K}.bets.insurancePayout`,
      cell: (b) => money(b.insurancePayout),
      amount: true,
    },
    {
      id: 'bonusInsuranceBet',
      header: `${K}.bets.bonusInsuranceBet`,
      cell: (b) => money(b.bonusInsuranceBet),
      displayed: false,
    },
    {
      id: 'payInsuranceBonus',
      header: `${K}.bets.payInsuranceBonus`,
      cell: (b) => money(b.payInsuranceBonus),
      displayed: false,
    },
    { id: 'sideBet', header: `${K}.bets.sideBet`, cell: (b) => money(b.sideBet), amount: true },
    {
      id: 'sideBetPayout',
      header: `${K}.bets.sideBetPayout`,
      cell: (b) => money(b.sideBetPayout),
      amount: true,
    },
    {
      id: 'sideBetBonusBet',
      header: `${K}.bets.sideBetBonusBet`,
      cell: (b) => money(b.sideBetBonusBet),
      displayed: false,
    },
    {
      id: 'sideBetBonusPayout',
      header: `${K}.bets.sideBetBonusPayout`,
      cell: (b) => money(b.sideBetBonusPayout),
      displayed: false,
    },
  ];
  const handColumns: Column<BlackjackHand>[] = [
    { id: 'handNumber', header: `${K}.hands.handNumber`, cell: (h) => h.handNumber },
    {
      id: 'playerCards',
      header: `${K}.hands.playerCards`,
      cell: (h) => <CardStack cards={parseCards(h.playerCards)} height={STACK_HEIGHT.blackjack} />,
    },
    { id: 'doubled', header: `${K}.hands.doubled`, cell: (h) => yesNo(h.doubled) },
    { id: 'surrender', header: `${K}.hands.surrender`, cell: (h) => yesNo(h.surrender) },
    { id: 'totalBets', header: `${K}.hands.totalBets`, cell: (h) => money(h.totalBets), amount: true },
    { id: 'bonusBet', header: `${K}.hands.bonusBet`, cell: (h) => money(h.bonusBet), displayed: false },
    { id: 'payout', header: `${K}.hands.payout`, cell: (h) => money(h.payout), amount: true },
    {
      id: 'payHandBonus',
      header: `${K}.hands.payHandBonus`,
      cell: (h) => money(h.payHandBonus),
      displayed: false,
    },
  ];

  return (
    <>
      {dealer.length > 0 && (
        <Section name="dealer" title={t(`${K}.sections.dealer`)}>
          <CardStack cards={dealer} height={STACK_HEIGHT.blackjack} />
        </Section>
      )}
      {bets.length > 0 && (
        <DetailTable name="bets" title={t(`${K}.sections.bets`)} columns={betColumns} rows={bets} />
      )}
      {hands.length > 0 && (
        <DetailTable name="hands" title={t(`${K}.sections.hands`)} columns={handColumns} rows={hands} />
      )}
    </>
  );
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default BlackjackTables;

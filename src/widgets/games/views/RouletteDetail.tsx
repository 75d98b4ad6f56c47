/**
 * Roulette round detail: details table (total bet, total payout,
 * spin result as a green, red or black badge) and the player-bets table (translated bet
 * description, amount).
 */
import { useEffect } from 'react';
import { isSpinResult, rouletteColour } from '../../../core/games/roulette';
import type { RouletteBet, RouletteDetail as Detail } from '../../../core/games/types';
import { dataText, loadGameStrings } from '../../../core/i18n';
import { useLanguage, useT } from '../../shared/hooks';
import { css } from '../../shared/styles';
import { DASH, DetailTable, useMoney, type Column, ViewStyles } from '../parts';

const K = 'app.games.roulette';

/** The view's own styles (adopted into its element's shadow root when it renders): the spin result's badge. */
const rouletteStyles = css`
  .badge {
    display: inline-block;
    min-width: 2em;
    padding: 0.1em 0.5em;
    border-radius: 1em;
    color: #fff;
    text-align: center;
    font-weight: 600;
  }
  .badge[data-colour='red'] {
    background: var(--_casino-roulette-red);
  }
  .badge[data-colour='black'] {
    background: var(--_casino-roulette-black);
  }
  .badge[data-colour='green'] {
    background: var(--_casino-roulette-green);
  }
`;

/** The spin result as a coloured badge; a missing result is a dash, never a (green) badge that reads as zero. */
export function SpinBadge({ spinResult }: { spinResult: number | null | undefined }) {
  const t = useT();
  if (!isSpinResult(spinResult)) return <span data-missing="">{DASH}</span>;
  const colour = rouletteColour(spinResult);
  return (
    <span part="badge" className="badge" data-colour={colour} title={t(`${K}.colours.${colour}`)}>
      {spinResult}
    </span>
  );
}

function RouletteTables({ detail }: { detail: Detail }) {
  const t = useT();
  const lng = useLanguage();
  const money = useMoney(detail.currency, detail.currencyClassification);
  // Bet descriptions are translated by the casino's game strings when it has them.
  useEffect(() => {
    loadGameStrings(lng).catch(() => undefined);
  }, [lng]);
  const bets = detail.bets ?? [];
  const detailColumns: Column<Detail>[] = [
    { id: 'totalBet', header: `${K}.details.totalBet`, cell: (d) => money(d.totalBet), amount: true },
    {
      id: 'totalPayout',
      header: `${K}.details.totalPayout`,
      cell: (d) => money(d.totalPayout),
      amount: true,
    },
    {
      id: 'spinResult',
      header: `${K}.details.spinResult`,
      cell: (d) => <SpinBadge spinResult={d.spinResult} />,
    },
  ];
  const betColumns: Column<RouletteBet>[] = [
    {
      id: 'description',
      header: `${K}.bets.description`,
      cell: (b) => dataText(t, null, b.rouletteBetDescription),
    },
    { id: 'amount', header: `${K}.bets.amount`, cell: (b) => money(b.amount), amount: true },
  ];
  return (
    <>
      <ViewStyles sheet={rouletteStyles} />
      <DetailTable
        name="details"
        title={t(`${K}.sections.details`)}
        columns={detailColumns}
        rows={[detail]}
      />
      {bets.length > 0 && (
        <DetailTable name="bets" title={t(`${K}.sections.bets`)} columns={betColumns} rows={bets} />
      )}
    </>
  );
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default RouletteTables;

/**
 * Game family 36 round detail: a table of bets (bet id, bet
 * amount, payout, cashout), shown only once data is ready.
 */
import { formatNumber } from '../../../core/format';
import type { CrashGameBet, CrashGameDetail as Detail } from '../../../core/games/types';
import { useLanguage, useT } from '../../shared/hooks';
import { DASH, DetailTable, useMoney, type Column } from '../parts';

const K = 'app.games.crashGame';

function CrashGameTables({ detail }: { detail: Detail }) {
  const t = useT();
  const lng = useLanguage();
  const money = useMoney(detail.currency, detail.currencyClassification);
  const bets = detail.bets ?? [];
  // Cashout: a multiplier (semantics not shown by the spec; decision in docs/decisions.md).
  const multiplier = (value: number | null) =>
    value === null || value === undefined || !Number.isFinite(Number(value))
      ? DASH
      : `${formatNumber(Number(value), lng, { minFraction: 2, maxFraction: 2 })}x`;
  const columns: Column<CrashGameBet>[] = [
    { id: 'betid', header: `${K}.bets.betid`, cell: (b) => b.betid },
    { id: 'bet', header: `${K}.bets.bet`, cell: (b) => money(b.bet), amount: true },
    { id: 'payout', header: `${K}.bets.payout`, cell: (b) => money(b.payout), amount: true },
    { id: 'cashout', header: `${K}.bets.cashout`, cell: (b) => multiplier(b.cashout), amount: true },
  ];
  return bets.length > 0 ? (
    <DetailTable name="bets" title={t(`${K}.sections.bets`)} columns={columns} rows={bets} />
  ) : null;
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default CrashGameTables;

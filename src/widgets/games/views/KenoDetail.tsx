/**
 * Keno round detail: totals table (start and end balance defined but
 * not displayed), the drawn results and the player's picked numbers (picks that were drawn are
 * marked `hit`).
 */
import { parseNumbers } from '../../../core/games/keno';
import type { KenoDetail as Detail } from '../../../core/games/types';
import { useT } from '../../shared/hooks';
import { DetailTable, Section, TableScroll, useMoney, type Column } from '../parts';

const K = 'app.games.keno';

function Numbers({ numbers, hits }: { numbers: number[]; hits?: ReadonlySet<number> }) {
  return (
    <TableScroll>
      <table part="table" className="numbers">
        <tbody>
          <tr>
            {numbers.map((n, index) => (
              <td key={index} data-number={n} className={hits?.has(n) ? 'hit' : undefined}>
                {n}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}

function KenoTables({ detail }: { detail: Detail }) {
  const t = useT();
  const money = useMoney(detail.currency, detail.currencyClassification);
  const results = parseNumbers(detail.results);
  const picks = parseNumbers(detail.picks);
  const columns: Column<Detail>[] = [
    { id: 'totalBet', header: `${K}.details.totalBet`, cell: (d) => money(d.totalBet), amount: true },
    {
      id: 'totalPayout',
      header: `${K}.details.totalPayout`,
      cell: (d) => money(d.totalPayout),
      amount: true,
    },
    { id: 'bonusBet', header: `${K}.details.bonusBet`, cell: (d) => money(d.bonusBet), amount: true },
    { id: 'payBonus', header: `${K}.details.payBonus`, cell: (d) => money(d.payBonus), amount: true },
    {
      id: 'startBalance',
      header: `${K}.details.startBalance`,
      cell: (d) => money(d.startBalance),
      displayed: false,
    },
    {
      id: 'endBalance',
      header: `${K}.details.endBalance`,
      cell: (d) => money(d.endBalance),
      displayed: false,
    },
  ];
  return (
    <>
      <DetailTable name="details" title={t(`${K}.sections.details`)} columns={columns} rows={[detail]} />
      {results.length > 0 && (
        <Section name="results" title={t(`${K}.sections.results`)}>
          <Numbers numbers={results} />
        </Section>
      )}
      {picks.length > 0 && (
        <Section name="picks" title={t(`${K}.sections.picks`)}>
          <Numbers numbers={picks} hits={new Set(results)} />
        </Section>
      )}
    </>
  );
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default KenoTables;

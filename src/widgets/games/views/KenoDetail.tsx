/**
 * Keno round detail: totals table (start and end balance defined but
 * not displayed), the drawn results and the player's picked numbers: grids that wrap to their box;
 * picks that were drawn are hits (class `hit`), drawn in a filled circle and explained by a legend.
 */
import { parseNumbers } from '../../../core/games/keno';
import type { KenoDetail as Detail } from '../../../core/games/types';
import { useT } from '../../shared/hooks';
import { DetailTable, Section, useMoney, type Column } from '../parts';

const K = 'app.games.keno';

/**
 * Numbers as a grid of equal cells that wraps to the width of its box (every number visible, columns
 * aligned, never a row wider than the screen). A pick that was drawn is a hit: drawn in a filled circle
 * (a shape, not only a colour), with the word for screen readers, and explained by the legend.
 */
function Numbers({ numbers, hits, label }: { numbers: number[]; hits?: ReadonlySet<number>; label: string }) {
  const t = useT();
  return (
    <ol part="numbers" className="numbers" aria-label={label}>
      {numbers.map((n, index) => {
        const hit = hits?.has(n) ?? false;
        return (
          <li key={index} data-number={n} className={hit ? 'hit' : undefined}>
            {n}
            {hit ? <span className="visually-hidden"> ({t(`${K}.legend.hit`)})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

function KenoTables({ detail }: { detail: Detail }) {
  const t = useT();
  const money = useMoney(detail.currency, detail.currencyClassification);
  const results = parseNumbers(detail.results);
  const picks = parseNumbers(detail.picks);
  const drawn = new Set(results);
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
          <Numbers numbers={results} label={t(`${K}.sections.results`)} />
        </Section>
      )}
      {picks.length > 0 && (
        <Section name="picks" title={t(`${K}.sections.picks`)}>
          <Numbers numbers={picks} hits={drawn} label={t(`${K}.sections.picks`)} />
          {picks.some((n) => drawn.has(n)) ? (
            <p className="legend" part="legend">
              <span className="numbers-sample hit" aria-hidden="true">
                {picks.find((n) => drawn.has(n))}
              </span>
              {t(`${K}.legend.explained`)}
            </p>
          ) : null}
        </Section>
      )}
    </>
  );
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default KenoTables;

/**
 * Keno round detail: totals table (start and end balance defined but
 * not displayed), the drawn results and the player's picked numbers: grids that wrap to their box;
 * picks that were drawn are hits (class `hit`), drawn in a filled circle and explained by a legend.
 */
import { parseNumbers } from '../../../core/games/keno';
import type { KenoDetail as Detail } from '../../../core/games/types';
import { useT } from '../../shared/hooks';
import { css } from '../../shared/styles';
import { DetailTable, Section, useMoney, type Column, ViewStyles } from '../parts';

const K = 'app.games.keno';

/** The view's own styles (adopted into its element's shadow root when it renders): the numbers' grid, the hits, the legend. */
const kenoStyles = css`
  /* keno numbers: equal cells that wrap to the box, so every number shows and columns line up */
  ol.numbers {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(2.6em, 1fr));
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    max-width: 36em;
  }
  ol.numbers li,
  .numbers-sample {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.2em;
    border: 1px solid var(--_casino-color-border);
    border-radius: 4px;
    background: var(--_casino-color-surface);
    font-variant-numeric: tabular-nums;
  }
  /* a hit is a filled, fully rounded cell with bold figures: a shape, not only a colour (a pill, never
     an ellipse, when the cells stretch to the width of the box) */
  ol.numbers li.hit,
  .numbers-sample.hit {
    border-radius: 1.1em;
    border-color: var(--_casino-color-success);
    background: var(--_casino-color-success);
    color: #fff;
    font-weight: 700;
  }
  .numbers-sample {
    display: inline-flex;
    width: 2.2em;
    margin-inline-end: 0.5em;
    vertical-align: middle;
  }
  .legend {
    margin: 6px 0 0;
    color: var(--_casino-color-text-muted);
  }
`;

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
      <ViewStyles sheet={kenoStyles} />
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

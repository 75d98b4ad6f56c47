/**
 * Slot round detail. Sections appear only if data exists: wheel result,
 * spin notes, win lines, scatters, bonus game, feature guarantee, side bet.
 */
import {
  hasSideBet,
  parseSpinNotes,
  showsLineIcons,
  showsOccurrences,
  wheelRows,
  winLines,
} from '../../../core/games/slot';
import type {
  SlotBonusGame,
  SlotFeatureGuarantee,
  SlotLine,
  SlotRoundDetail,
  SlotScatter,
  SlotSideBet,
} from '../../../core/games/types';
import { useT } from '../../shared/hooks';
import { css } from '../../shared/styles';
import { DetailTable, Icons, Section, orDash, useMoney, useYesNo, type Column, ViewStyles } from '../parts';

const K = 'app.games.slot';

/** The view's own styles (adopted into its element's shadow root when it renders): symbol icons and spin notes. */
const slotStyles = css`
  .icons {
    display: flex;
    gap: 2px;
  }
  .icons img {
    height: 32px;
    width: auto;
  }
  dl.notes {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: calc(var(--_casino-spacing) / 2) var(--_casino-spacing);
    margin: 0;
  }
  dl.notes dt {
    font-weight: 600;
  }
  dl.notes dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;

function SlotTables({ detail }: { detail: SlotRoundDetail }) {
  const t = useT();
  const money = useMoney(detail.currencycode ?? detail.currency, detail.currencyClassification);
  const yesNo = useYesNo();
  const wheel = wheelRows(detail.wheelinfos);
  const notes = parseSpinNotes(detail.spinnotes);
  const lines = winLines(detail);
  const scatters = detail.scatters ?? [];
  const bonus = detail.bonusgameinfo ?? [];
  const guarantee = detail.featureguaranteeinfo ?? [];

  const lineColumns: Column<SlotLine>[] = [
    { id: 'number', header: `${K}.lines.number`, cell: (l) => l.number },
    {
      id: 'occurrences',
      header: `${K}.lines.occurrences`,
      cell: (l) => orDash(l.occurrences),
      displayed: showsOccurrences(detail),
    },
    { id: 'payoutTypeId', header: `${K}.lines.payoutTypeId`, cell: (l) => l.payoutTypeId },
    { id: 'winCombination', header: `${K}.lines.winCombination`, cell: (l) => l.winCombination },
    { id: 'basePayout', header: `${K}.lines.basePayout`, cell: (l) => money(l.basePayout), amount: true },
    { id: 'payoutMultiplier', header: `${K}.lines.payoutMultiplier`, cell: (l) => l.payoutMultiplier },
    { id: 'payout', header: `${K}.lines.payout`, cell: (l) => money(l.payout), amount: true },
    { id: 'payoutName', header: `${K}.lines.payoutName`, cell: (l) => l.payoutName },
    {
      id: 'icons',
      header: `${K}.lines.icons`,
      cell: (l) => <Icons icons={l.icons} />,
      displayed: showsLineIcons(detail),
    },
  ];
  const scatterColumns: Column<SlotScatter>[] = [
    { id: 'scatterId', header: `${K}.scatters.scatterId`, cell: (s) => s.scatterId },
    {
      id: 'basePayoutAmount',
      header: `${K}.scatters.basePayoutAmount`,
      cell: (s) => money(s.basePayoutAmount),
      amount: true,
    },
    { id: 'totalMultiplier', header: `${K}.scatters.totalMultiplier`, cell: (s) => s.totalMultiplier },
    {
      id: 'totalScatterPayoutAmount',
      header: `${K}.scatters.totalScatterPayoutAmount`,
      cell: (s) => money(s.totalScatterPayoutAmount),
      amount: true,
    },
    { id: 'jackpot', header: `${K}.scatters.jackpot`, cell: (s) => yesNo(s.jackpot) },
    { id: 'payoutName', header: `${K}.scatters.payoutName`, cell: (s) => s.payoutName },
    { id: 'freeSpins', header: `${K}.scatters.freeSpins`, cell: (s) => s.freeSpins },
  ];
  const bonusColumns: Column<SlotBonusGame>[] = [
    { id: 'gameIdx', header: `${K}.bonus.gameIdx`, cell: (b) => b.gameIdx },
    { id: 'description', header: `${K}.bonus.description`, cell: (b) => b.description },
    { id: 'betAmount', header: `${K}.bonus.betAmount`, cell: (b) => money(b.betAmount), amount: true },
    { id: 'totalMultiplier', header: `${K}.bonus.totalMultiplier`, cell: (b) => b.totalMultiplier },
    {
      id: 'payoutAmount',
      header: `${K}.bonus.payoutAmount`,
      cell: (b) => money(b.payoutAmount),
      amount: true,
    },
    { id: 'freeSpinWon', header: `${K}.bonus.freeSpinWon`, cell: (b) => b.freeSpinWon },
  ];
  const guaranteeColumns: Column<SlotFeatureGuarantee>[] = [
    { id: 'playerPlayed', header: `${K}.guarantee.playerPlayed`, cell: (g) => yesNo(g.playerPlayed) },
    { id: 'remainSpin', header: `${K}.guarantee.remainSpin`, cell: (g) => g.remainSpin },
    { id: 'spinPercent', header: `${K}.guarantee.spinPercent`, cell: (g) => `${g.spinPercent}%` },
    // sidebetCent is in cents of the round's currency (decision, docs/decisions.md)
    {
      id: 'sidebetCent',
      header: `${K}.guarantee.sidebetCent`,
      cell: (g) => money(g.sidebetCent / 100),
      amount: true,
    },
    { id: 'playerWin', header: `${K}.guarantee.playerWin`, cell: (g) => yesNo(g.playerWin) },
    { id: 'spinAward', header: `${K}.guarantee.spinAward`, cell: (g) => money(g.spinAward), amount: true },
  ];
  const sideBetColumns: Column<SlotSideBet>[] = [
    {
      id: 'featureContribution',
      header: `${K}.sidebet.featureContribution`,
      cell: (s) => money(s.featureContribution),
      amount: true,
    },
    {
      id: 'featurePayout',
      header: `${K}.sidebet.featurePayout`,
      cell: (s) => money(s.featurePayout),
      amount: true,
    },
    { id: 'featureType', header: `${K}.sidebet.featureType`, cell: (s) => orDash(s.featureType) },
  ];

  return (
    <>
      <ViewStyles sheet={slotStyles} />
      {wheel.length > 0 && (
        <Section name="wheel" title={t(`${K}.sections.wheel`)}>
          {wheel.map((row, index) => (
            <div key={index} data-wheel-row={index}>
              <Icons icons={row.icons} />
            </div>
          ))}
        </Section>
      )}
      {notes.length > 0 && (
        <Section name="spinNotes" title={t(`${K}.sections.spinNotes`)}>
          <dl className="notes">
            {notes.map((note, index) => (
              <div key={index} style={{ display: 'contents' }}>
                <dt>{note.header}</dt>
                <dd>{note.text}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {lines.length > 0 && (
        <DetailTable name="lines" title={t(`${K}.sections.lines`)} columns={lineColumns} rows={lines} />
      )}
      {scatters.length > 0 && (
        <DetailTable
          name="scatters"
          title={t(`${K}.sections.scatters`)}
          columns={scatterColumns}
          rows={scatters}
        />
      )}
      {bonus.length > 0 && (
        <DetailTable name="bonus" title={t(`${K}.sections.bonus`)} columns={bonusColumns} rows={bonus} />
      )}
      {guarantee.length > 0 && (
        <DetailTable
          name="guarantee"
          title={t(`${K}.sections.guarantee`)}
          columns={guaranteeColumns}
          rows={guarantee}
        />
      )}
      {hasSideBet(detail.sidebet) && (
        <DetailTable
          name="sidebet"
          title={t(`${K}.sections.sidebet`)}
          columns={sideBetColumns}
          rows={[detail.sidebet]}
        />
      )}
    </>
  );
}

/** The view's chunk: the tables of a loaded round (the element loads the round and shows its state). */
export default SlotTables;

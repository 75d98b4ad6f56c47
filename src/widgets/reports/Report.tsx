/**
 * `casino-report` (route reports/:report): one report on its definition. The parameter form (remembered
 * per report in browser storage and written into the URL when the report runs, so a shared link opens
 * the same report at once); the results sorted, paged and totalled per currency on the server, an
 * indeterminate progress bar with Cancel while it runs, a clear state when there are no rows; the CSV
 * download with the export permission; links from a row to the report it leads to. The game-history
 * report opens a row's round beside the list (`casino-round-detail`), steps through the list and shares
 * the round as a public link.
 */
import { pathTo } from '../../core/paths';
import { useEffect, useMemo, useState } from 'react';
import {
  downloadReport,
  getReportContext,
  listReportGames,
  runReport,
  type ReportAnswer,
  type ReportContext,
  type ReportGame,
} from '../../core/areas/reports/api';
import type { ReportRow, ReportTotals } from '../../core/areas/reports/contract';
import { csvFileName } from '../../core/areas/reports/csv';
import { todayIn } from '../../core/days';
import {
  columnsOf,
  isReportKey,
  REPORTS,
  sortableFields,
  type DrillDef,
  type FieldDef,
  type ReportDefinition,
} from '../../core/areas/reports/definitions';
import { fieldText, type FieldContext } from '../../core/areas/reports/fields';
import { reportKeys } from '../../core/areas/reports/keys';
import { maxDaysOf } from '../../core/areas/reports/period';
import {
  checkParams,
  defaultParams,
  paramsToQuery,
  queryHasParams,
  readParams,
  rangeOf,
  requestBody,
  storedParams,
  storeParams,
  type ReportParams,
} from '../../core/areas/reports/params';
import { sortParam, type ListDefaults } from '../../core/contract/list';
import { emit } from '../../core/events';
import { formatCurrency, formatDate, formatNumber } from '../../core/format';
import { loadGameStrings, type Translate } from '../../core/i18n';
import { can } from '../../core/permissions';
import { queryClient } from '../../core/query';
import { currentQuery, replaceQuery } from '../../core/router';
import { useNavigate } from '../shared/host';
import { useLanguage, useT } from '../shared/hooks';
import { BusyNotice, ProgressBar } from './ProgressBar';
import {
  ErrorMessage,
  pageGate,
  targetOf,
  useCasinoEvents,
  useListState,
  usePageAgentId,
  useQuery,
  useSubject,
} from '../shared/page';
import { DataTable, type DataColumn, type FooterRow } from '../shared/ui';
import { ParamForm } from './ParamForm';
import { RoundPanel } from './RoundPanel';
import { useReportActions } from './report-actions';

export interface ReportProps {
  agentId?: string;
  /** The report's key (the route parameter): 'game-history', 'agent-summary', … */
  report?: string;
}

export function Report({ agentId, report }: ReportProps) {
  const t = useT();
  const pageAgent = usePageAgentId(agentId);
  const key = isReportKey(report) ? report : null;
  const context = useQuery<ReportContext>({
    queryKey: reportKeys.context(pageAgent ?? ''),
    queryFn: ({ signal }) => getReportContext(pageAgent!, signal),
    enabled: !!pageAgent && !!key,
  });
  if (!key) {
    return (
      <div className="page" data-state="error">
        <div className="message error" part="error" role="alert">
          {t('app.reports.errors.unknown-report')}
        </div>
      </div>
    );
  }
  const gate = pageGate(pageAgent, true, context);
  if (gate || !pageAgent || !context.data) return gate;
  return (
    <ReportView key={`${key}:${pageAgent}`} def={REPORTS[key]} agentId={pageAgent} context={context.data} />
  );
}

const NUMERIC = new Set<FieldDef['type']>(['money', 'count', 'percent', 'duration']);

function ReportView({
  def,
  agentId,
  context,
}: {
  def: ReportDefinition;
  agentId: string;
  context: ReportContext;
}) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const today = todayIn(context.timeZone);
  const takesGames = def.params.includes('game');
  const games = useQuery<ReportGame[]>({
    queryKey: reportKeys.games(),
    queryFn: ({ signal }) => listReportGames(signal),
    enabled: takesGames,
    staleTime: 5 * 60_000,
  });
  const showsGames = def.fields.some((f) => f.type === 'game');
  useEffect(() => {
    if (showsGames || takesGames) loadGameStrings(language).catch(() => undefined);
  }, [language, showsGames, takesGames]);

  const listDefaults = useMemo<ListDefaults>(
    () => ({ pageSize: 50, sort: def.sort, sortable: sortableFields(def), pageSizes: [25, 50, 100, 250] }),
    [def],
  );
  const [list, changeList] = useListState(listDefaults);

  // The URL's parameters run the report at once (a shared link); else the ones remembered, waiting.
  const [initial] = useState(() => {
    const query = currentQuery();
    return queryHasParams(query)
      ? { params: readParams(def, query), run: true }
      : { params: storedParams(globalThis.localStorage, def) ?? defaultParams(def), run: false };
  });
  const [params, setParams] = useState<ReportParams>(initial.params);
  const [applied, setApplied] = useState<{ params: ReportParams; run: number } | null>(
    initial.run ? { params: initial.params, run: 0 } : null,
  );
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const [cancelled, setCancelled] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);

  const body = applied ? requestBody(def, agentId, applied.params, today) : null;
  const pageRequest = body
    ? { ...body, pageIndex: list.pageIndex, pageSize: list.pageSize, sort: sortParam(list.sort) }
    : null;
  const queryKey = reportKeys.run(def.key, { ...pageRequest, run: applied?.run ?? 0 });
  const result = useQuery<ReportAnswer>({
    queryKey,
    queryFn: ({ signal }) => runReport(def.key, pageRequest!, signal),
    enabled: !!pageRequest && !cancelled,
    keepPrevious: true,
  });
  // a new page, sort or run closes the round shown, unless the round's own step asked for the page:
  // then its first (next) or last (previous) round opens once the page is in
  const rowsKey = JSON.stringify(queryKey);
  const [pageStep, setPageStep] = useState<{ direction: 'next' | 'previous'; from: string } | null>(null);
  useEffect(() => {
    if (!pageStep) setOpened(null);
  }, [rowsKey]);
  useEffect(() => {
    if (!pageStep || pageStep.from === rowsKey || result.isPlaceholderData || result.isFetching) return;
    const count = result.data?.rows.length ?? 0;
    setOpened(result.isError || count === 0 ? null : pageStep.direction === 'next' ? 0 : count - 1);
    setPageStep(null);
  }, [pageStep, rowsKey, result.data, result.isPlaceholderData, result.isFetching, result.isError]);

  useCasinoEvents(['casino-refresh'], () => {
    if (!applied || opened !== null) return;
    void result.refetch().then(() => emit('casino-refresh-done', {}));
  });

  const run = () => {
    const problems = checkParams(params, maxDaysOf(def));
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, t(p.key, { days: maxDaysOf(def) })])));
      return;
    }
    setErrors({});
    setCancelled(false);
    const query = paramsToQuery(def, params);
    storeParams(globalThis.localStorage, def.key, query);
    const kept = currentQuery();
    replaceQuery({
      ...query,
      ...(kept.size ? { size: kept.size } : {}),
      ...(kept.sort !== undefined ? { sort: kept.sort } : {}),
    });
    setApplied((a) => ({ params, run: (a?.run ?? 0) + 1 }));
    if (list.pageIndex) changeList({ type: 'page', pageIndex: 0 });
  };
  const cancel = () => {
    void queryClient.cancelQueries({ queryKey });
    setCancelled(true);
  };

  const running = !!applied && !cancelled && result.isFetching;
  const data = result.data;
  const status = !applied
    ? 'idle'
    : cancelled && !data
      ? 'cancelled'
      : result.isPending
        ? 'loading'
        : result.isError && !data
          ? 'error'
          : data && data.rows.length
            ? 'content'
            : 'empty';
  const fieldCtx: FieldContext = { language, timeZone: context.timeZone, t };
  const reportName = t(`app.reports.names.${def.key}`);
  const mayExport = can.exportToCsv(subject, targetOf(agentId));

  const drillTo = (drill: DrillDef, row: ReportRow) => {
    const target = REPORTS[drill.report];
    const source = applied?.params ?? params;
    const range = rangeOf(source, today);
    // a report without a period leads from the day of the row (its first time) to today
    const since = def.params.includes('dateRange')
      ? null
      : def.fields.find((f) => f.type === 'dateTime' && typeof row[f.id] === 'string');
    const next: ReportParams = {
      ...defaultParams(target),
      ...(since
        ? { range: 'custom', from: todayIn(context.timeZone, Date.parse(String(row[since.id]))), to: today }
        : {
            range: source.range,
            from: source.range === 'custom' ? range.from : '',
            to: source.range === 'custom' ? range.to : '',
          }),
      ...(drill.set?.sub !== undefined ? { sub: drill.set.sub } : {}),
      ...(drill.fromRow?.player ? { player: String(row[drill.fromRow.player]) } : {}),
      ...(drill.fromRow?.playerName ? { playerName: String(row[drill.fromRow.playerName]) } : {}),
      ...(drill.fromRow?.game ? { game: String(row[drill.fromRow.game]) } : {}),
    };
    const agent = drill.agent === 'row' && row.agentId ? String(row.agentId) : agentId;
    const search = new URLSearchParams(paramsToQuery(target, next));
    navigate(pathTo('reports.report', { agentId: agent, report: target.key }, search));
  };

  // Another agent: the same report with the form's parameters (its player, casino and cafe are this
  // agent's, so they go back to all); shown at once when a report is shown, else waiting for Show report.
  const changeAgent = (next: string) => {
    const kept: ReportParams = {
      ...params,
      player: defaultParams(def).player,
      playerName: '',
      casino: defaultParams(def).casino,
      pos: defaultParams(def).pos,
    };
    const query = paramsToQuery(def, kept);
    storeParams(globalThis.localStorage, def.key, query);
    const search = applied ? new URLSearchParams(query) : undefined;
    navigate(pathTo('reports.report', { agentId: next, report: def.key }, search));
  };

  const columns = useMemo<DataColumn<ReportRow>[]>(
    () =>
      columnsOf(def).map((field) => {
        const drill = def.drill?.find((d) => d.column === field.id);
        const text = (row: ReportRow) =>
          field.type === 'money'
            ? formatCurrency(row[field.id] as number, String(row.currency ?? ''), language)
            : field.type === 'game'
              ? t(`app.games.names.${Number(row.externalGameId)}`, {
                  defaultValue: String(row[field.id] ?? ''),
                })
              : row[field.id] === null && field.empty
                ? t(field.empty)
                : fieldText(field.type, row[field.id], fieldCtx);
        return {
          id: field.id,
          header: t(`app.reports.columns.${field.id}`),
          value: (row) => row[field.id],
          sortable: field.sortable !== false,
          hidden: field.optional,
          align: NUMERIC.has(field.type) ? 'end' : 'start',
          cell: (row) =>
            drill && row[field.id] !== null ? (
              <button
                type="button"
                className="link"
                part="drill"
                data-column={field.id}
                data-report={drill.report}
                onClick={(event) => {
                  event.stopPropagation();
                  drillTo(drill, row);
                }}
              >
                {text(row)}
              </button>
            ) : (
              <span data-column={field.id}>{text(row)}</span>
            ),
        };
      }),
    [def, t, language, context.timeZone, applied, today],
  );

  const rowActions = useReportActions(def, agentId, context.agentName, language);
  const footerRows = data?.totals.length ? totalsRows(def, data.totals, language, t) : undefined;

  const [download, setDownload] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const downloadCsv = async () => {
    if (!body) return;
    setDownload({ busy: true, error: null });
    try {
      const blob = await downloadReport(
        def.key,
        { ...body, sort: sortParam(list.sort) },
        language,
        reportName,
      );
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = csvFileName(reportName, today);
      a.rel = 'noopener';
      a.style.display = 'none';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error });
    }
  };

  const rows = data?.rows ?? [];
  const isGameHistory = def.key === 'game-history';
  const range = applied && def.params.includes('dateRange') ? rangeOf(applied.params, today) : null;

  return (
    <div className="page" part="report" data-report={def.key} data-state={status}>
      <div className="toolbar">
        <h2 className="grow">{reportName}</h2>
        {mayExport && applied ? (
          <button
            type="button"
            className="secondary"
            part="download"
            disabled={download.busy || !data}
            onClick={() => void downloadCsv()}
          >
            {download.busy ? t('app.reports.params.downloading') : t('app.reports.params.download')}
          </button>
        ) : null}
      </div>
      <ParamForm
        def={def}
        agentId={agentId}
        context={context}
        games={games.data ?? []}
        today={today}
        params={params}
        errors={errors}
        running={running}
        onChange={setParams}
        onAgent={changeAgent}
        onRun={run}
        onCancel={cancel}
      />
      {download.error ? (
        <ErrorMessage
          transient
          error={t('app.reports.errors.download', {
            message: download.error instanceof Error ? download.error.message : String(download.error),
          })}
        />
      ) : null}
      {rowActions.feedback}
      {rowActions.outlet}
      {running ? <ProgressBar /> : download.busy ? <BusyNotice /> : null}
      {status === 'idle' ? (
        <div className="state" part="idle">
          {t('app.reports.results.idle')}
        </div>
      ) : status === 'cancelled' ? (
        <div className="state" part="cancelled" role="status">
          {t('app.reports.results.cancelled')}
        </div>
      ) : status === 'error' ? (
        <div>
          <ErrorMessage error={result.error} />
          <button type="button" className="secondary" part="retry" onClick={() => void result.refetch()}>
            {t('app.page.list.retry')}
          </button>
        </div>
      ) : status === 'loading' ? (
        <div className="state" part="loading" role="status">
          {t('app.reports.results.running')}
        </div>
      ) : (
        <div className="results">
          <div className="table">
            {cancelled ? (
              <div className="state" part="cancelled" role="status">
                {t('app.reports.results.cancelled')}
              </div>
            ) : null}
            <DataTable<ReportRow>
              columns={columns}
              rows={rows}
              rowId={(row) => String(row[def.rowId])}
              server={{
                total: data?.total ?? 0,
                pageIndex: list.pageIndex,
                pageSize: list.pageSize,
                pageSizes: listDefaults.pageSizes,
                sort: list.sort,
                onChange: changeList,
              }}
              busy={result.isFetching}
              emptyText={t('app.reports.results.empty')}
              onRowClick={isGameHistory ? (row) => setOpened(rows.indexOf(row)) : undefined}
              actions={rowActions.cell}
              selectedRowId={
                isGameHistory && opened !== null && rows[opened] ? String(rows[opened][def.rowId]) : null
              }
              footerRows={footerRows}
              settingsKey={`report:${def.key}`}
              label={
                range
                  ? t('app.reports.results.caption', {
                      report: reportName,
                      from: formatDate(`${range.from}T12:00:00Z`, language, { time: false }),
                      to: formatDate(`${range.to}T12:00:00Z`, language, { time: false }),
                    })
                  : reportName
              }
            />
          </div>
          {isGameHistory && opened !== null && rows[opened] ? (
            <RoundPanel
              rows={rows}
              index={opened}
              offset={list.pageIndex * list.pageSize}
              total={data?.total ?? rows.length}
              pageAgent={agentId}
              onIndexChange={setOpened}
              onPage={(direction) => {
                setPageStep({ direction, from: rowsKey });
                changeList({ type: 'page', pageIndex: list.pageIndex + (direction === 'next' ? 1 : -1) });
              }}
              onClose={() => setOpened(null)}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The totals rows: one per currency, the number of rows beside the label (in the first shown column). */
function totalsRows(
  def: ReportDefinition,
  totals: ReportTotals[],
  language: string,
  t: Translate,
): FooterRow[] {
  return totals.map((total) => {
    const cells: Record<string, string> = {};
    for (const field of columnsOf(def)) {
      const value = total[field.id];
      if (!field.total || typeof value !== 'number') continue;
      if (field.type === 'money') cells[field.id] = formatCurrency(value, total.currency ?? '', language);
      else if (field.type === 'percent')
        cells[field.id] = fieldText('percent', value, { language, timeZone: 'UTC', t });
      else cells[field.id] = formatNumber(value, language);
    }
    const label = `${
      total.currency
        ? t('app.reports.results.totals', { currency: total.currency })
        : t('app.reports.results.totals-all')
    } (${t('app.reports.results.rows', { count: total.rows })})`;
    return { key: total.currency ?? '', label, cells, data: { currency: total.currency ?? '' } };
  });
}

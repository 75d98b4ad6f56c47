/**
 * `casino-dashboard` (route reports/dashboard): the agent's totals for a period (bets, wins, GGR, active
 * players, new players, deposits, in one currency: the agent's unless another is chosen) beside the
 * period of the same length before it, and three charts: GGR per day, top games by GGR, players per
 * channel. The period and the currency are in the URL. The charting library is loaded with the first
 * chart (its own chunk); each chart also carries its figures as a table for screen readers.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  getReportContext,
  loadDashboard,
  type Dashboard as DashboardData,
  type ReportContext,
} from '../../core/areas/reports/api';
import {
  isDatePreset,
  isDay,
  presetRange,
  todayIn,
  type DateRangeChoice,
} from '../../core/areas/reports/dates';
import { channelLabel } from '../../core/areas/reports/fields';
import { reportKeys } from '../../core/areas/reports/keys';
import { DASHBOARD_MAX_DAYS, periodProblems } from '../../core/areas/reports/period';
import { formatCurrency, formatDate, formatNumber } from '../../core/format';
import { loadGameStrings } from '../../core/i18n';
import { currencyLabel } from './currency-label';
import { currentQuery, replaceQuery } from '../../core/router';
import { emit } from '../../core/events';
import { useLanguage, useT } from '../shared/hooks';
import { ProgressBar } from './ProgressBar';
import { ErrorMessage, pageGate, useCasinoEvents, usePageAgentId, useQuery } from '../shared/page';
import { DateRangeField, type DateRangeValue } from './DateRangeField';
import type { ChartColours, Series } from './charts';

export interface DashboardProps {
  agentId?: string;
}

export function Dashboard({ agentId }: DashboardProps) {
  const pageAgent = usePageAgentId(agentId);
  const context = useQuery<ReportContext>({
    queryKey: reportKeys.context(pageAgent ?? ''),
    queryFn: ({ signal }) => getReportContext(pageAgent!, signal),
    enabled: !!pageAgent,
  });
  const gate = pageGate(pageAgent, true, context);
  if (gate || !pageAgent || !context.data) return gate;
  return <DashboardView key={pageAgent} agentId={pageAgent} context={context.data} />;
}

const FIGURES = ['bets', 'wins', 'ggr', 'activePlayers', 'newPlayers', 'deposits'] as const;
const MONEY = new Set<string>(['bets', 'wins', 'ggr', 'deposits']);

function fromUrl(): { period: DateRangeValue; currency: string | null } {
  const q = currentQuery();
  const period: DateRangeValue =
    q.range === 'custom' && isDay(q.from) && isDay(q.to) && q.from <= q.to
      ? { range: 'custom', from: q.from, to: q.to }
      : { range: isDatePreset(q.range) ? q.range : 'last-30-days', from: '', to: '' };
  return { period, currency: q.currency && /^[A-Z]{3}$/.test(q.currency) ? q.currency : null };
}

function DashboardView({ agentId, context }: { agentId: string; context: ReportContext }) {
  const t = useT();
  const language = useLanguage();
  const today = todayIn(context.timeZone);
  const [initial] = useState(fromUrl);
  const [period, setPeriod] = useState<DateRangeValue>(initial.period);
  const [currency, setCurrency] = useState(
    initial.currency && context.currencies.includes(initial.currency) ? initial.currency : context.currency,
  );
  const range =
    period.range === 'custom' ? { from: period.from, to: period.to } : presetRange(period.range, today);
  const problems = periodProblems(range.from, range.to, DASHBOARD_MAX_DAYS);
  const valid = problems.length === 0;
  const body = { agentId, from: range.from, to: range.to, currency };
  const data = useQuery<DashboardData>({
    queryKey: reportKeys.dashboard(body),
    queryFn: ({ signal }) => loadDashboard(body, signal),
    enabled: valid,
    keepPrevious: true,
  });
  useEffect(() => {
    if (!valid) return;
    replaceQuery({
      range: period.range,
      ...(period.range === 'custom' ? { from: period.from, to: period.to } : {}),
      currency,
    });
  }, [valid, period.range, period.from, period.to, currency]);
  useEffect(() => {
    loadGameStrings(language).catch(() => undefined);
  }, [language]);
  useCasinoEvents(['casino-refresh'], () => {
    void data.refetch().then(() => emit('casino-refresh-done', {}));
  });

  const money = (value: number) => formatCurrency(value, currency, language);
  const count = (value: number) => formatNumber(value, language);
  const show = (figure: string, value: number) => (MONEY.has(figure) ? money(value) : count(value));
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, language, { time: false });
  const d = data.data;
  const status = !valid
    ? 'error'
    : data.isPending
      ? 'loading'
      : data.isError && !d
        ? 'error'
        : d && d.current.rounds > 0
          ? 'content'
          : 'empty';
  const errors: Partial<Record<'from' | 'to', string>> =
    period.range === 'custom'
      ? Object.fromEntries(problems.map((p) => [p.field, t(p.key, { days: DASHBOARD_MAX_DAYS })]))
      : {};

  return (
    <div className="page" part="dashboard" data-state={status}>
      <div className="toolbar">
        <h2 className="grow">{t('app.reports.dashboard.title')}</h2>
      </div>
      <form
        className="params"
        part="params"
        aria-label={t('app.reports.params.legend')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <span className="label" id="dashboard-agent-label">
            {t('app.reports.params.agent')}
          </span>
          <output part="agent" aria-labelledby="dashboard-agent-label">
            {context.agentName}
          </output>
        </div>
        <DateRangeField
          value={period}
          today={today}
          timeZone={context.timeZone}
          errors={errors}
          onChange={(next) =>
            setPeriod({ range: next.range as DateRangeChoice, from: next.from, to: next.to })
          }
        />
        <div className="field">
          <label htmlFor="dashboard-currency">{t('app.reports.dashboard.currency')}</label>
          <select
            id="dashboard-currency"
            part="input-currency"
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value)}
          >
            {context.currencies.map((c) => (
              <option key={c} value={c}>
                {currencyLabel(c, language)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {data.isFetching ? <ProgressBar /> : null}
      {status === 'error' && valid ? <ErrorMessage error={data.error} /> : null}
      {status === 'loading' ? (
        <div className="state" part="loading" role="status">
          {t('app.shared.labels.loading')}
        </div>
      ) : null}
      {d ? (
        <>
          <p className="zone" part="compare">
            {t('app.reports.dashboard.compare', {
              from: day(d.current.from),
              to: day(d.current.to),
              previousFrom: day(d.previous.from),
              previousTo: day(d.previous.to),
            })}
          </p>
          <dl className="figures" part="figures">
            {FIGURES.map((figure) => (
              <div key={figure} part="figure" data-figure={figure}>
                <dt>{t(`app.reports.dashboard.figures.${figure}`)}</dt>
                <dd>
                  <span part="value">{show(figure, d.current[figure])}</span>
                  <span className="before" part="previous">
                    {t('app.reports.dashboard.previous', { value: show(figure, d.previous[figure]) })}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          {status === 'empty' ? (
            <div className="state" part="empty">
              {t('app.reports.dashboard.no-data')}
            </div>
          ) : (
            <Charts data={d} money={money} count={count} day={day} />
          )}
        </>
      ) : null}
    </div>
  );
}

type ChartModule = typeof import('./charts');

/**
 * The colour a design token gives where `at` stands (its colour scheme applied), as a canvas takes it
 * ('rgb(…)'): the sheet of defaults resolves the token on the element, so the charts follow the host's
 * theme and the scheme like the rest of the element.
 */
function tokenColour(at: Element, token: string): string {
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = `var(${token})`;
  at.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

function Charts({
  data,
  money,
  count,
  day,
}: {
  data: DashboardData;
  money: (v: number) => string;
  count: (v: number) => string;
  day: (d: string) => string;
}) {
  const t = useT();
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const [failed, setFailed] = useState<unknown>(null);
  const series = useMemo<Series[]>(
    () => [
      {
        labels: data.ggrPerDay.map((p) => day(p.day)),
        values: data.ggrPerDay.map((p) => p.ggr),
        format: money,
      },
      {
        labels: data.topGames.map((g) =>
          t(`app.games.names.${g.externalGameId}`, { defaultValue: g.gameName }),
        ),
        values: data.topGames.map((g) => g.ggr),
        format: money,
      },
      {
        labels: data.channels.map((c) => channelLabel(c.channel, t)),
        values: data.channels.map((c) => c.players),
        format: count,
      },
    ],
    [data, money, count, day, t],
  );

  useEffect(() => {
    let charts: { destroy(): void }[] = [];
    let live = true;
    import('./charts')
      .then((mod: ChartModule) => {
        if (!live) return;
        const at = canvases.current[0]?.parentElement;
        if (!at) return;
        const colour = (token: string) => tokenColour(at, token);
        const colours: ChartColours = {
          primary: colour('--_casino-color-primary'),
          danger: colour('--_casino-color-danger'),
          text: colour('--_casino-color-text'),
          grid: colour('--_casino-color-border'),
          series: ['#0969da', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0a7e83'],
        };
        const draw = [mod.ggrChart, mod.gamesChart, mod.channelsChart];
        charts = draw.map((fn, i) => fn(canvases.current[i]!, series[i], colours));
      })
      .catch((error: unknown) => live && setFailed(error));
    return () => {
      live = false;
      charts.forEach((c) => c.destroy());
    };
  }, [series]);

  const titles = ['ggr-per-day', 'top-games', 'channels'] as const;
  return (
    <>
      {failed ? (
        <ErrorMessage
          error={t('app.reports.dashboard.chart-failed', {
            message: failed instanceof Error ? failed.message : String(failed),
          })}
        />
      ) : null}
      <div className="charts" part="charts">
        {titles.map((title, i) => (
          <figure key={title} part="chart" data-chart={title}>
            <figcaption id={`chart-${title}`}>{t(`app.reports.dashboard.charts.${title}`)}</figcaption>
            <div className="chart-box">
              <canvas
                ref={(el) => {
                  canvases.current[i] = el;
                }}
                role="img"
                aria-labelledby={`chart-${title}`}
              />
            </div>
            <table className="casino-visually-hidden" aria-labelledby={`chart-${title}`}>
              <tbody>
                {series[i].labels.map((label, j) => (
                  <tr key={`${label}-${j}`}>
                    <th scope="row">{label}</th>
                    <td>{series[i].format(series[i].values[j])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        ))}
      </div>
    </>
  );
}

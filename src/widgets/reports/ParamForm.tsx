/**
 * The parameter form of a report, built from its definition: the agent (the page's; choosing another
 * opens the report for it) with include-sub-agents, the period, the casino, the game family and game, the
 * channel and game technology (0 is every technology), the cafe, the currency and the player, each shown
 * only when the report takes it. 'All' is the -999 of the console's combo boxes, 'No
 * family' and 'No casino' its null marker. Submitting runs the report; while it runs the form offers Cancel.
 */
import { useMemo, type FormEvent } from 'react';
import type { ReportContext, ReportGame } from '../../core/areas/reports/api';
import type { ReportDefinition } from '../../core/areas/reports/definitions';
import { GAME_FAMILIES } from '../../core/areas/reports/families';
import { CHANNELS, TECHNOLOGIES } from '../../core/areas/reports/fields';
import {
  ALL_TECHNOLOGIES,
  NULL_MARKER,
  SELECT_ALL_VALUE,
  type ReportParams,
} from '../../core/areas/reports/params';
import { currencyLabel } from './currency-label';
import { useLanguage, useT } from '../shared/hooks';
import { AgentField } from './AgentField';
import { DateRangeField } from './DateRangeField';
import { PlayerField } from './PlayerField';

export interface ParamFormProps {
  def: ReportDefinition;
  agentId: string;
  context: ReportContext;
  games: readonly ReportGame[];
  today: string;
  params: ReportParams;
  errors: Partial<Record<'from' | 'to', string>>;
  running: boolean;
  onChange: (params: ReportParams) => void;
  /** Another agent was chosen. */
  onAgent: (agentId: string) => void;
  onRun: () => void;
  onCancel: () => void;
}

export function ParamForm(props: ParamFormProps) {
  const { def, params, onChange } = props;
  const t = useT();
  const language = useLanguage();
  const takes = (name: ReportDefinition['params'][number]) => def.params.includes(name);
  const set = (change: Partial<ReportParams>) => onChange({ ...params, ...change });

  const games = useMemo(() => {
    const of = props.games.filter((g) =>
      params.family === SELECT_ALL_VALUE
        ? true
        : params.family === NULL_MARKER
          ? g.family === null
          : g.family === params.family,
    );
    return of
      .map((g) => ({
        id: String(g.externalGameId),
        name: t(`app.games.names.${g.externalGameId}`, { defaultValue: g.name }),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [props.games, params.family, t, language]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onRun();
  };

  return (
    <form
      className="params"
      part="params"
      onSubmit={submit}
      aria-label={t('app.reports.params.legend')}
      noValidate
    >
      <AgentField
        report={def.key}
        agentId={props.agentId}
        agentName={props.context.agentName}
        onChange={props.onAgent}
      />
      {takes('includeSubAgents') ? (
        <label className="check" part="include-sub-agents">
          <input
            type="checkbox"
            part="input-sub"
            checked={params.sub}
            onChange={(event) => set({ sub: event.currentTarget.checked })}
          />
          {t('app.reports.params.include-sub-agents')}
        </label>
      ) : null}
      {takes('dateRange') ? (
        <DateRangeField
          value={params}
          today={props.today}
          timeZone={props.context.timeZone}
          errors={props.errors}
          onChange={(range) => set(range)}
        />
      ) : null}
      {takes('casino') ? (
        <div className="field">
          <label htmlFor="report-casino">{t('app.reports.params.casino')}</label>
          <select
            id="report-casino"
            part="input-casino"
            value={params.casino}
            onChange={(event) => set({ casino: event.currentTarget.value })}
          >
            <option value={SELECT_ALL_VALUE}>{t('app.reports.params.all')}</option>
            {props.context.casinos.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value={NULL_MARKER}>{t('app.reports.params.no-casino')}</option>
          </select>
        </div>
      ) : null}
      {takes('gameFamily') ? (
        <div className="field">
          <label htmlFor="report-family">{t('app.reports.params.family')}</label>
          <select
            id="report-family"
            part="input-family"
            value={params.family}
            onChange={(event) => set({ family: event.currentTarget.value, game: SELECT_ALL_VALUE })}
          >
            <option value={SELECT_ALL_VALUE}>{t('app.reports.params.all')}</option>
            {GAME_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {t(`app.reports.families.${family}`)}
              </option>
            ))}
            <option value={NULL_MARKER}>{t('app.reports.families.none')}</option>
          </select>
        </div>
      ) : null}
      {takes('game') ? (
        <div className="field">
          <label htmlFor="report-game">{t('app.reports.params.game')}</label>
          <select
            id="report-game"
            part="input-game"
            value={params.game}
            onChange={(event) => set({ game: event.currentTarget.value })}
          >
            <option value={SELECT_ALL_VALUE}>{t('app.reports.params.all')}</option>
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {takes('channel') ? (
        <div className="field">
          <label htmlFor="report-channel">{t('app.reports.params.channel')}</label>
          <select
            id="report-channel"
            part="input-channel"
            value={params.channel}
            onChange={(event) => set({ channel: event.currentTarget.value })}
          >
            <option value={SELECT_ALL_VALUE}>{t('app.reports.params.all')}</option>
            {CHANNELS.map((channel, code) => (
              <option key={channel} value={String(code)}>
                {t(`app.reports.channels.${channel}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {takes('technology') ? (
        <div className="field">
          <label htmlFor="report-technology">{t('app.reports.params.technology')}</label>
          <select
            id="report-technology"
            part="input-technology"
            value={params.technology}
            onChange={(event) => set({ technology: event.currentTarget.value })}
          >
            <option value={ALL_TECHNOLOGIES}>{t('app.reports.params.all')}</option>
            {TECHNOLOGIES.map((technology, code) =>
              technology ? (
                <option key={technology} value={String(code)}>
                  {t(`app.reports.technologies.${technology}`)}
                </option>
              ) : null,
            )}
          </select>
        </div>
      ) : null}
      {takes('pos') ? (
        <div className="field">
          <label htmlFor="report-pos">{t('app.reports.params.pos')}</label>
          <select
            id="report-pos"
            part="input-pos"
            value={params.pos}
            onChange={(event) => set({ pos: event.currentTarget.value })}
          >
            <option value={SELECT_ALL_VALUE}>{t('app.reports.params.all')}</option>
            {(props.context.poses ?? []).map((x) => (
              <option key={x.id} value={x.id} translate="no">
                {x.agentName === props.context.agentName ? x.name : `${x.name} · ${x.agentName}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {takes('currency') ? (
        <div className="field">
          <label htmlFor="report-currency">{t('app.reports.params.currency')}</label>
          <select
            id="report-currency"
            part="input-currency"
            value={params.currency}
            onChange={(event) => set({ currency: event.currentTarget.value })}
          >
            <option value={SELECT_ALL_VALUE}>{t('app.reports.params.all')}</option>
            {props.context.currencies.map((c) => (
              <option key={c} value={c}>
                {currencyLabel(c, language)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {takes('player') ? (
        <PlayerField
          agentId={props.agentId}
          includeSubAgents={params.sub}
          player={params.player}
          playerName={params.playerName}
          onChange={(player, playerName) => set({ player, playerName })}
        />
      ) : null}
      <div className="buttons">
        <button type="submit" part="run">
          {t('app.reports.params.run')}
        </button>
        {props.running ? (
          <button type="button" className="secondary" part="cancel" onClick={props.onCancel}>
            {t('app.reports.params.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

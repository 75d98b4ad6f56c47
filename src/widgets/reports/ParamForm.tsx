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
        <ChoiceField
          name="casino"
          label={t('app.reports.params.casino')}
          value={params.casino}
          onChange={(casino) => set({ casino })}
          choices={[
            ...props.context.casinos.map((c) => ({ value: c.id, label: c.name })),
            { value: NULL_MARKER, label: t('app.reports.params.no-casino') },
          ]}
        />
      ) : null}
      {takes('gameFamily') ? (
        <ChoiceField
          name="family"
          label={t('app.reports.params.family')}
          value={params.family}
          onChange={(family) => set({ family, game: SELECT_ALL_VALUE })}
          choices={[
            ...GAME_FAMILIES.map((family) => ({ value: family, label: t(`app.reports.families.${family}`) })),
            { value: NULL_MARKER, label: t('app.reports.families.none') },
          ]}
        />
      ) : null}
      {takes('game') ? (
        <ChoiceField
          name="game"
          label={t('app.reports.params.game')}
          value={params.game}
          onChange={(game) => set({ game })}
          choices={games.map((g) => ({ value: g.id, label: g.name }))}
        />
      ) : null}
      {takes('channel') ? (
        <ChoiceField
          name="channel"
          label={t('app.reports.params.channel')}
          value={params.channel}
          onChange={(channel) => set({ channel })}
          choices={CHANNELS.map((channel, code) => ({
            value: String(code),
            label: t(`app.reports.channels.${channel}`),
          }))}
        />
      ) : null}
      {takes('technology') ? (
        <ChoiceField
          name="technology"
          label={t('app.reports.params.technology')}
          value={params.technology}
          allValue={ALL_TECHNOLOGIES}
          onChange={(technology) => set({ technology })}
          choices={TECHNOLOGIES.flatMap((technology, code) =>
            technology ? [{ value: String(code), label: t(`app.reports.technologies.${technology}`) }] : [],
          )}
        />
      ) : null}
      {takes('pos') ? (
        <ChoiceField
          name="pos"
          label={t('app.reports.params.pos')}
          value={params.pos}
          onChange={(pos) => set({ pos })}
          choices={(props.context.poses ?? []).map((x) => ({
            value: x.id,
            label: x.agentName === props.context.agentName ? x.name : `${x.name} · ${x.agentName}`,
            operatorData: true,
          }))}
        />
      ) : null}
      {takes('currency') ? (
        <ChoiceField
          name="currency"
          label={t('app.reports.params.currency')}
          value={params.currency}
          onChange={(currency) => set({ currency })}
          choices={props.context.currencies.map((c) => ({ value: c, label: currencyLabel(c, language) }))}
        />
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

interface Choice {
  value: string;
  label: string;
  /** Operator data (a cafe's name): not for the page translator. */
  operatorData?: boolean;
}

/** A parameter picked from a list, 'All' (`allValue`) first; its `part` is `input-{name}`. */
function ChoiceField(props: {
  name: string;
  label: string;
  value: string;
  allValue?: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={`report-${props.name}`}>{props.label}</label>
      <select
        id={`report-${props.name}`}
        part={`input-${props.name}`}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        <option value={props.allValue ?? SELECT_ALL_VALUE}>{t('app.reports.params.all')}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value} translate={choice.operatorData ? 'no' : undefined}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

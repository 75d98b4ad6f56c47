/**
 * The parameter form of a report, built from its definition: the agent (the page's; choosing another
 * opens the report for it) with include-sub-agents, the period, the casino, the game family and game, the
 * channel and game technology (0 is every technology), the cafe, the currency and the player, each shown
 * only when the report takes it. 'All' is the -999 of the console's combo boxes, 'No
 * family' and 'No casino' its null marker. Submitting runs the report; while it runs the form offers Cancel.
 *
 * The parameters picked from a list are data (`CHOICE_PARAMS`, in the form's order) drawn by one map of
 * `ChoiceField`. Not the kit's `FormFields`: that binds fields to a contract form (`field-<name>` ids,
 * `aria-invalid`, per-field messages), while these are the report's URL parameters (`report-<name>`).
 */
import type { TranslationKey } from '../../core/i18n';
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

  const sources: ChoiceSources = { t, language, context: props.context, games };

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
      {CHOICE_PARAMS.map((choice) =>
        takes(choice.param) ? (
          <ChoiceField
            key={choice.name}
            name={choice.name}
            label={t(choice.label)}
            value={params[choice.name]}
            allValue={choice.allValue}
            onChange={(value) => set(choice.change?.(value) ?? { [choice.name]: value })}
            choices={choice.choices(sources)}
          />
        ) : null,
      )}
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

/** What the choices of a parameter are built from. */
interface ChoiceSources {
  t: ReturnType<typeof useT>;
  language: ReturnType<typeof useLanguage>;
  context: ReportContext;
  /** The games of the chosen family, by translated name. */
  games: readonly { id: string; name: string }[];
}

/** A parameter picked from a list (`ChoiceField`), shown when the report takes `param`. */
interface ChoiceParam {
  /** The field's name (`id="report-<name>"`, `part="input-<name>"`) and the parameter it holds. */
  name: 'casino' | 'family' | 'game' | 'channel' | 'technology' | 'pos' | 'currency';
  /** The report definition's parameter. */
  param: ReportDefinition['params'][number];
  /** The label's translation key. */
  label: TranslationKey;
  /** The value of 'All' (default SELECT_ALL_VALUE). */
  allValue?: string;
  choices: (sources: ChoiceSources) => readonly Choice[];
  /** What choosing `value` sets (default the parameter alone). */
  change?: (value: string) => Partial<ReportParams>;
}

/** The parameters picked from a list, in the form's order. */
const CHOICE_PARAMS: readonly ChoiceParam[] = [
  {
    name: 'casino',
    param: 'casino',
    label: 'app.reports.params.casino',
    choices: ({ t, context }) => [
      ...context.casinos.map((c) => ({ value: c.id, label: c.name })),
      { value: NULL_MARKER, label: t('app.reports.params.no-casino') },
    ],
  },
  {
    name: 'family',
    param: 'gameFamily',
    label: 'app.reports.params.family',
    choices: ({ t }) => [
      ...GAME_FAMILIES.map((family) => ({ value: family, label: t(`app.reports.families.${family}`) })),
      { value: NULL_MARKER, label: t('app.reports.families.none') },
    ],
    // Another family's games: the chosen game may not be among them.
    change: (family) => ({ family, game: SELECT_ALL_VALUE }),
  },
  {
    name: 'game',
    param: 'game',
    label: 'app.reports.params.game',
    choices: ({ games }) => games.map((g) => ({ value: g.id, label: g.name })),
  },
  {
    name: 'channel',
    param: 'channel',
    label: 'app.reports.params.channel',
    choices: ({ t }) =>
      CHANNELS.map((channel, code) => ({ value: String(code), label: t(`app.reports.channels.${channel}`) })),
  },
  {
    name: 'technology',
    param: 'technology',
    label: 'app.reports.params.technology',
    allValue: ALL_TECHNOLOGIES,
    choices: ({ t }) =>
      TECHNOLOGIES.flatMap((technology, code) =>
        technology ? [{ value: String(code), label: t(`app.reports.technologies.${technology}`) }] : [],
      ),
  },
  {
    name: 'pos',
    param: 'pos',
    label: 'app.reports.params.pos',
    choices: ({ context }) =>
      (context.poses ?? []).map((x) => ({
        value: x.id,
        label: x.agentName === context.agentName ? x.name : `${x.name} · ${x.agentName}`,
        operatorData: true,
      })),
  },
  {
    name: 'currency',
    param: 'currency',
    label: 'app.reports.params.currency',
    choices: ({ context, language }) =>
      context.currencies.map((c) => ({ value: c, label: currencyLabel(c, language) })),
  },
];

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

/**
 * `casino-agent-form` (routes agents/create and agents/edit/:id): name, currency, country, time zone
 * (configured defaults on create and update), credit source (only with the set-credit-source
 * permission), the agent's claims within what the user may grant (GET /api/claim/allowed).
 * Validation before sending; server field errors on their fields; success emits casino-agent-added or
 * casino-agent-updated (the tree follows at once) and returns to the list. A failed request keeps
 * everything typed.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  agentPayload,
  hasErrors,
  initialAgentForm,
  serverFieldErrors,
  validateAgentForm,
  type AgentFormErrors,
  type AgentFormField,
  type AgentFormValues,
} from '../../core/agents-rules';
import {
  createAgent,
  getAgentWithClaims,
  getAllowedClaims,
  getCountries,
  getCurrencies,
  getTimezones,
  updateAgent,
  type AgentDetails,
  type ClaimItem,
  type Country,
  type Currency,
  type Timezone,
} from '../../core/api/agents';
import { requireConfig } from '../../core/config';
import { emit } from '../../core/events';
import { can, type ClaimType } from '../../core/permissions';
import { navigate } from '../../core/router';
import { useT } from '../shared/hooks';
import {
  agentPageGate,
  ErrorMessage,
  FieldError,
  Loading,
  targetOf,
  useLoad,
  usePageAgentId,
  useSubject,
} from './common';

export interface AgentFormProps {
  /** The parent agent (create) or the agent whose list the edited agent is in; default the route's agent. */
  agentId?: string;
  /** The agent edited (route agents/edit/:id); absent on create. */
  id?: string;
}

interface References {
  currencies: Currency[];
  countries: Country[];
  timezones: Timezone[];
  allowedClaims: ClaimItem[] | null;
  agent: AgentDetails | null;
}

const CLAIM_GROUPS: ClaimType[] = ['AgentClaims', 'RtgClaims', 'RtgGroupClaims'];

async function loadReferences(editId: string | undefined): Promise<References> {
  const [currencies, countries, timezones, allowedClaims, agent] = await Promise.all([
    getCurrencies(),
    getCountries(),
    getTimezones(),
    // Without the right to see claims the form still works: the claims section is left out.
    getAllowedClaims().catch(() => null),
    editId ? getAgentWithClaims(editId) : Promise.resolve(null),
  ]);
  return { currencies, countries, timezones, allowedClaims, agent };
}

export function AgentForm({ agentId, id }: AgentFormProps) {
  const t = useT();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const editing = Boolean(id);
  const [state] = useLoad<References>(pageAgent ? `${pageAgent}|${id ?? ''}` : null, () =>
    loadReferences(id),
  );
  const [values, setValues] = useState<AgentFormValues | null>(null);
  const [claimsTouched, setClaimsTouched] = useState(false);
  const [errors, setErrors] = useState<AgentFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const refs = state.status === 'ready' ? state.data : null;
  const [filledFrom, setFilledFrom] = useState<References | null>(null);
  useEffect(() => {
    // A new load (another agent edited, or create after edit) starts the form afresh.
    if (!refs || refs === filledFrom) return;
    setFilledFrom(refs);
    setValues(initialAgentForm(requireConfig(), refs.agent));
    setClaimsTouched(false);
    setErrors({});
    setServerErrors({});
    setFailure(null);
  }, [refs, filledFrom]);

  const grouped = useMemo(() => {
    const groups = new Map<ClaimType, ClaimItem[]>();
    for (const claim of refs?.allowedClaims ?? [])
      groups.set(claim.type, [...(groups.get(claim.type) ?? []), claim]);
    return groups;
  }, [refs]);

  const gate = agentPageGate(pageAgent, state);
  if (gate || !pageAgent || state.status !== 'ready') return gate;
  if (!values || !refs || refs !== filledFrom) return <Loading />;

  const target = editing ? targetOf(id!, refs.agent) : { id: '', parentId: pageAgent };
  const mayEdit = editing ? can.editAgent(subject, target) : can.addAgent(subject, targetOf(pageAgent));
  const mayChangeCreditSource =
    can.setCreditSource(subject, editing ? target : targetOf(pageAgent)) && target.id !== subject.agentId;
  const showClaims = refs.allowedClaims !== null && refs.allowedClaims.length > 0;

  const set = <K extends keyof AgentFormValues>(field: K, value: AgentFormValues[K]) => {
    setValues({ ...values, [field]: value });
    if (field in errors) setErrors({ ...errors, [field]: undefined });
    if (field in serverErrors) {
      const rest = { ...serverErrors };
      delete rest[field];
      setServerErrors(rest);
    }
  };

  const toggleClaim = (claim: string, on: boolean) => {
    setClaimsTouched(true);
    set('claims', on ? [...values.claims, claim] : values.claims.filter((c) => c !== claim));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values || saving) return;
    setFailure(null);
    setServerErrors({});
    const found = validateAgentForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const defaults = requireConfig();
    const payload = agentPayload(values, defaults, editing ? { id: id! } : { parentId: pageAgent! }, {
      mayChangeCreditSource,
      allowedClaims: showClaims && (claimsTouched || editing) ? refs!.allowedClaims : null,
    });
    setSaving(true);
    try {
      if (editing) {
        await updateAgent({ ...payload, id: id! });
        emit('casino-agent-updated', { agentId: id!, name: payload.name });
      } else {
        const newId = await createAgent(payload);
        emit('casino-agent-added', { agentId: newId, parentId: pageAgent! });
      }
      navigate(`/${pageAgent}/agents`);
    } catch (e) {
      const fields = serverFieldErrors(e);
      setServerErrors(fields);
      setFailure(e);
    } finally {
      setSaving(false);
    }
  }

  const fieldError = (field: AgentFormField) => errors[field] ?? serverErrors[field] ?? null;
  const invalid = (field: AgentFormField) => (fieldError(field) ? 'true' : 'false');
  const countryName = (c: Country) =>
    t(`app.agents.countries.${c.id.toLowerCase()}`, { defaultValue: c.name });
  const currencyName = (c: Currency) =>
    t(`app.agents.currencies.${c.id.toLowerCase()}`, { defaultValue: c.name });

  return (
    <div className="page" part="agent-form" data-state="content">
      <h2>
        {editing
          ? t('app.agents.form.edit-title', { name: refs.agent?.name ?? '' })
          : t('app.agents.form.create-title')}
      </h2>
      {!mayEdit ? (
        <div className="message error" part="forbidden" role="alert">
          {t('app.agents.errors.forbidden')}
        </div>
      ) : null}
      <form noValidate onSubmit={(e) => void submit(e)} part="form">
        <div className="field">
          <label htmlFor="agent-name">{t('app.agents.form.name')}</label>
          <input
            id="agent-name"
            name="name"
            part="input-name"
            value={values.name}
            maxLength={200}
            aria-invalid={invalid('name')}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <FieldError field="name" error={fieldError('name')} />
        </div>
        <div className="field">
          <label htmlFor="agent-currency">{t('app.agents.form.currency')}</label>
          <select
            id="agent-currency"
            name="currencyId"
            part="input-currency"
            value={values.currencyId}
            aria-invalid={invalid('currencyId')}
            onChange={(e) => set('currencyId', e.currentTarget.value)}
          >
            <option value="">{t('app.agents.form.choose')}</option>
            {refs.currencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id} — {currencyName(c)}
              </option>
            ))}
          </select>
          <FieldError field="currencyId" error={fieldError('currencyId')} />
        </div>
        <div className="field">
          <label htmlFor="agent-country">{t('app.agents.form.country')}</label>
          <select
            id="agent-country"
            name="countryId"
            part="input-country"
            value={values.countryId}
            aria-invalid={invalid('countryId')}
            onChange={(e) => set('countryId', e.currentTarget.value)}
          >
            <option value="">{t('app.agents.form.choose')}</option>
            {refs.countries.map((c) => (
              <option key={c.id} value={c.id}>
                {countryName(c)}
              </option>
            ))}
          </select>
          <FieldError field="countryId" error={fieldError('countryId')} />
        </div>
        <div className="field">
          <label htmlFor="agent-timezone">{t('app.agents.form.timezone')}</label>
          <select
            id="agent-timezone"
            name="timezoneId"
            part="input-timezone"
            value={values.timezoneId}
            aria-invalid={invalid('timezoneId')}
            onChange={(e) => set('timezoneId', e.currentTarget.value)}
          >
            <option value="">{t('app.agents.form.choose')}</option>
            {refs.timezones.map((z) => (
              <option key={z.id} value={z.id}>
                {t(`app.agents.timezones.${z.id.toLowerCase()}`, { defaultValue: z.timezoneLocation })}
              </option>
            ))}
          </select>
          <FieldError field="timezoneId" error={fieldError('timezoneId')} />
        </div>
        {mayChangeCreditSource ? (
          <label className="check">
            <input
              type="checkbox"
              name="creditSource"
              part="input-credit-source"
              checked={values.creditSource}
              onChange={(e) => set('creditSource', e.currentTarget.checked)}
            />
            {t('app.agents.form.credit-source')}
          </label>
        ) : null}
        {showClaims ? (
          <fieldset part="claims">
            <legend>{t('app.agents.form.claims')}</legend>
            <p className="state">{t('app.agents.form.claims-hint')}</p>
            {CLAIM_GROUPS.filter((g) => grouped.has(g)).map((group) => (
              <div key={group}>
                <div className="label">{t(`app.agents.form.claim-types.${group}`)}</div>
                <div className="claims">
                  {grouped.get(group)!.map((claim) => (
                    <label key={claim.value} className="check">
                      <input
                        type="checkbox"
                        data-claim={claim.value}
                        checked={values.claims.includes(claim.value)}
                        onChange={(e) => toggleClaim(claim.value, e.currentTarget.checked)}
                      />
                      {t(`app.agents.claims.${claim.value}`, { defaultValue: claim.label })}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </fieldset>
        ) : null}
        <ErrorMessage error={failure} />
        <div className="toolbar">
          <button type="submit" part="submit" disabled={saving || !mayEdit}>
            {editing ? t('app.agents.form.save') : t('app.agents.form.create')}
          </button>
          <button
            type="button"
            className="secondary"
            part="cancel"
            onClick={() => navigate(`/${pageAgent}/agents`)}
          >
            {t('app.shared.labels.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

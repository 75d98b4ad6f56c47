/**
 * `casino-agent-form` (routes agents/create and agents/edit/:id): name, currency, country, time zone
 * (configured defaults on create and update), credit source (only with the set-credit-source
 * permission), the agent's claims within what the user may grant. Validation before sending with the
 * contract's rules; server field errors on their fields; success emits casino-agent-added or
 * casino-agent-updated (the tree follows at once) and returns to the list. A failed request keeps
 * everything typed; leaving with unsaved changes asks first. When another user changes the agent
 * being edited, a notice says who and when, and offers to reload its new values.
 */
import { useState } from 'react';
import { getAgentWithClaims, createAgent, updateAgent, type Agent } from '../../core/areas/agents/api';
import { AgentForm as AgentFormSchema } from '../../core/areas/agents/contract';
import { agentKeys } from '../../core/areas/agents/keys';
import { agentPayload, initialAgentForm, type AgentFormValues } from '../../core/areas/agents/rules';
import { requireConfig } from '../../core/config';
import { emit } from '../../core/events';
import { can } from '../../core/permissions';
import { invalidate } from '../../core/query';
import type { ClaimItem, Country, Currency, Timezone } from '../../core/reference/contract';
import { countryName, currencyName, timezoneName } from '../../core/reference/names';
import { navigate } from '../../core/router';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useT } from '../shared/hooks';
import {
  CheckField,
  ClaimsField,
  FormPage,
  pageGate,
  SelectField,
  targetOf,
  TextField,
  useAllowedClaims,
  useContractForm,
  usePageAccess,
  usePageAgentId,
  useQuery,
  useReference,
  useSubject,
} from '../shared/page';

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
  agent: Agent | null;
}

export function AgentForm({ agentId, id }: AgentFormProps) {
  const pageAgent = usePageAgentId(agentId);
  const editing = Boolean(id);
  const allowed = usePageAccess(editing ? 'agents/edit/:id' : 'agents/create', pageAgent, id ? { id } : {});
  const currencies = useReference('currencies');
  const countries = useReference('countries');
  const timezones = useReference('timezones');
  // Without the right to see claims the form still works: the claims section is left out.
  const claims = useAllowedClaims();
  // a reload after another user's change starts the form again from the agent's new values
  const [revision, setRevision] = useState(0);
  const agent = useQuery({
    queryKey: agentKeys.detail(id ?? '', true),
    queryFn: () => getAgentWithClaims(id!),
    enabled: editing,
    staleTime: 0,
  });
  const required = editing ? [currencies, countries, timezones, agent] : [currencies, countries, timezones];
  const failed = required.find((q) => q.isError);
  const pending = required.some((q) => q.isPending) || claims.isPending;
  const gate = pageGate(
    pageAgent,
    allowed,
    failed
      ? { status: 'error', error: failed.error, refetch: failed.refetch }
      : pending
        ? { status: 'pending', error: null }
        : null,
  );
  if (gate || !pageAgent) return gate;
  const refs: References = {
    currencies: currencies.data!,
    countries: countries.data!,
    timezones: timezones.data!,
    allowedClaims: claims.isError ? null : (claims.data ?? null),
    agent: editing ? agent.data! : null,
  };
  const reload = () => void agent.refetch().then(() => setRevision((r) => r + 1));
  return (
    <AgentFormBody
      key={`${pageAgent}|${id ?? ''}|${revision}`}
      pageAgent={pageAgent}
      id={id}
      refs={refs}
      onReload={reload}
    />
  );
}

function AgentFormBody({
  pageAgent,
  id,
  refs,
  onReload,
}: {
  pageAgent: string;
  id?: string;
  refs: References;
  onReload: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const dialogs = useDialogs();
  const editing = Boolean(id);
  const [claimsTouched, setClaimsTouched] = useState(false);
  const target = editing ? targetOf(id!, refs.agent) : { id: '', parentId: pageAgent };
  const mayEdit = editing ? can.editAgent(subject, target) : can.addAgent(subject, targetOf(pageAgent));
  const mayChangeCreditSource =
    can.setCreditSource(subject, editing ? target : targetOf(pageAgent)) && target.id !== subject.agentId;
  const showClaims = refs.allowedClaims !== null && refs.allowedClaims.length > 0;

  const form = useContractForm<AgentFormValues>({
    schema: AgentFormSchema,
    defaultValues: initialAgentForm(requireConfig(), refs.agent),
    confirmLeave: dialogs,
    submit: async (values) => {
      const payload = agentPayload(values, requireConfig(), editing ? { id: id! } : { parentId: pageAgent }, {
        mayChangeCreditSource,
        allowedClaims: showClaims && (claimsTouched || editing) ? refs.allowedClaims : null,
      });
      if (editing) {
        await updateAgent({ ...payload, id: id! });
        emit('casino-agent-updated', { agentId: id!, name: payload.name });
      } else {
        const newId = await createAgent(payload);
        emit('casino-agent-added', { agentId: newId, parentId: pageAgent });
      }
      void invalidate(agentKeys.all);
      navigate(`/${pageAgent}/agents`, { force: true });
    },
  });

  const choose = t('app.agents.form.choose');
  return (
    <FormPage
      form={form}
      part="agent-form"
      title={
        editing
          ? t('app.agents.form.edit-title', { name: refs.agent?.name ?? '' })
          : t('app.agents.form.create-title')
      }
      submitLabel={editing ? t('app.agents.form.save') : t('app.agents.form.create')}
      onCancel={() => navigate(`/${pageAgent}/agents`)}
      readOnlyMessage={mayEdit ? undefined : t('app.page.errors.forbidden')}
      after={dialogs.outlet}
      watch={editing ? { objectType: 'agent', objectId: id!, kinds: ['agent.updated'], onReload } : undefined}
    >
      <TextField form={form} name="name" label={t('app.agents.form.name')} maxLength={200} />
      <SelectField
        form={form}
        name="currencyId"
        part="input-currency"
        label={t('app.agents.form.currency')}
        placeholder={choose}
        options={refs.currencies.map((c) => ({
          value: c.id,
          label: `${c.id} — ${currencyName(c.id, c.name, language)}`,
        }))}
      />
      <SelectField
        form={form}
        name="countryId"
        part="input-country"
        label={t('app.agents.form.country')}
        placeholder={choose}
        options={refs.countries.map((c) => ({
          value: c.id,
          label: countryName(c.id, c.name, language),
        }))}
      />
      <SelectField
        form={form}
        name="timezoneId"
        part="input-timezone"
        label={t('app.agents.form.timezone')}
        placeholder={choose}
        options={refs.timezones.map((z) => ({
          value: z.id,
          label: timezoneName(z.id, z.timezoneLocation, language),
        }))}
      />
      {mayChangeCreditSource ? (
        <CheckField
          form={form}
          name="creditSource"
          part="input-credit-source"
          label={t('app.agents.form.credit-source')}
        />
      ) : null}
      {showClaims ? (
        <ClaimsField
          form={form}
          name="claims"
          legend={t('app.agents.form.claims')}
          hint={t('app.agents.form.claims-hint')}
          allowed={refs.allowedClaims!}
          onTouched={() => setClaimsTouched(true)}
        />
      ) : null}
    </FormPage>
  );
}

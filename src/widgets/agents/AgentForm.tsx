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
import {
  createAgent,
  getAgent,
  getAgentWithClaims,
  updateAgent,
  type Agent,
} from '../../core/areas/agents/api';
import { requestRowFocus } from '../../core/focus-request';
import { AgentForm as AgentFormSchema } from '../../core/areas/agents/contract';
import { agentKeys } from '../../core/areas/agents/keys';
import { agentPayload, initialAgentForm, type AgentFormValues } from '../../core/areas/agents/rules';
import { requireConfig } from '../../core/config';
import { emit } from '../../core/events';
import { can } from '../../core/permissions';
import { invalidate } from '../../core/query';
import type { ClaimItem, Country, Currency, Timezone } from '../../core/reference/contract';
import { useHostEvents } from '../shared/host';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import {
  CheckField,
  ClaimsField,
  FormPage,
  pageGate,
  ReferenceField,
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
  const claims = useAllowedClaims();
  // a reload after another user's change starts the form again from the agent's new values
  const [revision, setRevision] = useState(0);
  const agent = useQuery({
    queryKey: agentKeys.detail(id ?? '', true),
    queryFn: () => getAgentWithClaims(id!),
    enabled: editing,
    staleTime: 0,
  });
  // The claims are optional (without the right to see them the form still works): only their loading waits.
  const required = editing ? [currencies, countries, timezones, agent] : [currencies, countries, timezones];
  const gate = pageGate(pageAgent, allowed, claims.isPending ? [...required, claims] : required);
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
  const events = useHostEvents();
  const navigate = events.navigate;
  const t = useT();
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
        // read again: its answer tells the tree, the menu and the header its credit and credit-source
        // flag (Adjust Credits is enabled or disabled at once)
        await getAgent(id!).catch(() => undefined);
        events.saved({ kind: 'agent', id: id!, action: 'updated', agentId: target.parentId ?? undefined });
        requestRowFocus(id!);
      } else {
        const newId = await createAgent(payload);
        emit('casino-agent-added', { agentId: newId, parentId: pageAgent });
        events.saved({ kind: 'agent', id: newId, action: 'created', agentId: pageAgent });
        requestRowFocus(newId);
      }
      void invalidate(agentKeys.all);
      navigate(`/${pageAgent}/agents`, { force: true });
    },
  });

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
      {(
        [
          ['currencies', 'currencyId', 'input-currency', 'app.agents.form.currency'],
          ['countries', 'countryId', 'input-country', 'app.agents.form.country'],
          ['timezones', 'timezoneId', 'input-timezone', 'app.agents.form.timezone'],
        ] as const
      ).map(([kind, name, part, label]) => (
        <ReferenceField key={name} form={form} kind={kind} name={name} part={part} label={t(label)} />
      ))}
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

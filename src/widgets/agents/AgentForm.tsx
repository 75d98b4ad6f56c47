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
import { AgentForm as AgentFormSchema } from '../../core/areas/agents/contract';
import { agentKeys } from '../../core/areas/agents/keys';
import { agentPayload, initialAgentForm, type AgentFormValues } from '../../core/areas/agents/rules';
import { requireConfig } from '../../core/config';
import { emit } from '../../core/events';
import { can } from '../../core/permissions';
import type { ClaimItem, Country, Currency, Timezone } from '../../core/reference/contract';
import { FormPage, targetOf, useAllowedClaims, useFormPage, usePageForm } from '../shared/page';
import type { FieldSpec, FormPlace } from '../shared/page';

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

export function AgentForm(props: AgentFormProps) {
  const id = props.id;
  const page = useFormPage('agents', props, {
    list: 'agents',
    references: ['currencies', 'countries', 'timezones'],
    record: { queryKey: agentKeys.detail(id ?? '', true), queryFn: () => getAgentWithClaims(id!) },
  });
  const claims = useAllowedClaims();
  // The claims are optional (without the right to see them the form still works): only their loading waits.
  const gate = page.gate(claims.isPending ? [claims] : []);
  if (gate) return gate;
  const refs: References = {
    currencies: page.reference('currencies'),
    countries: page.reference('countries'),
    timezones: page.reference('timezones'),
    allowedClaims: claims.isError ? null : (claims.data ?? null),
    agent: page.editing ? page.record.data! : null,
  };
  return <AgentFormBody key={page.key} place={page.place} refs={refs} />;
}

function AgentFormBody({ place, refs }: { place: FormPlace; refs: References }) {
  const { pageAgent, id } = place;
  const [claimsTouched, setClaimsTouched] = useState(false);
  const target = id ? targetOf(id, refs.agent) : { id: '', parentId: pageAgent };
  const showClaims = refs.allowedClaims !== null && refs.allowedClaims.length > 0;
  // read when sending (the subject and the credit-source right come with the form below)
  const payload = (values: AgentFormValues, where: { id: string } | { parentId: string }) =>
    agentPayload(values, requireConfig(), where, {
      mayChangeCreditSource,
      allowedClaims: showClaims && (claimsTouched || id) ? refs.allowedClaims : null,
    });

  const { subject, pageProps } = usePageForm<AgentFormValues>(place, {
    kind: 'agent',
    invalidates: agentKeys.all,
    schema: AgentFormSchema,
    defaultValues: initialAgentForm(requireConfig(), refs.agent),
    name: refs.agent?.name,
    watch: 'agent',
    mayEdit: (subject) => (id ? can.editAgent(subject, target) : can.addAgent(subject, targetOf(pageAgent))),
    create: async (values) => {
      const newId = await createAgent(payload(values, { parentId: pageAgent }));
      emit('casino-agent-added', { agentId: newId, parentId: pageAgent });
      return { id: newId, agentId: pageAgent };
    },
    update: async (values, agent) => {
      const sent = payload(values, { id: agent });
      await updateAgent({ ...sent, id: agent });
      emit('casino-agent-updated', { agentId: agent, name: sent.name });
      // read again: its answer tells the tree, the menu and the header its credit and credit-source
      // flag (Adjust Credits is enabled or disabled at once)
      await getAgent(agent).catch(() => undefined);
      return { agentId: target.parentId ?? undefined };
    },
  });
  const mayChangeCreditSource =
    can.setCreditSource(subject, id ? target : targetOf(pageAgent)) && target.id !== subject.agentId;

  const fields: FieldSpec<'app.agents.form'>[] = [
    { name: 'name', maxLength: 200 },
    { kind: 'reference', of: 'currencies', name: 'currencyId', part: 'input-currency', label: 'currency' },
    { kind: 'reference', of: 'countries', name: 'countryId', part: 'input-country', label: 'country' },
    { kind: 'reference', of: 'timezones', name: 'timezoneId', part: 'input-timezone', label: 'timezone' },
    {
      kind: 'check',
      name: 'creditSource',
      part: 'input-credit-source',
      label: 'credit-source',
      when: mayChangeCreditSource,
    },
    {
      kind: 'claims',
      name: 'claims',
      hint: 'claims-hint',
      allowed: refs.allowedClaims ?? [],
      onTouched: () => setClaimsTouched(true),
      when: showClaims,
    },
  ];
  return <FormPage {...pageProps} part="agent-form" fields={fields} />;
}

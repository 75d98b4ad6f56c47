/**
 * `casino-pos-form` (routes poses/add and poses/edit/:posid): a cafe's name, address and currency (the
 * agent's currency on create), and on create whether its operations start enabled. Validation before
 * sending with the contract's rules; server field errors on their fields (a name taken, a currency that
 * cannot change while the cafe holds money). Success returns to the cafes list; a failed request keeps
 * everything typed; leaving with unsaved changes asks first. An edit that changes the cafe queues
 * UPDATE_CONFIGURATION for it (the server does). Another user's change of the edited cafe shows
 * "changed by … — reload".
 */
import { getAgent } from '../../core/areas/agents/api';
import { createPos, getPos, updatePos, type Pos } from '../../core/areas/poses/api';
import { PosForm as PosFormSchema, POS_ADDRESS_MAX, POS_NAME_MAX } from '../../core/areas/poses/contract';
import { posKeys } from '../../core/areas/poses/keys';
import { initialPosForm, posPayload, type PosFormValues } from '../../core/areas/poses/rules';
import { can } from '../../core/permissions';
import { FormPage, targetOf, useFormPage, usePageForm, useQuery } from '../shared/page';
import type { FieldSpec, FormPlace } from '../shared/page';

export interface CafeFormProps {
  /** The agent of the cafe (create) or of the list it is edited from; default the route's agent. */
  agentId?: string;
  /** The cafe edited (route poses/edit/:posid); absent on create. */
  posid?: string;
}

export function CafeForm({ agentId, posid }: CafeFormProps) {
  const attributes = { agentId, id: posid };
  const page = useFormPage('poses', attributes, {
    list: 'cafes',
    references: ['currencies'],
    record: { queryKey: posKeys.detail(posid ?? ''), queryFn: ({ signal }) => getPos(posid!, signal) },
  });
  const { pageAgent, editing } = page;
  // the agent's currency is the new cafe's first choice; without it the user picks one
  const agentCurrency = useQuery({
    queryKey: posKeys.agentCurrency(pageAgent ?? ''),
    queryFn: () =>
      getAgent(pageAgent!).then(
        (a) => a.currencyId,
        () => null,
      ),
    enabled: !editing && !!pageAgent,
  });
  const gate = page.gate(editing ? [] : [agentCurrency]);
  if (gate) return gate;
  return (
    <PosFormBody
      key={page.key}
      place={page.place}
      pos={editing ? page.record.data! : null}
      agentCurrency={agentCurrency.data ?? null}
    />
  );
}

function PosFormBody({
  place,
  pos,
  agentCurrency,
}: {
  place: FormPlace;
  pos: Pos | null;
  agentCurrency: string | null;
}) {
  const { t, pageProps } = usePageForm<PosFormValues>(place, {
    kind: 'cafe',
    invalidates: posKeys.all,
    schema: PosFormSchema,
    defaultValues: initialPosForm(pos, agentCurrency),
    name: pos?.name,
    watch: 'pos',
    mayEdit: (subject) =>
      pos
        ? can.editPos(subject, targetOf(place.pageAgent))
        : can.createPos(subject, targetOf(place.pageAgent)),
    create: async (values) => ({
      id: await createPos(posPayload(values, { agentId: place.pageAgent })),
      agentId: place.pageAgent,
    }),
    update: async (values, id) => {
      await updatePos(posPayload(values, { id }));
      return { agentId: pos!.agentId };
    },
  });

  const fields: FieldSpec[] = [
    { name: 'name', maxLength: POS_NAME_MAX * 2 },
    { name: 'address', maxLength: POS_ADDRESS_MAX * 2 },
    { kind: 'reference', of: 'currencies', name: 'currencyId', part: 'input-currency', label: 'currency' },
    {
      kind: 'node',
      name: 'currency-hint',
      when: !!pos,
      node: (
        <div className="hint" part="currency-hint">
          {t('app.poses.form.currency-hint')}
        </div>
      ),
    },
    {
      kind: 'check',
      name: 'operationsEnabled',
      part: 'input-operations-enabled',
      label: 'operations-enabled',
      when: !pos,
    },
  ];
  return <FormPage {...pageProps} part="pos-form" fields={fields} />;
}

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
import { createCafe, getCafe, updateCafe, type Cafe } from '../../core/areas/cafes/api';
import { CafeForm as CafeFormSchema, CAFE_ADDRESS_MAX, CAFE_NAME_MAX } from '../../core/areas/cafes/contract';
import { cafeKeys } from '../../core/areas/cafes/keys';
import { initialCafeForm, cafePayload, type CafeFormValues } from '../../core/areas/cafes/rules';
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
  const page = useFormPage('cafes', attributes, {
    list: 'cafes',
    references: ['currencies'],
    record: { queryKey: cafeKeys.detail(posid ?? ''), queryFn: ({ signal }) => getCafe(posid!, signal) },
  });
  const { pageAgent, editing } = page;
  // the agent's currency is the new cafe's first choice; without it the user picks one
  const agentCurrency = useQuery({
    queryKey: cafeKeys.agentCurrency(pageAgent ?? ''),
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
    <CafeFormBody
      key={page.key}
      place={page.place}
      cafe={editing ? page.record.data! : null}
      agentCurrency={agentCurrency.data ?? null}
    />
  );
}

function CafeFormBody({
  place,
  cafe,
  agentCurrency,
}: {
  place: FormPlace;
  cafe: Cafe | null;
  agentCurrency: string | null;
}) {
  const { t, pageProps } = usePageForm<CafeFormValues>(place, {
    kind: 'cafe',
    invalidates: cafeKeys.all,
    schema: CafeFormSchema,
    defaultValues: initialCafeForm(cafe, agentCurrency),
    name: cafe?.name,
    watch: 'pos',
    mayEdit: (subject) =>
      cafe
        ? can.editPos(subject, targetOf(place.pageAgent))
        : can.createPos(subject, targetOf(place.pageAgent)),
    create: async (values) => ({
      id: await createCafe(cafePayload(values, { agentId: place.pageAgent })),
      agentId: place.pageAgent,
    }),
    update: async (values, id) => {
      await updateCafe(cafePayload(values, { id }));
      return { agentId: cafe!.agentId };
    },
  });

  const fields: FieldSpec<'app.cafes.form'>[] = [
    { name: 'name', maxLength: CAFE_NAME_MAX * 2 },
    { name: 'address', maxLength: CAFE_ADDRESS_MAX * 2 },
    { kind: 'reference', of: 'currencies', name: 'currencyId', part: 'input-currency', label: 'currency' },
    {
      kind: 'node',
      name: 'currency-hint',
      when: !!cafe,
      node: (
        <div className="hint" part="currency-hint">
          {t('app.cafes.form.currency-hint')}
        </div>
      ),
    },
    {
      kind: 'check',
      name: 'operationsEnabled',
      part: 'input-operations-enabled',
      label: 'operations-enabled',
      when: !cafe,
    },
  ];
  return <FormPage {...pageProps} part="pos-form" fields={fields} />;
}

/**
 * `casino-pos-form` (routes poses/add and poses/edit/:posid): a cafe's name, address and currency (the
 * agent's currency on create), and on create whether its operations start enabled. Validation before
 * sending with the contract's rules; server field errors on their fields (a name taken, a currency that
 * cannot change while the cafe holds money). Success returns to the cafes list; a failed request keeps
 * everything typed; leaving with unsaved changes asks first. An edit that changes the cafe queues
 * UPDATE_CONFIGURATION for it (the server does). Another user's change of the edited cafe shows
 * "changed by … — reload".
 */
import { useState } from 'react';
import { requestRowFocus } from '../../core/focus-request';
import { getAgent } from '../../core/areas/agents/api';
import { createPos, getPos, updatePos, type Pos } from '../../core/areas/poses/api';
import { PosForm as PosFormSchema, POS_ADDRESS_MAX, POS_NAME_MAX } from '../../core/areas/poses/contract';
import { posKeys } from '../../core/areas/poses/keys';
import { initialPosForm, posPayload, type PosFormValues } from '../../core/areas/poses/rules';
import { can } from '../../core/permissions';
import { invalidate } from '../../core/query';
import { useHostEvents } from '../shared/host';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import {
  CheckField,
  FormPage,
  pageGate,
  ReferenceField,
  targetOf,
  TextField,
  useContractForm,
  usePageAccess,
  usePageAgentId,
  useQuery,
  useReference,
  useSubject,
} from '../shared/page';

export interface PosFormProps {
  /** The agent of the cafe (create) or of the list it is edited from; default the route's agent. */
  agentId?: string;
  /** The cafe edited (route poses/edit/:posid); absent on create. */
  posid?: string;
}

/** Messages of the server that belong to one field of the form. */
const KNOWN_FIELD_MESSAGES: readonly (readonly [RegExp, string])[] = [
  [/already exists/i, 'name'],
  [/currency/i, 'currencyId'],
];

export function PosForm({ agentId, posid }: PosFormProps) {
  const pageAgent = usePageAgentId(agentId);
  const editing = Boolean(posid);
  const allowed = usePageAccess(
    editing ? 'poses/edit/:posid' : 'poses/add',
    pageAgent,
    posid ? { posid } : {},
  );
  const currencies = useReference('currencies');
  const pos = useQuery({
    queryKey: posKeys.detail(posid ?? ''),
    queryFn: ({ signal }) => getPos(posid!, signal),
    enabled: editing,
    staleTime: 0,
  });
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
  // a reload after another user's change starts the form again from the cafe's new values
  const [revision, setRevision] = useState(0);
  const gate = pageGate(pageAgent, allowed, editing ? [currencies, pos] : [currencies, agentCurrency]);
  if (gate || !pageAgent) return gate;
  return (
    <PosFormBody
      key={`${pageAgent}|${posid ?? ''}|${revision}`}
      pageAgent={pageAgent}
      pos={editing ? pos.data! : null}
      agentCurrency={agentCurrency.data ?? null}
      onReload={() => void pos.refetch().then(() => setRevision((r) => r + 1))}
    />
  );
}

function PosFormBody({
  pageAgent,
  pos,
  agentCurrency,
  onReload,
}: {
  pageAgent: string;
  pos: Pos | null;
  agentCurrency: string | null;
  onReload: () => void;
}) {
  const events = useHostEvents();
  const navigate = events.navigate;
  const t = useT();
  const subject = useSubject();
  const dialogs = useDialogs();
  const agent = targetOf(pageAgent);
  const mayEdit = pos ? can.editPos(subject, agent) : can.createPos(subject, agent);

  const form = useContractForm<PosFormValues>({
    schema: PosFormSchema,
    defaultValues: initialPosForm(pos, agentCurrency),
    confirmLeave: dialogs,
    knownFieldMessages: KNOWN_FIELD_MESSAGES,
    submit: async (values) => {
      if (pos) {
        await updatePos(posPayload(values, { id: pos.id }));
        events.saved({ kind: 'cafe', id: pos.id, action: 'updated', agentId: pos.agentId });
        requestRowFocus(pos.id);
      } else {
        const newId = await createPos(posPayload(values, { agentId: pageAgent }));
        events.saved({ kind: 'cafe', id: newId, action: 'created', agentId: pageAgent });
        requestRowFocus(newId);
      }
      void invalidate(posKeys.all);
      navigate(`/${pageAgent}/poses`, { force: true });
    },
  });

  return (
    <FormPage
      form={form}
      part="pos-form"
      title={pos ? t('app.poses.form.edit-title', { name: pos.name }) : t('app.poses.form.create-title')}
      submitLabel={pos ? t('app.poses.form.save') : t('app.poses.form.create')}
      onCancel={() => navigate(`/${pageAgent}/poses`)}
      readOnlyMessage={mayEdit ? undefined : t('app.page.errors.forbidden')}
      after={dialogs.outlet}
      watch={pos ? { objectType: 'pos', objectId: pos.id, kinds: ['pos.updated'], onReload } : undefined}
    >
      <TextField form={form} name="name" label={t('app.poses.form.name')} maxLength={POS_NAME_MAX * 2} />
      <TextField
        form={form}
        name="address"
        label={t('app.poses.form.address')}
        maxLength={POS_ADDRESS_MAX * 2}
      />
      <ReferenceField
        form={form}
        name="currencyId"
        kind="currencies"
        part="input-currency"
        label={t('app.poses.form.currency')}
      />
      {pos ? (
        <div className="hint" part="currency-hint">
          {t('app.poses.form.currency-hint')}
        </div>
      ) : null}
      {pos ? null : (
        <CheckField
          form={form}
          name="operationsEnabled"
          part="input-operations-enabled"
          label={t('app.poses.form.operations-enabled')}
        />
      )}
    </FormPage>
  );
}

/**
 * `casino-ip-whitelist` (route agents/ip-whitelist of the agent): the agent's IP ranges; add and remove
 * with the edit permission, the list with the view permission. Every range is an IPv4 address with a
 * mandatory CIDR suffix 0-32, checked before sending (and by the server). A failed save keeps the list
 * as it was and the typed range in its field. The ranges are the shared data table (a card per range on
 * a phone).
 */
import { getIpWhitelist, saveIpWhitelist } from '../../core/areas/agents/api';
import { agentKeys } from '../../core/areas/agents/keys';
import { validateIpRange } from '../../core/areas/agents/rules';
import { obj, str } from '../../core/contract/schema';
import { can } from '../../core/permissions';
import { updateCached } from '../../core/query';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import { DataTable, type DataColumn } from '../shared/ui';
import {
  SettingPage,
  targetOf,
  TextField,
  useAction,
  useContractForm,
  usePageRecord,
  useSubject,
  InlineForm,
} from '../shared/page';

/** A row of the ranges' table. */
interface RangeRow {
  range: string;
}

export interface IpWhitelistProps {
  /** The agent whose ranges are shown; default the route's agent. */
  agentId?: string;
}

const NewRange = obj({ range: str() }, ['range']);

export function IpWhitelist({ agentId }: IpWhitelistProps) {
  const page = usePageRecord(agentId, agentKeys.ipWhitelist, getIpWhitelist);
  if (page.gate !== null) return page.gate;
  return <IpWhitelistBody pageAgent={page.pageAgent} ranges={page.data} />;
}

function IpWhitelistBody({ pageAgent, ranges }: { pageAgent: string; ranges: string[] }) {
  const t = useT();
  const subject = useSubject();
  const dialogs = useDialogs();
  const mayEdit = can.editIpWhitelist(subject, targetOf(pageAgent));
  const key = agentKeys.ipWhitelist(pageAgent);
  const save = useAction({
    run: ({ next }: { next: string[]; message: string }) => saveIpWhitelist(pageAgent, next),
    onSuccess: (stored) => updateCached<string[]>(key, () => stored),
    notice: (_stored, { message }) => message,
    announce: () => ({
      saved: { kind: 'ip-whitelist', id: pageAgent, action: 'updated', agentId: pageAgent },
    }),
  });

  const form = useContractForm<{ range: string }>({
    schema: NewRange,
    defaultValues: { range: '' },
    check: (values) => {
      const error = values.range.trim() ? validateIpRange(values.range, ranges) : null;
      return error ? { range: error } : {};
    },
    submit: async (values) => {
      const value = values.range.trim();
      const stored = await save.run({
        next: [...ranges, value],
        message: t('app.agents.ipWhitelist.added', { range: value }),
      });
      return stored ? { range: '' } : undefined;
    },
  });

  async function remove(item: string) {
    const yes = await dialogs.confirm({
      title: t('app.agents.ipWhitelist.remove-title'),
      content: t('app.agents.ipWhitelist.remove-content', { range: item }),
    });
    if (yes)
      await save.run({
        next: ranges.filter((r) => r !== item),
        message: t('app.agents.ipWhitelist.removed', { range: item }),
      });
  }

  const rangeColumns: DataColumn<RangeRow>[] = [
    { id: 'range', header: t('app.agents.ipWhitelist.range'), value: (row) => row.range, hideable: false },
  ];

  const table =
    ranges.length === 0 ? (
      <div className="state" part="empty">
        {t('app.agents.ipWhitelist.empty')}
      </div>
    ) : (
      <div part="table">
        <DataTable<RangeRow>
          columns={rangeColumns}
          rows={ranges.map((range) => ({ range }))}
          rowId={(row) => row.range}
          label={t('app.agents.ipWhitelist.title')}
          actions={
            mayEdit
              ? ({ range: item }) => (
                  <button
                    type="button"
                    className="small danger"
                    part="remove"
                    disabled={save.busy}
                    onClick={() => void remove(item)}
                  >
                    {t('app.agents.ipWhitelist.remove')}
                  </button>
                )
              : undefined
          }
        />
      </div>
    );
  const editor = (
    <InlineForm form={form} part="form">
      <TextField
        form={form}
        name="range"
        label={t('app.agents.ipWhitelist.new-range')}
        placeholder="10.0.0.0/8"
      />
      <div className="toolbar">
        <button type="submit" part="add" disabled={save.busy}>
          {t('app.agents.ipWhitelist.add')}
        </button>
      </div>
    </InlineForm>
  );
  return (
    <SettingPage
      part="ip-whitelist"
      state={ranges.length ? 'content' : 'empty'}
      title={t('app.agents.ipWhitelist.title')}
      current={table}
      editor={mayEdit ? editor : null}
      readOnly={t('app.agents.ipWhitelist.read-only')}
      actions={[save]}
      after={dialogs.outlet}
    />
  );
}

/**
 * `casino-poses` (route poses): the agent's cafes, server-paged, sorted and filtered with the list
 * state in the URL: name, address, currency, balance (with money on its way in and reserved), the
 * operations state (and the one pending commands will leave), pending commands, last seen. Row actions
 * as the permissions allow: edit, users, adjust balance, request a report, disable or enable
 * operations, the command list, wipe (a confirmation naming the cafe), delete (disabled while the
 * cafe holds money). Adjusting, reporting and the commands open a panel above the table.
 */
import { pathTo } from '../../core/paths';
import { useState } from 'react';
import { agentKeys } from '../../core/areas/agents/keys';
import { deletePos, listPosesPage, setPosOperations, wipePos } from '../../core/areas/poses/api';
import { POS_SORTS, type Pos } from '../../core/areas/poses/contract';
import { posKeys } from '../../core/areas/poses/keys';
import { operationsAfterPickup, posRowActions, type PosRowAction } from '../../core/areas/poses/rules';
import { formatCredit } from '../../core/format';
import { can } from '../../core/permissions';
import {
  ActionFeedback,
  ListPage,
  SuccessMessage,
  targetOf,
  useAction,
  type AreaListProps,
} from '../shared/page';
import { type CellContext } from '../shared/page/list-specs';
import { listDefaults, listLoader, listPage, useListPage } from '../shared/page/use-list-page';
import { AdjustBalancePanel } from './AdjustBalancePanel';
import { CommandsPanel } from './CommandsPanel';
import { ReportPanel } from './ReportPanel';

/** The agent whose cafes are listed; default the route's agent. */
export type CafesProps = AreaListProps;

/** The list's defaults: 25 rows, by name. */
export const POSES_LIST = listDefaults(POS_SORTS, 'name');

const DANGER: readonly PosRowAction[] = ['wipe', 'delete', 'disableOperations'];

/** The operations state, with the one pending commands will leave when it differs. */
function operationsText(r: Pos, { t }: CellContext): string {
  const after = operationsAfterPickup(r);
  const now = t(r.operationsEnabled ? 'app.poses.operations.enabled' : 'app.poses.operations.disabled');
  if (after === r.operationsEnabled) return now;
  return `${now} ${t(after ? 'app.poses.operations.enabling' : 'app.poses.operations.disabling')}`;
}

const POSES_PAGE = listPage<Pos, 'poses'>({
  defaults: POSES_LIST,
  rowName: (r) => r.name,
  danger: DANGER,
  queryKey: posKeys.list,
  load: listLoader((_, agentId) => ({ agentId }), listPosesPage),
  columns: (c) => [
    c.text('name'),
    c.text('address'),
    c.text('currencyId', 'currency'),
    c.money('balance', 'balance', {
      hints: [
        { field: 'incomingAmount', key: 'app.poses.list.incoming' },
        { field: 'reservedAmount', key: 'app.poses.list.reserved' },
      ],
    }),
    c.text('operationsEnabled', 'operations', {
      text: operationsText,
      value: (r) => (r.operationsEnabled ? 1 : 0),
      attributes: (r) => ({ 'data-enabled': String(r.operationsEnabled) }),
    }),
    c.text('pendingCommands', 'pending', { align: 'end' }),
    c.date('lastSeenAt', 'last-seen', { none: 'app.poses.list.never-seen' }),
  ],
});

type Panel = { kind: 'adjust' | 'report' | 'commands'; pos: Pos };

export function Cafes({ agentId }: CafesProps) {
  const list = useListPage('poses', { ...POSES_PAGE, agentId });
  const { t, language, subject, navigate, dialogs, pageAgent, gate } = list;
  const [panel, setPanel] = useState<Panel | null>(null);
  const [notice, setNotice] = useState('');

  const operations = useAction({
    run: ({ pos, enable }: { pos: Pos; enable: boolean }) => setPosOperations(pos.id, enable),
    invalidates: () => [posKeys.all],
    announce: (_, { pos }) => ({
      saved: { kind: 'cafe-command', id: pos.id, action: 'created', agentId: pos.agentId },
    }),
    onSuccess: (_, { pos, enable }) =>
      setNotice(
        t(enable ? 'app.poses.operations.enable-queued' : 'app.poses.operations.disable-queued', {
          name: pos.name,
        }),
      ),
  });
  const wipe = useAction({
    run: (pos: Pos) => wipePos(pos),
    invalidates: () => [posKeys.all, agentKeys.all],
    announce: (_, pos) => ({ saved: { kind: 'cafe', id: pos.id, action: 'wiped', agentId: pos.agentId } }),
    onSuccess: (result, pos) => {
      setNotice(
        t('app.poses.wipe.done', {
          name: pos.name,
          count: result.cancelledCommands,
          amount: formatCredit(result.returnedAmount, language),
          currency: pos.currencyId,
        }),
      );
    },
  });
  const remove = useAction({
    run: (pos: Pos) => deletePos(pos.id),
    invalidates: () => [posKeys.all],
    announce: (_, pos) => ({ deleted: { kind: 'cafe', id: pos.id, agentId: pos.agentId } }),
    onSuccess: (_, pos) => setNotice(t('app.poses.delete.done', { name: pos.name })),
  });
  const actions = [operations, wipe, remove];
  /** One message at a time: a new action (or panel) clears what the last one said. */
  const startAction = () => {
    for (const action of actions) action.reset();
    setNotice('');
  };

  if (gate || !pageAgent) return gate;
  const agent = targetOf(pageAgent);

  const open = (kind: Panel['kind']) => (pos: Pos) => {
    startAction();
    setPanel({ kind, pos });
  };
  async function confirmOperations(pos: Pos, enable: boolean) {
    startAction();
    if (!enable) {
      const yes = await dialogs.confirm({
        title: t('app.poses.operations.disable-title'),
        content: t('app.poses.operations.disable-content', { name: pos.name }),
      });
      if (!yes) return;
    }
    await operations.run({ pos, enable });
  }
  async function confirmWipe(pos: Pos) {
    startAction();
    const yes = await dialogs.confirm({
      title: t('app.poses.wipe.title', { name: pos.name }),
      content: (
        <p part="wipe-content">
          {t('app.poses.wipe.content', {
            name: pos.name,
            amount: formatCredit(pos.balance + pos.incomingAmount, language),
            currency: pos.currencyId,
            count: pos.pendingCommands,
          })}
        </p>
      ),
    });
    if (yes) await wipe.run(pos);
  }
  async function confirmDelete(pos: Pos) {
    startAction();
    if (await list.confirm('delete', pos.name)) await remove.run(pos);
  }

  const runs: Record<PosRowAction, (pos: Pos) => unknown> = {
    edit: (pos) => navigate(pathTo('cafes.edit', { agentId: pageAgent, posid: pos.id })),
    users: (pos) => navigate(pathTo('cafes.users', { agentId: pageAgent, posid: pos.id })),
    adjustBalance: open('adjust'),
    requestReport: open('report'),
    commands: open('commands'),
    disableOperations: (pos) => confirmOperations(pos, false),
    enableOperations: (pos) => confirmOperations(pos, true),
    wipe: confirmWipe,
    delete: confirmDelete,
  };
  const rowActions = (row: Pos) => list.rowActions(posRowActions(subject, agent, row), runs);

  const close = () => setPanel(null);
  const done = (message: string) => {
    setPanel(null);
    setNotice(message);
  };

  return (
    <ListPage<Pos>
      {...list.page}
      rowActions={rowActions}
      primaryActions={['adjustBalance']}
      create={list.create(can.createPos(subject, agent), 'cafes.add')}
      feedback={
        <>
          <ActionFeedback actions={actions} />
          <SuccessMessage>{notice}</SuccessMessage>
          {panel?.kind === 'adjust' ? (
            <AdjustBalancePanel
              key={panel.pos.id}
              agentId={pageAgent}
              pos={panel.pos}
              onClose={close}
              onDone={done}
            />
          ) : null}
          {panel?.kind === 'report' ? (
            <ReportPanel key={panel.pos.id} pos={panel.pos} onClose={close} onDone={done} />
          ) : null}
          {panel?.kind === 'commands' ? (
            <CommandsPanel key={panel.pos.id} pos={panel.pos} onClose={close} />
          ) : null}
        </>
      }
    >
      {dialogs.outlet}
    </ListPage>
  );
}

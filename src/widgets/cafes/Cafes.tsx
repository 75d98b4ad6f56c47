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
import { deleteCafe, listCafesPage, setCafeOperations, wipeCafe } from '../../core/areas/cafes/api';
import { CAFE_SORTS, type Cafe } from '../../core/areas/cafes/contract';
import { cafeKeys } from '../../core/areas/cafes/keys';
import { operationsAfterPickup, cafeRowActions, type CafeRowAction } from '../../core/areas/cafes/rules';
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
export const CAFES_LIST = listDefaults(CAFE_SORTS, 'name');

const DANGER: readonly CafeRowAction[] = ['wipe', 'delete', 'disableOperations'];

/** The operations state, with the one pending commands will leave when it differs. */
function operationsText(r: Cafe, { t }: CellContext): string {
  const after = operationsAfterPickup(r);
  const now = t(r.operationsEnabled ? 'app.cafes.operations.enabled' : 'app.cafes.operations.disabled');
  if (after === r.operationsEnabled) return now;
  return `${now} ${t(after ? 'app.cafes.operations.enabling' : 'app.cafes.operations.disabling')}`;
}

const CAFES_PAGE = listPage<Cafe, 'cafes'>({
  defaults: CAFES_LIST,
  rowName: (r) => r.name,
  danger: DANGER,
  queryKey: cafeKeys.list,
  load: listLoader((_, agentId) => ({ agentId }), listCafesPage),
  columns: (c) => [
    c.text('name'),
    c.text('address'),
    c.text('currencyId', 'currency'),
    c.money('balance', 'balance', {
      hints: [
        { field: 'incomingAmount', key: 'app.cafes.list.incoming' },
        { field: 'reservedAmount', key: 'app.cafes.list.reserved' },
      ],
    }),
    c.text('operationsEnabled', 'operations', {
      text: operationsText,
      value: (r) => (r.operationsEnabled ? 1 : 0),
      attributes: (r) => ({ 'data-enabled': String(r.operationsEnabled) }),
    }),
    c.text('pendingCommands', 'pending', { align: 'end' }),
    c.date('lastSeenAt', 'last-seen', { none: 'app.cafes.list.never-seen' }),
  ],
});

type Panel = { kind: 'adjust' | 'report' | 'commands'; cafe: Cafe };

export function Cafes({ agentId }: CafesProps) {
  const list = useListPage('cafes', { ...CAFES_PAGE, agentId });
  const { t, language, subject, navigate, dialogs, pageAgent, gate } = list;
  const [panel, setPanel] = useState<Panel | null>(null);
  const [notice, setNotice] = useState('');

  const operations = useAction({
    run: ({ cafe, enable }: { cafe: Cafe; enable: boolean }) => setCafeOperations(cafe.id, enable),
    invalidates: () => [cafeKeys.all],
    announce: (_, { cafe }) => ({
      saved: { kind: 'cafe-command', id: cafe.id, action: 'created', agentId: cafe.agentId },
    }),
    onSuccess: (_, { cafe, enable }) =>
      setNotice(
        t(enable ? 'app.cafes.operations.enable-queued' : 'app.cafes.operations.disable-queued', {
          name: cafe.name,
        }),
      ),
  });
  const wipe = useAction({
    run: (cafe: Cafe) => wipeCafe(cafe),
    invalidates: () => [cafeKeys.all, agentKeys.all],
    announce: (_, cafe) => ({ saved: { kind: 'cafe', id: cafe.id, action: 'wiped', agentId: cafe.agentId } }),
    onSuccess: (result, cafe) => {
      setNotice(
        t('app.cafes.wipe.done', {
          name: cafe.name,
          count: result.cancelledCommands,
          amount: formatCredit(result.returnedAmount, language),
          currency: cafe.currencyId,
        }),
      );
    },
  });
  const remove = useAction({
    run: (cafe: Cafe) => deleteCafe(cafe.id),
    invalidates: () => [cafeKeys.all],
    announce: (_, cafe) => ({ deleted: { kind: 'cafe', id: cafe.id, agentId: cafe.agentId } }),
    onSuccess: (_, cafe) => setNotice(t('app.cafes.delete.done', { name: cafe.name })),
  });
  const actions = [operations, wipe, remove];
  /** One message at a time: a new action (or panel) clears what the last one said. */
  const startAction = () => {
    for (const action of actions) action.reset();
    setNotice('');
  };

  if (gate || !pageAgent) return gate;
  const agent = targetOf(pageAgent);

  const open = (kind: Panel['kind']) => (cafe: Cafe) => {
    startAction();
    setPanel({ kind, cafe });
  };
  async function confirmOperations(cafe: Cafe, enable: boolean) {
    startAction();
    if (!enable) {
      const yes = await dialogs.confirm({
        title: t('app.cafes.operations.disable-title'),
        content: t('app.cafes.operations.disable-content', { name: cafe.name }),
      });
      if (!yes) return;
    }
    await operations.run({ cafe, enable });
  }
  async function confirmWipe(cafe: Cafe) {
    startAction();
    const yes = await dialogs.confirm({
      title: t('app.cafes.wipe.title', { name: cafe.name }),
      content: (
        <p part="wipe-content">
          {t('app.cafes.wipe.content', {
            name: cafe.name,
            amount: formatCredit(cafe.balance + cafe.incomingAmount, language),
            currency: cafe.currencyId,
            count: cafe.pendingCommands,
          })}
        </p>
      ),
    });
    if (yes) await wipe.run(cafe);
  }
  async function confirmDelete(cafe: Cafe) {
    startAction();
    if (await list.confirm('delete', cafe.name)) await remove.run(cafe);
  }

  const runs: Record<CafeRowAction, (cafe: Cafe) => unknown> = {
    edit: (cafe) => navigate(pathTo('cafes.edit', { agentId: pageAgent, posid: cafe.id })),
    users: (cafe) => navigate(pathTo('cafes.users', { agentId: pageAgent, posid: cafe.id })),
    adjustBalance: open('adjust'),
    requestReport: open('report'),
    commands: open('commands'),
    disableOperations: (cafe) => confirmOperations(cafe, false),
    enableOperations: (cafe) => confirmOperations(cafe, true),
    wipe: confirmWipe,
    delete: confirmDelete,
  };
  const rowActions = (row: Cafe) => list.rowActions(cafeRowActions(subject, agent, row), runs);

  const close = () => setPanel(null);
  const done = (message: string) => {
    setPanel(null);
    setNotice(message);
  };

  return (
    <ListPage<Cafe>
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
              key={panel.cafe.id}
              agentId={pageAgent}
              cafe={panel.cafe}
              onClose={close}
              onDone={done}
            />
          ) : null}
          {panel?.kind === 'report' ? (
            <ReportPanel key={panel.cafe.id} cafe={panel.cafe} onClose={close} onDone={done} />
          ) : null}
          {panel?.kind === 'commands' ? (
            <CommandsPanel key={panel.cafe.id} cafe={panel.cafe} onClose={close} />
          ) : null}
        </>
      }
    >
      {dialogs.outlet}
    </ListPage>
  );
}

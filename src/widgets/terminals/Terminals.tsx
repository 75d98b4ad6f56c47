/**
 * `casino-terminals` (route terminals): the terminals of the agent and all its sub-agents, server-paged,
 * sorted and filtered with the list state in the URL: name, agent, cafe, status, balance, currency, last
 * transaction. Where the permissions allow (terminal transaction for the terminal's agent), a row opens
 * the transaction panel: money into the terminal from its cafe (or its agent when it stands in none),
 * or out of it; disabled for a disabled terminal.
 */
import { useMemo, useState } from 'react';
import { listTerminalsPage, type Terminal } from '../../core/areas/terminals/api';
import { TERMINAL_SORTS } from '../../core/areas/terminals/contract';
import { terminalKeys } from '../../core/areas/terminals/keys';
import { statusKey, transactionAction } from '../../core/areas/terminals/rules';
import { formatCredit, formatDate } from '../../core/format';
import { ListPage, SuccessMessage } from '../shared/page';
import { listDefaults, useListPage, type AreaListProps } from '../shared/page/use-list-page';
import type { DataColumn } from '../shared/ui';
import { TransactionPanel } from './TransactionPanel';

/** The agent whose terminals (and its sub-agents') are listed; default the route's agent. */
export type TerminalsProps = AreaListProps;

export const TERMINALS_LIST = listDefaults(TERMINAL_SORTS, null);

export function Terminals({ agentId }: TerminalsProps) {
  const list = useListPage('terminals', { agentId, defaults: TERMINALS_LIST });
  const { t, language, subject, pageAgent, gate } = list;
  const [panel, setPanel] = useState<Terminal | null>(null);
  const [notice, setNotice] = useState('');

  const columns = useMemo<DataColumn<Terminal>[]>(
    () => [
      list.column<Terminal>('name', 'name', (r) => r.name),
      list.column<Terminal>('agentName', 'agent', (r) => r.agentName),
      list.column<Terminal>('posName', 'cafe', (r) => r.posName ?? t('app.terminals.list.no-cafe'), {
        value: (r) => r.posName ?? '',
      }),
      list.column<Terminal>('status', 'status', (r) => t(statusKey(r.status)), {
        value: (r) => r.status,
        attributes: (r) => ({ 'data-status': r.status }),
      }),
      list.column<Terminal>(
        'balance',
        'balance',
        (r) => `${formatCredit(r.balance, language)} ${r.currencyId}`,
        {
          value: (r) => r.balance,
          align: 'end',
        },
      ),
      list.column<Terminal>(
        'lastTransactionAt',
        'last-transaction',
        (r) =>
          r.lastTransactionAt ? formatDate(r.lastTransactionAt, language) : t('app.terminals.list.none'),
        { value: (r) => r.lastTransactionAt ?? '' },
      ),
    ],
    [t, language],
  );

  if (gate || !pageAgent) return gate;

  const openPanel = (terminal: Terminal) => {
    setNotice('');
    setPanel(terminal);
  };
  const rowActions = (row: Terminal) => {
    const action = transactionAction(subject, row);
    const grants = action ? [{ id: 'transaction' as const, disabledReason: action.disabledReason }] : [];
    return list.rowActions(grants, { transaction: openPanel });
  };

  return (
    <ListPage<Terminal>
      {...list.page}
      queryKey={terminalKeys.list(pageAgent)}
      load={async (query, signal) => {
        const { state: _state, ...paging } = query;
        return listTerminalsPage({ agentId: pageAgent, ...paging }, signal);
      }}
      columns={columns}
      rowId={(r) => r.id}
      rowActions={rowActions}
      rowName={(r) => r.name}
      feedback={
        <>
          <SuccessMessage>{notice}</SuccessMessage>
          {panel ? (
            <TransactionPanel
              key={panel.id}
              terminal={panel}
              onClose={() => setPanel(null)}
              onDone={(message) => {
                setPanel(null);
                setNotice(message);
              }}
            />
          ) : null}
        </>
      }
    />
  );
}

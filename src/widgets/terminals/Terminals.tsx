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
import type { ListDefaults } from '../../core/contract/list';
import { formatCredit, formatDate } from '../../core/format';
import { useLanguage, useT } from '../shared/hooks';
import {
  ListPage,
  pageGate,
  SuccessMessage,
  usePageAccess,
  usePageAgentId,
  useSubject,
  type RowAction,
} from '../shared/page';
import type { DataColumn } from '../shared/ui';
import { TransactionPanel } from './TransactionPanel';

export interface TerminalsProps {
  /** The agent whose terminals (and its sub-agents') are listed; default the route's agent. */
  agentId?: string;
}

export const TERMINALS_LIST: ListDefaults = {
  pageSize: 25,
  sort: null,
  sortable: TERMINAL_SORTS,
};

export function Terminals({ agentId }: TerminalsProps) {
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const allowed = usePageAccess('terminals', pageAgent);
  const [panel, setPanel] = useState<Terminal | null>(null);
  const [notice, setNotice] = useState('');

  const columns = useMemo<DataColumn<Terminal>[]>(
    () => [
      {
        id: 'name',
        header: t('app.terminals.columns.name'),
        value: (r) => r.name,
        cell: (r) => <span data-column="name">{r.name}</span>,
      },
      {
        id: 'agentName',
        header: t('app.terminals.columns.agent'),
        value: (r) => r.agentName,
        cell: (r) => <span data-column="agentName">{r.agentName}</span>,
      },
      {
        id: 'posName',
        header: t('app.terminals.columns.cafe'),
        value: (r) => r.posName ?? '',
        cell: (r) => <span data-column="posName">{r.posName ?? t('app.terminals.list.no-cafe')}</span>,
      },
      {
        id: 'status',
        header: t('app.terminals.columns.status'),
        value: (r) => r.status,
        cell: (r) => (
          <span data-column="status" data-status={r.status}>
            {t(statusKey(r.status))}
          </span>
        ),
      },
      {
        id: 'balance',
        header: t('app.terminals.columns.balance'),
        value: (r) => r.balance,
        align: 'end',
        cell: (r) => (
          <span data-column="balance">
            {formatCredit(r.balance, language)} {r.currencyId}
          </span>
        ),
      },
      {
        id: 'lastTransactionAt',
        header: t('app.terminals.columns.last-transaction'),
        value: (r) => r.lastTransactionAt ?? '',
        cell: (r) => (
          <span data-column="lastTransactionAt">
            {r.lastTransactionAt ? formatDate(r.lastTransactionAt, language) : t('app.terminals.list.none')}
          </span>
        ),
      },
    ],
    [t, language],
  );

  const gate = pageGate(pageAgent, allowed, null);
  if (gate || !pageAgent) return gate;

  const rowActions = (row: Terminal): RowAction<Terminal>[] => {
    const action = transactionAction(subject, row);
    if (!action) return [];
    return [
      {
        id: 'transaction',
        label: t('app.terminals.actions.transaction'),
        run: (terminal) => {
          setNotice('');
          setPanel(terminal);
        },
        disabled: action.disabledReason !== undefined,
        hint: action.disabledReason ? t(action.disabledReason) : undefined,
      },
    ];
  };

  return (
    <ListPage<Terminal>
      part="terminals"
      title={t('app.terminals.list.title')}
      queryKey={terminalKeys.list(pageAgent)}
      defaults={TERMINALS_LIST}
      load={async (query, signal) => {
        const { state: _state, ...paging } = query;
        return listTerminalsPage({ agentId: pageAgent, ...paging }, signal);
      }}
      columns={columns}
      rowId={(r) => r.id}
      rowActions={rowActions}
      rowName={(r) => r.name}
      filterLabel={t('app.terminals.list.filter')}
      emptyText={t('app.terminals.list.empty')}
      noMatchText={t('app.terminals.list.no-match')}
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

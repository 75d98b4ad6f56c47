/**
 * `casino-terminals` (route terminals): the terminals of the agent and all its sub-agents, server-paged,
 * sorted and filtered with the list state in the URL: name, agent, cafe, status, balance, currency, last
 * transaction. Where the permissions allow (terminal transaction for the terminal's agent), a row opens
 * the transaction panel: money into the terminal from its cafe (or its agent when it stands in none),
 * or out of it; disabled for a disabled terminal.
 */
import { useState } from 'react';
import { listTerminalsPage, type Terminal } from '../../core/areas/terminals/api';
import { TERMINAL_SORTS } from '../../core/areas/terminals/contract';
import { terminalKeys } from '../../core/areas/terminals/keys';
import { statusKey, transactionAction } from '../../core/areas/terminals/rules';
import { ListPage, SuccessMessage, type AreaListProps } from '../shared/page';
import { listDefaults, listLoader, listPage, useListPage } from '../shared/page/use-list-page';
import { TransactionPanel } from './TransactionPanel';

/** The agent whose terminals (and its sub-agents') are listed; default the route's agent. */
export type TerminalsProps = AreaListProps;

export const TERMINALS_LIST = listDefaults(TERMINAL_SORTS, null);

const TERMINALS_PAGE = listPage<Terminal, 'terminals'>({
  defaults: TERMINALS_LIST,
  rowName: (r) => r.name,
  queryKey: terminalKeys.list,
  load: listLoader((_, agentId) => ({ agentId }), listTerminalsPage),
  columns: (c) => [
    c.text('name'),
    c.text('agentName', 'agent'),
    c.text('posName', 'cafe', {
      text: (r, { t }) => r.posName ?? t('app.terminals.list.no-cafe'),
      value: (r) => r.posName ?? '',
    }),
    c.status('status', statusKey),
    c.money('balance', 'balance', { currency: 'currencyId' }),
    c.date('lastTransactionAt', 'last-transaction', { none: 'app.terminals.list.none' }),
  ],
});

export function Terminals({ agentId }: TerminalsProps) {
  const list = useListPage('terminals', { ...TERMINALS_PAGE, agentId });
  const { subject, pageAgent, gate } = list;
  const [panel, setPanel] = useState<Terminal | null>(null);
  const [notice, setNotice] = useState('');

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
      rowActions={rowActions}
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

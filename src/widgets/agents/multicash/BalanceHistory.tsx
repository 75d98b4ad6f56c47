/**
 * The history of the agent's multicash balances (GET /api/potBalance/log): newest first, paged, sorted
 * and filtered on the server, one balance or all. Each entry: when, which balance (currency and id),
 * what happened (the balance log's description, translated: created, updated, deleted, casino games
 * synchronization, parent balance updated), the amount (signed) and who did it. A change made on the
 * page refetches it (its query lies under the balances' key). The page, size, sort and filter live in
 * the URL like every list's.
 */
import { useMemo, useState } from 'react';
import type { PotBalance } from '../../../core/areas/agents/api';
import { agentKeys } from '../../../core/areas/agents/keys';
import {
  getPotBalanceLog,
  POT_LOG_SORTS,
  type PotBalanceLogEntry,
} from '../../../core/areas/agents/multicash-log';
import { sortParam, type ListDefaults } from '../../../core/contract/list';
import type { Page } from '../../../core/contract/list';
import { formatCurrency, formatDate } from '../../../core/format';
import { useLanguage, useT } from '../../shared/hooks';
import { ErrorMessage, useListState, useQuery } from '../../shared/page';
import { DataTable, ListSearchBox, type DataColumn } from '../../shared/ui';
import { describeBalanceEvent } from './describe';

const DEFAULTS: ListDefaults = {
  pageSize: 25,
  sort: { id: 'createdAt', desc: true },
  sortable: POT_LOG_SORTS,
  pageSizes: [10, 25, 50, 100],
};

export function BalanceHistory({ agentId, balances }: { agentId: string; balances: readonly PotBalance[] }) {
  const t = useT();
  const language = useLanguage();
  const [list, change] = useListState(DEFAULTS);
  const [balance, setBalance] = useState('');
  const query = {
    agentId,
    ...(balance ? { balanceIid: balance } : {}),
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    sort: sortParam(list.sort),
    ...(list.filter ? { filter: list.filter } : {}),
  };
  const history = useQuery<Page<PotBalanceLogEntry>>({
    queryKey: agentKeys.potBalanceLog(agentId, query),
    queryFn: ({ signal }) => getPotBalanceLog(query, signal),
    keepPrevious: true,
    staleTime: 0,
  });

  const columns = useMemo<DataColumn<PotBalanceLogEntry>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('app.agents.multicash.history.columns.created-at'),
        value: (e) => e.createdAt,
        cell: (e) => <span data-column="createdAt">{formatDate(e.createdAt, language)}</span>,
      },
      {
        id: 'balance',
        header: t('app.agents.multicash.history.columns.balance'),
        value: (e) => e.balanceIid,
        sortable: false,
        cell: (e) => (
          <span data-column="balance" title={e.balanceIid}>
            {e.currency ?? t('app.agents.multicash.history.deleted-balance')} · {e.balanceIid.slice(0, 8)}
          </span>
        ),
      },
      {
        id: 'description',
        header: t('app.agents.multicash.history.columns.description'),
        value: (e) => e.description,
        cell: (e) => (
          <span data-column="description" data-description={e.description}>
            {describeBalanceEvent(e.description, t)}
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('app.agents.multicash.history.columns.amount'),
        value: (e) => e.amount,
        align: 'end',
        cell: (e) => (
          <span data-column="amount">
            {e.currency ? formatCurrency(e.amount, e.currency, language) : e.amount.toFixed(2)}
          </span>
        ),
      },
      {
        id: 'userName',
        header: t('app.agents.multicash.history.columns.user'),
        value: (e) => e.userName,
        sortable: false,
        cell: (e) => <span data-column="userName">{e.userName ?? '—'}</span>,
      },
    ],
    [t, language],
  );

  const data = history.data;
  const state = history.isPending
    ? 'loading'
    : history.isError && !data
      ? 'error'
      : data && data.rows.length
        ? 'content'
        : 'empty';
  return (
    <section className="history" part="history" data-state={state} aria-labelledby="multicash-history-title">
      <div className="toolbar">
        <h3 className="grow" id="multicash-history-title">
          {t('app.agents.multicash.history.title')}
        </h3>
        <label>
          <span className="casino-visually-hidden">{t('app.agents.multicash.history.balance')}</span>
          <select
            part="history-balance"
            value={balance}
            onChange={(event) => {
              setBalance(event.currentTarget.value);
              if (list.pageIndex) change({ type: 'page', pageIndex: 0 });
            }}
          >
            <option value="">{t('app.agents.multicash.history.all-balances')}</option>
            {balances.map((b) => (
              <option key={b.balanceIid} value={b.balanceIid}>
                {b.currency} · {b.balanceIid.slice(0, 8)}
              </option>
            ))}
          </select>
        </label>
        <ListSearchBox
          value={list.filter}
          label={t('app.agents.multicash.history.filter')}
          onSearch={(filter) => change({ type: 'filter', filter })}
        />
      </div>
      {state === 'error' ? (
        <div>
          <ErrorMessage error={history.error} />
          <button type="button" className="secondary" part="retry" onClick={() => void history.refetch()}>
            {t('app.page.list.retry')}
          </button>
        </div>
      ) : state === 'loading' ? (
        <div className="state" part="loading" role="status">
          {t('app.agents.multicash.history.loading')}
        </div>
      ) : (
        <DataTable<PotBalanceLogEntry>
          columns={columns}
          rows={data?.rows ?? []}
          rowId={(e) => e.id}
          server={{
            total: data?.total ?? 0,
            pageIndex: list.pageIndex,
            pageSize: list.pageSize,
            pageSizes: DEFAULTS.pageSizes,
            sort: list.sort,
            onChange: change,
          }}
          busy={history.isFetching}
          emptyText={
            list.filter ? t('app.agents.multicash.history.no-match') : t('app.agents.multicash.history.empty')
          }
          label={t('app.agents.multicash.history.title')}
          settingsKey="multicash-history"
        />
      )}
    </section>
  );
}

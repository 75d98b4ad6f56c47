/**
 * `casino-ledger-check` (route ledger): the last ledger check — when, by whom (a user in the console or
 * the command line), how many transactions, postings and accounts it went through, and its result: no
 * difference, or the differences it found (what, what the ledger says, what was found) — and a button
 * that checks the ledger now. For auditors (the global claim CanAuditLedger).
 */
import { getLastLedgerCheck, runLedgerCheck, type LedgerCheck as Check } from '../../core/areas/ledger/api';
import { ledgerKeys } from '../../core/areas/ledger/keys';
import { formatDate, formatNumber } from '../../core/format';
import { useLanguage, useT } from '../shared/hooks';
import { ActionFeedback, pageGate, useAction, usePageAgentId, useQuery } from '../shared/page';

export interface LedgerCheckProps {
  agentId?: string;
}

export function LedgerCheck({ agentId }: LedgerCheckProps) {
  const t = useT();
  const language = useLanguage();
  const pageAgent = usePageAgentId(agentId);
  const last = useQuery({
    queryKey: ledgerKeys.lastCheck,
    queryFn: ({ signal }) => getLastLedgerCheck(signal),
    staleTime: 0,
  });
  const check = useAction({
    run: () => runLedgerCheck(),
    invalidates: () => [ledgerKeys.all],
    notice: (result: Check) => t('app.ledger.done', { count: result.differenceCount }),
  });
  const gate = pageGate(pageAgent, true, last);
  if (gate) return gate;
  const result = last.data ?? null;
  const number = (n: number) => formatNumber(n, language, { maxFraction: 0 });

  return (
    <div className="page" part="ledger-check" data-state={result ? 'content' : 'empty'}>
      <div className="toolbar">
        <h2 className="grow">{t('app.ledger.title')}</h2>
        <button
          type="button"
          part="run-check"
          disabled={check.busy}
          aria-busy={check.busy}
          onClick={() => void check.run(undefined as never)}
        >
          {check.busy ? t('app.ledger.running') : t('app.ledger.run')}
        </button>
      </div>
      <p className="intro">{t('app.ledger.intro')}</p>
      <ActionFeedback actions={[check]} />
      {!result ? (
        <div className="state" part="empty">
          {t('app.ledger.never')}
        </div>
      ) : (
        <section aria-labelledby="last-check" part="last-check" data-differences={result.differenceCount}>
          <h3 id="last-check">{t('app.ledger.last')}</h3>
          <dl className="facts">
            <dt>{t('app.ledger.when')}</dt>
            <dd part="checked-at">{formatDate(result.checkedAt, language)}</dd>
            <dt>{t('app.ledger.by')}</dt>
            <dd part="checked-by">{result.userName ?? t('app.ledger.command-line')}</dd>
            <dt>{t('app.ledger.transactions')}</dt>
            <dd part="transactions">{number(result.transactions)}</dd>
            <dt>{t('app.ledger.postings')}</dt>
            <dd part="postings">{number(result.postings)}</dd>
            <dt>{t('app.ledger.accounts')}</dt>
            <dd part="accounts">{number(result.accounts)}</dd>
            <dt>{t('app.ledger.duration')}</dt>
            <dd part="duration">{t('app.ledger.duration-value', { ms: number(result.durationMs) })}</dd>
            <dt>{t('app.ledger.result')}</dt>
            <dd>
              <span
                className={`badge ${result.differenceCount === 0 ? 'clean' : 'differs'}`}
                part="result"
                data-result={result.differenceCount === 0 ? 'clean' : 'differences'}
              >
                {result.differenceCount === 0
                  ? t('app.ledger.clean')
                  : t('app.ledger.differences', { count: result.differenceCount })}
              </span>
            </dd>
          </dl>
          {result.differences.length > 0 ? (
            <>
              {result.differenceCount > result.differences.length ? (
                <p part="listed">
                  {t('app.ledger.listed', {
                    listed: result.differences.length,
                    count: result.differenceCount,
                  })}
                </p>
              ) : null}
              <table part="differences">
                <caption className="casino-visually-hidden">
                  {t('app.ledger.differences', { count: result.differenceCount })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('app.ledger.columns.kind')}</th>
                    <th scope="col">{t('app.ledger.columns.what')}</th>
                    <th scope="col">{t('app.ledger.columns.expected')}</th>
                    <th scope="col">{t('app.ledger.columns.actual')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.differences.map((d, i) => (
                    <tr key={i} part="difference" data-kind={d.kind}>
                      <td>{t(`app.ledger.kinds.${d.kind}`)}</td>
                      <td>{d.what}</td>
                      <td className="amount">{d.expected}</td>
                      <td className="amount">{d.actual}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
        </section>
      )}
    </div>
  );
}

/**
 * What a cafe reported for a report request, shown under the request in the commands panel: the balance
 * report (its balance, whether its operations are enabled, its terminals' balances together), the
 * terminal report (each terminal's status and balance) or the game report (the money its terminals took
 * in and paid out since its previous game report, per terminal and in total). Amounts in the cafe's
 * currency; times in the console's format.
 */
import { dataText, type KeyTail } from '../../core/i18n';
import type { CafeReportResult, CafeReportType } from '../../core/areas/cafes/contract';
import { formatCurrency, formatDate } from '../../core/format';
import { useLanguage, useT } from '../shared/hooks';

export function ReportResult({ type, result }: { type: CafeReportType; result: CafeReportResult }) {
  const t = useT();
  const language = useLanguage();
  const amount = (value: number) => formatCurrency(value, result.currency, language);
  const status = (value: string) => dataText(t, 'app.cafes.commands.result.terminal-status', value);
  const k = (key: KeyTail<'app.cafes.commands.result'>) => t(`app.cafes.commands.result.${key}`);
  /** Deposits, withdrawals and their difference (exact to the cent), as three cells. */
  const takings = ({ deposits, withdrawals }: { deposits: number; withdrawals: number }) => (
    <>
      <td data-column="deposits" className="number">
        {amount(deposits)}
      </td>
      <td data-column="withdrawals" className="number">
        {amount(withdrawals)}
      </td>
      <td data-column="net" className="number">
        {amount((Math.round(deposits * 100) - Math.round(withdrawals * 100)) / 100)}
      </td>
    </>
  );
  const noTerminals = (
    <p className="state" part="result-no-terminals">
      {k('no-terminals')}
    </p>
  );

  return (
    <div className="report-result" part="report-result" data-report={type}>
      <p part="result-at">{t('app.cafes.commands.result.at', { at: formatDate(result.at, language) })}</p>
      {type === 'BALANCE_REPORT' ? (
        <dl>
          <dt>{k('balance')}</dt>
          <dd data-field="balance">{amount(result.balance)}</dd>
          <dt>{k('operations')}</dt>
          <dd data-field="operationsEnabled">{result.operationsEnabled ? k('enabled') : k('disabled')}</dd>
          <dt>{k('terminals-balance')}</dt>
          <dd data-field="terminalsBalance">
            {amount(result.terminals.reduce((sum, x) => sum + Math.round(x.balance * 100), 0) / 100)}
          </dd>
        </dl>
      ) : type === 'TERMINAL_REPORT' ? (
        result.terminals.length === 0 ? (
          noTerminals
        ) : (
          <table part="result-table">
            <caption className="casino-visually-hidden">{k('terminals')}</caption>
            <thead>
              <tr>
                <th scope="col">{k('columns.terminal')}</th>
                <th scope="col">{k('columns.status')}</th>
                <th scope="col" className="number">
                  {k('columns.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.terminals.map((x) => (
                <tr key={x.id} data-terminal-id={x.id}>
                  <td data-column="name">{x.name}</td>
                  <td data-column="status">{status(x.status)}</td>
                  <td data-column="balance" className="number">
                    {amount(x.balance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : (
        <>
          <p part="result-period">
            {result.from
              ? t('app.cafes.commands.result.period', {
                  from: formatDate(result.from, language),
                  to: formatDate(result.at, language),
                })
              : t('app.cafes.commands.result.period-since-open', { to: formatDate(result.at, language) })}
          </p>
          {result.terminals.length === 0 ? (
            noTerminals
          ) : (
            <table part="result-table">
              <caption className="casino-visually-hidden">{k('takings')}</caption>
              <thead>
                <tr>
                  <th scope="col">{k('columns.terminal')}</th>
                  <th scope="col" className="number">
                    {k('columns.deposits')}
                  </th>
                  <th scope="col" className="number">
                    {k('columns.withdrawals')}
                  </th>
                  <th scope="col" className="number">
                    {k('columns.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.terminals.map((x) => (
                  <tr key={x.id} data-terminal-id={x.id}>
                    <td data-column="name">{x.name}</td>
                    {takings(x)}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr part="result-totals">
                  <th scope="row">{k('totals')}</th>
                  {takings(result)}
                </tr>
              </tfoot>
            </table>
          )}
        </>
      )}
    </div>
  );
}

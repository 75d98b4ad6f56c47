/**
 * The commands panel of the cafes list: the cafe's pending commands and its latest done or cancelled
 * ones, newest first: type, what it carries (amount and POS user, report kind), state, who queued it
 * and when, when the cafe picked it up; a report request picked up shows what the cafe reported
 * (ReportResult) under it on demand. Its refresh button reloads the cafes' data (the list and the
 * commands), and the list's refresh reloads it.
 */
import { Fragment, useEffect, useRef, useState } from 'react';
import { getCafeCommands, type Cafe } from '../../core/areas/cafes/api';
import { cafeKeys } from '../../core/areas/cafes/keys';
import { commandDetail, commandStatusKey, commandTypeKey, reportTypeKey } from '../../core/areas/cafes/rules';
import { formatCredit, formatDate } from '../../core/format';
import { invalidate } from '../../core/query';
import { useLanguage, useT } from '../shared/hooks';
import { ErrorMessage, Loading, useQuery } from '../shared/page';
import { ReportResult } from './ReportResult';

/** The table's columns, by their header keys (`app.cafes.commands.columns.*`). */
const COLUMNS = ['type', 'detail', 'status', 'queued', 'picked-up'] as const;

export function CommandsPanel({ cafe, onClose }: { cafe: Cafe; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const commands = useQuery({
    queryKey: cafeKeys.commands(cafe.id),
    queryFn: ({ signal }) => getCafeCommands(cafe.id, true, signal),
    staleTime: 0,
  });
  const rows = commands.data ?? [];
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section
      className="panel"
      part="commands"
      aria-labelledby="commands-title"
      data-state={
        commands.isPending ? 'loading' : commands.isError ? 'error' : rows.length ? 'content' : 'empty'
      }
    >
      <div className="toolbar">
        <h3 className="grow" id="commands-title" ref={heading} tabIndex={-1}>
          {t('app.cafes.commands.title', { name: cafe.name })}
        </h3>
        <button
          type="button"
          className="secondary"
          part="refresh-commands"
          onClick={() => void invalidate(cafeKeys.all)}
        >
          {t('app.cafes.commands.refresh')}
        </button>
        <button type="button" className="secondary" part="cancel" onClick={onClose}>
          {t('app.cafes.commands.close')}
        </button>
      </div>
      {commands.isPending ? <Loading /> : null}
      {commands.isError ? <ErrorMessage error={commands.error} /> : null}
      {commands.isSuccess && rows.length === 0 ? (
        <div className="state" part="commands-empty">
          {t('app.cafes.commands.empty')}
        </div>
      ) : null}
      {rows.length > 0 ? (
        <table part="commands-table" aria-labelledby="commands-title">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`app.cafes.commands.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((command) => {
              const detail = commandDetail(command);
              const report = command.report;
              const result = report?.result ?? null;
              const open = !!result && shown.has(command.id);
              return (
                <Fragment key={command.id}>
                  <tr part="command" data-command-id={command.id} data-status={command.status}>
                    <td data-column="type">{t(commandTypeKey(command.type))}</td>
                    <td data-column="detail">
                      {detail
                        ? t(detail.key, {
                            amount: detail.amount === undefined ? '' : formatCredit(detail.amount, language),
                            currency: cafe.currencyId,
                            user: detail.user ?? '',
                            report: detail.report ? t(reportTypeKey(detail.report)) : '',
                          })
                        : ''}
                      {report && result ? (
                        <>
                          {' '}
                          <button
                            type="button"
                            className="link"
                            part="toggle-result"
                            aria-expanded={open}
                            onClick={() => toggle(command.id)}
                          >
                            {open ? t('app.cafes.commands.result.hide') : t('app.cafes.commands.result.show')}
                          </button>
                        </>
                      ) : report && command.status === 'PENDING' ? (
                        <span className="hint" part="result-waiting">
                          {' · '}
                          {t('app.cafes.commands.result.waiting')}
                        </span>
                      ) : null}
                    </td>
                    <td data-column="status">{t(commandStatusKey(command.status))}</td>
                    <td data-column="createdAt">
                      {formatDate(command.createdAt, language)}
                      {command.createdBy ? ` · ${command.createdBy}` : ''}
                    </td>
                    <td data-column="pickedUpAt">
                      {command.pickedUpAt ? formatDate(command.pickedUpAt, language) : '—'}
                    </td>
                  </tr>
                  {open && report ? (
                    <tr part="result-row" id={`result-${command.id}`} data-command-id={command.id}>
                      <td colSpan={5}>
                        <ReportResult type={report.type} result={result} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

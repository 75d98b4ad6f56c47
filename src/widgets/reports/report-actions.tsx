/**
 * The row actions of a report (definition `actions`, src/core/areas/reports/actions.ts): each row shows
 * the actions the user may take on it (RowActions: the first a button, the others in its menu). Choosing
 * one asks for confirmation naming the row; confirmed, the request runs (the actions are disabled and
 * the feedback says so), then the report's rows are fetched again whatever the answer, the answer is
 * told (how many rounds were closed and what was credited) or the refusal, translated.
 */
import { useState, type ReactNode } from 'react';
import { actionBody, rowActionsOf } from '../../core/areas/reports/actions';
import { runReportAction, type ReportActionAnswer } from '../../core/areas/reports/api';
import type { ReportRow } from '../../core/areas/reports/contract';
import type { ReportActionDef, ReportDefinition } from '../../core/areas/reports/definitions';
import { formatCurrency, listText } from '../../core/format';
import { HttpError } from '../../core/http';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import {
  ErrorMessage,
  requestErrorText,
  RowActions,
  SuccessMessage,
  useAction,
  useSubject,
  type RowAction,
} from '../shared/page';

export interface ReportActions {
  /** The actions cell of a row (undefined: the report has no actions). */
  cell: ((row: ReportRow) => ReactNode) | undefined;
  /** The state of the last action: busy, its refusal or its result. */
  feedback: ReactNode;
  /** The confirmation dialog. */
  outlet: ReactNode;
}

interface Run {
  action: ReportActionDef;
  row: ReportRow;
}

export function useReportActions(
  def: ReportDefinition,
  agentId: string,
  agentName: string,
  language: string,
): ReportActions {
  const t = useT();
  const subject = useSubject();
  const dialogs = useDialogs();
  const [last, setLast] = useState<Run | null>(null);
  const action = useAction<Run, ReportActionAnswer>({
    run: ({ action: a, row }) => runReportAction(a, row, agentId),
    // the pending rounds, the reports that count settled rounds, and the players' balances
    invalidates: () => [['reports'], ['players']],
    notice: (answer, { action: a, row }) =>
      t(`app.reports.actions.${a.id}.done`, {
        ...texts(row),
        count: answer.closed,
        payouts: answer.payouts.length
          ? listText(
              answer.payouts.map((p) => formatCurrency(p.amount, p.currency, language)),
              language,
            )
          : t('app.reports.actions.nothing'),
      }),
    announce: (_answer, { action: a, row }) => {
      const body = actionBody(a, row, agentId);
      return a.id === 'close-round'
        ? { saved: { kind: 'pending-round', id: body.betId, action: 'closed', agentId } }
        : { saved: { kind: 'pending-rounds-of-casino', id: body.casinoId, action: 'closed', agentId } };
    },
  });

  const texts = (row: ReportRow) => ({
    ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? '' : String(v)])),
    payoutDue:
      typeof row.payoutDue === 'number'
        ? formatCurrency(row.payoutDue, String(row.currency ?? ''), language)
        : '',
    reportAgent: agentName,
    interpolation: { escapeValue: false },
  });

  const start = async (a: ReportActionDef, row: ReportRow) => {
    const yes = await dialogs.confirm({
      title: t(`app.reports.actions.${a.id}.title`),
      content: t(`app.reports.actions.${a.id}.content`, texts(row)),
    });
    if (!yes) return;
    setLast({ action: a, row });
    await action.run({ action: a, row });
  };

  if (!def.actions?.length) return { cell: undefined, feedback: null, outlet: null };

  const cell = (row: ReportRow) => {
    const offered = rowActionsOf(def, subject.claims, row);
    if (offered.length === 0) return null;
    const items: RowAction<ReportRow>[] = offered.map((a) => ({
      id: a.id,
      label: t(`app.reports.actions.${a.id}.label`),
      danger: a.danger,
      disabled: action.busy,
      run: (r) => start(a, r),
    }));
    return <RowActions row={row} actions={items} name={String(row[def.rowId] ?? '')} />;
  };

  const feedback: ReactNode = !last ? null : action.busy ? (
    <div className="message" part="action-state" data-state="pending" role="status">
      {t('app.reports.actions.busy')}
    </div>
  ) : action.error ? (
    <ErrorMessage error={action.error} part="action-state" state="error" transient>
      {errorText(action.error, last.action, t)}
    </ErrorMessage>
  ) : action.notice ? (
    <SuccessMessage part="action-state" state="done">
      {action.notice}
    </SuccessMessage>
  ) : null;
  return { cell, feedback, outlet: dialogs.outlet };
}

function errorText(error: unknown, a: ReportActionDef, t: ReturnType<typeof useT>): string {
  if (error instanceof HttpError) {
    if (error.status === 409)
      return t(
        a.id === 'close-round'
          ? 'app.reports.actions.errors.settled'
          : 'app.reports.actions.errors.none-left',
      );
    if (error.status === 403) return t('app.reports.actions.errors.forbidden');
    if (error.status === 404) return t('app.reports.actions.errors.not-found');
  }
  return t('app.reports.actions.errors.failed', { message: requestErrorText(error, t) });
}

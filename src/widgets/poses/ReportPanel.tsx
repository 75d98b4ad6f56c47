/**
 * The report-request panel of the cafes list: the kind of report (balance report first) asked from the
 * cafe, queued until the cafe picks it up.
 */
import { requestPosReport, type Pos } from '../../core/areas/poses/api';
import { POS_REPORT_TYPES, type PosReportType } from '../../core/areas/poses/contract';
import { posKeys } from '../../core/areas/poses/keys';
import { reportTypeKey } from '../../core/areas/poses/rules';
import { obj, oneOf } from '../../core/contract/schema';
import { invalidate } from '../../core/query';
import { ActionPanel, usePanelForm, type FieldSpec, type PanelProps } from '../shared/page';

const ReportForm = obj({ type: oneOf(POS_REPORT_TYPES) }, ['type']);

export function ReportPanel({ pos, ...panel }: PanelProps & { pos: Pos }) {
  const { t, events, panelProps } = usePanelForm<{ type: PosReportType }>(panel, {
    texts: 'app.poses.report',
    name: pos.name,
    schema: ReportForm,
    defaultValues: { type: 'BALANCE_REPORT' },
    submit: async ({ type }) => {
      await requestPosReport(pos.id, type);
      events.saved({ kind: 'cafe-command', id: pos.id, action: 'created', agentId: pos.agentId });
      void invalidate(posKeys.all);
      panel.onDone(t('app.poses.report.queued', { report: t(reportTypeKey(type)), name: pos.name }));
    },
  });
  const type: FieldSpec = {
    kind: 'radio',
    name: 'type',
    partPrefix: 'report',
    options: POS_REPORT_TYPES.map((type) => ({ value: type, label: t(reportTypeKey(type)) })),
  };
  return <ActionPanel {...panelProps} part="request-report" fields={[type]} />;
}

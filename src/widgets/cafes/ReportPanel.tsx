/**
 * The report-request panel of the cafes list: the kind of report (balance report first) asked from the
 * cafe, queued until the cafe picks it up.
 */
import { requestCafeReport, type Cafe } from '../../core/areas/cafes/api';
import { CAFE_REPORT_TYPES, type CafeReportType } from '../../core/areas/cafes/contract';
import { cafeKeys } from '../../core/areas/cafes/keys';
import { reportTypeKey } from '../../core/areas/cafes/rules';
import { obj, oneOf } from '../../core/contract/schema';
import { invalidate } from '../../core/query';
import { ActionPanel, usePanelForm, type FieldSpec, type PanelProps } from '../shared/page';

const ReportForm = obj({ type: oneOf(CAFE_REPORT_TYPES) }, ['type']);

export function ReportPanel({ cafe, ...panel }: PanelProps & { cafe: Cafe }) {
  const { t, events, panelProps } = usePanelForm<{ type: CafeReportType }, 'app.cafes.report'>(panel, {
    texts: 'app.cafes.report',
    name: cafe.name,
    schema: ReportForm,
    defaultValues: { type: 'BALANCE_REPORT' },
    submit: async ({ type }) => {
      await requestCafeReport(cafe.id, type);
      events.saved({ kind: 'cafe-command', id: cafe.id, action: 'created', agentId: cafe.agentId });
      void invalidate(cafeKeys.all);
      panel.onDone(t('app.cafes.report.queued', { report: t(reportTypeKey(type)), name: cafe.name }));
    },
  });
  const fields: FieldSpec<'app.cafes.report'>[] = [
    {
      kind: 'radio',
      name: 'type',
      partPrefix: 'report',
      options: CAFE_REPORT_TYPES.map((type) => ({ value: type, label: t(reportTypeKey(type)) })),
    },
  ];
  return <ActionPanel {...panelProps} part="request-report" fields={fields} />;
}

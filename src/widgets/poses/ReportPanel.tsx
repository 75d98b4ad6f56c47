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
import { useT } from '../shared/hooks';
import { useHostEvents } from '../shared/host';
import { ActionPanel, RadioField, useContractForm } from '../shared/page';

const ReportForm = obj({ type: oneOf(POS_REPORT_TYPES) }, ['type']);

export function ReportPanel({
  pos,
  onClose,
  onDone,
}: {
  pos: Pos;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const t = useT();
  const events = useHostEvents();
  const form = useContractForm<{ type: PosReportType }>({
    schema: ReportForm,
    defaultValues: { type: 'BALANCE_REPORT' },
    submit: async ({ type }) => {
      await requestPosReport(pos.id, type);
      events.saved({ kind: 'cafe-command', id: pos.id, action: 'created', agentId: pos.agentId });
      void invalidate(posKeys.all);
      onDone(t('app.poses.report.queued', { report: t(reportTypeKey(type)), name: pos.name }));
    },
  });
  return (
    <ActionPanel
      form={form}
      part="request-report"
      title={t('app.poses.report.title', { name: pos.name })}
      submitLabel={t('app.poses.report.submit')}
      onCancel={onClose}
    >
      <RadioField
        form={form}
        name="type"
        label={t('app.poses.report.type')}
        partPrefix="report"
        options={POS_REPORT_TYPES.map((type) => ({ value: type, label: t(reportTypeKey(type)) }))}
      />
    </ActionPanel>
  );
}

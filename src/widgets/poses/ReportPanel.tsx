/**
 * The report-request panel of the cafes list: the kind of report (balance report first) asked from the
 * cafe, queued until the cafe picks it up.
 */
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import { requestPosReport, type Pos } from '../../core/areas/poses/api';
import { POS_REPORT_TYPES, type PosReportType } from '../../core/areas/poses/contract';
import { posKeys } from '../../core/areas/poses/keys';
import { reportTypeKey } from '../../core/areas/poses/rules';
import { obj, oneOf } from '../../core/contract/schema';
import { invalidate } from '../../core/query';
import { useT } from '../shared/hooks';
import { InlineForm, RadioField, useContractForm } from '../shared/page';

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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useContractForm<{ type: PosReportType }>({
    schema: ReportForm,
    defaultValues: { type: 'BALANCE_REPORT' },
    submit: async ({ type }) => {
      await requestPosReport(pos.id, type);
      void invalidate(posKeys.all);
      onDone(t('app.poses.report.queued', { report: t(reportTypeKey(type)), name: pos.name }));
    },
  });
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  return (
    <section className="panel" part="request-report" aria-labelledby="request-report-title">
      <h3 id="request-report-title" ref={heading} tabIndex={-1}>
        {t('app.poses.report.title', { name: pos.name })}
      </h3>
      <InlineForm
        form={form}
        part="request-report-form"
        actions={
          <div className="toolbar">
            <button type="submit" part="submit" disabled={submitting}>
              {submitting ? t('app.page.form.saving') : t('app.poses.report.submit')}
            </button>
            <button type="button" className="secondary" part="cancel" onClick={onClose}>
              {t('app.shared.labels.cancel')}
            </button>
          </div>
        }
      >
        <RadioField
          form={form}
          name="type"
          label={t('app.poses.report.type')}
          partPrefix="report"
          options={POS_REPORT_TYPES.map((type) => ({ value: type, label: t(reportTypeKey(type)) }))}
        />
      </InlineForm>
    </section>
  );
}

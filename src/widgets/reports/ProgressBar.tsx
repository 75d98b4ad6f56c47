/** The indeterminate progress bar of a report or the dashboard while it runs. */
import { useT } from '../shared/hooks';

export function ProgressBar() {
  const t = useT();
  return (
    <div
      className="progress"
      part="progress"
      role="progressbar"
      aria-label={t('app.reports.results.running')}
    >
      <span />
    </div>
  );
}

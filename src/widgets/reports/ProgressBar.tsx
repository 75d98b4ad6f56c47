/**
 * The indeterminate progress bar of a report or the dashboard while it runs, and the notice that the
 * server is busy while a report waits to be asked again (src/core/http.ts: a 429 or 503 with
 * Retry-After), so a wait is never taken for a hang.
 */
import { busyRetries } from '../../core/http';
import { useSignalValue, useT } from '../shared/hooks';

/** "The server is busy, retrying…" while a request waits for a busy server's Retry-After. */
export function BusyNotice() {
  const t = useT();
  const waiting = useSignalValue(busyRetries);
  if (waiting === 0) return null;
  return (
    <div className="state" part="busy" role="status">
      {t('app.reports.results.busy')}
    </div>
  );
}

export function ProgressBar() {
  const t = useT();
  return (
    <>
      <div
        className="progress"
        part="progress"
        role="progressbar"
        aria-label={t('app.reports.results.running')}
      >
        <span />
      </div>
      <BusyNotice />
    </>
  );
}

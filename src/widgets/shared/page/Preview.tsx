/**
 * What a confirmation shows before a change is sent: a list of labelled values (`<dl class="preview">`),
 * each value marked `data-preview="<key>"` so a reader (or a test) finds it by name.
 */
import { Fragment, type ReactNode } from 'react';

export interface PreviewRow {
  /** The value's name (`data-preview`). */
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export function Preview({ part, rows }: { part: string; rows: readonly PreviewRow[] }) {
  return (
    <dl className="preview" part={part}>
      {rows.map((row) => (
        <Fragment key={row.key}>
          <dt>{row.label}</dt>
          <dd data-preview={row.key}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * A page about one setting of an agent (its IP ranges, its wallet parent): a title, what the setting
 * is now, then its editor with the permission to change it, else a read-only note
 * (`part="read-only"`); below, the failure or notice of the page's actions and the dialogs' outlet.
 */
import type { ReactNode } from 'react';
import { ActionFeedback } from './states';
import type { Action } from './use-action';

export interface SettingPageProps {
  part: string;
  /** `data-state` of the page ('content', 'empty'). */
  state: string;
  title: string;
  /** What the setting is now. */
  current: ReactNode;
  /** The editor, or null without the permission to change the setting. */
  editor: ReactNode | null;
  /** The note shown instead of the editor. */
  readOnly: string;
  actions: readonly Pick<Action<never, unknown>, 'error' | 'notice'>[];
  /** After the page's content (the dialogs' outlet). */
  after?: ReactNode;
}

export function SettingPage({
  part,
  state,
  title,
  current,
  editor,
  readOnly,
  actions,
  after,
}: SettingPageProps) {
  return (
    <div className="page" part={part} data-state={state}>
      <h2>{title}</h2>
      {current}
      {editor ?? (
        <div className="state" part="read-only">
          {readOnly}
        </div>
      )}
      <ActionFeedback actions={actions} />
      {after}
    </div>
  );
}

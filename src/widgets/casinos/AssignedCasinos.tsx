/**
 * `casino-assigned-casinos` (route casinos/assigned): the casinos of the route's agent. When the user may
 * change them, a checklist of the casinos its parent holds, the ones the agent holds ticked, each with the
 * number of sub-agents that hold it too; saving a change that removes casinos first asks the server what
 * it would do (a dry run) and confirms it: each removed casino with the sub-agents that lose it as well,
 * and how many sub-agents lose at least one. Otherwise (a top-level agent, the user's own agent, no edit
 * permission) the casinos the agent holds, with the reason they cannot be changed here.
 */
import { useStore } from '@tanstack/react-form';
import { useState, type FormEvent } from 'react';
import { findAgent } from '../../core/agents';
import {
  assignCasinos,
  getCasinoAssignment,
  type AssignmentChange,
  type CasinoAssignment,
} from '../../core/areas/casinos/api';
import { casinoKeys } from '../../core/areas/casinos/keys';
import { assignedIds, assignmentDiff, assignmentReadOnlyReason } from '../../core/areas/casinos/rules';
import { arr, obj, Uuid } from '../../core/contract/schema';
import { invalidate } from '../../core/query';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import { useHostEvents } from '../shared/host';
import { ErrorMessage, SuccessMessage, useContractForm, usePageRecord, useSubject } from '../shared/page';
import { ChecklistField } from './ChecklistField';

export interface AssignedCasinosProps {
  /** The agent whose casinos are shown; default the route's agent. */
  agentId?: string;
}

/** The checklist's one field: every casino the agent is to hold. */
const AssignmentForm = obj({ casinoIds: arr(Uuid) });

interface Values {
  casinoIds: string[];
}

export function AssignedCasinos({ agentId }: AssignedCasinosProps) {
  const t = useT();
  const page = usePageRecord(agentId, casinoKeys.assignment, getCasinoAssignment, {
    keepOnFailure: true,
  });
  if (page.gate !== null) return page.gate;
  const { pageAgent, data } = page;
  const name = findAgent(pageAgent)?.name ?? null;
  const title = name ? t('app.casinos.assigned.title', { name }) : t('app.casinos.assigned.title-unnamed');
  return data.editable ? (
    <EditableAssignment key={pageAgent} assignment={data} title={title} agentName={name} />
  ) : (
    <ReadOnlyAssignment assignment={data} title={title} />
  );
}

function ReadOnlyAssignment({ assignment, title }: { assignment: CasinoAssignment; title: string }) {
  const t = useT();
  const subject = useSubject();
  const reason = assignmentReadOnlyReason(subject, assignment);
  return (
    <div className="page" part="assigned-casinos" data-state="content" data-editable="false">
      <h2>{title}</h2>
      {reason ? (
        <div className="message info" part="read-only" data-reason={reason} role="status">
          {t(`app.casinos.assigned.${reason}`)}
        </div>
      ) : null}
      {assignment.choices.length ? (
        <ul className="held" part="held" aria-label={t('app.casinos.assigned.legend')}>
          {assignment.choices.map((c) => (
            <li key={c.id} data-casino-id={c.id}>
              {c.name}{' '}
              <span className="status" data-status={c.status}>
                {t(`app.casinos.statuses.${c.status}`)}
              </span>
              {c.subAgents > 0 ? (
                <span className="note">
                  {' '}
                  · {t('app.casinos.assigned.sub-agents', { count: c.subAgents })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="state" part="empty">
          {t('app.casinos.assigned.none-held')}
        </p>
      )}
    </div>
  );
}

function EditableAssignment({
  assignment,
  title,
  agentName,
}: {
  assignment: CasinoAssignment;
  title: string;
  agentName: string | null;
}) {
  const t = useT();
  const events = useHostEvents();
  const dialogs = useDialogs();
  const agentId = assignment.agentId;
  const [notice, setNotice] = useState('');
  const [checking, setChecking] = useState(false);
  const [previewError, setPreviewError] = useState<unknown>(null);

  const form = useContractForm<Values>({
    schema: AssignmentForm,
    defaultValues: { casinoIds: assignedIds(assignment.choices) },
    confirmLeave: dialogs,
    submit: async (values) => {
      const change = await assignCasinos(agentId, values.casinoIds);
      events.saved({ kind: 'casino-assignment', id: agentId, action: 'updated', agentId });
      setNotice(savedText(change));
      void invalidate(casinoKeys.all);
    },
  });
  const selected = useStore(form.store, (s) => (s.values as unknown as Values).casinoIds);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const diff = assignmentDiff(assignment.choices, selected);
  const changed = diff.added.length > 0 || diff.removed.length > 0;

  function savedText(change: AssignmentChange): string {
    const counts = { added: change.added.length, removed: change.removed.length };
    return change.subAgentsAffected > 0
      ? t('app.casinos.assigned.saved-cascade', { ...counts, count: change.subAgentsAffected })
      : t('app.casinos.assigned.saved', counts);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setNotice('');
    setPreviewError(null);
    form.clearFailure();
    const casinoIds = [...selected];
    if (diff.removed.length > 0) {
      let preview: AssignmentChange;
      setChecking(true);
      try {
        preview = await assignCasinos(agentId, casinoIds, true);
      } catch (error) {
        setPreviewError(error);
        return;
      } finally {
        setChecking(false);
      }
      const yes = await dialogs.confirm({
        title: t('app.casinos.assigned.confirm-title'),
        content: (
          <>
            <p>
              {t('app.casinos.assigned.confirm-content', {
                count: preview.removed.length,
                name: agentName ?? t('app.casinos.assigned.this-agent'),
              })}
            </p>
            <ul className="cascade" part="cascade">
              {preview.cascade.map((c) => (
                <li key={c.casinoId} data-casino-id={c.casinoId} data-sub-agents={c.subAgents}>
                  {c.subAgents > 0
                    ? t('app.casinos.assigned.confirm-cascade', { casino: c.name, count: c.subAgents })
                    : t('app.casinos.assigned.confirm-no-cascade', { casino: c.name })}
                </li>
              ))}
            </ul>
            {preview.subAgentsAffected > 0 ? (
              <p part="cascade-total">
                {t('app.casinos.assigned.confirm-total', { count: preview.subAgentsAffected })}
              </p>
            ) : null}
          </>
        ),
      });
      if (!yes) return;
    }
    await form.handleSubmit();
  }

  const busy = checking || submitting;
  return (
    <div className="page" part="assigned-casinos" data-state="content" data-editable="true">
      <h2>{title}</h2>
      <form noValidate part="form" aria-busy={busy || undefined} onSubmit={(e) => void save(e)}>
        {assignment.choices.length ? (
          <ChecklistField<string>
            form={form}
            name="casinoIds"
            part="casino-choices"
            legend={t('app.casinos.assigned.legend')}
            hint={t('app.casinos.assigned.hint')}
            groups={[
              {
                id: 'casinos',
                label: t('app.casinos.assigned.legend'),
                options: assignment.choices.map((c) => ({
                  value: c.id,
                  label: c.name,
                  note: [
                    c.status === 'Active' ? '' : t(`app.casinos.statuses.${c.status}`),
                    c.subAgents > 0 ? t('app.casinos.assigned.sub-agents', { count: c.subAgents }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · '),
                })),
              },
            ]}
          />
        ) : (
          <p className="state" part="empty">
            {t('app.casinos.assigned.none-offered')}
          </p>
        )}
        <ErrorMessage error={form.failure ?? previewError} transient />
        <SuccessMessage>{notice}</SuccessMessage>
        <div className="toolbar">
          <button type="submit" part="save" disabled={busy || !changed}>
            {busy ? t('app.page.form.saving') : t('app.casinos.assigned.save')}
          </button>
          <button
            type="button"
            className="secondary"
            part="reset"
            disabled={busy || !changed}
            onClick={() => {
              form.reset();
              setNotice('');
            }}
          >
            {t('app.casinos.assigned.reset')}
          </button>
        </div>
      </form>
      {dialogs.outlet}
    </div>
  );
}

/**
 * The set-up every create/edit form page of an area repeats, in two hooks (docs/adding-an-area.md):
 *
 * - `useFormPage(area, …)`, in the page's element (whose `RouteGuard` has applied the create or edit
 *   route's access check): the page's agent, the edited record loaded fresh (only when editing), the gate
 *   (loading, forbidden, failure with retry) over the record and the page's other queries, and the
 *   reload after another user's change (the form starts again from the new values: `key`).
 * - `usePageForm(page, …)`, in the form's body: the translation, the permission subject, the dialogs,
 *   the contract form (validation before sending, the server's messages on their fields, asking before
 *   unsaved changes are left), and a submit that creates or updates, then announces `casino-saved`,
 *   puts the focus on the object's row, refreshes the area's data and returns to the list; cancel
 *   returns to the list without saving. What it gives `FormPage` (`pageProps`): the title and the
 *   submit label of the area's `app.<area>.form.*` texts (`texts`, also the prefix of the fields' label
 *   keys), the read-only message without permission, the dialogs' outlet and the watch of the edited
 *   object (with `next`, a save may lead elsewhere than the list).
 */
import type { KeyPrefix, TextArea, TranslationKey } from '../../../core/i18n';
import { pathTo, type AgentRouteKey } from '../../../core/paths';
import type { QueryKey, QueryObserverResult } from '@tanstack/query-core';
import { useState, type ReactNode } from 'react';
import type { CasinoObjectKind } from '../../../core/events';
import { requestRowFocus } from '../../../core/focus-request';
import type { PermissionSubject } from '../../../core/permissions';
import { invalidate } from '../../../core/query';
import { useDialogs, type Dialogs } from '../dialogs';
import { useT } from '../hooks';
import { useHostEvents, type HostEvents } from '../host';
import type { FormPageProps } from './FormPage';
import { usePageAgentId, useSubject } from './hooks';
import { pageGate, type GateQuery } from './states';
import { useContractForm, type ContractForm, type ContractFormOptions } from './use-contract-form';
import { useQuery } from './use-query';
import { useReference, type ReferenceData, type ReferenceDataKind } from './use-reference';
import type { ChangeObjectType } from '../../../core/contract/changes';

/** The element's attributes a form page reads. */
export interface FormPageAttributes {
  /** The `agent-id` attribute (default: the route's agent). */
  agentId?: string;
  /** The object edited (its route parameter); absent on create. */
  id?: string;
}

export interface FormPageOptions<R> {
  /** The route of the list the page returns to ('players'). */
  list: AgentRouteKey;
  /** The reference data the form waits for ('currencies', 'countries'…): `reference(kind)` after the gate. */
  references?: readonly ReferenceDataKind[];
  /** How the edited object loads (always fresh: another tab may have changed it). */
  record: { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<R> };
}

/** Where a form body is: its area, agent and object, and how it shows the object's new values. */
export interface FormPlace {
  /** The area ('players'): the texts are `app.{area}.form.*`. */
  area: FormArea;
  /** The address of the list the page returns to. */
  list: string;
  pageAgent: string;
  /** The object edited; absent on create. */
  id?: string;
  /** Loads the object again and starts the form from its new values. */
  onReload: () => void;
}

export interface FormPageState<R> {
  pageAgent: string | null;
  editing: boolean;
  /** The edited object's query (idle on create). */
  record: QueryObserverResult<R, Error>;
  /** Loading, forbidden or a failure until the record (when editing) and `queries` are there; else null. */
  gate(queries?: readonly GateQuery[]): ReactNode | null;
  /** One kind of the reference data asked in `references`, once the gate is null. */
  reference<K extends ReferenceDataKind>(kind: K): ReferenceData<K>;
  /** For the body; defined once the gate is null. */
  place: FormPlace;
  /** The body's key: a new agent, object or reload starts the form again. */
  key: string;
}

export function useFormPage<R>(
  area: FormArea,
  { agentId, id }: FormPageAttributes,
  options: FormPageOptions<R>,
): FormPageState<R> {
  const pageAgent = usePageAgentId(agentId);
  const editing = Boolean(id);
  // bumped by a reload after another user's change: the form starts again from the new values
  const [revision, setRevision] = useState(0);
  const record = useQuery<R>({
    queryKey: options.record.queryKey,
    queryFn: options.record.queryFn,
    enabled: editing,
    staleTime: 0,
  });
  // every kind is observed (the same hooks each render); only the ones asked for load and gate
  const asked = options.references ?? [];
  const references = {
    countries: useReference('countries', asked.includes('countries')),
    currencies: useReference('currencies', asked.includes('currencies')),
    timezones: useReference('timezones', asked.includes('timezones')),
    languages: useReference('languages', asked.includes('languages')),
  };
  const waited = asked.map((kind) => references[kind]);
  return {
    pageAgent,
    editing,
    record,
    gate: (queries = []) => pageGate(pageAgent, true, [...waited, ...queries, ...(editing ? [record] : [])]),
    reference: (kind) => references[kind].data as ReferenceData<typeof kind>,
    place: {
      area,
      list: pageAgent ? pathTo(options.list, { agentId: pageAgent }) : '',
      pageAgent: pageAgent ?? '',
      id,
      onReload: () => void record.refetch().then(() => setRevision((r) => r + 1)),
    },
    key: `${pageAgent}|${id ?? ''}|${revision}`,
  };
}

/** What a save gives back: the object's id (on create) and the agent it belongs to. */
export interface Saved {
  id?: string;
  agentId?: string;
}

export interface PageFormOptions<V extends object> extends Omit<
  ContractFormOptions<V>,
  'submit' | 'confirmLeave'
> {
  /** The kind of object in `casino-saved`. */
  kind: CasinoObjectKind;
  /** The area's query root, refreshed after a save. */
  invalidates: QueryKey;
  /** Creates the object; resolves with its id (and its agent). */
  create: (values: V) => Promise<Saved & { id: string }>;
  /** Updates the edited object; may resolve with the agent it belongs to. */
  update: (values: V, id: string) => Promise<Saved | void>;
  /** Whether the user may save (default yes); else the form is read-only with the forbidden message. */
  mayEdit?: (subject: PermissionSubject) => boolean;
  /** The edited object's name in the edit title. */
  name?: string;
  /** The title, when not `app.{area}.form.edit-title` / `create-title`. */
  title?: string;
  /** The prefix of the title and button texts (default `app.{area}.form`). */
  texts?: FormTexts;
  /** The list the page returns to (default the place's `list`). */
  list?: string;
  /** Where a save leads instead of the list (the new object's next step), or undefined for the list. */
  next?: (saved: Saved & { id: string }, values: V) => string | undefined;
  /** The audit object type that is followed while editing ('player': kinds `player.updated`). */
  watch?: ChangeObjectType;
  /** The audit kinds of `watch` that announce a change (default `<watch>.updated`). */
  watchKinds?: readonly string[];
}

/** The tails of a form page's title and button texts. */
type FormTextTail = 'edit-title' | 'create-title' | 'save' | 'create';
/** A branch holding a form page's title and button texts (`app.players.form`). */
export type FormTexts = KeyPrefix<FormTextTail>;
/** The areas with a form page's texts under `app.<area>.form`. */
export type FormArea = {
  [A in TextArea]: `app.${A}.form.${FormTextTail}` extends TranslationKey ? A : never;
}[TextArea];

export interface PageForm {
  form: ContractForm;
  t: ReturnType<typeof useT>;
  subject: PermissionSubject;
  dialogs: Dialogs;
  events: HostEvents;
  /** For `<FormPage {...pageProps}>` (the area's `part` and any other prop after it). */
  pageProps: Omit<FormPageProps, 'children' | 'part'>;
}

export function usePageForm<V extends object>(place: FormPlace, options: PageFormOptions<V>): PageForm {
  const events = useHostEvents();
  const t = useT();
  const subject = useSubject();
  const dialogs = useDialogs();
  const { area, id, onReload } = place;
  const list = options.list ?? place.list;
  const form = useContractForm<V>({
    ...options,
    confirmLeave: dialogs,
    submit: async (values) => {
      const saved = id ? { ...(await options.update(values, id)), id } : await options.create(values);
      const action = id ? 'updated' : 'created';
      events.saved(
        saved.agentId
          ? { kind: options.kind, id: saved.id, action, agentId: saved.agentId }
          : { kind: options.kind, id: saved.id, action },
      );
      requestRowFocus(saved.id);
      void invalidate(options.invalidates);
      events.navigate(options.next?.(saved, values) ?? list, { force: true });
    },
  });
  const texts: FormTexts = options.texts ?? `app.${area}.form`;
  return {
    form,
    t,
    subject,
    dialogs,
    events,
    pageProps: {
      form,
      texts,
      title:
        options.title ??
        (id ? t(`${texts}.edit-title`, { name: options.name ?? '' }) : t(`${texts}.create-title`)),
      submitLabel: id ? t(`${texts}.save`) : t(`${texts}.create`),
      onCancel: () => events.navigate(list),
      readOnlyMessage:
        options.mayEdit && !options.mayEdit(subject) ? t('app.page.errors.forbidden') : undefined,
      after: dialogs.outlet,
      watch:
        id && options.watch
          ? {
              objectType: options.watch,
              objectId: id,
              kinds: options.watchKinds ?? [`${options.watch}.updated`],
              onReload,
            }
          : undefined,
    },
  };
}

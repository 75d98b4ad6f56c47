/**
 * `casino-roles` (route roles): the operator's roles (named claim sets), global to the operator. A list
 * of the roles with their number of permissions; choosing one shows it in an editor (name and
 * permissions by claim type). With the edit-roles permission: add, rename, change and delete (after a
 * confirmation); a role's permissions are offered within what the user may grant, and those a role
 * already holds beyond them are kept and listed apart. Saving sends the whole list (PUT /api/Role).
 * Other users' changes refresh the list at once; the role being edited says who changed it and keeps
 * what was typed until Reload.
 */
import { useState } from 'react';
import { getRoles, saveRoles, type Role, type RoleInput } from '../../core/areas/users/api';
import { RoleForm } from '../../core/areas/users/contract';
import { userKeys } from '../../core/areas/users/keys';
import { claimNames, claimsFromNames, heldOutside } from '../../core/areas/users/rules';
import { can, permissionDef, permissionLabel } from '../../core/permissions';
import { invalidate } from '../../core/query';
import type { ClaimItem } from '../../core/reference/contract';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import { useHostEvents } from '../shared/host';
import {
  ActionFeedback,
  ChangedElsewhere,
  FormFields,
  InlineForm,
  pageGate,
  SuccessMessage,
  useAction,
  useAllowedClaims,
  useContractForm,
  useLiveUpdates,
  usePageAgentId,
  useQuery,
  useSubject,
} from '../shared/page';
import { HeldOutside } from './parts';
import { withTranslatedFailure } from './refusals';

export interface RolesProps {
  /** The agent of the route (roles are the operator's, whatever the agent). */
  agentId?: string;
}

/** The role chosen: a stored one by id, or a new one. */
type Choice = { kind: 'stored'; id: string } | { kind: 'new' } | null;

export function Roles({ agentId }: RolesProps) {
  const t = useT();
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const mayEdit = can.editRoles(subject);
  const roles = useQuery({ queryKey: userKeys.roles, queryFn: getRoles, staleTime: 0 });
  const claims = useAllowedClaims(mayEdit);
  const [choice, setChoice] = useState<Choice>(null);
  const [saved, setSaved] = useState('');
  // a reload after another user's change of the chosen role starts its editor again from the new values
  const [revision, setRevision] = useState(0);
  const dialogs = useDialogs();
  const events = useHostEvents();
  // other users' changes of the roles reach this page too when no header holds the live stream
  useLiveUpdates();

  const removal = useAction({
    run: (role: Role) => withTranslatedFailure(() => saveRoles(list.filter((r) => r.id !== role.id)), t),
    invalidates: () => [userKeys.roles],
    notice: (_saved, role) => t('app.users.roles.deleted', { name: role.name }),
    announce: (_saved, role) => ({ deleted: { kind: 'role', id: role.id } }),
    onSuccess: () => setChoice(null),
  });

  const list = roles.data ?? [];
  const waiting = mayEdit && claims.isPending ? { status: 'pending' as const, error: null } : null;
  const gate = pageGate(
    pageAgent,
    true,
    roles.isSuccess ? waiting : { status: roles.status, error: roles.error, refetch: roles.refetch },
  );
  if (gate || !pageAgent) return gate;
  const chosen = choice?.kind === 'stored' ? list.find((r) => r.id === choice.id) : undefined;
  const grantable: ClaimItem[] = claims.data ?? [];

  /** Saves the list with `input` in place of the chosen role (or added); a failure is thrown to the editor. */
  async function store(input: RoleInput) {
    removal.reset();
    setSaved('');
    const next = chosen ? list.map((r) => (r.id === chosen.id ? input : r)) : [...list, input];
    const saved = await withTranslatedFailure(() => saveRoles(next), t);
    void invalidate(userKeys.roles);
    const kept = saved.find((r) => r.name === input.name);
    if (kept) events.saved({ kind: 'role', id: kept.id, action: chosen ? 'updated' : 'created' });
    setChoice(kept ? { kind: 'stored', id: kept.id } : null);
    setSaved(t('app.users.roles.saved', { name: input.name }));
  }

  async function remove(role: Role) {
    const content = t('app.users.roles.delete-content', { name: role.name });
    if (await dialogs.confirm({ title: t('app.users.roles.delete-title'), content })) await removal.run(role);
  }

  return (
    <div className="page" part="roles" data-state={list.length ? 'content' : 'empty'}>
      <div className="toolbar">
        <h2 className="grow">{t('app.users.roles.title')}</h2>
        {mayEdit ? (
          <button
            type="button"
            part="add-role"
            onClick={() => {
              setSaved('');
              setChoice({ kind: 'new' });
            }}
          >
            {t('app.users.roles.add')}
          </button>
        ) : null}
      </div>
      <p className="hint">{t('app.users.roles.hint')}</p>
      {!mayEdit ? (
        <div className="message error" part="read-only" role="status">
          {t('app.users.roles.read-only')}
        </div>
      ) : null}
      <ActionFeedback actions={[removal]} />
      <SuccessMessage>{saved}</SuccessMessage>
      <div className="roles-layout">
        <nav aria-label={t('app.users.roles.list')}>
          {list.length === 0 ? <p className="state">{t('app.users.roles.empty')}</p> : null}
          <ul part="role-list" className="role-list">
            {list.map((role) => (
              <li key={role.id}>
                <button
                  type="button"
                  className={chosen?.id === role.id ? 'role current' : 'role secondary'}
                  part="role"
                  data-role-id={role.id}
                  aria-pressed={chosen?.id === role.id}
                  onClick={() => {
                    setSaved('');
                    setChoice({ kind: 'stored', id: role.id });
                  }}
                >
                  <span className="role-name" translate="no">
                    {role.name}
                  </span>{' '}
                  <span className="hint">
                    {t('app.users.roles.count', { count: claimNames(role.claims).length })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="role-editor">
          {choice === null || (choice.kind === 'stored' && !chosen) ? (
            <p className="state" part="select-role">
              {t('app.users.roles.select')}
            </p>
          ) : (
            <RoleEditor
              key={`${chosen?.id ?? 'new'}|${revision}`}
              role={chosen ?? null}
              grantable={grantable}
              mayEdit={mayEdit}
              others={list.filter((r) => r.id !== chosen?.id)}
              onSave={store}
              onDelete={chosen ? () => remove(chosen) : undefined}
              onReload={() => void roles.refetch().then(() => setRevision((r) => r + 1))}
            />
          )}
        </section>
      </div>
      {dialogs.outlet}
    </div>
  );
}

function RoleEditor({
  role,
  others,
  grantable,
  mayEdit,
  onSave,
  onDelete,
  onReload,
}: {
  role: Role | null;
  /** The other roles (their names are taken). */
  others: readonly Role[];
  grantable: readonly ClaimItem[];
  mayEdit: boolean;
  onSave: (input: RoleInput) => Promise<void>;
  onDelete?: () => Promise<void>;
  /** Shows the role's values as stored now (after another user's change). */
  onReload: () => void;
}) {
  const t = useT();
  const held = claimNames(role?.claims);
  // without the edit permission the role's own claims are what is shown
  const offered: readonly ClaimItem[] = mayEdit
    ? grantable
    : held.flatMap((name) => {
        const def = permissionDef(name);
        return def ? [{ type: def.type, value: name, label: permissionLabel(name) }] : [];
      });
  const outside = mayEdit ? heldOutside(held, grantable) : [];

  const form = useContractForm<{ name: string; claims: string[] }>({
    schema: RoleForm,
    defaultValues: { name: role?.name ?? '', claims: held.filter((n) => !outside.includes(n)) },
    check: (values) => {
      const name = values.name.trim().toLowerCase();
      return others.some((r) => r.name.toLowerCase() === name)
        ? { name: { key: 'app.users.refusals.roleNameTaken' } }
        : {};
    },
    submit: async (values) => {
      const name = values.name.trim();
      await onSave({
        ...(role ? { id: role.id } : {}),
        name,
        claims: claimsFromNames([...values.claims, ...outside]),
      });
      return { name };
    },
  });

  return (
    <InlineForm form={form} part="role-form">
      {role ? (
        <ChangedElsewhere
          watch={{ objectType: 'role', objectId: role.id, kinds: ['role.updated'], onReload }}
        />
      ) : null}
      <FormFields
        form={form}
        texts="app.users.roles"
        disabled={!mayEdit}
        fields={[
          { name: 'name', maxLength: 60 },
          { kind: 'claims', name: 'claims', allowed: offered, when: offered.length > 0 },
        ]}
      />
      <HeldOutside names={outside} title={t('app.users.roles.held-outside')} />
      {mayEdit ? (
        <div className="toolbar">
          <button type="submit" part="save-role">
            {t('app.users.roles.save')}
          </button>
          {onDelete ? (
            <button type="button" className="danger" part="delete-role" onClick={() => void onDelete()}>
              {t('app.users.roles.delete')}
            </button>
          ) : null}
        </div>
      ) : null}
    </InlineForm>
  );
}

/**
 * `casino-user-claims` (route users/claims/:id): a user's permissions by claim type with their
 * translated labels. Only the permissions the signed-in user may grant this user are offered; those
 * it holds beyond them are listed apart. A role (with the view-roles permission) fills the selection
 * as a starting point; saving sends the whole selection (POST /api/User/setclaims), after which the
 * user signs in again. Read-only without the edit permission, for the signed-in user itself, and for
 * a user holding permissions the signed-in user cannot grant.
 */
import { pathTo } from '../../core/paths';
import { useState } from 'react';
import { getRoles, getUserClaims, setUserClaims, type UserClaimsView } from '../../core/areas/users/api';
import { ClaimNamesForm, type Role } from '../../core/areas/users/contract';
import { userKeys } from '../../core/areas/users/keys';
import { applyRole, claimNames, claimsFromNames, heldOutside } from '../../core/areas/users/rules';
import { can } from '../../core/permissions';
import { invalidate } from '../../core/query';
import { currentQuery } from '../../core/router';
import { useHostEvents } from '../shared/host';
import { useDialogs } from '../shared/dialogs';
import { useT } from '../shared/hooks';
import {
  ClaimsField,
  FormPage,
  SuccessMessage,
  useContractForm,
  usePageRecord,
  useQuery,
  useSubject,
} from '../shared/page';
import { HeldOutside } from './parts';
import { withTranslatedFailure } from './refusals';

export interface UserClaimsProps {
  /** The agent of the user; default the route's agent. */
  agentId?: string;
  /** The user whose permissions are shown. */
  id?: string;
}

export function UserClaims({ agentId, id }: UserClaimsProps) {
  const subject = useSubject();
  const page = usePageRecord(
    agentId,
    () => userKeys.claims(id ?? ''),
    () => getUserClaims(id!),
    { enabled: !!id },
  );
  const mayViewRoles = can.viewRoles(subject);
  const roles = useQuery({ queryKey: userKeys.roles, queryFn: getRoles, enabled: mayViewRoles });
  // a reload after another user's change starts the selection again from the stored claims
  const [revision, setRevision] = useState(0);
  if (page.gate !== null) return page.gate;
  return (
    <ClaimsBody
      key={`${id}|${revision}`}
      pageAgent={page.pageAgent}
      view={page.data}
      roles={mayViewRoles && roles.data ? roles.data : []}
      onReload={() => void page.query.refetch().then(() => setRevision((r) => r + 1))}
    />
  );
}

function ClaimsBody({
  pageAgent,
  view,
  roles,
  onReload,
}: {
  pageAgent: string;
  view: UserClaimsView;
  roles: readonly Role[];
  onReload: () => void;
}) {
  const events = useHostEvents();
  const navigate = events.navigate;
  const t = useT();
  const dialogs = useDialogs();
  const held = claimNames(view.claims);
  const outside = heldOutside(held, view.grantable);
  const [notice, setNotice] = useState(() =>
    currentQuery().created === '1' ? t('app.users.form.created', { name: view.userName }) : '',
  );
  const [roleId, setRoleId] = useState('');

  const mayEdit = view.manageable;
  const readOnly = view.readOnlyReason
    ? t(
        (
          {
            self: 'app.users.claims.self',
            permission: 'app.users.claims.read-only',
            'out-of-reach': 'app.users.claims.out-of-reach',
          } as const
        )[view.readOnlyReason],
      )
    : undefined;

  const form = useContractForm<{ claims: string[] }>({
    schema: ClaimNamesForm,
    defaultValues: { claims: held.filter((name) => !outside.includes(name)) },
    confirmLeave: dialogs,
    submit: async (values) => {
      setNotice('');
      await withTranslatedFailure(() => setUserClaims(view.userId, claimsFromNames(values.claims)), t);
      events.saved({ kind: 'user-claims', id: view.userId, action: 'updated', agentId: pageAgent });
      void invalidate(userKeys.all);
      setNotice(t('app.users.claims.saved'));
    },
  });

  function apply() {
    const role = roles.find((r) => r.id === roleId);
    if (!role) return;
    const { names, leftOut } = applyRole(role.claims, view.grantable);
    form.setFieldValue('claims', names);
    setNotice(
      [
        t('app.users.claims.applied', { role: role.name }),
        leftOut.length ? t('app.users.claims.left-out', { count: leftOut.length }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  }

  return (
    <FormPage
      form={form}
      part="user-claims"
      title={t('app.users.claims.title', { name: view.userName })}
      submitLabel={t('app.users.claims.save')}
      onCancel={() => navigate(pathTo('users', { agentId: pageAgent }))}
      readOnlyMessage={readOnly}
      notice={<SuccessMessage>{notice}</SuccessMessage>}
      after={dialogs.outlet}
      watch={{ objectType: 'user', objectId: view.userId, kinds: ['user.claims-changed'], onReload }}
    >
      {mayEdit && roles.length > 0 ? (
        <div className="field" part="role">
          <label htmlFor="role-select">{t('app.users.claims.role')}</label>
          <div className="toolbar">
            <select
              id="role-select"
              part="role-select"
              value={roleId}
              onChange={(e) => setRoleId(e.currentTarget.value)}
            >
              <option value="">{t('app.users.claims.choose-role')}</option>
              {roles.map((role) => (
                <option key={role.id} value={role.id} translate="no">
                  {role.name}
                </option>
              ))}
            </select>
            <button type="button" className="secondary" part="apply-role" disabled={!roleId} onClick={apply}>
              {t('app.users.claims.apply')}
            </button>
          </div>
        </div>
      ) : null}
      {view.grantable.length > 0 ? (
        <ClaimsField
          form={form}
          name="claims"
          legend={t('app.users.claims.legend')}
          hint={t('app.users.claims.hint')}
          allowed={view.grantable}
          disabled={!mayEdit}
        />
      ) : null}
      <HeldOutside names={outside} title={t('app.users.claims.held-outside')} />
      {held.length === 0 && !mayEdit ? <p className="state">{t('app.users.claims.none')}</p> : null}
    </FormPage>
  );
}

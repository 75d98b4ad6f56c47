/**
 * `casino-pos-users` (routes poses/:posid/users, poses/:posid/users/add and
 * poses/:posid/users/:posuserid/update): a cafe's users.
 * - list: user name, full name, role (translated), state, last password change; server-paged, sorted
 *   and filtered with the state in the URL; add and edit as the permissions allow;
 * - add: user name, full name, role, active, password and its confirmation (the POS user password
 *   pattern; the confirmation must match: MatchPassword);
 * - update: the same without the password, and the password change (its own permission) below;
 *   another user's change of the user shows "changed by … — reload".
 * Server field errors go to their fields; a failed request keeps everything typed.
 */
import { pathTo } from '../../core/paths';
import { useStore } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import {
  changeCafeUserPassword,
  createCafeUser,
  getCafe,
  getCafeUser,
  getCafeUserRoles,
  listCafeUsersPage,
  updateCafeUser,
  type CafeUser,
  type CafeUserRole,
} from '../../core/areas/cafes/api';
import {
  PasswordChange,
  CAFE_USER_FULL_NAME_MAX,
  CAFE_USER_NAME_MAX,
  CAFE_USER_SORTS,
  CafeUserCreateForm,
  CafeUserUpdateForm,
} from '../../core/areas/cafes/contract';
import { cafeKeys } from '../../core/areas/cafes/keys';
import {
  initialCafeUserForm,
  passwordConfirmation,
  cafeUserPayload,
  cafeUsersMode,
  roleKey,
  type CafeUserFormValues,
  type CafeUsersMode,
} from '../../core/areas/cafes/rules';
import type { ListDefaults } from '../../core/contract/list';
import { formatDate } from '../../core/format';
import { HttpError } from '../../core/http';
import { can } from '../../core/permissions';
import { invalidate } from '../../core/query';
import { route } from '../../core/router';
import { useHostEvents, useNavigate } from '../shared/host';
import { useLanguage, useSignalValue, useT } from '../shared/hooks';
import {
  FormFields,
  FormPage,
  InlineForm,
  ListPage,
  newPasswordFields,
  pageGate,
  SuccessMessage,
  targetOf,
  useContractForm,
  usePageForm,
  usePageAgentId,
  useQuery,
  useSubject,
  type ErrorKey,
  type FieldSpec,
  type FieldText,
  type PasswordFieldsOptions,
  type RowAction,
} from '../shared/page';
import { BackButton, type DataColumn } from '../shared/ui';

export interface CafeUsersProps {
  /** The cafe's agent; default the route's agent. */
  agentId?: string;
  /** The cafe (route parameter posid). */
  posid?: string;
  /** The user updated (route parameter posuserid). */
  posuserid?: string;
  /** Which view: list, add or update; default from the route. */
  mode?: CafeUsersMode;
}

export const CAFE_USERS_LIST: ListDefaults = {
  pageSize: 25,
  sort: { id: 'userName', desc: false },
  sortable: CAFE_USER_SORTS,
};

export function CafeUsers({ agentId, posid, posuserid, mode }: CafeUsersProps) {
  const current = useSignalValue(route);
  const pageAgent = usePageAgentId(agentId);
  const view = mode ?? cafeUsersMode(current?.segments ?? [], posuserid);
  // the cafe's name for the titles: a cafe the user may not see still lists its users untitled
  const cafeQuery = useQuery({
    queryKey: cafeKeys.detail(posid ?? ''),
    queryFn: ({ signal }) => getCafe(posid!, signal),
    enabled: !!posid,
  });
  const gate = pageGate(pageAgent, true, null);
  if (gate || !pageAgent) return gate;
  if (!posid) return pageGate(pageAgent, false, null);
  const cafe = cafeQuery.data?.name ?? null;
  if (view === 'list')
    return <UserList key={`${pageAgent}|${posid}`} pageAgent={pageAgent} posId={posid} cafe={cafe} />;
  return (
    <UserEditor
      key={`${pageAgent}|${posid}|${posuserid ?? ''}`}
      pageAgent={pageAgent}
      posId={posid}
      posUserId={view === 'update' ? posuserid : undefined}
      cafe={cafe}
    />
  );
}

function UserList({ pageAgent, posId, cafe }: { pageAgent: string; posId: string; cafe: string | null }) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const subject = useSubject();
  const agent = targetOf(pageAgent);
  const columns = useMemo<DataColumn<CafeUser>[]>(
    () => [
      {
        id: 'userName',
        header: t('app.cafes.users.columns.user-name'),
        value: (r) => r.userName,
        cell: (r) => <span data-column="userName">{r.userName}</span>,
      },
      {
        id: 'fullName',
        header: t('app.cafes.users.columns.full-name'),
        value: (r) => r.fullName,
        cell: (r) => <span data-column="fullName">{r.fullName}</span>,
      },
      {
        id: 'role',
        header: t('app.cafes.users.columns.role'),
        value: (r) => r.role,
        cell: (r) => <span data-column="role">{t(roleKey(r.role))}</span>,
      },
      {
        id: 'isActive',
        header: t('app.cafes.users.columns.state'),
        value: (r) => (r.isActive ? 1 : 0),
        cell: (r) => (
          <span data-column="isActive">
            {t(r.isActive ? 'app.cafes.users.active' : 'app.cafes.users.inactive')}
          </span>
        ),
      },
      {
        id: 'passwordChangedAt',
        sortable: false,
        header: t('app.cafes.users.columns.password-changed'),
        value: (r) => r.passwordChangedAt,
        cell: (r) => <span data-column="passwordChangedAt">{formatDate(r.passwordChangedAt, language)}</span>,
      },
    ],
    [t, language],
  );
  const mayOpen = can.editPosUsers(subject, agent) || can.changePosUsersPassword(subject, agent);
  const rowActions = (row: CafeUser): RowAction<CafeUser>[] =>
    mayOpen
      ? [
          {
            id: 'edit',
            label: t('app.cafes.users.actions.edit'),
            run: () =>
              navigate(pathTo('cafes.users.update', { agentId: pageAgent, posid: posId, posuserid: row.id })),
          },
        ]
      : [];
  return (
    <ListPage<CafeUser>
      part="pos-users"
      title={cafe ? t('app.cafes.users.title', { name: cafe }) : t('app.cafes.users.title-plain')}
      queryKey={cafeKeys.users(posId)}
      defaults={CAFE_USERS_LIST}
      load={async (query, signal) => {
        const { state: _state, ...paging } = query;
        return listCafeUsersPage({ agentId: pageAgent, posId, ...paging }, signal);
      }}
      columns={columns}
      rowId={(r) => r.id}
      rowActions={rowActions}
      rowName={(r) => r.userName}
      controls={() => (
        <BackButton to={pathTo('cafes', { agentId: pageAgent })} label={t('app.cafes.users.back')} />
      )}
      create={
        can.addPosUsers(subject, agent)
          ? {
              label: t('app.cafes.users.actions.add'),
              run: () => navigate(pathTo('cafes.users.add', { agentId: pageAgent, posid: posId })),
            }
          : undefined
      }
      filterLabel={t('app.cafes.users.filter')}
      emptyText={t('app.cafes.users.empty')}
      noMatchText={t('app.cafes.users.no-match')}
    />
  );
}

function useRoles() {
  return useQuery({ queryKey: cafeKeys.roles, queryFn: () => getCafeUserRoles(), staleTime: Infinity });
}

function UserEditor({
  pageAgent,
  posId,
  posUserId,
  cafe,
}: {
  pageAgent: string;
  posId: string;
  posUserId?: string;
  cafe: string | null;
}) {
  const roles = useRoles();
  // a reload after another user's change starts the form again from the user's new values
  const [revision, setRevision] = useState(0);
  const user = useQuery({
    queryKey: cafeKeys.user(posUserId ?? ''),
    queryFn: ({ signal }) => getCafeUser(pageAgent, posUserId!, signal),
    enabled: !!posUserId,
    staleTime: 0,
  });
  const gate = pageGate(pageAgent, true, posUserId ? [roles, user] : [roles]);
  if (gate) return gate;
  if (posUserId && user.data!.posId !== posId)
    return pageGate(pageAgent, true, { status: 'error', error: notFoundError() });
  return (
    <UserForm
      key={revision}
      pageAgent={pageAgent}
      posId={posId}
      user={posUserId ? user.data! : null}
      roles={roles.data!}
      cafe={cafe}
      onReload={() => void user.refetch().then(() => setRevision((r) => r + 1))}
    />
  );
}

/** A user of another cafe asked under this one: as unknown as a user that does not exist. */
function notFoundError(): HttpError {
  return new HttpError(404, 'Not Found', 'POS user not found');
}

function UserForm({
  pageAgent,
  posId,
  user,
  roles,
  cafe,
  onReload,
}: {
  pageAgent: string;
  posId: string;
  user: CafeUser | null;
  roles: readonly CafeUserRole[];
  cafe: string | null;
  onReload: () => void;
}) {
  const list = pathTo('cafes.users', { agentId: pageAgent, posid: posId });
  const { t, subject, pageProps } = usePageForm<CafeUserFormValues>(
    { area: 'cafes', list, pageAgent, id: user?.id, onReload },
    {
      kind: 'cafe-user',
      invalidates: cafeKeys.all,
      schema: user ? CafeUserUpdateForm : CafeUserCreateForm,
      defaultValues: initialCafeUserForm(user),
      check: (values) => (user ? {} : (passwordConfirmation(values) as Record<string, ErrorKey>)),
      texts: 'app.cafes.users.form',
      list,
      watch: 'pos-user',
      create: async (values) => ({
        id: (await createCafeUser(pageAgent, cafeUserPayload(values, { posId }))).id,
        agentId: pageAgent,
      }),
      update: async (values, id) => {
        await updateCafeUser(pageAgent, cafeUserPayload(values, { id }));
        return { agentId: pageAgent };
      },
    },
  );
  const agent = targetOf(pageAgent);
  const mayEdit = user ? can.editPosUsers(subject, agent) : can.addPosUsers(subject, agent);
  const mayChangePassword = !!user && can.changePosUsersPassword(subject, agent);

  const title = user
    ? t('app.cafes.users.form.edit-title', { name: user.userName })
    : cafe
      ? t('app.cafes.users.form.create-title', { name: cafe })
      : t('app.cafes.users.form.create-title-plain');

  const fields: FieldSpec<'app.cafes.users.form'>[] = [
    {
      name: 'userName',
      label: 'user-name',
      hint: 'user-name-hint',
      autoComplete: 'off',
      maxLength: CAFE_USER_NAME_MAX * 2,
    },
    { name: 'fullName', label: 'full-name', maxLength: CAFE_USER_FULL_NAME_MAX * 2 },
    {
      kind: 'select',
      name: 'role',
      part: 'input-role',
      placeholder: 'choose-role',
      options: roles.map((role) => ({ value: role, label: t(roleKey(role)) })),
    },
    { kind: 'check', name: 'isActive', part: 'input-active', label: 'active' },
    ...passwordFields({ when: !user }),
  ];

  return (
    <>
      {mayEdit || !user ? (
        <FormPage
          {...pageProps}
          part="pos-user-form"
          title={title}
          readOnlyMessage={mayEdit ? undefined : t('app.page.errors.forbidden')}
          fields={fields}
        />
      ) : (
        <div className="page" part="pos-user" data-state="content">
          <h2>{title}</h2>
          <BackButton to={list} label={t('app.cafes.users.back-to-users')} />
        </div>
      )}
      {mayChangePassword ? <ChangePassword pageAgent={pageAgent} user={user!} /> : null}
    </>
  );
}

function ChangePassword({ pageAgent, user }: { pageAgent: string; user: CafeUser }) {
  const events = useHostEvents();
  const t = useT();
  const [notice, setNotice] = useState('');
  const form = useContractForm<{ password: string; confirmPassword: string }>({
    schema: PasswordChange,
    defaultValues: { password: '', confirmPassword: '' },
    check: (values) => passwordConfirmation(values) as Record<string, ErrorKey>,
    submit: async (values) => {
      setNotice('');
      await changeCafeUserPassword(pageAgent, user.id, values);
      events.saved({ kind: 'cafe-user', id: user.id, action: 'password-changed', agentId: pageAgent });
      void invalidate(cafeKeys.all);
      setNotice(t('app.cafes.users.password.done', { name: user.userName }));
      // the form empties: a password stays on screen no longer than needed
      return { password: '', confirmPassword: '' };
    },
  });
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  return (
    <section className="page" part="change-password" aria-labelledby="change-password-title">
      <h3 id="change-password-title">{t('app.cafes.users.password.title', { name: user.userName })}</h3>
      <SuccessMessage>{notice}</SuccessMessage>
      <InlineForm
        form={form}
        part="change-password-form"
        actions={
          <div className="toolbar">
            <button type="submit" part="change-password-submit" disabled={submitting}>
              {submitting && !form.asking ? t('app.page.form.saving') : t('app.cafes.users.password.submit')}
            </button>
          </div>
        }
      >
        <FormFields
          form={form}
          texts="app.cafes.users.form"
          fields={passwordFields({
            label: 'app.cafes.users.password.new',
            parts: ['input-new-password', 'input-confirm-new-password'],
          })}
        />
      </InlineForm>
    </section>
  );
}

/** A new password and its confirmation, the POS password pattern's hint under the first. */
function passwordFields({
  label = 'password',
  ...options
}: Omit<PasswordFieldsOptions<CafeUserTexts>, 'label' | 'confirmLabel' | 'hint'> & {
  label?: FieldText<CafeUserTexts>;
}): FieldSpec<CafeUserTexts>[] {
  return newPasswordFields<CafeUserTexts>({
    label,
    confirmLabel: 'confirm-password',
    hint: 'password-hint',
    ...options,
  });
}

/** The branch of the cafe user form's texts. */
type CafeUserTexts = 'app.cafes.users.form';

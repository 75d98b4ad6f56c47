/**
 * `casino-user-form` (routes users/add and users/edit/:id): user name with a live availability check
 * (debounced, GET /api/User/checkname), display name, e-mail, active, password and its confirmation
 * (MatchPassword; optional on edit, where empty keeps the password), and on create the agent: the
 * current agent or one of its direct sub-agents the user may create users for. Validation before
 * sending with the contract's rules; server refusals translated on their fields. After a create the
 * new user's permissions page opens (when the user may give permissions), else the list. Without the
 * edit permission, or for the signed-in user itself, the details are shown read-only.
 */
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { requestRowFocus } from '../../core/focus-request';
import { findAgent, tree } from '../../core/agents';
import { listAgents } from '../../core/areas/agents/api';
import { checkUserName, createUser, getUser, updateUser } from '../../core/areas/users/api';
import {
  UserCreateForm,
  UserEditForm,
  type User,
  type UserCreate,
  type UserUpdate,
} from '../../core/areas/users/contract';
import { userKeys } from '../../core/areas/users/keys';
import {
  initialUserForm,
  matchPassword,
  userPayload,
  type UserFormValues,
} from '../../core/areas/users/rules';
import { PATTERNS } from '../../core/validation';
import { can } from '../../core/permissions';
import { invalidate } from '../../core/query';
import { useHostEvents } from '../shared/host';
import { account } from '../../core/session';
import { useDialogs } from '../shared/dialogs';
import { useSignalValue, useT } from '../shared/hooks';
import {
  CheckField,
  FormPage,
  Loading,
  pageGate,
  SelectField,
  targetOf,
  TextField,
  useContractForm,
  useDebounced,
  usePageAccess,
  usePageAgentId,
  useQuery,
  useSubject,
  type ContractForm,
  type ErrorKey,
  type SelectOption,
} from '../shared/page';
import { NewPasswordFields } from './parts';
import { withTranslatedFailure } from './refusals';

export interface UserFormProps {
  /** The agent of the new user (create) or of the user edited; default the route's agent. */
  agentId?: string;
  /** The user edited (route users/edit/:id); absent on create. */
  id?: string;
}

/** How long the user name must rest before its availability is asked. */
export const NAME_CHECK_DELAY_MS = 400;

export function UserForm({ agentId, id }: UserFormProps) {
  const subject = useSubject();
  const pageAgent = usePageAgentId(agentId);
  const editing = Boolean(id);
  const allowed = usePageAccess(editing ? 'users/edit/:id' : 'users/add', pageAgent, id ? { id } : {});
  // a reload after another user's change starts the form again from the user's new values
  const [revision, setRevision] = useState(0);
  const user = useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: () => getUser(id!),
    enabled: editing && allowed,
    staleTime: 0,
  });
  // The sub-agents a new user may belong to (without the right to list them: the current agent only).
  const choosing = !editing && allowed && !!pageAgent && can.viewAgents(subject, targetOf(pageAgent));
  const children = useQuery({
    queryKey: [...userKeys.all, 'agent-choices', pageAgent ?? ''],
    queryFn: () => listAgents(pageAgent!),
    enabled: choosing,
  });
  const gate = pageGate(
    pageAgent,
    allowed,
    editing ? { status: user.status, error: user.error, refetch: user.refetch } : null,
  );
  if (gate || !pageAgent) return gate;
  if (choosing && children.isPending) return <Loading />;
  void tree.value; // the agent's name, once the tree knows it
  const here = findAgent(pageAgent);
  const agents: SelectOption[] = [
    { value: pageAgent, label: here?.name ?? pageAgent },
    ...(children.data ?? [])
      .filter((child) => can.createUser(subject, { id: child.id, parentId: child.parentId }))
      .map((child) => ({ value: child.id, label: child.name })),
  ];
  return (
    <UserFormBody
      key={`${pageAgent}|${id ?? ''}|${revision}`}
      pageAgent={pageAgent}
      user={editing ? user.data! : null}
      agents={agents}
      onReload={() => void user.refetch().then(() => setRevision((r) => r + 1))}
    />
  );
}

type NameState = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

/** The availability of the typed name, asked once it rests; the user's own name needs no asking. */
function useNameAvailability(name: string, user: User | null): NameState {
  const settled = useDebounced(name.trim(), NAME_CHECK_DELAY_MS);
  const typed = name.trim();
  const own = !!user && typed.toLowerCase() === user.userName.toLowerCase();
  const askable = PATTERNS.userName.test(settled) && !own;
  const check = useQuery({
    queryKey: [...userKeys.all, 'name-check', settled.toLowerCase(), user?.id ?? ''],
    queryFn: ({ signal }) => checkUserName(settled, user?.id, signal),
    enabled: askable,
    staleTime: 0,
  });
  if (own || !PATTERNS.userName.test(typed)) return 'idle';
  if (settled !== typed || check.isPending) return 'checking';
  if (check.isError) return 'failed';
  return check.data?.available ? 'available' : 'taken';
}

function UserFormBody({
  pageAgent,
  user,
  agents,
  onReload,
}: {
  pageAgent: string;
  user: User | null;
  agents: readonly SelectOption[];
  onReload: () => void;
}) {
  const events = useHostEvents();
  const navigate = events.navigate;
  const t = useT();
  const subject = useSubject();
  const self = useSignalValue(account)?.id ?? '';
  const dialogs = useDialogs();
  const editing = user !== null;
  const nameState = useRef<{ name: string; state: NameState }>({ name: '', state: 'idle' });

  const form: ContractForm = useContractForm<UserFormValues>({
    schema: editing ? UserEditForm : UserCreateForm,
    defaultValues: initialUserForm(user, pageAgent),
    confirmLeave: dialogs,
    check: (values) => {
      const errors: Partial<Record<string, ErrorKey>> = { ...matchPassword(values) };
      const known = nameState.current;
      if (known.state === 'taken' && known.name === values.userName.trim())
        errors.userName = { key: 'app.users.form.taken' };
      return errors;
    },
    submit: async (values) => {
      await withTranslatedFailure(async () => {
        if (editing) {
          await updateUser(user.id, userPayload(values, user.id) as UserUpdate);
          events.saved({ kind: 'user', id: user.id, action: 'updated', agentId: values.agentId });
          void invalidate(userKeys.all);
          requestRowFocus(user.id);
          navigate(`/${pageAgent}/users`, { force: true });
        } else {
          const newId = await createUser(userPayload(values) as UserCreate);
          events.saved({ kind: 'user', id: newId, action: 'created', agentId: values.agentId });
          void invalidate(userKeys.all);
          requestRowFocus(newId);
          const mayGive = can.editUserClaims(subject, targetOf(values.agentId));
          navigate(mayGive ? `/${values.agentId}/users/claims/${newId}?created=1` : `/${pageAgent}/users`, {
            force: true,
          });
        }
      }, t);
    },
  });

  const typedName = useFieldText(form, 'userName');
  const availability = useNameAvailability(typedName, user);
  nameState.current = { name: typedName.trim(), state: availability };
  useEffect(() => {
    // a late answer of the availability check decides the field's message at once
    if (availability === 'taken' || availability === 'available')
      void form.validateField('userName', 'change');
  }, [availability, form]);

  const isSelf = editing && user.id === self;
  const mayEdit = editing
    ? can.editUsers(subject, { id: user.agentId, parentId: user.agentParentId }) && !isSelf
    : can.createUser(subject, targetOf(pageAgent));
  const readOnly = !mayEdit ? (isSelf ? t('app.users.form.self') : t('app.users.form.read-only')) : undefined;
  // 'taken' is said once, as the field's message; the hint then shows nothing
  const hint =
    availability === 'idle' ? null : availability === 'taken' ? (
      <span part="name-availability" data-availability="taken" hidden />
    ) : (
      <span part="name-availability" data-availability={availability} role="status">
        {t(
          {
            checking: 'app.users.form.checking',
            available: 'app.users.form.available',
            failed: 'app.users.form.check-failed',
          }[availability],
        )}
      </span>
    );

  return (
    <FormPage
      form={form}
      part="user-form"
      title={
        editing
          ? t(mayEdit ? 'app.users.form.edit-title' : 'app.users.form.view-title', { name: user.userName })
          : t('app.users.form.create-title')
      }
      submitLabel={editing ? t('app.users.form.save') : t('app.users.form.create')}
      onCancel={() => navigate(`/${pageAgent}/users`)}
      readOnlyMessage={readOnly}
      after={dialogs.outlet}
      watch={
        editing
          ? {
              objectType: 'user',
              objectId: user.id,
              kinds: ['user.updated', 'user.profile-updated'],
              onReload,
            }
          : undefined
      }
    >
      <TextField
        form={form}
        name="userName"
        label={t('app.users.form.userName')}
        autoComplete="off"
        maxLength={64}
        hint={hint}
        disabled={!mayEdit}
      />
      <TextField
        form={form}
        name="displayName"
        label={t('app.users.form.displayName')}
        maxLength={100}
        disabled={!mayEdit}
      />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t('app.users.form.email')}
        maxLength={200}
        disabled={!mayEdit}
      />
      {editing ? (
        <div className="field">
          <span className="label">{t('app.users.form.agent')}</span>
          <span part="agent-name">{user.agentName}</span>
        </div>
      ) : (
        <SelectField
          form={form}
          name="agentId"
          part="input-agent"
          label={t('app.users.form.agent')}
          options={agents}
        />
      )}
      <CheckField
        form={form}
        name="isActive"
        part="input-active"
        label={t('app.users.form.active')}
        disabled={!mayEdit}
      />
      {mayEdit ? (
        <NewPasswordFields
          form={form}
          label={t('app.users.form.password')}
          confirmLabel={t('app.users.form.confirmPassword')}
          hint={editing ? t('app.users.form.password-hint-edit') : t('app.users.form.password-hint')}
        />
      ) : null}
    </FormPage>
  );
}

/** The current value of a text field of the form (re-renders when it changes). */
function useFieldText(form: ContractForm, name: string): string {
  return String(useStore(form.store, (state) => (state.values as Record<string, unknown>)[name]) ?? '');
}

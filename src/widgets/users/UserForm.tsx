/**
 * `casino-user-form` (routes users/add and users/edit/:id): user name with a live availability check
 * (debounced, GET /api/User/checkname), display name, e-mail, active, password and its confirmation
 * (MatchPassword; optional on edit, where empty keeps the password), and on create the agent: the
 * current agent or one of its direct sub-agents the user may create users for. Validation before
 * sending with the contract's rules; server refusals translated on their fields. After a create the
 * new user's permissions page opens (when the user may give permissions), else the list. Without the
 * edit permission, or for the signed-in user itself, the details are shown read-only.
 */
import { pathTo } from '../../core/paths';
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import { findAgent, tree } from '../../core/agents';
import { listAgents } from '../../core/areas/agents/api';
import { checkUserName, createUser, getUser, updateUser } from '../../core/areas/users/api';
import {
  PASSWORD_MAX,
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
import { account } from '../../core/session';
import { useSignalValue, useT } from '../shared/hooks';
import {
  FormPage,
  newPasswordFields,
  targetOf,
  useDebounced,
  useFormPage,
  usePageForm,
} from '../shared/page';
import { useQuery, useSubject } from '../shared/page';
import type { ContractForm, ErrorKey, FieldSpec, FormPlace, SelectOption } from '../shared/page';
import { withTranslatedFailure } from './refusals';

export interface UserFormProps {
  /** The agent of the new user (create) or of the user edited; default the route's agent. */
  agentId?: string;
  /** The user edited (route users/edit/:id); absent on create. */
  id?: string;
}

/** How long the user name must rest before its availability is asked. */
export const NAME_CHECK_DELAY_MS = 400;

export function UserForm(props: UserFormProps) {
  const { id } = props;
  const subject = useSubject();
  const page = useFormPage('users', props, {
    list: 'users',
    record: { queryKey: userKeys.detail(id ?? ''), queryFn: () => getUser(id!) },
  });
  const { pageAgent, editing } = page;
  // The sub-agents a new user may belong to (without the right to list them: the current agent only).
  const choosing = !editing && !!pageAgent && can.viewAgents(subject, targetOf(pageAgent));
  const children = useQuery({
    queryKey: [...userKeys.all, 'agent-choices', pageAgent ?? ''],
    queryFn: () => listAgents(pageAgent!),
    enabled: choosing,
  });
  const gate = page.gate(choosing && children.isPending ? [children] : []);
  if (gate || !pageAgent) return gate;
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
      key={page.key}
      place={page.place}
      user={editing ? page.record.data! : null}
      agents={agents}
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
  place,
  user,
  agents,
}: {
  place: FormPlace;
  user: User | null;
  agents: readonly SelectOption[];
}) {
  const t = useT();
  const subject = useSubject();
  const self = useSignalValue(account)?.id ?? '';
  const editing = user !== null;
  const nameState = useRef<{ name: string; state: NameState }>({ name: '', state: 'idle' });

  const { form, pageProps } = usePageForm<UserFormValues>(place, {
    kind: 'user',
    invalidates: userKeys.all,
    schema: editing ? UserEditForm : UserCreateForm,
    defaultValues: initialUserForm(user, place.pageAgent),
    check: (values) => {
      const errors: Partial<Record<string, ErrorKey>> = { ...matchPassword(values) };
      const known = nameState.current;
      if (known.state === 'taken' && known.name === values.userName.trim())
        errors.userName = { key: 'app.users.form.taken' };
      return errors;
    },
    name: user?.userName,
    watch: 'user',
    watchKinds: ['user.updated', 'user.profile-updated'],
    create: (values) =>
      withTranslatedFailure(async () => {
        const newId = await createUser(userPayload(values) as UserCreate);
        return { id: newId, agentId: values.agentId };
      }, t),
    update: (values, userId) =>
      withTranslatedFailure(async () => {
        await updateUser(userId, userPayload(values, userId) as UserUpdate);
        return { agentId: values.agentId };
      }, t),
    // a new user's permissions come next, when the user may give them
    next: (saved, values) =>
      !editing && can.editUserClaims(subject, targetOf(values.agentId))
        ? pathTo('users.claims', { agentId: values.agentId, id: saved.id }, { created: 1 })
        : undefined,
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
    : can.createUser(subject, targetOf(place.pageAgent));
  const readOnly = !mayEdit ? (isSelf ? t('app.users.form.self') : t('app.users.form.read-only')) : undefined;
  // 'taken' is said once, as the field's message; the hint then shows nothing
  const hint =
    availability === 'idle' ? null : availability === 'taken' ? (
      <span part="name-availability" data-availability="taken" hidden />
    ) : (
      <span part="name-availability" data-availability={availability} role="status">
        {t(
          (
            {
              checking: 'app.users.form.checking',
              available: 'app.users.form.available',
              failed: 'app.users.form.check-failed',
            } as const
          )[availability],
        )}
      </span>
    );

  const locked = !mayEdit;
  const fields: FieldSpec<'app.users.form'>[] = [
    { name: 'userName', autoComplete: 'off', maxLength: 64, hint, disabled: locked },
    { name: 'displayName', maxLength: 100, disabled: locked },
    { name: 'email', type: 'email', maxLength: 200, disabled: locked },
    editing
      ? {
          kind: 'node',
          name: 'agent',
          node: (
            <div className="field">
              <span className="label">{t('app.users.form.agent')}</span>
              <span part="agent-name">{user.agentName}</span>
            </div>
          ),
        }
      : { kind: 'select', name: 'agentId', part: 'input-agent', label: 'agent', options: agents },
    { kind: 'check', name: 'isActive', part: 'input-active', label: 'active', disabled: locked },
    ...newPasswordFields<'app.users.form'>({
      label: 'password',
      confirmLabel: 'confirmPassword',
      hint: editing ? 'password-hint-edit' : 'password-hint',
      maxLength: PASSWORD_MAX,
      when: mayEdit,
    }),
  ];

  return (
    <FormPage
      {...pageProps}
      part="user-form"
      title={editing && !mayEdit ? t('app.users.form.view-title', { name: user.userName }) : pageProps.title}
      readOnlyMessage={readOnly}
      texts="app.users.form"
      fields={fields}
    />
  );
}

/** The current value of a text field of the form (re-renders when it changes). */
function useFieldText(form: ContractForm, name: string): string {
  return String(useStore(form.store, (state) => (state.values as Record<string, unknown>)[name]) ?? '');
}

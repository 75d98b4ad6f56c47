/**
 * `casino-profile` (/app-views/profile, the user dropdown's Profile): the signed-in user's account
 * (user name, agent, last login) and its own display name, e-mail and password. The current password
 * confirms every change; a new password needs its confirmation (MatchPassword). After a password
 * change every session of the user ends: the page says so and signs out, and the user signs in again
 * with the new password.
 */
import { useState } from 'react';
import { getUser, updateProfile, type User } from '../../core/areas/users/api';
import { PASSWORD_MAX, ProfileForm } from '../../core/areas/users/contract';
import { userKeys } from '../../core/areas/users/keys';
import { matchPassword } from '../../core/areas/users/rules';
import { formatDate } from '../../core/format';
import { invalidate, updateCached } from '../../core/query';
import { account, logout } from '../../core/session';
import { useDialogs } from '../shared/dialogs';
import { useLanguage, useSignalValue, useT } from '../shared/hooks';
import { useHostEvents } from '../shared/host';
import {
  FormPage,
  newPasswordFields,
  pageGate,
  SuccessMessage,
  useContractForm,
  useQuery,
} from '../shared/page';
import type { FieldSpec } from '../shared/page';
import { withTranslatedFailure } from './refusals';

export interface ProfileProps {
  /** The signed-in user's own agent (the page is always about the signed-in user). */
  agentId?: string;
}

interface ProfileValues {
  displayName: string;
  email: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const NO_PASSWORDS = { currentPassword: '', password: '', confirmPassword: '' };

export function Profile(_props: ProfileProps) {
  const me = useSignalValue(account);
  const user = useQuery({
    queryKey: userKeys.detail(me?.id ?? ''),
    queryFn: () => getUser(me!.id),
    enabled: !!me,
    staleTime: 0,
  });
  const gate = pageGate(me?.agentId ?? null, true, {
    status: user.status,
    error: user.error,
    refetch: user.refetch,
  });
  if (gate) return gate;
  return <ProfileBody key={user.data!.id} user={user.data!} />;
}

function ProfileBody({ user }: { user: User }) {
  const events = useHostEvents();
  const t = useT();
  const language = useLanguage();
  const dialogs = useDialogs();
  const [notice, setNotice] = useState('');

  const form = useContractForm<ProfileValues>({
    schema: ProfileForm,
    defaultValues: { displayName: user.displayName, email: user.email, ...NO_PASSWORDS },
    check: (values) => matchPassword(values),
    submit: async (values) => {
      setNotice('');
      const result = await withTranslatedFailure(
        () =>
          updateProfile({
            displayName: values.displayName.trim(),
            email: values.email.trim(),
            currentPassword: values.currentPassword,
            ...(values.password
              ? { password: values.password, confirmPassword: values.confirmPassword }
              : {}),
          }),
        t,
      );
      events.saved({
        kind: 'profile',
        id: user.id,
        action: values.password ? 'password-changed' : 'updated',
        agentId: user.agentId,
      });
      if (result.signedOut) {
        await dialogs.inform({
          title: t('app.users.profile.title'),
          content: t('app.users.profile.password-changed'),
        });
        await logout();
        return NO_PASSWORDS;
      }
      updateCached<User>(userKeys.detail(user.id), () => result.user);
      void invalidate([...userKeys.all, 'list']);
      setNotice(t('app.users.profile.saved'));
      return { displayName: result.user.displayName, email: result.user.email, ...NO_PASSWORDS };
    },
  });

  const fields: FieldSpec<'app.users.profile'>[] = [
    { name: 'displayName', maxLength: 100 },
    { name: 'email', type: 'email', maxLength: 200 },
    {
      kind: 'group',
      name: 'password-section',
      fields: newPasswordFields<'app.users.profile'>({
        label: 'password',
        confirmLabel: 'confirmPassword',
        hint: 'password-hint',
        maxLength: PASSWORD_MAX,
      }),
    },
    {
      name: 'currentPassword',
      type: 'password',
      autoComplete: 'current-password',
      hint: 'current-hint',
      maxLength: 200,
    },
  ];

  return (
    <FormPage
      form={form}
      part="profile"
      texts="app.users.profile"
      title={t('app.users.profile.title')}
      submitLabel={t('app.users.profile.save')}
      notice={
        <>
          <dl part="account" className="account">
            <dt>{t('app.users.profile.userName')}</dt>
            <dd data-field="userName">{user.userName}</dd>
            <dt>{t('app.users.profile.agent')}</dt>
            <dd data-field="agentName">{user.agentName}</dd>
            <dt>{t('app.users.profile.lastLogin')}</dt>
            <dd data-field="lastLoginAt">
              {user.lastLoginAt ? formatDate(user.lastLoginAt, language) : '—'}
            </dd>
          </dl>
          <SuccessMessage>{notice}</SuccessMessage>
        </>
      }
      after={dialogs.outlet}
      fields={fields}
    />
  );
}

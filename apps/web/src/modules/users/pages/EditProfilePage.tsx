import { PASSWORD_MISMATCH, passwordsMatch, users } from '@atrium/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { describeError } from '../../../lib/errors.ts';
import { showToast } from '../../../lib/notify.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { PasswordField } from '../../../ui/PasswordField/index.ts';
import { useChangePassword, useProfile, useUpdateProfile } from '../api.ts';
import { ProfileSubpage } from '../components/ProfileSubpage.tsx';
import { isNotFound, ProfileNotFound, userIdOf } from './ProfilePage.tsx';

type Issue = { path: PropertyKey[]; message: string };

/** An empty field says Required, whatever its length rule says. */
const requiredFirst = (issues: readonly Issue[], values: Record<string, string>): Issue[] =>
  issues.map((issue) =>
    values[String(issue.path[0])]?.trim() === '' ? { ...issue, message: 'Required' } : issue,
  );

/**
 * /core/users/profile/:userId/edit: first and last name (PUT /user/:id/update) and, on one's own profile,
 * the password (PUT /user/:id/change-password with the current one; this session stays signed in).
 */
export function EditProfilePage() {
  const { t } = useTranslation('users');
  const userId = userIdOf(useParams().userId);
  const me = useSessionUser();
  const profile = useProfile(userId);

  let content: ReactNode;
  if (userId === 0 || isNotFound(profile.error)) {
    content = <ProfileNotFound />;
  } else if (profile.isError) {
    content = <QueryErrorState title={t('profile.loadFailed')} query={profile} />;
  } else if (profile.isPending) {
    content = (
      <Card withBorder padding="lg" radius="md" data-testid="profile-loading" aria-busy="true">
        <Stack gap="md">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      </Card>
    );
  } else {
    content = (
      <>
        <NamesForm
          key={profile.data.id}
          userId={userId}
          firstName={profile.data.firstName}
          lastName={profile.data.lastName}
        />
        {me?.id === userId && <ChangePasswordForm userId={userId} />}
      </>
    );
  }

  return (
    <ProfileSubpage userId={userId} title={t('edit.title')}>
      {content}
    </ProfileSubpage>
  );
}

const NAME_FIELDS = ['firstName', 'lastName'] as const;
type NameField = (typeof NAME_FIELDS)[number];

function NamesForm({ userId, firstName, lastName }: { userId: number; firstName: string; lastName: string }) {
  const { t } = useTranslation('users');
  const update = useUpdateProfile(userId);
  const fields = useFieldErrors(NAME_FIELDS, 'users');
  const [values, setValues] = useState<Record<NameField, string>>({ firstName, lastName });

  const change = (field: NameField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = users.update.schemas.body.safeParse(values);
    if (!parsed.success) {
      fields.setFromIssues(requiredFirst(parsed.error.issues, values));
      return;
    }
    fields.reset();
    update.mutate(parsed.data, { onError: (error) => fields.setFromError(error) });
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <form onSubmit={submit} noValidate aria-label={t('edit.names')}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('edit.names')}
          </Title>
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('edit.firstName')}
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => change('firstName', event.currentTarget.value)}
              error={fields.message('firstName')}
              withAsterisk
            />
            <TextInput
              label={t('edit.lastName')}
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => change('lastName', event.currentTarget.value)}
              error={fields.message('lastName')}
              withAsterisk
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
type PasswordFieldName = (typeof PASSWORD_FIELDS)[number];
const NO_PASSWORDS: Record<PasswordFieldName, string> = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const change = useChangePassword(userId);
  const fields = useFieldErrors(PASSWORD_FIELDS, 'users');
  const [values, setValues] = useState(NO_PASSWORDS);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: PasswordFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
    setFailure(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { confirmPassword, ...body } = values;
    const parsed = users.changePassword.schemas.body.safeParse(body);
    const issues: Issue[] = parsed.success ? [] : requiredFirst(parsed.error.issues, values);
    if (confirmPassword === '') issues.push({ path: ['confirmPassword'], message: 'Required' });
    else if (!passwordsMatch(values.password, confirmPassword))
      issues.push({ path: ['confirmPassword'], message: PASSWORD_MISMATCH });
    if (!parsed.success || issues.length > 0) {
      fields.setFromIssues(issues);
      return;
    }
    fields.reset();
    change.mutate(
      { currentPassword: parsed.data.currentPassword, password: parsed.data.password },
      {
        onSuccess: () => {
          setValues(NO_PASSWORDS);
          showToast({ kind: 'created', message: t('password.changed') });
        },
        onError: (error) => {
          if (fields.setFromError(error)) return;
          if (error instanceof ApiError && error.code === 'USER_WRONG_PASSWORD') {
            fields.setFromIssues([{ path: ['currentPassword'], message: t('password.wrongCurrent') }]);
            return;
          }
          setFailure(describeError(t, error));
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg" radius="md" data-testid="change-password">
      <form onSubmit={submit} noValidate aria-label={t('password.title')}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4">
              {t('password.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('password.description')}
            </Text>
          </div>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('password.failed')}>
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => set('currentPassword', event.currentTarget.value)}
            error={fields.message('currentPassword')}
            withAsterisk
          />
          <PasswordField
            label={t('password.new')}
            value={values.password}
            onChange={(value) => set('password', value)}
            error={fields.message('password')}
            withAsterisk
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword', event.currentTarget.value)}
            error={fields.message('confirmPassword')}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

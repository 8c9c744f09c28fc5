import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authErrorText, isInvalidLink, isLinkToken } from '../links.ts';
import { SIGN_IN_PATH, type SignInNotice, type SignInState } from '../paths.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { InvalidLink } from './InvalidLink.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { SignInLink } from './SignInLink.tsx';

interface PasswordFromLinkProps {
  /** The emailed link's token, unchecked: a missing or malformed one shows the invalid link at once. */
  token: string | null | undefined;
  save: UseMutationResult<unknown, Error, { token: string; password: string }>;
  /** The page's strings: `<texts>.title`, `.subtitle`, `.failed`, `.submit`. */
  texts: 'reset' | 'setPassword';
  /** What sign-in says once the password is saved. */
  notice: SignInNotice;
  /** The way on from a missing, used or expired link. */
  invalidLink: ReactNode;
}

/**
 * A new password through an emailed link (rules R51, R52, match R53): success goes to sign-in with a
 * notice; a refused link shows `invalidLink` instead of the form.
 */
export function PasswordFromLink({ token, save, texts, notice, invalidLink }: PasswordFromLinkProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const invalid = !isLinkToken(token) || isInvalidLink(save.error);
  const failure = save.error && !invalid ? authErrorText(t, save.error) : null;

  return (
    <Stack gap="lg">
      <AuthHeading title={t(`${texts}.title`)} subtitle={invalid ? undefined : t(`${texts}.subtitle`)} />
      {invalid ? (
        <InvalidLink error={save.error}>{invalidLink}</InvalidLink>
      ) : (
        <>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t(`${texts}.failed`)}>
              {failure}
            </Alert>
          )}
          <NewPasswordForm
            submitLabel={t(`${texts}.submit`)}
            pending={save.isPending}
            onSubmit={(password, fields) =>
              save.mutate(
                { token, password },
                {
                  onSuccess: () =>
                    navigate(SIGN_IN_PATH, { replace: true, state: { notice } satisfies SignInState }),
                  onError: (error) => fields.setFromError(error),
                },
              )
            }
          />
        </>
      )}
      <SignInLink />
    </Stack>
  );
}

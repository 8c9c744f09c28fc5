import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { invitationQuery, useCompanySignUp } from '../api.ts';
import { SIGN_UP_PATH } from '../paths.ts';
import { AuthHeading } from './AuthHeading.tsx';
import { InvalidLink } from './InvalidLink.tsx';
import { SignUpForm } from './SignUpForm.tsx';

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * /core/auth/sign-up?invitation=<token>: the mail sent for a service request to an unknown address.
 * Shows who asks and for what, then signs up a company of the invited type (POST /company/signup).
 */
export function InvitationSignUp({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'companies']);
  const invitation = useQuery(invitationQuery(token));
  const signUp = useCompanySignUp();

  if (invitation.isPending) return <Skeleton height={320} data-testid="invitation-loading" />;
  if (invitation.isError)
    return (
      <Stack gap="lg">
        <AuthHeading title={t('invitation.title')} />
        {/* A 4xx is a used, withdrawn or malformed token: the plain "invalid link" text says it best. */}
        <InvalidLink error={isClientError(invitation.error) ? undefined : invitation.error}>
          <Text size="sm">{t('invitation.invalidHint')}</Text>
          <Anchor component={Link} to={SIGN_UP_PATH} size="sm">
            {t('invitation.plainSignUp')}
          </Anchor>
        </InvalidLink>
      </Stack>
    );

  const { senderCompany, destinationType, destinationEmail, type } = invitation.data.data;
  const companyType = t(`companies:companyTypes.${destinationType}`);
  return (
    <Stack gap="lg">
      <AuthHeading title={t('invitation.title')} subtitle={t('invitation.subtitle', { type: companyType })} />
      <Alert color="blue" variant="light" icon={<IconMailForward />} data-testid="invitation">
        <Trans
          t={t}
          i18nKey="invitation.from"
          values={{
            company: senderCompany.name,
            service: t(`companies:requests.types.${type}`),
            type: companyType,
          }}
          components={{ strong: <strong /> }}
        />
      </Alert>
      <SignUpForm
        email={destinationEmail}
        pending={signUp.isPending}
        error={signUp.error}
        send={(body, callbacks) =>
          signUp.mutate({ ...body, type: destinationType, invitation: token }, callbacks)
        }
      />
    </Stack>
  );
}

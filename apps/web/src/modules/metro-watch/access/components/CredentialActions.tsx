import { access } from '@atrium/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasPermissions, useAccessContext } from '../../../../lib/permissions.ts';
import { useCredentialAction } from '../api/credentials.ts';

/** The keys an action's endpoint asks for: giving access back needs grant, taking it away revoke. */
const keysOf = (action: access.CredentialAction) => {
  const rule = access.CREDENTIAL_ACTION_ENDPOINTS[action].access;
  return rule.kind === 'permissions' ? [...rule.keys] : [];
};

/** R7: the transitions a credential's state allows and the user may make, one button each. */
export function CredentialActions({ credential }: { credential: access.Credential }) {
  const { t } = useTranslation('metro-watch');
  const context = useAccessContext();
  const run = useCredentialAction();
  const actions = access
    .credentialActionsFrom(credential.state)
    .filter((action) => hasPermissions(context, keysOf(action)));
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant="light"
          color={action === 'block' || action === 'lock' || action === 'deactivate' ? 'red' : 'teal'}
          loading={run.isPending && run.variables?.id === credential.id && run.variables.action === action}
          aria-label={t('access.credentials.actionOf', {
            action: t(`access.actions.${action}`),
            name: credential.label,
          })}
          onClick={() => run.mutate({ id: credential.id, action })}
        >
          {t(`access.actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

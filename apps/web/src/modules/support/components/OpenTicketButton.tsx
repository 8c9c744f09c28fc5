import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { SUPPORT_PATHS } from '../paths.ts';

/**
 * "Open a ticket" from an alarm or a device page: the tickets page with its form open and the link filled.
 * A company's own users only (a system admin opens tickets for a customer from the management pages).
 */
export function OpenTicketButton({ alarmId, deviceId }: { alarmId?: number; deviceId?: number }) {
  const { t } = useTranslation('support');
  const user = useSessionUser();
  if (!user || user.isAdmin || user.personalInfo.companyId === null) return null;
  return (
    <Button
      component={Link}
      to={SUPPORT_PATHS.newTicket({ alarmId, deviceId })}
      size="xs"
      variant="default"
      leftSection={<IconTicket size={14} />}
    >
      {t('openTicket')}
    </Button>
  );
}

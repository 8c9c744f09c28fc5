import { Button, Group, Modal, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dismissRefresh, useRefreshRequest } from '../../lib/refresh.ts';

interface RefreshDialogProps {
  /** Reloads the page (a test passes a spy). */
  onRefresh?: () => void;
}

/**
 * A7, R150, R151: "New changes has been made" when the server runs a newer version than this page, or a
 * code chunk failed to load. Refreshing loads the new version; "Later" closes it until the next version.
 */
export function RefreshDialog({ onRefresh = () => window.location.reload() }: RefreshDialogProps) {
  const { t } = useTranslation('shell');
  const request = useRefreshRequest();
  return (
    <Modal
      opened={request !== null}
      onClose={dismissRefresh}
      title={t('refresh.title')}
      centered
      zIndex={1000}
      data-testid="refresh-dialog"
    >
      <Text size="sm">{t('refresh.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={dismissRefresh}>
          {t('refresh.later')}
        </Button>
        <Button leftSection={<IconRefresh size={16} />} onClick={onRefresh} data-autofocus>
          {t('refresh.action')}
        </Button>
      </Group>
    </Modal>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { IconZzz } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface WakeUpAlertProps {
  onWakeUp: () => void;
  pending: boolean;
}

/** R149: a lock that sleeps refuses commands; 'Wake up The Lock' with the button that wakes it. */
export function WakeUpAlert({ onWakeUp, pending }: WakeUpAlertProps) {
  const { t } = useTranslation('metro-watch');
  return (
    <Alert
      color="orange"
      icon={<IconZzz />}
      title={t('devices.lock.wakeUpTitle')}
      data-testid="wake-up-alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('devices.lock.asleep')}</Text>
        <Button size="xs" color="orange" onClick={onWakeUp} loading={pending}>
          {t('devices.lock.actions.wakeUp')}
        </Button>
      </Group>
    </Alert>
  );
}

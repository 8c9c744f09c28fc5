import type { sparking } from '@atrium/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDevicePicker } from '../../../kit/components/AppDevicePicker.tsx';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSpotAction } from '../api/locations.ts';

/** Gives a spot a parking sensor of the company, another one, or none. */
export function SensorModal({ spot, onClose }: { spot: sparking.Spot; onClose: () => void }) {
  const { t } = useTranslation('smart-parking');
  const action = useSpotAction();
  const [value, setValue] = useState(spot.device ? String(spot.device.id) : '');
  const error =
    action.error instanceof ApiError
      ? (action.error.fieldErrors?.[0]?.msg ?? action.error.msg)
      : action.error
        ? t('form.failed')
        : undefined;
  return (
    <Modal opened onClose={onClose} title={t('details.sensorTitle', { code: spot.code })}>
      <Stack gap="md">
        <AppDevicePicker
          app="smart_parking"
          label={t('details.sensor')}
          placeholder={t('details.chooseSensor')}
          value={value}
          onChange={setValue}
          current={spot.device}
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {translateMessage(t, error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            loading={action.isPending}
            onClick={() =>
              action.mutate({ id: spot.id, deviceId: value ? Number(value) : null }, { onSuccess: onClose })
            }
          >
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

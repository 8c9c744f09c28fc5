import type { VehicleLog } from '@atrium/contracts/anpr/logs';
import { Center, Image, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSnapshot } from '../../api/logs.ts';

/** The picture the box sent of a read's car, loaded when opened (with the session's token). */
export function SnapshotModal({ log, onClose }: { log: VehicleLog; onClose: () => void }) {
  const { t } = useTranslation('neuron');
  const snapshot = useQuery({
    queryKey: ['neuron', 'snapshot', log.id],
    queryFn: ({ signal }) => fetchSnapshot(log.id, signal),
    gcTime: 0,
    retry: false,
  });
  const url = snapshot.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Modal opened onClose={onClose} title={t('logs.snapshotOf', { plate: log.plate })} size="lg" centered>
      {url ? (
        <Image
          src={url}
          alt={t('logs.snapshotAlt', { plate: log.plate, gate: log.box.gateName })}
          radius="sm"
        />
      ) : snapshot.isError ? (
        <Text role="alert" c="red.8">
          {t('logs.snapshotFailed')}
        </Text>
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      )}
    </Modal>
  );
}

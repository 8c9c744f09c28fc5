import { metrowatch } from '@atrium/contracts';
import { EmptyState } from '@mantine/core';
import { IconDeviceDesktopOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceDetailsFrame, WrongKind } from '../../../../kit/components/DeviceDetailsFrame.tsx';
import { LoadState } from '../../../places/components/LoadState.tsx';
import { useMetroDevice } from '../api/devices.ts';

interface MetroDeviceFrameProps {
  /** The kind this page shows (A19); a device of another kind gets a link to its own page. */
  kind: metrowatch.DetailKind;
  children: (device: metrowatch.MetrowatchDevice) => ReactNode;
}

/**
 * A Metro Watch device page: the kit's frame (loading, not found, header) and then the device as
 * `/metrowatch/device/:id` tells it (lock state, position, latest commands).
 */
export function MetroDeviceFrame({ kind, children }: MetroDeviceFrameProps) {
  const { t } = useTranslation('metro-watch');
  return (
    <DeviceDetailsFrame
      headerActions={false}
      accepts={(device) => device.app === 'metrowatch' && metrowatch.detailKindOf(device.type) === kind}
      wrongKind={(device) =>
        device.app === 'metrowatch' ? (
          <WrongKind
            message={t('devices.wrongKind', { kind: t(`devices.kinds.${kind}`), serial: device.serial })}
            to={metrowatch.detailPath(device.type, device.id)}
          />
        ) : (
          <NotMetroWatch />
        )
      }
    >
      {(device) => <MetroDevice id={device.id}>{children}</MetroDevice>}
    </DeviceDetailsFrame>
  );
}

function NotMetroWatch() {
  const { t } = useTranslation('metro-watch');
  return (
    <EmptyState
      py="xl"
      icon={<IconDeviceDesktopOff />}
      withIndicatorBackground
      data-testid="device-not-found"
    >
      <EmptyState.Title order={2}>{t('devices.notMetroWatch')}</EmptyState.Title>
    </EmptyState>
  );
}

function MetroDevice({ id, children }: { id: number; children: MetroDeviceFrameProps['children'] }) {
  const query = useMetroDevice(id);
  return (
    <LoadState query={query} notFound={<NotMetroWatch />} rows={4}>
      {children}
    </LoadState>
  );
}

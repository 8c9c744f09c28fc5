import type { assetwatch } from '@atrium/contracts';
import { Button } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../kit/access.ts';
import { AW_KEYS } from '../access.ts';
import { useLockAsset } from '../api/assets.ts';

/** Spec §4: locks an unlocked asset, unlocks a locked one, for whoever holds the key of that action. */
export function LockButton({ asset }: { asset: assetwatch.AwAsset }) {
  const { t } = useTranslation('asset-watch');
  const can = useCan();
  const lock = useLockAsset();
  const locked = asset.locked !== null;
  if (!can(locked ? AW_KEYS.assets.unlock : AW_KEYS.assets.lock)) return null;
  return (
    <Button
      variant={locked ? 'default' : 'filled'}
      color={locked ? undefined : 'orange.9'}
      leftSection={locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
      loading={lock.isPending}
      onClick={() => lock.mutate({ id: asset.id, lock: !locked })}
    >
      {locked ? t('lock.unlock') : t('lock.lock')}
    </Button>
  );
}

import type { fleet } from '@atrium/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../companies/access.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { PoiModal } from '../../components/dispatch/PoiModal.tsx';
import { PoisTable } from '../../components/dispatch/PoisTable.tsx';

/** /fleet/points-of-interests/list: the company's points of interest; create, edit and delete in place. */
export function PoisPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const [editing, setEditing] = useState<fleet.Poi | 'new' | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dispatch.pois.title')}
        description={t('dispatch.pois.pageDescription')}
        actions={
          can(FLEET_KEYS.routes.create) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('dispatch.pois.create')}
            </Button>
          )
        }
      />
      <PoisTable onEdit={setEditing} />
      {editing && <PoiModal poi={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from '../../../ui/Tabs/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useCan, usePlacesCompanyId } from '../access.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { GeofenceGroupsTable } from '../components/geofences/GeofenceGroupsTable.tsx';
import { GeofencesTable } from '../components/geofences/GeofencesTable.tsx';
import { GEOFENCE_CREATE_PATH } from '../paths.ts';

/** /core/geofence/list: the company's geofences, and their groups in a second tab. */
export function GeofencesListPage() {
  const { t } = useTranslation('places');
  const can = useCan();
  const companyId = usePlacesCompanyId();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('geofences.title')}
        description={t('geofences.description')}
        actions={
          companyId !== null &&
          can(['p_area_geofences_create']) && (
            <Button component={Link} to={GEOFENCE_CREATE_PATH} leftSection={<IconPlus size={16} />}>
              {t('geofences.create')}
            </Button>
          )
        }
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : (
        <Tabs
          key={companyId}
          aria-label={t('geofences.title')}
          items={[
            {
              value: 'geofences',
              label: t('geofences.title'),
              content: <GeofencesTable companyId={companyId} />,
            },
            {
              value: 'groups',
              label: t('geofenceGroups.title'),
              content: <GeofenceGroupsTable companyId={companyId} />,
            },
          ]}
        />
      )}
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../ui/Tabs/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../access.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { CreateLink } from '../components/CreateLink.tsx';
import { GeofenceGroupsTable } from '../components/geofences/GeofenceGroupsTable.tsx';
import { GeofencesTable } from '../components/geofences/GeofencesTable.tsx';
import { GEOFENCE_CREATE_PATH } from '../paths.ts';

/** /core/geofence/list: the company's geofences, and their groups in a second tab. */
export function GeofencesListPage() {
  const { t } = useTranslation('places');
  const companyId = usePlacesCompanyId();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('geofences.title')}
        description={t('geofences.description')}
        actions={
          <CreateLink to={GEOFENCE_CREATE_PATH} permission="p_area_geofences_create">
            {t('geofences.create')}
          </CreateLink>
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

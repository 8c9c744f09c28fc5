import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../../../places/access.ts';
import { CompanyRequired } from '../../../places/components/CompanyRequired.tsx';
import { CreateLink } from '../../../places/components/CreateLink.tsx';
import { type GeofenceLinks, GeofencesTable } from '../../../places/components/geofences/GeofencesTable.tsx';
import { FLEET_PATHS } from '../../paths.ts';

/** Fleet has no geofence details page (spec §2: list, add, edit): a geofence opens in its editor. */
const FLEET_GEOFENCE_LINKS: GeofenceLinks = {
  details: FLEET_PATHS.geofenceEdit,
  edit: FLEET_PATHS.geofenceEdit,
};

/** /fleet/geofence/list: the company's geofences (places' table; a vehicle entering or leaving one alarms). */
export function GeofencesPage() {
  const { t } = useTranslation('fleet');
  const companyId = usePlacesCompanyId();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dispatch.geofences.title')}
        description={t('dispatch.geofences.description')}
        actions={
          <CreateLink to={FLEET_PATHS.geofenceAdd} permission="p_area_geofences_create">
            {t('dispatch.geofences.add')}
          </CreateLink>
        }
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : (
        <GeofencesTable key={companyId} companyId={companyId} links={FLEET_GEOFENCE_LINKS} />
      )}
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../../../places/access.ts';
import { useGeofence } from '../../../places/api/geofences.ts';
import { CompanyRequired } from '../../../places/components/CompanyRequired.tsx';
import { GeofenceForm } from '../../../places/components/geofences/GeofenceForm.tsx';
import { LoadState } from '../../../places/components/LoadState.tsx';
import { PlaceNotFound } from '../../../places/components/PlaceNotFound.tsx';
import { idOf } from '../../../places/pages/structureId.ts';
import { FLEET_PATHS } from '../../paths.ts';

/** /fleet/geofence/add and /fleet/geofence/edit/:id: places' geofence form (circle, polygon, rectangle). */
export function GeofenceFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const companyId = usePlacesCompanyId();
  const geofence = useGeofence(mode === 'edit' ? companyId : null, id);
  const list = FLEET_PATHS.geofenceList;
  const saved = () => void navigate(list);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={mode === 'add' ? t('dispatch.geofences.addTitle') : t('dispatch.geofences.editTitle')}
        description={geofence.data?.name}
        before={<BackLink to={list}>{t('dispatch.geofences.title')}</BackLink>}
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : mode === 'add' ? (
        <GeofenceForm companyId={companyId} cancelTo={list} onSaved={saved} />
      ) : (
        <LoadState
          query={geofence}
          missing={id === 0}
          notFound={<PlaceNotFound what="geofence" backTo={list} />}
        >
          {(data) => (
            <GeofenceForm
              key={data.id}
              companyId={companyId}
              geofence={data}
              cancelTo={list}
              onSaved={saved}
            />
          )}
        </LoadState>
      )}
    </Stack>
  );
}

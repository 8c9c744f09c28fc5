import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, PageHeader } from '../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../access.ts';
import { useGeofence } from '../api/geofences.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { GeofenceForm } from '../components/geofences/GeofenceForm.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { PlaceNotFound } from '../components/PlaceNotFound.tsx';
import { GEOFENCE_LIST_PATH, geofencePath } from '../paths.ts';
import { idOf } from './structureId.ts';

/** /core/geofence/create and /core/geofence/edit/:id: draw or change a geofence on the map. */
export function GeofenceEditorPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('places');
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const companyId = usePlacesCompanyId();
  const geofence = useGeofence(mode === 'edit' ? companyId : null, id);
  const backTo = mode === 'edit' && id ? geofencePath(id) : GEOFENCE_LIST_PATH;
  const saved = (savedId: number) => void navigate(geofencePath(savedId), { replace: mode === 'create' });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={mode === 'create' ? t('geofences.createTitle') : t('geofences.editTitle')}
        description={geofence.data?.name}
        before={<BackLink to={GEOFENCE_LIST_PATH}>{t('geofences.title')}</BackLink>}
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : mode === 'create' ? (
        <GeofenceForm companyId={companyId} cancelTo={backTo} onSaved={(data) => saved(data.id)} />
      ) : (
        <LoadState
          query={geofence}
          missing={id === 0}
          notFound={<PlaceNotFound what="geofence" backTo={GEOFENCE_LIST_PATH} />}
        >
          {(data) => (
            <GeofenceForm
              key={data.id}
              companyId={companyId}
              geofence={data}
              cancelTo={backTo}
              onSaved={(next) => saved(next.id)}
            />
          )}
        </LoadState>
      )}
    </Stack>
  );
}

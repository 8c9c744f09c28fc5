import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useLocation } from '../../api/locations.ts';
import { LocationForm } from '../../components/LocationForm.tsx';
import { idParam, SP_PATHS } from '../../paths.ts';

/** /smart-parking/locations/edit/:id: a location's name, address, outline and spots. */
export function LocationEditPage() {
  const { t } = useTranslation('smart-parking');
  const navigate = useNavigate();
  const id = idParam(useParams().id);
  const location = useLocation(id);
  return (
    <Stack gap="lg">
      <PageHeader title={t('locations.editTitle')} description={location.data?.name} />
      {location.data && location.data.id === id ? (
        <LocationForm
          key={location.data.id}
          location={location.data}
          onSaved={(saved) => void navigate(SP_PATHS.locationDetails(saved.id))}
          cancelTo={SP_PATHS.locationDetails(id)}
        />
      ) : (
        <RecordLoadState
          query={location}
          notFound={id === 0}
          failedTitle={t('locations.loadFailed')}
          notFoundTitle={t('locations.notFound')}
          back={{ to: SP_PATHS.locationsList, label: t('locations.back') }}
        />
      )}
    </Stack>
  );
}

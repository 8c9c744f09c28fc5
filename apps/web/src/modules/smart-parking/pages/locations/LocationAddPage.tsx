import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LocationForm } from '../../components/LocationForm.tsx';
import { SP_PATHS } from '../../paths.ts';

/** /smart-parking/locations/add: a new parking location, its outline and spots; saved, it opens. */
export function LocationAddPage() {
  const { t } = useTranslation('smart-parking');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader title={t('locations.addTitle')} description={t('locations.addDescription')} />
      <LocationForm
        onSaved={(saved) => void navigate(SP_PATHS.locationDetails(saved.id))}
        cancelTo={SP_PATHS.locationsList}
      />
    </Stack>
  );
}

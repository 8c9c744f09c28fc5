import { places } from '@atrium/contracts';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api.ts';
import { translateMessage } from '../../../../lib/i18n.ts';
import { useUploadFloorPlan } from '../../api/layouts.ts';
import { floorPlanFileError } from './floorPlanFile.ts';

interface FloorPlanUploadProps {
  companyId: number;
  floorId: number;
  /** A plan exists: the button replaces it. */
  replacing: boolean;
  onUploaded: (layout: places.Layout) => void;
}

/** Chooses a floor plan, checks it as the server will (type by content, size), and uploads it. */
export function FloorPlanUpload({ companyId, floorId, replacing, onUploaded }: FloorPlanUploadProps) {
  const { t } = useTranslation('places');
  const upload = useUploadFloorPlan(companyId);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // The same file chosen again (after fixing nothing) must still be checked and reported.
  const reset = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    reset.current?.();
    setError(null);
    setChecking(true);
    const problem = await floorPlanFileError(file);
    setChecking(false);
    if (problem) {
      setError(problem);
      return;
    }
    upload.mutate(
      { floorId, file },
      {
        onSuccess: ({ data }) => onUploaded(data),
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors?.[0]?.msg : undefined;
          if (field) setError(field);
        },
      },
    );
  };

  const maxMb = places.LAYOUT_IMAGE_MAX_BYTES / 1024 / 1024;
  return (
    <Stack gap={4} align="flex-start">
      <FileButton
        onChange={(file) => void choose(file)}
        accept={places.LAYOUT_IMAGE_TYPES.join(',')}
        resetRef={reset}
        inputProps={{ 'aria-label': t('layout.fileInput') }}
      >
        {(props) => (
          <Button
            {...props}
            variant={replacing ? 'default' : 'filled'}
            leftSection={<IconUpload size={16} />}
            loading={checking || upload.isPending}
          >
            {replacing ? t('layout.replace') : t('layout.upload')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('layout.uploadHint', { mb: maxMb })}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="floor-plan-error">
          {translateMessage(t, error)}
        </Text>
      )}
    </Stack>
  );
}

import type { places } from '@atrium/contracts';
import { Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../../ui/Map/index.ts';
import { describeShape } from './shapeText.ts';

interface GeofenceShapeFieldProps {
  shape: places.MapShape | null;
  onChange: (shape: places.MapShape | null) => void;
  error?: string;
}

/** The geofence's one shape, drawn and edited on the map; a newly drawn shape replaces the old one. */
export function GeofenceShapeField({ shape, onChange, error }: GeofenceShapeFieldProps) {
  const { t } = useTranslation('places');
  const shapes = useMemo(() => (shape ? [shape] : []), [shape]);
  return (
    <Input.Wrapper
      label={t('geofences.shape')}
      description={t('geofences.drawHint')}
      error={error}
      withAsterisk
    >
      <Input.Wrapper mt="xs">
        <MapView
          shapes={shapes}
          draw
          onShapesChange={(next) => onChange(next.at(-1) ?? null)}
          height={420}
          label={t('geofences.mapLabel')}
        />
      </Input.Wrapper>
      <Group justify="space-between" mt="xs">
        <Text size="sm" c={shape ? undefined : 'dimmed'} data-testid="geofence-shape">
          {shape ? describeShape(t, shape) : t('geofences.noShape')}
        </Text>
        {shape && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconEraser size={14} />}
            onClick={() => onChange(null)}
          >
            {t('geofences.clearShape')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}

import { assetwatch } from '@atrium/contracts';
import { Button, Group, Input, Text } from '@mantine/core';
import { IconArrowBackUp, IconEraser, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useZones } from '../api/zones.ts';
import { PlanSheet, points, SCALE, useFloorImageUrl } from './FloorPlan.tsx';

type Point = assetwatch.ZonePoint;

interface ZoneOutlineFieldProps {
  floorId: number;
  /** The zone being edited, left out of the other zones drawn for reference. */
  zoneId?: number;
  value: readonly Point[];
  onChange: (outline: Point[]) => void;
  error?: string;
}

/**
 * A zone's outline drawn on its floor's plan: each click adds a point; the floor's other zones show for
 * reference. Undo, clear and back to the default outline (what a keyboard user keeps).
 */
export function ZoneOutlineField({ floorId, zoneId, value, onChange, error }: ZoneOutlineFieldProps) {
  const { t } = useTranslation('asset-watch');
  const { imageUrl } = useFloorImageUrl(floorId);
  const others = (useZones(floorId).data ?? []).filter((zone) => zone.id !== zoneId);
  return (
    <Input.Wrapper label={t('zones.outline')} description={t('zones.outlineHint')} error={error} withAsterisk>
      <PlanSheet
        imageUrl={imageUrl}
        label={t('zones.outlinePlan')}
        onPoint={(point) => onChange([...value, point])}
      >
        {others.map((zone) => (
          <polygon
            key={zone.id}
            points={points(zone.polygon)}
            fill="#868e96"
            fillOpacity={0.1}
            stroke="#868e96"
            strokeDasharray="12 8"
            strokeWidth={3}
          />
        ))}
        {value.length > 1 && (
          <polygon
            points={points(value)}
            fill="#1971c2"
            fillOpacity={value.length > 2 ? 0.3 : 0}
            stroke="#1971c2"
            strokeWidth={6}
          />
        )}
        {value.map((point, i) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: a point's place in the outline is its identity
            key={i}
            cx={point.x * SCALE}
            cy={point.y * SCALE}
            r={10}
            fill="#fff"
            stroke="#1971c2"
            strokeWidth={4}
          />
        ))}
      </PlanSheet>
      <Group justify="space-between" mt="xs">
        <Text size="sm" data-testid="zone-outline-points">
          {t('zones.points', { count: value.length })}
        </Text>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconArrowBackUp size={14} />}
            disabled={value.length === 0}
            onClick={() => onChange(value.slice(0, -1))}
          >
            {t('zones.undoPoint')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconEraser size={14} />}
            disabled={value.length === 0}
            onClick={() => onChange([])}
          >
            {t('zones.clearOutline')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRestore size={14} />}
            onClick={() => onChange(assetwatch.DEFAULT_ZONE_OUTLINE.map((point) => ({ ...point })))}
          >
            {t('zones.defaultOutline')}
          </Button>
        </Group>
      </Group>
    </Input.Wrapper>
  );
}

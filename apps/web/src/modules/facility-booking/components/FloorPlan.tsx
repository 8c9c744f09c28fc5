import type { facmgmt } from '@atrium/contracts';
import { Box, Loader, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../places/api/layouts.ts';
import { useFloorPlanImage } from '../api/layoutImage.ts';

interface FloorPlanProps {
  floor: facmgmt.FloorLayout;
  /** A space's marker chosen (its details or booking). */
  onSpace?: (spaceId: number) => void;
  /** A space to mark as chosen. */
  selected?: number | null;
}

const DOT = 22;

/**
 * A floor's plan (the places layout's picture) with its spaces drawn at their positions: bookable ones in
 * teal, others in grey, each a named button. The plan stays left to right in Arabic, as places draws it:
 * it is a picture, positions are fractions from its top-left.
 */
export function FloorPlan({ floor, onSpace, selected }: FloorPlanProps) {
  const { t } = useTranslation('facility-booking');
  const image = useFloorPlanImage(floor.imageUrl, floor.imageEtag);
  const url = useObjectUrl(image.data);
  const label = t('layout.planOf', { floor: floor.floor.name });
  if (!floor.imageUrl)
    return (
      <Text size="sm" c="dimmed">
        {t('layout.noPlan')}
      </Text>
    );
  if (image.isError)
    return (
      <Text size="sm" c="red.8">
        {t('layout.planFailed')}
      </Text>
    );
  if (!url) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  return (
    <Box
      dir="ltr"
      role="group"
      aria-label={label}
      data-testid={`floor-plan-${floor.floor.id}`}
      pos="relative"
      style={{ lineHeight: 0, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    >
      <img src={url} alt={label} style={{ width: '100%', display: 'block' }} />
      {floor.placed.map((space) => {
        const name = space.capacity
          ? t('layout.spaceWithCapacity', { name: space.name, count: space.capacity })
          : space.name;
        return (
          <Tooltip key={space.id} label={name} withArrow>
            <UnstyledButton
              aria-label={name}
              aria-pressed={selected === space.id}
              onClick={() => onSpace?.(space.id)}
              style={{
                position: 'absolute',
                left: `calc(${space.x * 100}% - ${DOT / 2}px)`,
                top: `calc(${space.y * 100}% - ${DOT / 2}px)`,
                width: DOT,
                height: DOT,
                borderRadius: '50%',
                background: space.bookable ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-gray-7)',
                border: `3px solid ${selected === space.id ? 'var(--mantine-color-orange-6)' : 'white'}`,
                boxShadow: '0 1px 4px rgba(0,0,0,0.45)',
              }}
            />
          </Tooltip>
        );
      })}
    </Box>
  );
}

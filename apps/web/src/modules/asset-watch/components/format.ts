import type { assetwatch } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/** Where an asset was: its zone, a GPS point, or nothing known. */
export function placeText(
  t: TFunction,
  position: Pick<assetwatch.AssetPosition, 'zone' | 'lat' | 'lng'> | null,
) {
  if (!position) return t('state.unseen');
  if (position.zone) return position.zone.name;
  if (position.lat !== null && position.lng !== null)
    return `${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}`;
  return t('state.unseen');
}

/** Mantine colours with enough contrast for white text (axe). */
export const STATE_COLOURS: Record<assetwatch.AssetState, string> = {
  indoor: 'blue.9',
  outdoor: 'teal.9',
  unseen: 'gray.7',
};

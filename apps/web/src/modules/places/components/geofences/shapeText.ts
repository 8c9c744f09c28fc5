import { places } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/** A short description of a shape: "Polygon · 4 points", "Circle · 1.2 km radius", "Rectangle". */
export function describeShape(t: TFunction, shape: places.MapShape): string {
  const type = t(`geofences.types.${shape.type}`);
  switch (shape.type) {
    case 'polygon':
      return `${type} · ${t('geofences.points', { count: places.openPath(shape.path).length })}`;
    case 'circle':
      return `${type} · ${
        shape.radius >= 1000
          ? t('geofences.radiusKm', { value: Math.round(shape.radius / 100) / 10 })
          : t('geofences.radiusM', { value: Math.round(shape.radius) })
      }`;
    case 'rectangle':
      return type;
  }
}

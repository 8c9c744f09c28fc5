import type { assetwatch } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { MapView } from '../../../ui/Map/index.ts';
import { FloorPlan } from './FloorPlan.tsx';

/** Where an asset is now: its zone highlighted on its floor's plan indoors, a marker on the map outdoors. */
export function AssetWhere({ asset }: { asset: assetwatch.AwAsset }) {
  const { t } = useTranslation('asset-watch');
  const position = asset.position;
  if (position?.zone)
    return (
      <FloorPlan
        floorId={position.zone.floorId}
        highlightZoneId={position.zone.id}
        assets={[{ id: asset.id, name: asset.name, zoneId: position.zone.id }]}
      />
    );
  if (position && position.lat !== null && position.lng !== null)
    return (
      <MapView
        markers={[{ id: asset.id, lat: position.lat, lng: position.lng, label: asset.name }]}
        height={360}
        label={t('map.label')}
      />
    );
  return <EmptyState variant="map" title={t('details.nowhere')} compact />;
}

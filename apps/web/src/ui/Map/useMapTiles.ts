import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../lib/config.ts';

export interface MapTiles {
  /** A Leaflet template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  url: string;
  attribution?: string | null;
}

/**
 * The tiles to draw: `override` when given (null: none), else the deployment's `MAP_TILE_URL`. Without a
 * URL there are no tiles, only a plain background: maps work offline and never call a tile host.
 */
export function useMapTiles(override?: MapTiles | null): MapTiles | null {
  const { data } = useQuery({ ...configQuery, enabled: override === undefined });
  if (override !== undefined) return override;
  return data?.map.tileUrl ? { url: data.map.tileUrl, attribution: data.map.tileAttribution } : null;
}

import { places } from '@atrium/contracts';
import { Box, useDirection, useMantineTheme } from '@mantine/core';
import type L from 'leaflet';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import classes from './Map.module.css';
import { MapAttribution, MapClicks, MapFit } from './MapBehaviours.tsx';
import { MapMarkers } from './MapMarkers.tsx';
import { ShapeLayers } from './ShapeLayers.tsx';
import { type MapTiles, useMapTiles } from './useMapTiles.ts';

type ShapeType = places.MapShape['type'];

export const SHAPE_TYPES: readonly ShapeType[] = ['polygon', 'rectangle', 'circle'];
const NO_MARKERS: readonly places.MapMarker[] = [];
const NO_SHAPES: readonly places.MapShape[] = [];
const NO_TYPES: readonly ShapeType[] = [];

export interface MapViewProps {
  markers?: readonly places.MapMarker[];
  /** Shapes shown; with `draw`, pass back what `onShapesChange` gives (another list replaces the layers). */
  shapes?: readonly places.MapShape[];
  /** The drawing toolbar: `true` for circle, polygon and rectangle, or the types to offer. */
  draw?: boolean | readonly ShapeType[];
  /** Every drawn, edited, moved or removed shape: the whole list. */
  onShapesChange?: (shapes: places.MapShape[]) => void;
  /** A click on the map (not while drawing), longitude within ±180. */
  onMapClick?: (point: places.LatLng) => void;
  onMarkerClick?: (marker: places.MapMarker) => void;
  /**
   * The map fits its content when this changes. Default: when the markers move or new shapes arrive
   * (not when the user edits them). Empty maps centre on spec §9's default.
   */
  fitKey?: string | number;
  /** The closest zoom a fit may reach (a single marker would otherwise fill the screen). */
  maxFitZoom?: number;
  height?: number | string;
  /** Overrides the deployment's `MAP_TILE_URL`; null: no tiles. */
  tiles?: MapTiles | null;
  /** The accessible name of the map region. */
  label?: string;
  /** More react-leaflet layers or hooks (`useMap`) drawn inside the map. */
  children?: ReactNode;
}

/**
 * A Leaflet map (spec §2/§3): markers with label and icon, circle/polygon/rectangle shapes, optional
 * drawing and editing with Geoman, fitted to its content. Tiles only when configured, so it renders
 * offline. The map itself stays left to right; its controls sit at the start side of the page direction.
 */
export function MapView({
  markers = NO_MARKERS,
  shapes = NO_SHAPES,
  draw = false,
  onShapesChange,
  onMapClick,
  onMarkerClick,
  fitKey,
  maxFitZoom = 15,
  height = 400,
  tiles,
  label,
  children,
}: MapViewProps) {
  const { t } = useTranslation('common');
  const rtl = useDirection().dir === 'rtl';
  const theme = useMantineTheme();
  const tileLayer = useMapTiles(tiles);
  const [replacements, setReplacements] = useState(0);

  const color = theme.colors[theme.primaryColor]?.[6] ?? '#228be6';
  const style = useMemo<L.PathOptions>(() => ({ color, weight: 2, fillOpacity: 0.15 }), [color]);
  const start: L.ControlPosition = rtl ? 'topright' : 'topleft';
  const end: L.ControlPosition = rtl ? 'bottomleft' : 'bottomright';
  const drawTypes = draw === true ? SHAPE_TYPES : draw || NO_TYPES;
  const markersKey = markers.map((marker) => `${marker.lat},${marker.lng}`).join(';');
  const { center, zoom } = places.MAP_DEFAULTS;

  return (
    <Box
      className={classes.map}
      style={{ height }}
      dir="ltr"
      role="region"
      aria-label={label ?? t('map.label')}
      data-testid="map-view"
      data-tiles={tileLayer ? 'on' : 'off'}
    >
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        zoomControl={false}
        attributionControl={false}
      >
        {tileLayer && <TileLayer url={tileLayer.url} />}
        <MapAttribution attribution={tileLayer?.attribution} position={end} />
        <ZoomControl
          key={start}
          position={start}
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <ShapeLayers
          shapes={shapes}
          drawTypes={drawTypes}
          onChange={onShapesChange}
          onReplaced={() => setReplacements((count) => count + 1)}
          style={style}
          toolbarPosition={start}
        />
        <MapMarkers markers={markers} onMarkerClick={onMarkerClick} />
        {onMapClick && <MapClicks onMapClick={onMapClick} />}
        <MapFit
          markers={markers}
          shapes={shapes}
          fitKey={fitKey ?? `${markersKey}|${replacements}`}
          maxZoom={maxFitZoom}
        />
        {children}
      </MapContainer>
    </Box>
  );
}

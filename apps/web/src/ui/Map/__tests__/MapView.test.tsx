import type { places } from '@atrium/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import L from 'leaflet';
import { useState } from 'react';
import { useMap } from 'react-leaflet';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { MapView, type MapViewProps } from '../index.ts';

// jsdom has no SVG geometry; Leaflet only needs to know SVG exists to draw paths as <path> elements.
vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});

const dubai: places.MapMarker = { id: 1, lat: 25.2048, lng: 55.2708, label: 'Dubai office' };
const depot: places.MapMarker = {
  id: 2,
  lat: 24.4539,
  lng: 54.3773,
  label: 'Depot',
  icon: '/icons/truck.png',
};
const zone: places.MapShape = { type: 'circle', center: { lat: 25.2, lng: 55.3 }, radius: 800 };
const yard: places.MapShape = {
  type: 'polygon',
  path: [
    { lat: 25, lng: 55 },
    { lat: 25.1, lng: 55 },
    { lat: 25.1, lng: 55.1 },
  ],
};

/** Renders the map and hands back its Leaflet instance. */
async function renderMap(props: MapViewProps, language: 'en' | 'ar' = 'en') {
  let map: L.Map | undefined;
  function Capture() {
    map = useMap();
    return null;
  }
  const view = renderWidget(
    <MapView tiles={null} {...props}>
      <Capture />
    </MapView>,
    { language },
  );
  await waitFor(() => expect(map).toBeDefined());
  return { ...view, map: map as L.Map };
}

const paths = (container: HTMLElement) => container.querySelectorAll('.leaflet-overlay-pane path');

describe('[UI][MAP] map widget', { timeout: 30_000 }, () => {
  test('shows markers with their labels and icons, and the shapes, without any tile layer', async () => {
    const { container } = await renderMap({ markers: [dubai, depot], shapes: [zone, yard] });
    const region = screen.getByRole('region', { name: 'Map' });
    expect(region).toHaveAttribute('data-tiles', 'off');
    expect(container.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);

    const pins = container.querySelectorAll<HTMLImageElement>('.leaflet-marker-icon');
    expect([...pins].map((pin) => pin.title)).toEqual(['Dubai office', 'Depot']);
    expect(pins[0]?.getAttribute('src')).toMatch(/marker-icon|^data:image\/png/); // the bundled pin
    expect(pins[1]?.getAttribute('src')).toBe('/icons/truck.png');
    expect(paths(container)).toHaveLength(2);
    expect(screen.getByTitle('Zoom in')).toBeInTheDocument();
    // No toolbar unless drawing is asked for.
    expect(screen.queryByTitle('Draw a polygon')).not.toBeInTheDocument();
  });

  test('a configured tile URL adds a tile layer and its attribution', async () => {
    const { container } = await renderMap({
      tiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example tiles' },
    });
    expect(screen.getByRole('region', { name: 'Map' })).toHaveAttribute('data-tiles', 'on');
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    expect(screen.getByText('© Example tiles')).toBeInTheDocument();
  });

  test('drawing, editing and removing emit the whole list of shapes', async () => {
    const onShapesChange = vi.fn();
    const { map, container } = await renderMap({ shapes: [zone], draw: true, onShapesChange });
    for (const title of [
      'Draw a polygon',
      'Draw a rectangle',
      'Draw a circle',
      'Edit shapes',
      'Remove shapes',
    ]) {
      expect(screen.getByTitle(title)).toBeInTheDocument();
    }
    expect(screen.queryByTitle('Draw Marker')).not.toBeInTheDocument();

    const rectangle = L.rectangle([
      [-10, 170],
      [10, 190],
    ]);
    act(() => {
      rectangle.addTo(map);
      map.fire('pm:create', { layer: rectangle, shape: 'Rectangle' });
    });
    const across = { type: 'rectangle', bounds: { north: 10, south: -10, west: 170, east: -170 } };
    expect(onShapesChange).toHaveBeenLastCalledWith([zone, across]);

    expect(paths(container)).toHaveLength(2);
    let drawnCircle: L.Circle | undefined;
    map.eachLayer((layer) => {
      if (layer instanceof L.Circle) drawnCircle = layer;
    });
    act(() => {
      drawnCircle?.setRadius(1200);
      // Geoman fires edits on the layer and on the groups holding it.
      drawnCircle?.fire('pm:edit', { layer: drawnCircle, shape: 'Circle' }, true);
    });
    expect(onShapesChange).toHaveBeenLastCalledWith([{ ...zone, radius: 1200 }, across]);

    act(() => {
      rectangle.remove();
      map.fire('pm:remove', { layer: rectangle, shape: 'Rectangle' });
    });
    expect(onShapesChange).toHaveBeenLastCalledWith([{ ...zone, radius: 1200 }]);
  });

  test('passing the emitted shapes back keeps the layers; a new list replaces them', async () => {
    let replaceShapes: (shapes: places.MapShape[]) => void = () => {};
    let map: L.Map | undefined;
    function Capture() {
      map = useMap();
      return null;
    }
    function Controlled() {
      const [shapes, setShapes] = useState<places.MapShape[]>([zone]);
      replaceShapes = setShapes;
      return (
        <MapView tiles={null} shapes={shapes} draw onShapesChange={setShapes}>
          <Capture />
        </MapView>
      );
    }
    const { container } = renderWidget(<Controlled />);
    await waitFor(() => expect(map).toBeDefined());
    const leaflet = map as L.Map;
    const drawn = L.polygon(yard.type === 'polygon' ? yard.path.map((p) => [p.lat, p.lng]) : []);
    act(() => {
      drawn.addTo(leaflet);
      leaflet.fire('pm:create', { layer: drawn, shape: 'Polygon' });
    });
    // The parent now holds [zone, yard] and passed it back: the drawn layer is still the one on the map.
    expect(leaflet.hasLayer(drawn)).toBe(true);
    expect(paths(container)).toHaveLength(2);

    act(() => replaceShapes([yard]));
    await waitFor(() => expect(leaflet.hasLayer(drawn)).toBe(false));
    expect(paths(container)).toHaveLength(1);
  });

  test('a click on the map gives the point with its longitude wrapped', async () => {
    const onMapClick = vi.fn();
    const { map } = await renderMap({ onMapClick });
    act(() => {
      map.fire('click', { latlng: L.latLng(25.2048, 415.2708) });
    });
    expect(onMapClick).toHaveBeenCalledWith({ lat: 25.2048, lng: 55.2708 });
  });

  test('right to left: the map stays left to right, its controls move to the right, tools speak Arabic', async () => {
    const { container } = await renderMap({ draw: ['polygon', 'circle'] }, 'ar');
    const region = screen.getByRole('region', { name: 'الخريطة' });
    expect(region).toHaveAttribute('dir', 'ltr');
    const topRight = container.querySelector('.leaflet-top.leaflet-right');
    expect(topRight?.querySelector('[title="تكبير"]')).not.toBeNull();
    expect(topRight?.querySelector('[title="رسم مضلع"]')).not.toBeNull();
    expect(topRight?.querySelector('[title="رسم دائرة"]')).not.toBeNull();
    expect(container.querySelector('[title="رسم مستطيل"]')).toBeNull();
    expect(container.querySelector('.leaflet-top.leaflet-left')?.children).toHaveLength(0);
  });
});

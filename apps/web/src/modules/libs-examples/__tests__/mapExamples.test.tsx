import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearRequestCache } from '../../../lib/requestCache.ts';
import { json, mockFetch, testConfig } from '../../../testing/fixtures.ts';
import { renderWidget } from '../../../ui/DataTable/__tests__/renderWidget.tsx';
import { LocationPickerExamplePage } from '../pages/LocationPickerExamplePage.tsx';
import { MapExamplePage } from '../pages/MapExamplePage.tsx';

vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});

describe('[CORE][LIBS-EXAMPLES] map and location picker examples', { timeout: 30_000 }, () => {
  // The API client keeps GET replies for 30 s: each test serves its own config.
  afterEach(() => clearRequestCache());

  test('the map example shows its markers without tiles and prints the shapes it is given', async () => {
    const { calls } = mockFetch(() => json(200, { data: testConfig }));
    renderWidget(<MapExamplePage />);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/system/config'));
    expect(screen.getByText(/No shapes yet/)).toBeInTheDocument();
    expect(screen.getByTitle('Dubai office')).toBeInTheDocument();
    expect(screen.getByText(/No tile layer/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map' })).toHaveAttribute('data-tiles', 'off');

    fireEvent.click(screen.getByRole('button', { name: 'Load sample shapes' }));
    const listed = await screen.findAllByTestId('map-shape');
    expect(listed.map((row) => row.textContent?.split('{')[0])).toEqual(['Circle', 'Polygon', 'Rectangle']);
    expect(listed[0]).toHaveTextContent('"radius":5000');
  });

  test("the deployment's MAP_TILE_URL turns the tile layer on", async () => {
    const tileUrl = 'https://tiles.example.com/{z}/{x}/{y}.png';
    mockFetch(() => json(200, { data: { ...testConfig, map: { tileUrl, tileAttribution: '© Example' } } }));
    const { container } = renderWidget(<MapExamplePage />);
    expect(await screen.findByText(`Tiles from ${tileUrl}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map' })).toHaveAttribute('data-tiles', 'on');
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    expect(screen.getByText('© Example')).toBeInTheDocument();
  });

  test("R92 the location picker example requires the United Arab Emirates: Riyadh is an 'Invalid Place'", async () => {
    renderWidget(<LocationPickerExamplePage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Latitude' }), { target: { value: '24.7136' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Longitude' }), { target: { value: '46.6753' } });
    await waitFor(() =>
      expect(screen.getByTestId('location-emitted-error')).toHaveTextContent('Invalid Place'),
    );
    expect(screen.getByTestId('location-emitted')).toHaveTextContent('"countryShortCode": "SA"');

    fireEvent.click(screen.getByText('SA'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Latitude' }), { target: { value: '24.7137' } });
    await waitFor(() =>
      expect(screen.getByTestId('location-emitted-error')).toHaveTextContent('Valid location'),
    );
  });
});

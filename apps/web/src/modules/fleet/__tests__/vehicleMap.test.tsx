import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { owner, paged, query, serve, signIn } from '../../companies/__tests__/kit.ts';
import { formatTime } from '../components/playback/format.ts';
import { positionEvent, track, vehicle } from './fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });
// jsdom has no SVG geometry; Leaflet only needs to know SVG exists to draw the track as a <path>.
vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});

const PAGE = '/fleet/vehicles/map-view/1';

describe('[FLEET][PLAYBACK] /fleet/vehicles/map-view/:id', () => {
  test('the track of the last 24 hours with its stops and events; play and pause; a pushed position shows now', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/fleet\/vehicle\/1$/, () => json(200, { data: vehicle() })],
      ['GET', /^\/api\/fleet\/vehicle\/1\/track$/, () => json(200, { data: track() })],
      ['GET', /^\/api\/fleet\/job-card$/, () => paged([])],
    ]);
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Van 01 · DXB 1001' })).toBeVisible();
    expect(await screen.findByTestId('fleet-track-summary')).toHaveTextContent(
      '3 positions, 1 stops, 4.1 km',
    );
    const trackCall = calls.find((call) => call.path.startsWith('/api/fleet/vehicle/1/track'));
    const from = Date.parse(query(trackCall).get('from') ?? '');
    const to = Date.parse(query(trackCall).get('to') ?? '');
    expect(Math.round((to - from) / 3_600_000)).toBe(24);

    const stops = screen.getByRole('table', { name: 'Stops' });
    expect(within(stops).getByText('40 min 0 s')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Events' })).toHaveTextContent('Ignition off');
    expect(screen.getByTestId('fleet-playback-status')).toHaveTextContent(
      `At ${formatTime('2026-11-26T08:00:00.000Z')}`,
    );

    await user.click(screen.getByRole('button', { name: 'Play the track' }));
    expect(await screen.findByRole('button', { name: 'Pause the playback' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pause the playback' }));
    // Going to the stop moves the playback there.
    await user.click(within(stops).getByRole('button', { name: /^Go to the stop at/ }));
    expect(screen.getByTestId('fleet-playback-status')).toHaveTextContent(
      `At ${formatTime('2026-11-26T08:20:00.000Z')}`,
    );

    const now = screen.getByTestId('fleet-vehicle-now');
    expect(within(now).getByTestId('fleet-vehicle-position')).toHaveTextContent('25.24000, 55.31000');
    act(() => dispatchRealtimeEvent('fleet:position', positionEvent({ vehicleId: 1, lat: 25.3, lon: 55.4 })));
    await waitFor(() =>
      expect(within(now).getByTestId('fleet-vehicle-position')).toHaveTextContent('25.30000, 55.40000'),
    );
    expect(within(now).getByText('Moving')).toBeVisible();
    // Spec §8: no job for this vehicle.
    expect(await screen.findByText('No job has yet been assigned to this vehicle')).toBeVisible();
  });

  test('a period without positions shows the map’s empty state; an unknown vehicle says so', async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/fleet\/vehicle\/1$/, () => json(200, { data: vehicle() })],
      [
        'GET',
        /^\/api\/fleet\/vehicle\/1\/track$/,
        () => json(200, { data: track({ positions: [], stops: [], events: [], distanceKm: 0 }) }),
      ],
      ['GET', /^\/api\/fleet\/job-card$/, () => paged([])],
    ]);
    renderApp(PAGE);
    expect(await screen.findByText('No positions in this period.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Play the track' })).toBeNull();
  });

  test('an unknown vehicle says so', async () => {
    signIn(owner);
    serve([]);
    renderApp('/fleet/vehicles/map-view/999');
    expect(await screen.findByText('This vehicle does not exist or is not yours')).toBeVisible();
  });
});

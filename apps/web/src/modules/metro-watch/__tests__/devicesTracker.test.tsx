import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  callsTo,
  command,
  metroDevice,
  owner,
  paged,
  query,
  reading,
  registryDevice,
  serve,
  signIn,
} from './devicesKit.ts';

vi.setConfig({ testTimeout: 60_000 });
// jsdom has no SVG geometry; Leaflet only needs to know SVG exists to draw the track as a <path>.
vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});

const PAGE = '/metro-watch/devices/personal-tracking/61';
const WAIT = { timeout: 15_000 };

const tracker = registryDevice({
  id: 61,
  serial: 'TLP-0001',
  name: 'Guard Ahmed',
  type: 'TLP1-P',
  hardware: { id: 408, name: 'Topfly TLP1-P' },
  solution: { id: 34, name: 'Personal tracking' },
});
const view = metroDevice(
  {
    detailKind: 'personal-tracking',
    lockState: null,
    doorOpen: null,
    lastPosition: { latitude: 25.2061, longitude: 55.2721, speed: 5, at: '2026-11-20T08:10:00.000Z' },
  },
  tracker,
);
// Newest first, as the server lists them.
const track = [
  reading('2026-11-20T08:10:00.000Z', { latitude: 25.2061, longitude: 55.2721, sos: 1 }),
  reading('2026-11-20T08:05:00.000Z', { latitude: 25.2055, longitude: 55.2714 }),
  reading('2026-11-20T08:00:00.000Z', { latitude: 25.2048, longitude: 55.2708, geofenceExit: 1 }),
];

function serveTracker() {
  return serve([
    ['GET', /^\/api\/device\/61$/, () => json(200, { data: tracker })],
    ['GET', /^\/api\/metrowatch\/device\/61$/, () => json(200, { data: view })],
    ['GET', /^\/api\/metrowatch\/device\/61\/commands$/, () => paged([])],
    [
      'GET',
      /^\/api\/metrowatch\/device\/61\/reading$/,
      (call) => {
        const sensor = new URL(call.path, 'http://x').searchParams.get('sensor') ?? '';
        return json(200, {
          data: track.filter((row) => sensor in row.values),
          totalRecords: 3,
          nextCursor: null,
        });
      },
    ],
    [
      'POST',
      /^\/api\/metrowatch\/topfly\/61\/setParameters$/,
      () => json(202, { data: command({ command: 'set-parameters' }) }),
    ],
  ]);
}

describe('[METRO-WATCH][DEVICES] a tracker page', () => {
  test('shows the last position and the track of the period on the map, and its SOS and geofence events', async () => {
    signIn(owner);
    const { calls } = serveTracker();
    renderApp(PAGE);
    expect(await screen.findByTestId('last-position', {}, WAIT)).toHaveTextContent('25.20610, 55.27210');
    expect(await screen.findByTestId('track-summary', {}, WAIT)).toHaveTextContent(
      '3 positions in the period',
    );

    const map = screen.getByRole('region', { name: 'Last position and track' });
    const pins = [...map.querySelectorAll<HTMLImageElement>('.leaflet-marker-icon')].map((pin) => pin.title);
    expect(pins).toEqual([
      expect.stringMatching(/^Start of the track, /),
      expect.stringMatching(/^Last position, /),
    ]);
    await waitFor(() => expect(map.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1));

    const readings = callsTo(calls, 'GET', '/api/metrowatch/device/61/reading');
    const latitude = readings.map(query).find((params) => params.get('sensor') === 'latitude');
    expect(latitude?.get('from')).toBeTruthy();
    expect(Date.parse(latitude?.get('to') ?? '') - Date.parse(latitude?.get('from') ?? '')).toBeGreaterThan(
      23 * 3_600_000,
    );

    const events = await screen.findByTestId('device-events', {}, WAIT);
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual([
      'SOS pressed',
      'Left the geofence',
    ]);
    expect(rows[0]).toHaveTextContent('25.20610, 55.27210');
  });

  test('Topfly setParameters: a bad SOS number is refused by the schema; a good form sends only the filled fields', async () => {
    signIn(owner);
    const { calls } = serveTracker();
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Tracker parameters' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'SOS phone number' }), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Must be a phone number of 6 to 15 digits')).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: 'SOS phone number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'SOS phone number' }), '+971501234567');
    await user.type(within(dialog).getByRole('textbox', { name: /Report every/ }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/metrowatch/topfly/61/setParameters')[0]?.body).toEqual({
      reportingIntervalSeconds: 120,
      sosNumber: '+971501234567',
    });
  });
});

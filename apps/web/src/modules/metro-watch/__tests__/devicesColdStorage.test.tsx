import type { alarms } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeCanvas } from '../../../testing/fakeCanvas.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { metroDevice, owner, paged, reading, registryDevice, serve, signIn } from './devicesKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/metro-watch/devices/cold-storage/51';
const WAIT = { timeout: 15_000 };
const at = '2026-11-20T08:00:00.000Z';

const store = registryDevice({
  id: 51,
  serial: 'SFB-0001',
  name: 'Bay 1 cold room',
  type: 'TLP2-SFB',
  hardware: { id: 402, name: 'Cold storage tracker TLP2-SFB' },
  solution: { id: 31, name: 'Cold storage' },
  lastValues: { temperature: 4.2, humidity: 61, door: 0 },
});
const coldChain: alarms.Template = {
  id: 9,
  name: 'Cold chain',
  description: '',
  company: { id: 3, name: 'Demo Customer' },
  solutionId: 31,
  enabled: true,
  rules: [{ id: 'r1', kind: 'range', key: 'temperature', min: 2, max: 8, severity: 'major' }],
  createdAt: at,
  updatedAt: at,
};
const readings = [
  reading('2026-11-20T08:10:00.000Z', { temperature: 9.1, humidity: 64, door: 1 }),
  reading('2026-11-20T08:05:00.000Z', { temperature: 4.4, humidity: 62, door: 0 }),
  reading('2026-11-20T08:00:00.000Z', { temperature: 4.1, humidity: 61, door: 1 }),
];

describe('[METRO-WATCH][DEVICES] a cold-storage page', () => {
  afterEach(() => vi.restoreAllMocks());

  test("draws temperature against its template's limits and humidity against the sensor's range, and lists the door openings", async () => {
    signIn(owner);
    fakeCanvas();
    serve([
      ['GET', /^\/api\/device\/51$/, () => json(200, { data: store })],
      [
        'GET',
        /^\/api\/metrowatch\/device\/51$/,
        () => json(200, { data: metroDevice({ detailKind: 'cold-storage', lockState: null }, store) }),
      ],
      ['GET', /^\/api\/metrowatch\/template$/, () => paged([coldChain])],
      [
        'GET',
        /^\/api\/metrowatch\/device\/51\/reading$/,
        (call) => {
          const sensor = new URL(call.path, 'http://x').searchParams.get('sensor') ?? '';
          const rows = readings.filter((row) => sensor in row.values);
          return json(200, { data: rows, totalRecords: rows.length, nextCursor: null });
        },
      ],
    ]);
    renderApp(PAGE);
    expect(await screen.findByTestId('limits-temperature', {}, WAIT)).toHaveTextContent(
      'Limits of the alarm template Cold chain · Minimum 2°C · Maximum 8°C',
    );
    expect(screen.getByTestId('limits-humidity')).toHaveTextContent("The sensor's own range");

    // The chart shows once the period's readings are in (hidden behind the empty state until then).
    const chart = await within(screen.getByTestId('chart-temperature')).findByRole(
      'img',
      { name: 'Temperature over the period, with its limits' },
      WAIT,
    );
    await waitFor(() => {
      const option = getInstanceByDom(chart)?.getOption() as { series: { name: string; data: unknown[] }[] };
      expect(option.series.map((series) => [series.name, series.data.length])).toEqual([
        ['Temperature', 3],
        ['Minimum', 2],
        ['Maximum', 2],
      ]);
    });

    const events = await screen.findByTestId('device-events', {}, WAIT);
    expect(within(events).getAllByText('Door opened')).toHaveLength(2);
  });
});

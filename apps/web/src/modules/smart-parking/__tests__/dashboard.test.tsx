import type { sparking } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, location, owner, paged, serve, signIn, spot } from './spKit.ts';

// happy-dom draws no canvas: the chart is a labelled box (the browser test draws real ones).
vi.mock('../../../ui/Chart/index.ts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

const figures = {
  capacity: 4,
  now: { free: 2, occupied: 1, closed: 0, unknown: 1 },
  averageStayMinutes: 95,
  stays: 6,
  turnover: 0.21,
};
const dashboard: sparking.Dashboard = {
  from: '2026-11-19T00:00:00.000Z',
  to: '2026-11-26T00:00:00.000Z',
  bucket: 'day',
  totals: figures,
  locations: [{ id: 7, name: 'Headquarters car park', ...figures }],
  occupancy: [{ at: '2026-11-25T00:00:00.000Z', occupied: 1, free: 2, closed: 0, unknown: 1 }],
};

describe('[SMART-PARKING][DASHBOARD] /smart-parking/analysis/dashboard', () => {
  test('the totals and the locations table; choosing a location asks for its figures', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/sparking\/api\/analysis\/dashboard$/, () => json(200, { data: dashboard })],
      ['GET', /^\/api\/sparking\/api\/locations$/, () => paged([location([spot()])])],
    ]);
    const { user } = renderApp('/smart-parking/analysis/dashboard');
    const table = await screen.findByRole('table', { name: 'Per location' }, wait);
    expect(within(table).getByText('Headquarters car park')).toBeVisible();
    expect(within(screen.getByTestId('total-free')).getByText('2')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Headquarters car park' }, wait));
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/sparking/api/analysis/dashboard').some((call) =>
          call.path.includes('locationId=7'),
        ),
      ).toBe(true),
    );
  });

  test('a failed load: the error state', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/sparking\/api\/analysis\/dashboard$/, () => json(500, { msg: 'Boom' })]]);
    renderApp('/smart-parking/analysis/dashboard');
    expect(await screen.findByText('Could not load the dashboard', {}, wait)).toBeVisible();
  });
});

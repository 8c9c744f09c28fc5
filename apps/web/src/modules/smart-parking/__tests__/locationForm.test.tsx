import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, location, owner, serve, signIn, spot } from './spKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

describe('[SMART-PARKING][LOCATIONS]', () => {
  test('adding a location without a name or an outline shows why, and sends nothing', async () => {
    signIn(owner);
    const { calls } = serve([]);
    const { user } = renderApp('/smart-parking/locations/add');
    await user.click(await screen.findByRole('button', { name: 'Add location' }, wait));
    expect(await screen.findByText('Required')).toBeVisible();
    expect(screen.getByText('A Polygon Needs at Least 3 Distinct Points')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/sparking/api/locations')).toHaveLength(0);
  });

  test('the details list the spots with state and sensor; closing a spot asks the server', async () => {
    signIn(owner);
    const details = location([spot(), spot({ id: 2, code: 'P-02', state: 'occupied', device: null })]);
    const { calls } = serve([
      ['GET', /^\/api\/sparking\/api\/locations\/7$/, () => json(200, { data: details })],
      [
        'POST',
        /^\/api\/sparking\/api\/spots\/1\/close$/,
        () => json(200, { data: { ...details.spots[0], state: 'closed' } }),
      ],
    ]);
    const { user } = renderApp('/smart-parking/locations/details/7');
    const first = await screen.findByTestId('spot-P-01', {}, wait);
    expect(within(first).getByText('Free')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'PS1-0001' })).toBeVisible();
    expect(within(screen.getByTestId('spot-P-02')).getByText('No sensor')).toBeVisible();
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/sparking/api/spots/1/close')).toHaveLength(1));
  });

  test("another company's location: not found, with a way back", async () => {
    signIn(owner);
    serve([]);
    renderApp('/smart-parking/locations/details/99');
    expect(await screen.findByText('Parking location not found', {}, wait)).toBeVisible();
  });
});

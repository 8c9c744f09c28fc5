import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { structure } from '../../places/__tests__/kit.ts';
import { callsTo, location, owner, paged, serve, signIn, spot } from './spKit.ts';

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

  test('the structure is chosen on the form; the server refusing it shows on the field', async () => {
    signIn(owner);
    const details = { ...location([spot()]), structure: { id: 101, name: 'Headquarters' } };
    const { calls } = serve([
      ['GET', /^\/api\/sparking\/api\/locations\/7$/, () => json(200, { data: details })],
      [
        'GET',
        /^\/api\/company\/3\/structure$/,
        () => paged([structure(), structure({ id: 102, name: 'Warehouse' })]),
      ],
      [
        'PATCH',
        /^\/api\/sparking\/api\/locations\/7$/,
        () => json(418, [{ param: 'structureId', msg: 'Choose a structure of this company' }]),
      ],
    ]);
    const { user } = renderApp('/smart-parking/locations/edit/7');
    const field = await screen.findByRole('combobox', { name: 'Structure' }, wait);
    expect(field).toHaveValue('Headquarters');
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Warehouse' }, wait));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a structure of this company', {}, wait)).toBeVisible();
    const [sent] = callsTo(calls, 'PATCH', '/api/sparking/api/locations/7');
    expect(sent?.body).toMatchObject({ structureId: 102 });
  });

  test("another company's location: not found, with a way back", async () => {
    signIn(owner);
    serve([]);
    renderApp('/smart-parking/locations/details/99');
    expect(await screen.findByText('Parking location not found', {}, wait)).toBeVisible();
  });
});

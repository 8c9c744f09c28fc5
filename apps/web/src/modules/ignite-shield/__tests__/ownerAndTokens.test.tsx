import type { devices } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, device, owner, paged, serve, signIn, solutions } from './kit.ts';

// The first render of the app pulls in every module: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const token = (over: Partial<devices.DeviceTokenRow> = {}): devices.DeviceTokenRow => ({
  id: 900,
  app: 'swam',
  company: { id: 3, name: 'Demo Customer' },
  device: { id: 7, serial: 'AQ5-0001', type: 'sensor' },
  validityMonths: 12,
  activationAt: '2025-06-01T10:00:00.000Z',
  expirationAt: '2026-06-01T10:00:00.000Z',
  state: 'active',
  createdAt: '2025-06-01T10:00:00.000Z',
  ...over,
});

describe('[SWAM][DEVICES] bulk owner change, tokens and inventory', () => {
  test('R1 each selected device ends done or error, shown on its row', async () => {
    signIn(owner);
    const rows = [device(), device({ id: 8, serial: 'CC3-0001', name: 'Bay 1' })];
    const { calls } = serve([
      ['GET', /^\/api\/swam\/user-solutions$/, () => json(200, { data: solutions })],
      ['GET', /^\/api\/swam\/device$/, () => paged(rows)],
      ['GET', /^\/api\/company$/, () => paged([{ id: 4, name: 'Other Customer', type: 'Customer' }])],
      [
        'PATCH',
        /^\/api\/device\/owner$/,
        () =>
          json(200, {
            data: [
              { id: 7, status: 'done' },
              { id: 8, status: 'error', msg: 'Device Not Found' },
            ],
          }),
      ],
    ]);
    const { user } = renderApp('/ignite-shield/devices/list');
    await screen.findByRole('link', { name: 'AQ5-0001' }, { timeout: 15_000 });
    for (const checkbox of screen.getAllByRole('checkbox', { name: /^Select (AQ5-0001|CC3-0001)$/ }))
      await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Change owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the owner of 2 devices' });
    await user.click(within(dialog).getByRole('button', { name: 'Change owner' }));
    expect(within(dialog).getByText('Choose the new owner')).toBeVisible();
    expect(callsTo(calls, 'PATCH', '/api/device/owner')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /New owner/ }));
    await user.click(await screen.findByRole('option', { name: 'Other Customer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change owner' }));
    await waitFor(() => expect(within(dialog).getByTestId('owner-row-7')).toHaveTextContent('done'));
    expect(within(dialog).getByTestId('owner-row-8')).toHaveTextContent('error');
    expect(within(dialog).getByTestId('owner-row-8')).toHaveTextContent('Device Not Found');
    expect(callsTo(calls, 'PATCH', '/api/device/owner')[0]?.body).toEqual({ ids: [7, 8], customerId: 4 });
  });

  test('R14 R15 the tokens list names each state with its dates', async () => {
    signIn(owner);
    serve([
      [
        'GET',
        /^\/api\/swam\/device-token$/,
        () =>
          paged([
            token(),
            token({ id: 901, device: null, activationAt: null, expirationAt: null, state: 'not-activated' }),
            token({ id: 902, state: 'expired', expirationAt: '2025-01-01T10:00:00.000Z' }),
          ]),
      ],
    ]);
    renderApp('/ignite-shield/devices/tokens');
    expect(await screen.findByText('not activated yet', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText('expired')).toBeVisible();
    expect(screen.getByText('active')).toBeVisible();
    expect(screen.getByText('Not assigned')).toBeVisible();
    expect(screen.getAllByText('01/06/2026').length).toBeGreaterThan(0);
  });

  test('an empty inventory says no data found; a failed one offers a retry', async () => {
    signIn(owner);
    let fail = false;
    serve([
      [
        'GET',
        /^\/api\/device\/inventory$/,
        () => (fail ? json(500, { msg: 'boom' }) : json(200, { data: [] })),
      ],
    ]);
    const first = renderApp('/ignite-shield/devices/inventory');
    expect(await screen.findByText('no data found', {}, { timeout: 15_000 })).toBeVisible();
    first.unmount();
    fail = true;
    renderApp('/ignite-shield/devices/inventory');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeVisible();
  });
});

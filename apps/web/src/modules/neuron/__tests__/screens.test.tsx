import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { storage } from '../../../lib/storage.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  box,
  boxDevice,
  callsTo,
  owner,
  paged,
  resident,
  serve,
  signIn,
  vehicle,
  vehicleLog,
} from './neuronKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };

describe('[NEURON][SCREENS]', () => {
  test('live vehicle logs: a pushed read appears without a reload with its decision; a better read replaces it', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/anpr\/vehicle-logs\/live$/, () => json(200, { data: [vehicleLog()] })]]);
    renderApp('/neuron/logs/vehicles-logs');
    const table = await screen.findByRole('table', { name: 'Vehicle logs' }, wait);
    expect(await within(table).findByText('A12345')).toBeVisible();
    const read = vehicleLog({
      id: 5002,
      plate: 'X999',
      seenAt: '2026-11-26T09:10:00.000Z',
      decision: 'denied',
      code: 'unknown-plate',
      reason: "Unknown plate X999: no resident's vehicle or visitor has it",
    });
    act(() => dispatchRealtimeEvent('anpr:vehicle-log', read));
    const rows = await within(table).findAllByTestId('live-log');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('X999');
    expect(rows[0]).toHaveTextContent('Denied');
    expect(rows[0]).toHaveTextContent('Unknown plate X999');
    expect(rows[0]).toHaveAttribute('data-fresh', 'true');
    act(() => dispatchRealtimeEvent('anpr:vehicle-log', { ...read, plate: 'X9999' }));
    await waitFor(() => expect(within(table).getAllByTestId('live-log')[0]).toHaveTextContent('X9999'));
    expect(within(table).getAllByTestId('live-log')).toHaveLength(2);
  });

  test('A4 with Arabic chosen, a Neuron page is English and left to right', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/anpr\/vehicle-logs\/live$/, () => json(200, { data: [] })]]);
    storage.set('language', 'ar');
    renderApp('/neuron/logs/vehicles-logs');
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('heading', { name: 'Vehicle logs', level: 1 }, wait)).toBeVisible();
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByText('No plate read yet', {}, wait)).toBeVisible();
    storage.set('language', 'en');
  });

  test('profile/me of a user who is no resident says so plainly', async () => {
    signIn(owner);
    serve([
      [
        'GET',
        /^\/api\/anpr\/residents\/me$/,
        () => json(404, { msg: 'You are not a resident', code: 'NOT_A_RESIDENT' }),
      ],
    ]);
    renderApp('/neuron/residents/profile/me');
    expect(await screen.findByTestId('not-a-resident', {}, wait)).toHaveTextContent(
      'You are not registered as a resident',
    );
  });

  test('a duplicate plate is refused with the server’s message under the plate field', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/anpr\/residents\/7$/, () => json(200, { data: resident() })],
      ['GET', /^\/api\/anpr\/residents\/7\/vehicles$/, () => json(200, { data: [vehicle()] })],
      [
        'POST',
        /^\/api\/anpr\/vehicles$/,
        () => json(418, [{ param: 'plate', msg: 'This Plate Is Already Registered' }]),
      ],
    ]);
    const { user } = renderApp('/neuron/residents/profile/7');
    expect(await screen.findByRole('heading', { name: 'Sara Haddad', level: 1 }, wait)).toBeVisible();
    expect(screen.getByRole('table', { name: 'Vehicles' })).toHaveTextContent('Dubai A 12345');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a vehicle' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Plate/ }), 'dubai-a-12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This Plate Is Already Registered')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/anpr/vehicles')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/anpr/vehicles')[0]?.body).toMatchObject({
      plate: 'dubai-a-12345',
      residentId: 7,
    });
  });

  test('the residents list is paged from the server with its empty state', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/anpr\/residents$/, () => paged([])]]);
    renderApp('/neuron/residents/residents-list');
    expect(await screen.findByRole('heading', { name: 'Residents', level: 1 }, wait)).toBeVisible();
    expect(await screen.findByText(/no data/i, {}, wait)).toBeVisible();
  });

  test('linking a camera: the server’s 418 on its Frigate name lands under the field', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/anpr\/boxes\/801$/, () => json(200, { data: box() })],
      ['GET', /^\/api\/anpr\/boxes\/801\/devices$/, () => json(200, { data: [boxDevice()] })],
      [
        'GET',
        /^\/api\/anpr\/devices$/,
        () =>
          paged([
            {
              id: 812,
              serial: 'LPR-0002',
              name: 'Exit camera',
              role: 'camera',
              company: { id: 3, name: 'Demo Customer' },
              structure: null,
              state: 'active',
              connectivity: 'online',
              lastSeenAt: null,
              box: null,
              cameraName: null,
              direction: null,
            },
          ]),
      ],
      [
        'POST',
        /^\/api\/anpr\/boxes\/801\/devices$/,
        () => json(418, [{ param: 'cameraName', msg: 'Another Camera Of This Box Has This Name' }]),
      ],
    ]);
    const { user } = renderApp('/neuron/boxes/box-linked-devices/801');
    const table = await screen.findByRole('table', { name: 'Linked devices' }, wait);
    expect(within(table).getByText('gate_in')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Link a device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a device' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    await user.click(within(dialog).getByRole('combobox', { name: /^Camera/ }));
    await user.click(await screen.findByRole('option', { name: 'Exit camera (LPR-0002)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Frigate camera name/ }), 'gate_in');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another Camera Of This Box Has This Name')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/anpr/boxes/801/devices')[0]?.body).toEqual({
      deviceId: 812,
      cameraName: 'gate_in',
      direction: null,
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';
import { vehicle } from './fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });
const PAGE = '/fleet/vehicles/vehicles-list';

describe('[FLEET][VEHICLES] /fleet/vehicles/vehicles-list', () => {
  test('a vehicle is suspended after confirmation (spec §4), then shows Suspended', async () => {
    signIn(owner);
    let suspended = false;
    const { calls } = serve([
      [
        'GET',
        /^\/api\/fleet\/vehicle$/,
        () => paged([vehicle({ suspended, suspendedAt: suspended ? '2026-11-26T09:00:00.000Z' : null })]),
      ],
      ['GET', /^\/api\/fleet\/vehicle-group$/, () => paged([])],
      [
        'POST',
        /^\/api\/fleet\/vehicle\/1\/suspend$/,
        () => {
          suspended = true;
          return json(200, { data: vehicle({ suspended: true, suspendedAt: '2026-11-26T09:00:00.000Z' }) });
        },
      ],
    ]);
    const { user } = renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    expect(await within(table).findByText('FT5-0001')).toBeVisible();
    expect(within(table).getByText('Rashid Driver')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Actions for Van 01' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the vehicle' });
    expect(within(dialog).getByTestId('confirm-message')).toHaveTextContent(/^Suspend Van 01\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/fleet/vehicle/1/suspend')).toHaveLength(1));
    expect(await within(table).findByText('Suspended')).toBeVisible();
  });

  test('a refused suspension is shown in the dialog, which stays open', async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/fleet\/vehicle$/, () => paged([vehicle()])],
      ['GET', /^\/api\/fleet\/vehicle-group$/, () => paged([])],
      [
        'POST',
        /^\/api\/fleet\/vehicle\/1\/suspend$/,
        () => json(409, { msg: 'The vehicle is on a job in progress', code: 'CONFLICT' }),
      ],
    ]);
    const { user } = renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    await user.click(await within(table).findByRole('button', { name: 'Actions for Van 01' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the vehicle' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The vehicle is on a job in progress');
  });

  test('adding a vehicle: blank fields say Required, the server’s 418 shows under its field', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/fleet\/vehicle$/, () => paged([])],
      ['GET', /^\/api\/fleet\/vehicle-group$/, () => paged([])],
      ['GET', /^\/api\/fleet\/driver$/, () => paged([])],
      ['GET', /^\/api\/fleet\/device$/, () => paged([])],
      ['POST', /^\/api\/fleet\/vehicle$/, () => json(418, [{ param: 'plate', msg: 'Plate already used' }])],
    ]);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a vehicle' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(callsTo(calls, 'POST', '/api/fleet/vehicle')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Van 09');
    await user.type(within(dialog).getByRole('textbox', { name: /^Plate/ }), 'dxb 9009');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Plate already used')).toBeVisible();
    const [post] = callsTo(calls, 'POST', '/api/fleet/vehicle');
    expect(post?.body).toMatchObject({ name: 'Van 09', plate: 'DXB 9009', deviceId: null, driverId: null });
  });
});

describe('[FLEET][DRIVERS] /fleet/drivers/drivers-list', () => {
  test('a driver is linked to the user who signs in as them; a refused user shows under its field', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/fleet\/driver$/, () => paged([])],
      [
        'GET',
        /^\/api\/company\/3\/user$/,
        () => paged([{ id: 41, firstName: 'Rashid', lastName: 'Driver', email: 'driver@customer.demo' }]),
      ],
      [
        'POST',
        /^\/api\/fleet\/driver$/,
        () => json(418, [{ param: 'userId', msg: 'This User Already Drives Another Record' }]),
      ],
    ]);
    const { user } = renderApp('/fleet/drivers/drivers-list');
    await user.click(await screen.findByRole('button', { name: 'Add driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a driver' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rashid');
    await user.type(within(dialog).getByRole('textbox', { name: /Licence number/ }), 'DXB-12345');
    await user.click(within(dialog).getByRole('combobox', { name: 'Signs in as' }));
    await user.click(await screen.findByRole('option', { name: 'Rashid Driver (driver@customer.demo)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This User Already Drives Another Record')).toBeVisible();
    const [post] = callsTo(calls, 'POST', '/api/fleet/driver');
    expect(post?.body).toMatchObject({ name: 'Rashid', licenceNumber: 'DXB-12345', userId: 41 });
  });
});

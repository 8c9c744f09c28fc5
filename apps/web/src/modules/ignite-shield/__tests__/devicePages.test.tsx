import { devices } from '@atrium/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, device, owner, paged, query, type Route, serve, signIn, solutions } from './kit.ts';

// The first render of the app pulls in every module: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const LIST = '/ignite-shield/devices/list';
const DETAILS = '/ignite-shield/devices/list/solution/17/device/7';
const empty = () => paged([]);

function serveDevices(rows: devices.Device[], more: Route[] = []) {
  return serve([
    ...more,
    ['GET', /^\/api\/swam\/user-solutions$/, () => json(200, { data: solutions })],
    ['GET', /^\/api\/swam\/device$/, () => paged(rows)],
    ['GET', /^\/api\/device\/7$/, () => json(200, { data: rows[0] })],
    ['GET', /^\/api\/device\/7\/(readings|info-logs|access-logs)$/, empty],
    ['GET', /^\/api\/structure\/search$/, empty],
  ]);
}

describe('[SWAM][DEVICES] devices list and device page', () => {
  test('R201 the list shows each device with its state, battery level and communication icon', async () => {
    signIn(owner);
    const { calls } = serveDevices([
      device(),
      device({ id: 8, serial: 'CC3-0001', battery: 80, connectivity: 'offline' }),
    ]);
    renderApp(LIST);
    expect(await screen.findByRole('link', { name: 'AQ5-0001' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      DETAILS,
    );
    expect(screen.getByRole('img', { name: 'Battery: 15%' })).toHaveAttribute('data-level', 'problem');
    expect(screen.getByRole('img', { name: 'Battery: 80%' })).toHaveAttribute('data-level', 'good');
    expect(screen.getByRole('img', { name: 'LoRaWAN, Offline' })).toHaveAttribute('data-icon-id', '2');
    expect(query(callsTo(calls, 'GET', '/api/swam/device')[0]).get('limit')).toBe('25');
  });

  test('the list under /solution/:id asks for that solution only', async () => {
    signIn(owner);
    const { calls } = serveDevices([device()]);
    renderApp(`${LIST}/solution/18`);
    expect(
      await screen.findByRole('heading', { name: 'Devices: Cold chain' }, { timeout: 15_000 }),
    ).toBeVisible();
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/swam/device')).not.toHaveLength(0));
    expect(query(callsTo(calls, 'GET', '/api/swam/device')[0]).get('solutionId')).toBe('18');
  });

  test('/solution/all goes to the lowest solution the customer has, keeping the query', async () => {
    signIn(owner);
    serveDevices([device()]);
    const { router } = renderApp(`${LIST}/solution/all?x=1`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/solution/17`), {
      timeout: 15_000,
    });
    expect(router.state.location.search).toBe('?x=1');
  });

  test('a list that fails to load shows the error with a retry', async () => {
    signIn(owner);
    serveDevices([], [['GET', /^\/api\/swam\/device$/, () => json(500, { msg: 'boom' })]]);
    renderApp(LIST);
    expect(await screen.findByText('The table could not be loaded', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('the device page shows its place, last seen and token, and blocking it after the confirmation shows Blocked', async () => {
    signIn(owner);
    let current = device();
    const { calls } = serveDevices(
      [current],
      [
        ['GET', /^\/api\/device\/7$/, () => json(200, { data: current })],
        [
          'POST',
          /^\/api\/device\/7\/block$/,
          () => {
            current = { ...current, state: 'blocked' };
            return json(200, { data: current });
          },
        ],
      ],
    );
    const { user } = renderApp(DETAILS);
    expect(await screen.findByRole('link', { name: 'Headquarters' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText('› Lobby')).toBeVisible();
    expect(await screen.findByText('no readings')).toBeVisible();
    expect(screen.getByTestId('device-state')).toHaveTextContent('Active');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Block AQ5-0001? It can no longer connect');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.getByTestId('device-state')).toHaveTextContent('Blocked'));
    expect(callsTo(calls, 'POST', '/api/device/7/block')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeVisible();
  });

  test('A70 R207 the control unit (hardware 304) is told its interval is set when it is online', async () => {
    signIn(owner);
    const unit = device({
      hardware: { id: 304, name: 'Control unit CU-304' },
      reportingIntervalSeconds: 900,
    });
    const { calls } = serveDevices(
      [unit],
      [
        [
          'POST',
          /^\/api\/device\/7\/reporting-interval$/,
          () => json(202, { msg: devices.CONFIG_QUEUED_MESSAGE, data: unit }),
        ],
      ],
    );
    const { user } = renderApp(DETAILS);
    await user.click(await screen.findByRole('button', { name: 'Reporting interval' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const seconds = within(dialog).getByRole('textbox', { name: /Seconds between reports/ });
    await user.clear(seconds);
    await user.type(seconds, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seconds).toHaveAccessibleDescription(expect.stringContaining('Must be between 10 and 86400'));
    await user.clear(seconds);
    await user.type(seconds, '1800');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(devices.CONFIG_QUEUED_MESSAGE)).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/device/7/reporting-interval')[0]?.body).toEqual({
      reportingIntervalSeconds: 1800,
    });
  });

  test('another company’s device shows not found', async () => {
    signIn(owner);
    serveDevices([device()], [['GET', /^\/api\/device\/7$/, () => json(404, { msg: 'Not found' })]]);
    renderApp(DETAILS);
    expect(await screen.findByTestId('device-not-found', {}, { timeout: 15_000 })).toBeVisible();
  });

  test('in Arabic the device page is right to left with its states and actions in Arabic', async () => {
    signIn(owner);
    serveDevices([device({ state: 'blocked', tokenState: 'not-activated' })]);
    renderApp(DETAILS);
    await screen.findByRole('link', { name: 'Headquarters' }, { timeout: 15_000 });
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('button', { name: 'إلغاء الحظر' })).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('device-state')).toHaveTextContent('محظور');
    expect(screen.getByText('لم يتم تفعيله بعد')).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
  });

  test('a move the server refuses with 418 shows the message on its field', async () => {
    signIn(owner);
    const { calls } = serveDevices(
      [device()],
      [
        [
          'PUT',
          /^\/api\/device\/7\/move$/,
          () => json(418, [{ param: 'structureId', msg: 'Structure Not Found' }]),
        ],
        [
          'GET',
          /^\/api\/structure\/search$/,
          () =>
            paged([
              {
                id: 101,
                companyId: 3,
                companyName: 'Demo Customer',
                parentId: null,
                type: 'building',
                name: 'Headquarters',
                address: '',
              },
            ]),
        ],
      ],
    );
    const { user } = renderApp(DETAILS);
    await user.click(await screen.findByRole('button', { name: 'Move' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the device' });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    const structure = within(dialog).getByRole('combobox', { name: /^Structure/ });
    await waitFor(() =>
      expect(structure).toHaveAccessibleDescription(expect.stringContaining('Structure Not Found')),
    );
    expect(callsTo(calls, 'PUT', '/api/device/7/move')[0]?.body).toEqual({
      structureId: 101,
      floorId: 201,
      spaceId: 301,
    });
  });
});

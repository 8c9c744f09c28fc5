import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  bodyOf,
  callsTo,
  command,
  defconAlarm,
  operator,
  paged,
  panelDetails,
  panelRow,
  serve,
  signIn,
} from './defconKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };
const DETAIL = /^\/api\/defcon\/panel\/501$/;

describe('[DEFCON][PANELS] panels list and details', () => {
  test('the list shows each panel’s state, link, heartbeat and signal, linking its details', async () => {
    signIn(operator());
    const { calls } = serve([['GET', /^\/api\/defcon\/panel$/, () => paged([panelRow()])]]);
    renderApp('/defcon/panels/list');
    const table = await screen.findByRole('table', { name: 'Panels' }, wait);
    expect(await within(table).findByRole('link', { name: 'IP8-0001' }, wait)).toHaveAttribute(
      'href',
      '/defcon/panels/details/501',
    );
    expect(within(table).getByText('Armed')).toBeVisible();
    expect(within(table).getByText('Online')).toBeVisible();
    expect(within(table).getByText('-67 dBm')).toBeVisible();
    expect(callsTo(calls, 'GET', '/api/defcon/panel')[0]?.path).toContain('limit=25');
  });

  test('a panel armed or disarmed over the socket shows so in the list and the details, without a reload', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', /^\/api\/defcon\/panel$/, () => paged([panelRow({ armState: 'disarmed' })])],
      ['GET', DETAIL, () => json(200, { data: panelDetails({ armState: 'disarmed' }) })],
    ]);
    const { user } = renderApp('/defcon/panels/list');
    const table = await screen.findByRole('table', { name: 'Panels' }, wait);
    expect(await within(table).findByText('Disarmed', {}, wait)).toBeVisible();
    const pushed = (armState: 'armed' | 'disarmed', panelId = 501) =>
      act(() =>
        dispatchRealtimeEvent('defcon-panel-state', {
          panelId,
          armState,
          armedAt: '2026-11-26T03:00:00.000Z',
          armedBy: { panelUser: 4, user: null },
        }),
      );
    pushed('armed', 777);
    expect(within(table).getByText('Disarmed')).toBeVisible();
    pushed('armed');
    expect(await within(table).findByText('Armed', {}, wait)).toBeVisible();
    expect(callsTo(calls, 'GET', '/api/defcon/panel')).toHaveLength(1);

    await user.click(within(table).getByRole('link', { name: 'IP8-0001' }));
    expect(await screen.findByRole('heading', { name: /Villa panel/ }, wait)).toBeVisible();
    const loads = callsTo(calls, 'GET', '/api/defcon/panel/501').length;
    pushed('disarmed');
    expect(await screen.findByText('Keypad user 4', {}, wait)).toBeVisible();
    expect(callsTo(calls, 'GET', '/api/defcon/panel/501')).toHaveLength(loads);
  });

  test('a failed list says so with a retry', async () => {
    signIn(operator());
    serve([['GET', /^\/api\/defcon\/panel$/, () => json(500, { msg: 'Boom' })]]);
    renderApp('/defcon/panels/list');
    expect(await screen.findByRole('button', { name: /try again|retry/i }, wait)).toBeVisible();
  });

  test('details: zones with their devices, and panic only after its confirmation; the outcome is a toast', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', DETAIL, () => json(200, { data: panelDetails({ armedBy: { panelUser: 3, user: null } }) })],
      ['POST', /^\/api\/defcon\/panel\/501\/panic$/, () => json(202, { data: command() })],
    ]);
    const { user } = renderApp('/defcon/panels/details/501');
    expect(await screen.findByRole('heading', { name: /Villa panel/ }, wait)).toBeVisible();
    const zones = screen.getByRole('table', { name: 'Zones' });
    expect(within(zones).getByRole('link', { name: 'Front door contact' })).toHaveAttribute(
      'href',
      '/defcon/device/panel/501/details/511',
    );
    expect(within(zones).getByText('In alarm')).toBeVisible();
    expect(screen.getByText('Keypad user 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Panic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trigger the panic' });
    expect(callsTo(calls, 'POST', '/api/defcon/panel/501/panic')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Trigger panic' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/defcon/panel/501/panic')).toHaveLength(1));
    expect(await screen.findByText('Panic to IP8-0001: sent', {}, wait)).toBeVisible();
  });

  test('a pushed alarm of this panel reloads its page (a zone goes into alarm); another panel’s does not', async () => {
    signIn(operator());
    let alarmed = false;
    const { calls } = serve([
      [
        'GET',
        DETAIL,
        () => {
          const details = panelDetails();
          const zones = details.zones.map((zone) => ({
            ...zone,
            alarmed: zone.zone === 2 ? alarmed : zone.alarmed,
          }));
          return json(200, { data: { ...details, zones } });
        },
      ],
    ]);
    renderApp('/defcon/panels/details/501');
    const zones = await screen.findByRole('table', { name: 'Zones' }, wait);
    expect(within(zones).getAllByText('In alarm')).toHaveLength(1);
    const loads = callsTo(calls, 'GET', '/api/defcon/panel/501').length;
    act(() =>
      dispatchRealtimeEvent('alarm', {
        change: 'raised',
        alarm: defconAlarm({ device: { id: 777, serial: 'IP8-0777', name: 'Other' } }),
      }),
    );
    alarmed = true;
    act(() => dispatchRealtimeEvent('alarm', { change: 'raised', alarm: defconAlarm({ zone: 2 }) }));
    await waitFor(() => expect(within(zones).getAllByText('In alarm')).toHaveLength(2));
    expect(callsTo(calls, 'GET', '/api/defcon/panel/501')).toHaveLength(loads + 1);
  });

  test('commands show only with their permission', async () => {
    signIn(operator(['p_defcon_panels_view', 'p_defcon_panels_activate']));
    serve([['GET', DETAIL, () => json(200, { data: panelDetails() })]]);
    renderApp('/defcon/panels/details/501');
    const commands = await screen.findByTestId('panel-commands', {}, wait);
    expect(within(commands).getByRole('button', { name: 'Arm' })).toBeVisible();
    expect(within(commands).getByRole('button', { name: 'Disarm' })).toBeVisible();
    expect(within(commands).queryByRole('button', { name: 'Panic' })).toBeNull();
    expect(within(commands).queryByRole('button', { name: 'Network' })).toBeNull();
    expect(within(commands).queryByRole('button', { name: 'Change owner' })).toBeNull();
  });

  test('Wi-Fi join: a short password is refused under its field before sending; a 418 goes under its field', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', DETAIL, () => json(200, { data: panelDetails() })],
      [
        'POST',
        /^\/api\/defcon\/panel\/501\/wifi-join$/,
        () => json(418, [{ param: 'ssid', msg: 'Unknown network' }]),
      ],
    ]);
    const { user } = renderApp('/defcon/panels/details/501');
    await user.click(await screen.findByRole('button', { name: 'Network' }, wait));
    await user.click(await screen.findByRole('menuitem', { name: 'Join a Wi-Fi network' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join a Wi-Fi network' });
    await user.type(within(dialog).getByRole('textbox', { name: /Network name/ }), 'Villa');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please Enter At Least 8 Characters')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/defcon/panel/501/wifi-join')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unknown network')).toBeVisible();
    expect(bodyOf(callsTo(calls, 'POST', '/api/defcon/panel/501/wifi-join')[0])).toEqual({
      ssid: 'Villa',
      password: 'long enough',
    });
  });

  test('a panel of another company (404) says it does not exist, with a way back', async () => {
    signIn(operator());
    serve([]);
    renderApp('/defcon/panels/details/77');
    expect(await screen.findByRole('heading', { name: 'This panel does not exist' }, wait)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the panels' })).toHaveAttribute(
      'href',
      '/defcon/panels/list',
    );
  });
});

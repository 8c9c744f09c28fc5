import { fleet } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, dispatcher, serve, signIn } from './dispatchKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const SETTINGS = { companyId: 3, ...fleet.DEFAULT_ALARM_SETTINGS, custom: false, updatedAt: null };

function serveSettings() {
  return serve([
    ['GET', /^\/api\/fleet\/alarm-settings$/, () => json(200, { data: SETTINGS })],
    [
      'PUT',
      /^\/api\/fleet\/alarm-settings$/,
      (call) =>
        json(200, {
          data: {
            ...SETTINGS,
            ...(call.body as object),
            custom: true,
            updatedAt: '2026-11-26T08:00:00.000Z',
          },
        }),
    ],
  ]);
}

describe('[FLEET][ALARM SETTINGS] alarm settings form', () => {
  test('a value out of its range says so under the field and nothing is sent', async () => {
    signIn(dispatcher());
    const { calls } = serveSettings();
    const { user } = renderApp('/fleet/alarms/alarm-settings');
    const distance = await screen.findByRole('textbox', { name: /Out of route distance/ }, wait);
    expect(screen.getByTestId('settings-defaults')).toBeVisible();
    await user.clear(distance);
    await user.type(distance, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(distance).toHaveAccessibleDescription(/Must be between 20 and 20000/));
    expect(callsTo(calls, 'PUT', '/api/fleet/alarm-settings')).toHaveLength(0);
  });

  test('switching the speeding alarm off sends a null limit; the other values go as they are', async () => {
    signIn(dispatcher());
    const { calls } = serveSettings();
    const { user } = renderApp('/fleet/alarms/alarm-settings');
    await user.click(await screen.findByRole('switch', { name: 'Speeding alarm' }, wait));
    expect(screen.getByRole('textbox', { name: /Speed limit/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/fleet/alarm-settings')).toHaveLength(1), wait);
    expect(callsTo(calls, 'PUT', '/api/fleet/alarm-settings')[0]?.body).toEqual({
      ...fleet.DEFAULT_ALARM_SETTINGS,
      speedLimitKmh: null,
    });
  });

  test('without p_fleet_templates_update the settings are shown but cannot be changed', async () => {
    signIn(dispatcher(['p_fleet_alarms_view']));
    serveSettings();
    renderApp('/fleet/alarms/alarm-settings');
    expect(await screen.findByRole('textbox', { name: /Out of route distance/ }, wait)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

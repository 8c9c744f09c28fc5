import type * as settings from '@atrium/contracts/defcon/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, operator, serve, signIn } from './defconKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };

const defaults: settings.IntrusionSetting = {
  companyId: 30,
  entryDelaySeconds: 30,
  exitDelaySeconds: 60,
  acknowledgeSeconds: 60,
  dispatchSeconds: 300,
  policeHandOverSeconds: 180,
  custom: false,
  updatedAt: null,
};

describe('[DEFCON][SETTINGS] intrusion settings', () => {
  test('the security company sees its delays and deadlines, a value out of range is refused under its field, a good one is saved', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', /^\/api\/defcon\/intrusion-setting$/, () => json(200, { data: defaults })],
      [
        'PUT',
        /^\/api\/defcon\/intrusion-setting$/,
        (call) =>
          json(200, {
            data: {
              ...defaults,
              ...(call.body as object),
              custom: true,
              updatedAt: '2026-11-27T08:00:00.000Z',
            },
          }),
      ],
    ]);
    renderApp('/defcon/security-company/intrusion-settings');
    const form = await screen.findByRole('form', { name: 'Intrusion settings' }, wait);
    expect(within(form).getByText('Default settings')).toBeVisible();
    const entry = within(form).getByRole('textbox', { name: /Entry delay/ });
    expect(entry).toHaveValue('30 s');

    await userEvent.clear(entry);
    await userEvent.type(entry, '700');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be between 0 and 600')).toBeVisible();
    expect(callsTo(calls, 'PUT', '/api/defcon/intrusion-setting')).toHaveLength(0);

    await userEvent.clear(entry);
    await userEvent.type(entry, '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/defcon/intrusion-setting')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/defcon/intrusion-setting')[0]?.body).toEqual({
      ...Object.fromEntries(Object.entries(defaults).filter(([key]) => key.endsWith('Seconds'))),
      entryDelaySeconds: 45,
    });
    expect(await within(form).findByText('Your settings', {}, wait)).toBeVisible();
  });

  test('without the update key the values are read-only and there is no Save', async () => {
    signIn(operator(['p_defcon_settings_view', 'p_defcon_view']));
    serve([['GET', /^\/api\/defcon\/intrusion-setting$/, () => json(200, { data: defaults })]]);
    renderApp('/defcon/security-company/intrusion-settings');
    const form = await screen.findByRole('form', { name: 'Intrusion settings' }, wait);
    expect(within(form).getByRole('textbox', { name: /Exit delay/ })).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  test('a failed load says so with a retry', async () => {
    signIn(operator());
    serve([['GET', /^\/api\/defcon\/intrusion-setting$/, () => json(500, { msg: 'Boom', code: 'X' })]]);
    renderApp('/defcon/security-company/intrusion-settings');
    expect(await screen.findByRole('button', { name: /Retry|Try again/ }, wait)).toBeVisible();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { paged, serve, signIn } from './fbKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

describe('[FACILITY-BOOKING][KIT]', () => {
  test('the live alarms are the kit’s open alarms of the app, operational first', async () => {
    signIn();
    serve([
      ['GET', /^\/api\/facmgmt\/api\/alarms\/operational$/, () => paged([])],
      ['GET', /^\/api\/facmgmt\/api\/alarms\/status$/, () => paged([])],
      ['GET', /^\/api\/facmgmt\/api\/alarms\/info$/, () => json(200, { data: {} })],
    ]);
    renderApp('/facility-booking/alarms/alarms-list/live');
    expect(await screen.findByRole('heading', { name: 'Live alarms', level: 1 }, wait)).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Operational' }, wait)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the device list is the kit’s, over the app’s devices (R94: its table key has three parts)', async () => {
    signIn();
    serve([['GET', /^\/api\/facmgmt\/api\/device$/, () => paged([])]]);
    renderApp('/facility-booking/devices/device-list');
    expect(await screen.findByRole('heading', { name: 'Devices', level: 1 }, wait)).toBeVisible();
    expect(await screen.findByText('no data found', {}, wait)).toBeVisible();
  });
});

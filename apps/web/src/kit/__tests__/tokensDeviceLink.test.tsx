import type { devices } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { owner, paged, serve, signIn } from '../../modules/companies/__tests__/kit.ts';
import { renderApp } from '../../testing/renderApp.tsx';

vi.setConfig({ testTimeout: 60_000 });

const token = (over: Partial<devices.DeviceTokenRow>): devices.DeviceTokenRow => ({
  id: 910,
  app: 'metrowatch',
  company: { id: 3, name: 'Demo Customer' },
  device: { id: 70, serial: 'DL1-0002', type: 'device-lock' },
  validityMonths: 12,
  activationAt: '2025-06-01T10:00:00.000Z',
  expirationAt: '2026-06-01T10:00:00.000Z',
  state: 'active',
  createdAt: '2025-06-01T10:00:00.000Z',
  ...over,
});

describe('[METRO-WATCH][KIT] device tokens', () => {
  test('a token’s device links to the Metro Watch page of its type (A19)', async () => {
    signIn(owner);
    serve([
      [
        'GET',
        /^\/api\/metrowatch\/device-token$/,
        () =>
          paged([token({}), token({ id: 911, device: { id: 71, serial: 'SFB-0001', type: 'TLP2-SFB' } })]),
      ],
    ]);
    renderApp('/metro-watch/devices/tokens');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect(await within(table).findByRole('link', { name: 'DL1-0002' })).toHaveAttribute(
      'href',
      '/metro-watch/devices/device-lock/device/70',
    );
    expect(within(table).getByRole('link', { name: 'SFB-0001' })).toHaveAttribute(
      'href',
      '/metro-watch/devices/TLP2-SFB/device/71',
    );
  });
});

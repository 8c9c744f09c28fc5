import { type lorawan, places } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 60_000 });

const at = '2026-11-26T10:00:00.000Z';
const integration = (over: Partial<lorawan.Integration> = {}): lorawan.Integration => ({
  id: 7,
  companyId: 3,
  companyName: 'Demo Customer',
  kind: 'chirpstack',
  name: 'Demo ChirpStack',
  enabled: true,
  accepted: 1234,
  duplicates: 5,
  unknownDevEui: 2,
  refused: 1,
  rateLimited: 0,
  lastUplinkAt: at,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const device = (over: Partial<lorawan.LorawanDevice> = {}): lorawan.LorawanDevice => ({
  deviceId: 41,
  serial: 'PS1-0001',
  name: 'Spot A1',
  hardwareId: 1701,
  hardwareName: 'In-ground parking sensor PS-1',
  companyId: 3,
  companyName: 'Demo Customer',
  devEui: null,
  lastFCnt: null,
  lastSeenAt: null,
  ...over,
});

const PATH = '/core/users/lorawan-integrations';

describe('[CORE][LORAWAN] integrations page', () => {
  test('lists the integrations with their counters; a new one shows its secret, URL and header once', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/lorawan-integration$/, () => paged([integration()])],
      [
        'POST',
        /^\/api\/lorawan-integration$/,
        () =>
          json(201, {
            data: { ...integration({ id: 8, kind: 'ttn', name: 'Site TTS' }), secret: 'lw_secret' },
          }),
      ],
    ]);
    const { user } = renderApp(PATH);
    expect(await screen.findByText('Demo ChirpStack', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a LoRaWAN integration' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(callsTo(calls, 'POST', '/api/lorawan-integration')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /^Network server/ }));
    await user.click(await screen.findByRole('option', { name: 'The Things Stack v3' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Site TTS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'Secret of Site TTS' });
    expect(within(shown).getByRole('textbox', { name: 'URL' })).toHaveValue(
      `${window.location.origin}/api/integrations/ttn`,
    );
    expect(within(shown).getByRole('textbox', { name: 'Header value' })).toHaveValue('Bearer lw_secret');
    expect(callsTo(calls, 'POST', '/api/lorawan-integration')[0]?.body).toEqual({
      kind: 'ttn',
      name: 'Site TTS',
    });
  });

  test('devices tab: a malformed DevEUI is refused in place, a good one sent upper-case', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/lorawan-integration$/, () => paged([integration()])],
      ['GET', /^\/api\/lorawan-device$/, () => paged([device()])],
      [
        'PUT',
        /^\/api\/lorawan-device\/41$/,
        () => json(200, { data: device({ devEui: '70B3D57ED0000001' }) }),
      ],
    ]);
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('tab', { name: 'Devices and DevEUIs' }, { timeout: 30_000 }));
    await user.click(await screen.findByRole('button', { name: 'Set the DevEUI of Spot A1' }));
    const field = screen.getByRole('textbox', { name: 'DevEUI of Spot A1' });
    await user.type(field, '70B3-XYZ');
    await user.click(screen.getByRole('button', { name: 'Save DevEUI' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(places.INVALID_EUI));
    expect(callsTo(calls, 'PUT', '/api/lorawan-device/41')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '70:b3:d5:7e:d0:00:00:01');
    await user.click(screen.getByRole('button', { name: 'Save DevEUI' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/lorawan-device/41')[0]?.body).toEqual({
        devEui: '70B3D57ED0000001',
      }),
    );
  });
});

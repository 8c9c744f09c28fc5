import { places } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, gateway, owner, paged, serve, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 60_000 });

function serveGateways(answer: () => Response) {
  return serve([
    ['GET', /^\/api\/lorawan-gateway$/, () => paged([gateway()])],
    ['GET', /^\/api\/structure\/search$/, () => paged([])],
    ['POST', /^\/api\/lorawan-gateway$/, answer],
  ]);
}

async function openCreate() {
  signIn(owner);
  const view = renderApp('/core/users/gateways');
  await screen.findByText('Roof gateway', {}, { timeout: 30_000 });
  await view.user.click(screen.getByRole('button', { name: 'Add gateway' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add gateway' });
  return { ...view, dialog };
}

describe('[CORE][GATEWAYS] LoRaWAN gateways', () => {
  test('the list shows each gateway with its EUI and status', async () => {
    signIn(owner);
    serveGateways(() => json(201, { data: gateway() }));
    renderApp('/core/users/gateways');
    expect(await screen.findByText('Roof gateway', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('AA555A0000000101')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  test('an EUI that is not 16 hex digits gets the contract’s message, and nothing is sent', async () => {
    const { calls } = serveGateways(() => json(201, { data: gateway() }));
    const { user, dialog } = await openCreate();
    const eui = within(dialog).getByRole('textbox', { name: /^Gateway EUI/ });
    await user.type(eui, 'AA55-XYZ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Basement');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(eui).toHaveAccessibleDescription(expect.stringContaining(places.INVALID_EUI));
    expect(callsTo(calls, 'POST', '/api/lorawan-gateway')).toHaveLength(0);
  });

  test('an EUI with separators is sent as 16 upper-case digits; a taken one comes back on the field', async () => {
    const { calls } = serveGateways(() =>
      json(418, [{ param: 'eui', msg: 'This EUI Is Already Registered' }]),
    );
    const { user, dialog } = await openCreate();
    const eui = within(dialog).getByRole('textbox', { name: /^Gateway EUI/ });
    await user.type(eui, 'aa:55:5a:00:00:00:01:02');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Basement');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(eui).toHaveAccessibleDescription(expect.stringContaining('This EUI Is Already Registered')),
    );
    expect(callsTo(calls, 'POST', '/api/lorawan-gateway')[0]?.body).toMatchObject({
      eui: 'AA555A0000000102',
      name: 'Basement',
      frequencyPlan: null,
      structureId: null,
      location: null,
    });
  });

  test('a location picked for the gateway is sent with it', async () => {
    const { calls } = serveGateways(() => json(201, { data: gateway() }));
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByRole('textbox', { name: /^Gateway EUI/ }), 'AA555A0000000103');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Mast');
    await user.click(within(dialog).getByRole('checkbox', { name: 'The gateway has a known location' }));
    const latitude = await within(dialog).findByRole('textbox', { name: 'Latitude' }, { timeout: 30_000 });
    await user.clear(latitude);
    await user.type(latitude, '25.2');
    const longitude = within(dialog).getByRole('textbox', { name: 'Longitude' });
    await user.clear(longitude);
    await user.type(longitude, '55.27');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'Roof, Tower A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/lorawan-gateway')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/lorawan-gateway')[0]?.body).toMatchObject({
      name: 'Mast',
      location: { lat: 25.2, lng: 55.27, address: 'Roof, Tower A' },
    });
  });

  test('an out-of-range latitude blocks the save', async () => {
    const { calls } = serveGateways(() => json(201, { data: gateway() }));
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByRole('textbox', { name: /^Gateway EUI/ }), 'AA555A0000000104');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Mast');
    await user.click(within(dialog).getByRole('checkbox', { name: 'The gateway has a known location' }));
    const latitude = await within(dialog).findByRole('textbox', { name: 'Latitude' }, { timeout: 30_000 });
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, 'POST', '/api/lorawan-gateway')).toHaveLength(0);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, location, owner, serve, signIn, spot } from './spKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const MAP = /^\/api\/sparking\/api\/map$/;

const spots = [
  spot(),
  spot({ id: 2, code: 'P-02', state: 'occupied', lng: 55.27075 }),
  spot({ id: 3, code: 'P-03', state: 'closed', lng: 55.27085, device: null }),
];
const { id, name, outline } = location(spots);

describe('[SMART-PARKING][DEVICES MAP] /smart-parking/devices/map', () => {
  test('counts the spots per state; a pushed state repaints without a reload', async () => {
    signIn(owner);
    const { calls } = serve([['GET', MAP, () => json(200, { data: [{ id, name, outline, spots }] })]]);
    renderApp('/smart-parking/devices/map');
    expect(await screen.findByRole('region', { name: 'Map of every parking spot' }, wait)).toBeVisible();
    expect(screen.getByTestId('count-free')).toHaveTextContent('1');
    expect(screen.getByTestId('count-occupied')).toHaveTextContent('1');
    expect(screen.getByTestId('count-closed')).toHaveTextContent('1');
    expect(await screen.findByRole('img', { name: 'P-01 · Free' }, wait)).toHaveClass('sp-state-free');

    act(() => dispatchRealtimeEvent('sparking:spot', { ...spots[0], state: 'occupied' }));
    await waitFor(() => expect(screen.getByTestId('count-occupied')).toHaveTextContent('2'));
    expect(screen.getByTestId('count-free')).toHaveTextContent('0');
    const dot = await screen.findByRole('img', { name: 'P-01 · Occupied' }, wait);
    expect(dot).toHaveAttribute('data-state', 'occupied');
    expect(dot).toHaveClass('sp-spot-1', 'sp-state-occupied');
    expect(callsTo(calls, 'GET', '/api/sparking/api/map')).toHaveLength(1);
  });

  test('no locations: the empty state', async () => {
    signIn(owner);
    serve([['GET', MAP, () => json(200, { data: [] })]]);
    renderApp('/smart-parking/devices/map');
    expect(await screen.findByText('No parking locations yet.', {}, wait)).toBeVisible();
  });
});

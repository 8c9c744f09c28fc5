import type { market } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { ALL_KEYS } from '../../companies/__tests__/kit.ts';
import { CATALOGUE, item, owner, serveMarket, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const sensorOrder: market.CompactOrder = [
  'swam-hardware',
  10,
  [
    [
      101,
      2,
      [
        [201, 1],
        [202, 1],
      ],
    ],
  ],
  [[301, 1]],
  [],
  [],
];
const metroOrder: market.CompactOrder = ['metrowatch-hardware', 30, [[501, 1, []]], [], [], []];
const goneSolution: market.CompactOrder = ['swam-hardware', 99, [[101, 1, []]], [], [], []];

describe('[MARKET] cart restore', () => {
  test('R32 R33 R34 orders are dropped for a missing permission, a gone solution or an unavailable item, with a notice', async () => {
    // No metrowatch module: its order goes (R32).
    signIn(
      owner,
      ALL_KEYS.filter((k) => k !== 'm_metrowatch'),
    );
    const withoutCable: market.CompactOrder = [
      'swam-hardware',
      10,
      [[101, 2, [[201, 1]]]],
      [[301, 1]],
      [],
      [],
    ];
    const withUnavailable: market.CompactOrder = ['swam-hardware', 10, [[101, 1, [[203, 1]]]], [], [], []];
    storage.set('cart', [metroOrder, goneSolution, withoutCable, withUnavailable]);
    serveMarket({ items: [...CATALOGUE, item({ id: 203, name: 'Old probe', isAvailable: false })] });
    renderApp('/core/market/cart');
    // The notice, not the page loader (also a status) shown while the page's code loads.
    const notice = (await screen.findByText(/Order 1: you may not buy/, {}, { timeout: 15_000 })).closest(
      '[role="status"]',
    );
    expect(notice).toHaveTextContent('Order 1: you may not buy from this application');
    expect(notice).toHaveTextContent('Order 2: its solution is no longer offered');
    expect(notice).toHaveTextContent('Order 4: an item is no longer available');
    const kept = await screen.findAllByRole('region', { name: /^Order / });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toHaveTextContent('Sensor solutions · Water leakage');
    // 2 sensors × ($123.45 + $5.00) + $20.00 tokens = $276.90 (R101).
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$276.90');
    await waitFor(() => expect(storage.get('cart')).toEqual([withoutCable]));
  });

  test('R35 an order opens for editing in its app with the query of spec §2, and saving replaces it', async () => {
    signIn(owner);
    storage.set('cart', [sensorOrder]);
    serveMarket();
    const { user, router } = renderApp('/core/market/cart');
    const order = await screen.findByRole('region', { name: 'Order 1' }, { timeout: 15_000 });
    await user.click(within(order).getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/market/main/ignite-shield'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      mode: 'edit',
      ordersIndexes: '0',
      orderIndex: '0',
      itemIndex: '0',
      solutionId: '10',
      hardwareId: '101',
    });
    expect(await screen.findByText('Editing order 1 of the cart')).toBeInTheDocument();
    // A23: hardwareId reopens the step where the product is chosen.
    expect(screen.getByRole('radio', { name: /Leak sensor/ })).toBeChecked();
    const devices = screen.getByRole('textbox', { name: 'Number of devices' });
    await user.clear(devices);
    await user.type(devices, '3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/market/cart'));
    expect(storage.get('cart')).toEqual([
      [
        'swam-hardware',
        10,
        [
          [
            101,
            3,
            [
              [201, 1],
              [202, 1],
            ],
          ],
        ],
        [[301, 1]],
        [],
        [],
      ],
    ]);
  });
});

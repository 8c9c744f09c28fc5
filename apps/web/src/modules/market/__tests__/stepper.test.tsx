import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { owner, serveMarket, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 40_000 });

describe('[MARKET] sensor-solution steps', () => {
  test('each step keeps the buyer until it is valid; the order goes to the cart in the compact form (R31)', async () => {
    signIn(owner);
    storage.remove('cart');
    serveMarket();
    const { user, router } = renderApp('/core/market/main/ignite-shield');
    const next = async () =>
      user.click(await screen.findByRole('button', { name: /^(Next|Add to cart)$/ }, { timeout: 15_000 }));

    await next();
    expect(await screen.findByText('Choose a solution', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Water leakage/ }));
    await next();

    await next();
    expect(await screen.findByText('Choose a product')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Leak sensor/ }));
    const devices = screen.getByRole('textbox', { name: 'Number of devices' });
    await user.clear(devices);
    await user.type(devices, '0');
    await next();
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    await user.clear(devices);
    await user.type(devices, '2');
    await next();

    // The probe needs its cable.
    await user.click(await screen.findByRole('checkbox', { name: 'Extra probe' }));
    await next();
    expect(await screen.findByText('An option needs another option that is not chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Probe cable' }));
    await next();

    await user.click(await screen.findByRole('checkbox', { name: 'Yearly tokens' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/market/cart'));
    expect(storage.get('cart')).toEqual([
      [
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
      ],
    ]);
  });

  test('a guest on the global market is asked to sign in for the options and keeps the order in the global cart', async () => {
    storage.remove('accessToken', 'refreshToken', 'user', 'permissions', 'cart');
    serveMarket();
    const { user, router } = renderApp('/global/market/main/ignite-shield');
    await user.click(await screen.findByRole('radio', { name: /Water leakage/ }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Leak sensor/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Sign in to choose this product's options/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/global/market/cart'));
    expect(storage.get('cart')).toEqual([['swam-hardware', 10, [[101, 1, []]], [], [], []]]);
  });
});

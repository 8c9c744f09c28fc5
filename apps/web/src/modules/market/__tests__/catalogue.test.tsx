import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { serve } from '../../companies/__tests__/kit.ts';
import { owner, serveMarket, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 30_000 });

describe('[MARKET] catalogue', () => {
  test('R102 R211 prices show as $ with 2 decimals or incl, warranty and validity as years and months', async () => {
    signIn(owner);
    serveMarket();
    renderApp('/core/market/main');
    const sensor = await screen.findByTestId('item-101', {}, { timeout: 15_000 });
    expect(within(sensor).getByText('$123.45')).toBeInTheDocument();
    expect(within(sensor).getByText(/2 years 6 months/)).toBeInTheDocument();
    expect(within(screen.getByTestId('item-301')).getByText('$20.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('item-301')).getByText(/1 year/)).toBeInTheDocument();
    expect(within(screen.getByTestId('item-401')).getByText('incl')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sensor solutions' })).toHaveTextContent('Water leakage');
  });

  test('an empty catalogue says so, a failed one offers a retry', async () => {
    signIn(owner);
    serveMarket({ items: [] });
    const first = renderApp('/core/market/main');
    expect(await screen.findByText('no data found', {}, { timeout: 15_000 })).toBeInTheDocument();
    first.unmount();
    serve([['GET', /^\/api\/product\/solutions$/, () => json(500, { msg: 'Boom' })]]);
    renderApp('/core/market/main');
    expect(
      await screen.findByText('The market could not be loaded', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('A21 a guest browses the global market; with a token the global path goes to the signed-in one', async () => {
    serveMarket();
    const guest = renderApp('/global/market/main');
    expect(await screen.findByTestId('item-101', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(guest.router.state.location.pathname).toBe('/global/market/main');
    guest.unmount();
    signIn(owner);
    const member = renderApp('/global/market/cart');
    await screen.findByRole('heading', { name: 'Cart' }, { timeout: 15_000 });
    expect(member.router.state.location.pathname).toBe('/core/market/cart');
  });
});

import type { market } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { paged, query, serve } from '../../companies/__tests__/kit.ts';
import { CATALOGUE, callsTo, owner, serveMarket, signIn } from './kit.ts';
import { order, pkg, shipping } from './ordersKit.ts';

// The first render loads the whole app: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 30_000 };

const integrator = {
  ...owner,
  id: 12,
  personalInfo: {
    ...owner.personalInfo,
    companyId: 8,
    company: { id: 8, name: 'Demo Integrator', type: 'Integrator' as const },
  },
};

function serveOrder(
  over: Partial<market.Order> = {},
  bill: () => Response = () => json(477, { msg: 'No bill', code: 'BILL_NOT_AVAILABLE' }),
) {
  const o = order(over);
  return serve([
    ['GET', /^\/api\/company\/3\/order$/, () => paged([o])],
    ['GET', /^\/api\/company\/3\/order\/77$/, () => json(200, { data: o })],
    ['GET', /^\/api\/company\/3\/order\/77\/payment$/, () => json(200, { data: null })],
    ['GET', /^\/api\/company\/3\/order\/77\/shipping$/, () => json(200, { data: shipping() })],
    ['GET', /^\/api\/company\/3\/order\/77\/bill$/, bill],
    [
      'POST',
      /^\/api\/company\/3\/order\/77\/deploy$/,
      () => json(200, { data: { ...o, status: 'deployed' } }),
    ],
  ]);
}

describe('[ORDERS] list and details (spec §2 Orders)', () => {
  test('the list pages the company’s orders with R102 totals and statuses; a date filter goes to the server', async () => {
    signIn(owner);
    const { calls } = serveOrder();
    const { user } = renderApp('/core/orders');
    const link = await screen.findByRole('link', { name: '#77' }, SLOW);
    expect(link).toHaveAttribute('href', '/core/orders/77/3');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('$271.90')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(query(callsTo(calls, 'GET', '/api/company/3/order')[0]).get('limit')).toBe('25');
    await user.type(screen.getByRole('textbox', { name: 'Created from' }), '01/05/2026');
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/company/3/order').some((c) => query(c).get('from') === '2026-05-01'),
      ).toBe(true),
    );
  });

  test('A35 the company selector is hidden for integrators on the orders list, who see their own company', async () => {
    signIn(integrator);
    storage.set('company', { id: 3, name: 'Demo Customer', type: 'Customer' });
    const { calls } = serve([['GET', /^\/api\/company\/8\/order$/, () => paged([])]]);
    renderApp('/core/orders');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/company/8/order')).toHaveLength(1), SLOW);
    expect(screen.queryByTestId('company-selector')).not.toBeInTheDocument();
    storage.remove('company');
  });

  test('details: sub-orders with their lines (an add-on at $0 is incl), totals, shipping; a 477 bill says not yet', async () => {
    signIn(owner);
    const { calls } = serveOrder({ status: 'awaiting-payment', paidAt: null });
    const { user } = renderApp('/core/orders/77/3');
    const part = await screen.findByRole('region', { name: 'Order 1' }, SLOW);
    expect(within(part).getByText('Leak sensor')).toBeInTheDocument();
    expect(within(part).getAllByText('incl')).toHaveLength(2);
    expect(within(part).getByText('Sensor solution hardware')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$271.90');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$25.00');
    expect(screen.getByTestId('shipping-status')).toHaveTextContent('Preparing');
    await user.click(screen.getByRole('button', { name: 'Download bill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bill is not available yet');
    expect(callsTo(calls, 'GET', '/api/company/3/order/77/bill')).toHaveLength(1);
    // Not paid: no deploy.
    expect(screen.queryByRole('button', { name: 'Deploy' })).not.toBeInTheDocument();
  });

  test('R35 edit is offered for an editable unpaid order only: it fills the cart and opens the market in edit mode', async () => {
    signIn(owner);
    serveOrder({ status: 'awaiting-payment', editable: true, paidAt: null });
    const { user, router } = renderApp('/core/orders/77/3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    // The market's page is loaded on demand: the navigation lands once its code is there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/market/main/ignite-shield'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('mode')).toBe('edit');
    expect(new URLSearchParams(router.state.location.search).get('hardwareId')).toBe('101');
    expect(storage.get('cart')).toEqual([['swam-hardware', 10, [[101, 2, [[202, 1]]]], [], [], []]]);
    expect(storage.get('paymentOrder')).toEqual({ orderId: 77, companyId: 3, editing: true });
  });

  test('R35 a defcon order cannot be edited; a paid order is deployed after confirming', async () => {
    signIn(owner);
    const defcon = order().parts[0] as market.OrderPartView;
    const { calls } = serveOrder({
      parts: [{ ...defcon, type: 'defcon-hardware', app: 'defcon', editable: false }],
    });
    const { user } = renderApp('/core/orders/77/3');
    expect(await screen.findByText('Cannot be edited', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/company/3/order/77/deploy')).toHaveLength(1));
  });

  test('another company’s order (404) shows an error state', async () => {
    signIn(owner);
    serve([]);
    renderApp('/core/orders/77/9');
    expect(await screen.findByText('The order could not be loaded', {}, SLOW)).toBeInTheDocument();
  });
});

describe('[PACKAGES] add by code and external orders (spec §2 Packages)', () => {
  test('add/:code/:appName fills the form; the server’s 418 shows at the code field; then a good code is added', async () => {
    signIn(owner);
    let attempt = 0;
    const { calls } = serve([
      [
        'POST',
        /^\/api\/package\/deploy$/,
        () =>
          ++attempt === 1
            ? json(418, [{ param: 'code', msg: 'Unknown package code' }])
            : json(200, { data: pkg() }),
      ],
    ]);
    const { user } = renderApp('/core/packages/add/PKG-NOPE-0000-0000/defcon');
    const code = await screen.findByRole('textbox', { name: /^Package code/ }, SLOW);
    expect(code).toHaveValue('PKG-NOPE-0000-0000');
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Unknown package code'));
    await user.clear(code);
    await user.type(code, 'pkg-aaaa-bbbb-cccc');
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText('Package PKG-AAAA-BBBB-CCCC added')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/package/deploy')[1]?.body).toEqual({
      code: 'PKG-AAAA-BBBB-CCCC',
      appName: 'defcon',
    });
  });

  test('a code too short is refused before sending', async () => {
    signIn(owner);
    const { calls } = serve([]);
    const { user } = renderApp('/core/packages/add');
    await user.type(await screen.findByRole('textbox', { name: /^Package code/ }, SLOW), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText('Please Enter At Least 6 Characters')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/package/deploy')).toHaveLength(0);
  });

  test('external orders list the packages with code, model and who added them', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/package$/, () => paged([pkg()])]]);
    renderApp('/core/packages/external-orders');
    const cell = await screen.findByText('PKG-AAAA-BBBB-CCCC', {}, SLOW);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Defcon monitoring')).toBeInTheDocument();
    expect(within(row).getByText('Demo Customer')).toBeInTheDocument();
    // A customer adds packages but does not sell them.
    expect(screen.getByRole('link', { name: 'Add a package' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create package codes' })).not.toBeInTheDocument();
  });

  test('an integrator creates package codes of a model and sees them', async () => {
    signIn(integrator);
    const model = { ...CATALOGUE[0], id: 1310, name: 'Monitoring Basic', type: 'package', app: 'defcon' };
    const { calls } = serve([
      ['GET', /^\/api\/package$/, () => paged([])],
      ['GET', /^\/api\/package\/model$/, () => paged([model])],
      ['POST', /^\/api\/package$/, () => json(201, { data: [pkg({ status: 'available', owner: null })] })],
    ]);
    const { user } = renderApp('/core/packages/external-orders');
    await user.click(await screen.findByRole('button', { name: 'Create package codes' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Package' }));
    await user.click(await screen.findByRole('option', { name: /Monitoring Basic/ }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'How many codes' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'How many codes' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create package codes' }));
    expect(await within(dialog).findByText('PKG-AAAA-BBBB-CCCC')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/package')[0]?.body).toEqual({ modelId: 1310, quantity: 2 });
  });
});

describe('[STORE] R123 the integrators’ device store', () => {
  test('/management/devices/store opens the first app of the catalogue with cost prices', async () => {
    signIn(integrator);
    serveMarket();
    const { router, user } = renderApp('/management/devices/store');
    expect(await screen.findByText('Setup service', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/management/devices/store/core');
    await user.click(screen.getByRole('tab', { name: 'Sensor solutions' }));
    expect(router.state.location.pathname).toBe('/management/devices/store/ignite-shield');
    const row = (await screen.findByText('Leak sensor')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$123.45')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Resale price' })).toBeInTheDocument();
  });
});

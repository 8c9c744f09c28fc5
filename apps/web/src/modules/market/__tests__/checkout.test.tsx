import { market } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { paged } from '../../companies/__tests__/kit.ts';
import { callsTo, owner, serveMarket, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 40_000 });

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
const spring: market.CompanyDiscount = {
  code: 'SPRING10',
  description: 'Spring',
  percentOffBps: 1000,
  amountOffCents: null,
  validUntil: null,
  addedAt: '2026-01-01T00:00:00.000Z',
  usedByOrderId: null,
  state: 'available',
};

function serveCheckout(confirmStatus: 'succeeded' | 'failed') {
  return serveMarket({
    more: [
      ['GET', /^\/api\/company\/3\/discount\/rate$/, () => json(200, { data: { rateBps: 1000 } })],
      ['GET', /^\/api\/company\/3\/discount$/, () => paged([spring])],
      ['POST', /^\/api\/company\/3\/order$/, () => json(201, { data: { id: 77 } })],
      [
        'PUT',
        /^\/api\/company\/3\/order\/77\/payment-method$/,
        () => json(200, { data: { order: { id: 77 }, payment: { clientSecret: 'pi_77_secret_abc' } } }),
      ],
      [
        'POST',
        /^\/api\/public\/payment\/sandbox\/confirm$/,
        () =>
          json(200, {
            data: {
              status: confirmStatus,
              failureMessage: confirmStatus === 'failed' ? 'Your card was declined' : null,
            },
          }),
      ],
      ['POST', /^\/api\/payment\/success$/, () => json(200, { data: { id: 77, status: 'paid' } })],
      ['POST', /^\/api\/payment\/fail$/, () => json(200, { data: { id: 77, status: 'payment-failed' } })],
    ],
  });
}

async function fillCheckout(card: string, fresh = true) {
  signIn(owner);
  if (fresh) storage.remove('paymentOrder');
  storage.set('cart', [sensorOrder]);
  const view = renderApp('/core/market/checkout');
  const { user } = view;
  await user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 15_000 }), 'Dana Buyer');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Marina Walk');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Dubai');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+971 50 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'spring10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  if (card) await user.type(screen.getByRole('textbox', { name: /^Card number/ }), card);
  return view;
}

describe('[MARKET] checkout', () => {
  test('R101 the total is the contracts’ quote: subtotal − company rate − code + shipping', async () => {
    serveCheckout('succeeded');
    await fillCheckout('');
    // 2 × ($123.45 + $5.00) + $20.00 = $276.90; −10 % = $249.21; −10 % = $224.29; + $25.00 shipping.
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('$249.29'));
    expect(screen.getByTestId('quote-subtotal')).toHaveTextContent('$276.90');
    expect(screen.getByTestId('quote-rate')).toHaveTextContent('$27.69');
    expect(screen.getByTestId('quote-code')).toHaveTextContent('$24.92');
  });

  test('a missing address and card keep the order from being sent, with messages on the fields', async () => {
    signIn(owner);
    storage.set('cart', [sensorOrder]);
    const { calls } = serveCheckout('succeeded');
    const { user } = renderApp('/core/market/checkout');
    await user.click(await screen.findByRole('button', { name: 'Pay' }, { timeout: 15_000 }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      expect.stringContaining('Please Enter At Least 2 Characters'),
    );
    expect(screen.getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please Enter A Card Number'),
    );
    expect(callsTo(calls, 'POST', '/api/company/3/order')).toHaveLength(0);
  });

  test('the success card pays: the order is submitted once with its key and expected total, the cart empties', async () => {
    const { calls } = serveCheckout('succeeded');
    const { user, router } = await fillCheckout(market.SANDBOX_CARDS.succeeds);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/market/payment/success'));
    expect(await screen.findByText('Order 77 is paid.')).toBeInTheDocument();
    const [submit] = callsTo(calls, 'POST', '/api/company/3/order');
    expect(submit?.headers[market.IDEMPOTENCY_HEADER]).toMatch(/^checkout-/);
    expect(submit?.body).toMatchObject({
      orders: [
        { type: 'swam-hardware', devices: [{ id: 101, qty: 2, solutionId: 10, products: [201, 202] }] },
      ],
      discountCode: 'SPRING10',
      shippingMethod: 'standard',
      expectedTotalCents: 24_929,
    });
    expect(callsTo(calls, 'POST', '/api/public/payment/sandbox/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_77_secret_abc',
      cardNumber: market.SANDBOX_CARDS.succeeds,
    });
    expect(storage.get('cart')).toBeNull();
  });

  test('a declined card reports the failure and shows why; the cart is kept', async () => {
    const { calls } = serveCheckout('failed');
    const { user, router } = await fillCheckout(market.SANDBOX_CARDS.declined);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/market/payment/fail'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order 77 was not paid (Your card was declined)',
    );
    expect(callsTo(calls, 'POST', '/api/payment/fail')[0]?.body).toMatchObject({ orderId: 77, companyId: 3 });
    expect(callsTo(calls, 'POST', '/api/payment/success')).toHaveLength(0);
    expect(storage.get('cart')).toEqual([sensorOrder]);
    expect(storage.get('paymentOrder')).toEqual({
      orderId: 77,
      companyId: 3,
      codes: { discountCode: 'SPRING10', voucherCode: null },
    });
  });

  test('after a declined card the same order is paid again with another card, not submitted twice', async () => {
    const { calls } = serveCheckout('succeeded');
    storage.set('paymentOrder', { orderId: 77, companyId: 3 });
    const { user, router } = await fillCheckout(market.SANDBOX_CARDS.succeeds, false);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/market/payment/success'));
    expect(callsTo(calls, 'POST', '/api/company/3/order')).toHaveLength(0);
    expect(callsTo(calls, 'PUT', '/api/company/3/order/77/payment-method')).toHaveLength(1);
    expect(storage.get('paymentOrder')).toBeNull();
  });
});

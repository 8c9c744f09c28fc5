import { market } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { paged } from '../../companies/__tests__/kit.ts';
import { callsTo, owner, serveMarket, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 40_000 });

// Yearly tokens only: nothing ships, so no address is needed. $20.00.
const tokensOrder: market.CompactOrder = ['swam-tokens', 0, [], [[301, 1]], [], []];
const voucher = (over: Partial<market.Voucher> = {}): market.Voucher => ({
  id: 4,
  code: 'V-DEMO-100',
  companyId: 3,
  amountCents: 500,
  expiresAt: '2099-01-01T00:00:00.000Z',
  usedByOrderId: null,
  state: 'available',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

function serveVouchers() {
  return serveMarket({
    more: [
      ['GET', /^\/api\/company\/3\/discount\/rate$/, () => json(200, { data: { rateBps: 0 } })],
      ['GET', /^\/api\/company\/3\/discount$/, () => paged([])],
      ['GET', /^\/api\/company\/3\/payment\/voucher\/V-DEMO-100$/, () => json(200, { data: voucher() })],
      [
        'GET',
        /^\/api\/company\/3\/payment\/voucher\/V-USED$/,
        () => json(409, { msg: 'This voucher has already been used', code: 'VOUCHER_USED' }),
      ],
      [
        'GET',
        /^\/api\/company\/3\/payment\/voucher\/V-OLD$/,
        () => json(400, { msg: 'This voucher has expired', code: 'VOUCHER_EXPIRED' }),
      ],
      [
        'POST',
        /^\/api\/company\/3\/order$/,
        () => json(418, [{ param: 'voucherCode', msg: 'This voucher has already been used' }]),
      ],
    ],
  });
}

async function openCheckout(unpaid: unknown = null) {
  signIn(owner);
  if (unpaid) storage.set('paymentOrder', unpaid);
  else storage.remove('paymentOrder');
  storage.set('cart', [tokensOrder]);
  const view = renderApp('/core/market/checkout');
  await screen.findByRole('textbox', { name: 'Voucher' }, { timeout: 15_000 });
  return view;
}

describe('[MARKET] voucher at checkout', () => {
  test('another company’s (404), an expired (400) and a used (409) voucher are refused at the field', async () => {
    serveVouchers();
    const { user } = await openCheckout();
    const field = screen.getByRole('textbox', { name: 'Voucher' });
    const tryCode = async (code: string, message: string) => {
      await user.clear(field);
      await user.type(field, code);
      await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    };
    await tryCode('v-other', "This voucher does not exist or is not your company's");
    await tryCode('v-old', 'This voucher has expired');
    await tryCode('v-used', 'This voucher has already been used');
    expect(screen.queryByTestId('quote-voucher')).not.toBeInTheDocument();
  });

  test('a usable voucher counts in the total and goes with the order; the server’s 418 shows at the field', async () => {
    const { calls } = serveVouchers();
    const { user } = await openCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Voucher' }), 'v-demo-100');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByTestId('voucher-applied')).toHaveTextContent('V-DEMO-100');
    expect(screen.getByTestId('quote-voucher')).toHaveTextContent('$5.00');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$15.00');
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), market.SANDBOX_CARDS.succeeds);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getAllByText('This voucher has already been used')).toHaveLength(2));
    expect(callsTo(calls, 'POST', '/api/company/3/order')[0]?.body).toMatchObject({
      voucherCode: 'V-DEMO-100',
      expectedTotalCents: 1_500,
    });
  });

  test('after a declined card, choosing a voucher makes a new order instead of paying the declined one again', async () => {
    const { calls } = serveVouchers();
    const codes = { discountCode: null, voucherCode: null };
    const { user } = await openCheckout({ orderId: 77, companyId: 3, codes });
    await user.type(screen.getByRole('textbox', { name: 'Voucher' }), 'v-demo-100');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    await screen.findByTestId('voucher-applied');
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), market.SANDBOX_CARDS.succeeds);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/company/3/order')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/company/3/order/77/payment-method')).toHaveLength(0);
  });

  test('a voucher covering the whole total pays on submission: no card is asked for', async () => {
    signIn(owner);
    storage.remove('paymentOrder');
    storage.set('cart', [tokensOrder]);
    const { calls } = serveMarket({
      more: [
        ['GET', /^\/api\/company\/3\/discount\/rate$/, () => json(200, { data: { rateBps: 0 } })],
        ['GET', /^\/api\/company\/3\/discount$/, () => paged([])],
        [
          'GET',
          /^\/api\/company\/3\/payment\/voucher\/V-BIG$/,
          () => json(200, { data: voucher({ code: 'V-BIG', amountCents: 5_000 }) }),
        ],
        ['POST', /^\/api\/company\/3\/order$/, () => json(201, { data: { id: 78, status: 'paid' } })],
      ],
    });
    const { user, router } = renderApp('/core/market/checkout');
    await user.type(await screen.findByRole('textbox', { name: 'Voucher' }, { timeout: 15_000 }), 'v-big');
    await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('incl'));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/market/payment/success'));
    expect(callsTo(calls, 'PUT', '/api/company/3/order/78/payment-method')).toHaveLength(0);
    expect(storage.get('cart')).toBeNull();
  });
});

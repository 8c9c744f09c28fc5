import type { market } from '@atrium/contracts';

/** Test data of the orders and packages screens. */

export const line = (over: Partial<market.OrderPartView['lines'][number]> = {}) => ({
  kind: 'device' as const,
  itemId: 101,
  name: 'Leak sensor',
  itemType: 'sensor' as const,
  qty: 2,
  unitPriceCents: 12_345,
  totalCents: 24_690,
  deviceIndex: 0,
  ...over,
});

export const order = (over: Partial<market.Order> = {}): market.Order => ({
  id: 77,
  companyId: 3,
  status: 'paid',
  editable: false,
  parts: [
    {
      index: 0,
      type: 'swam-hardware',
      app: 'swam',
      editable: true,
      devices: [{ id: 101, solutionId: 10, qty: 2, products: [202] }],
      tokens: [],
      plugins: [],
      packages: [],
      lines: [
        line(),
        line({ kind: 'product', itemId: 202, name: 'Probe cable', unitPriceCents: 0, totalCents: 0 }),
      ],
      subtotalCents: 24_690,
      devicesCount: 2,
    },
  ],
  subtotalCents: 24_690,
  devicesCount: 2,
  needsShipping: true,
  discountRateBps: 0,
  discountRateCents: 0,
  discountCode: null,
  discountCodeCents: 0,
  shippingMethod: 'standard',
  shippingCents: 2_500,
  voucherCode: null,
  voucherCents: 0,
  totalCents: 27_190,
  currency: 'usd',
  address: {
    name: 'Dana',
    line1: '12 Marina Walk',
    line2: '',
    city: 'Dubai',
    countryId: 233,
    postalCode: '',
    phone: '+971 50 1',
  },
  paymentMethod: 'card',
  fulfilment: 'done',
  createdBy: { id: 10, name: 'Customer Owner' },
  paidAt: '2026-05-02T10:00:00.000Z',
  deployedAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

export const shipping = (status: market.Shipping['status'] = 'preparing'): market.Shipping => ({
  method: 'standard',
  costCents: 2_500,
  address: order().address,
  status,
});

export const pkg = (over: Partial<market.MarketPackage> = {}): market.MarketPackage => ({
  id: 5,
  code: 'PKG-AAAA-BBBB-CCCC',
  app: 'defcon',
  model: { id: 1310, name: 'Defcon monitoring', validityInMonths: 12 },
  merchant: { id: 8, name: 'Demo Integrator' },
  owner: { id: 3, name: 'Demo Customer' },
  status: 'deployed',
  orderId: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  deployedAt: '2026-05-03T10:00:00.000Z',
  validUntil: '2027-05-03T10:00:00.000Z',
  ...over,
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { configQuery } from '../../../lib/config.ts';
import { storage } from '../../../lib/storage.ts';
import { testConfig } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { paged, type Route } from '../../companies/__tests__/kit.ts';
import { appsMarket } from './appsKit.ts';
import { owner, serveMarket, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 120_000 });
const LOAD = { timeout: 15_000 };

/** Opens an app's market with an empty cart (or `cart`), signed in as the Customer's owner. */
function open(path: string, cart: unknown[] = [], more: Route[] = []) {
  signIn(owner);
  storage.set('cart', cart);
  serveMarket({ ...appsMarket, more });
  const view = renderApp(path);
  const click = async (name: string | RegExp) =>
    view.user.click(await screen.findByRole('button', { name }, LOAD));
  const check = async (role: 'radio' | 'checkbox', name: string | RegExp) =>
    view.user.click(await screen.findByRole(role, { name }, LOAD));
  const setQty = async (name: string, value: string) => {
    const field = await screen.findByRole('textbox', { name }, LOAD);
    await view.user.clear(field);
    await view.user.type(field, value);
  };
  const toCart = async () => {
    await click(/^(Add to cart|Save order)$/);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/core/market/cart'));
  };
  return { ...view, click, check, setQty, toCart };
}

describe('[MARKET] the market steps of every app (A25-A34, A57)', () => {
  test('A29 mobility: device types with quantities (0 is refused), plugins, details; devices without products and plugins in the payload', async () => {
    const { click, check, setQty, toCart } = open('/core/market/main/mobility');
    await check('checkbox', 'Vehicle tracker');
    await setQty('Quantity of Vehicle tracker', '0');
    await click('Next');
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    await setQty('Quantity of Vehicle tracker', '2');
    await click('Next');
    await check('checkbox', 'Driver behaviour');
    // R101 through the contracts' pricing: 2 × $189.00 + $60.00.
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$438.00');
    await click('Next');
    expect(await screen.findByRole('region', { name: 'Vehicle tracker' })).toHaveTextContent(
      'Warranty: 2 years',
    );
    await toCart();
    expect(storage.get('cart')).toEqual([['mobility-hardware', 0, [[1401, 2, []]], [], [[1410, 1]], []]]);
  });

  test('A29 mobility: plugins alone make a mobility-plugin order; choosing nothing keeps the buyer', async () => {
    const { click, check, toCart } = open('/core/market/main/mobility');
    await click('Next');
    await screen.findByText('Plugins add features to your devices', {}, LOAD);
    await click('Next');
    expect(await screen.findByText('Choose a device type or a plugin')).toBeInTheDocument();
    await check('checkbox', 'Fuel monitoring');
    await click('Next');
    await toCart();
    expect(storage.get('cart')).toEqual([['mobility-plugin', 0, [], [], [[1411, 1]], []]]);
  });

  test('A27 R35 defcon: packages with their details, then devices with their add-ons; neither can be edited in the cart', async () => {
    const first = open('/core/market/main/defcon');
    await first.click('Next');
    expect(await screen.findByText('Choose packages or devices')).toBeInTheDocument();
    await first.check('radio', 'Packages');
    await first.click('Next');
    expect(await screen.findByText('Choose a package')).toBeInTheDocument();
    await first.check('checkbox', 'Monitoring Basic');
    await first.setQty('Quantity of Monitoring Basic', '2');
    await first.click('Next');
    expect(await screen.findByRole('region', { name: 'Monitoring Basic' })).toHaveTextContent(
      'Validity: 1 year',
    );
    await first.toCart();
    first.unmount();

    const second = open('/core/market/main/defcon', storage.get('cart') as unknown[]);
    await second.check('radio', 'Devices');
    await second.check('radio', /Alarm panel/);
    await second.click('Next');
    await second.check('checkbox', 'GSM backup');
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$688.00');
    await second.toCart();
    expect(storage.get('cart')).toEqual([
      ['defcon-package', 0, [], [], [], [[1310, 2]]],
      ['defcon-hardware', 0, [[1301, 1, [[1305, 1]]]], [], [], []],
    ]);
    const orders = await screen.findAllByRole('region', { name: /^Order / }, LOAD);
    expect(orders).toHaveLength(2);
    for (const order of orders) expect(within(order).queryByRole('link', { name: 'Edit' })).toBeNull();
    // $480.00 + $599.00 + $89.00.
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$1168.00');
  });

  test('A26 anpr: one step, devices; core: packages of two types make two orders', async () => {
    const anpr = open('/core/market/main/anpr');
    await anpr.check('radio', 'Devices');
    await anpr.check('radio', /ANPR camera/);
    await anpr.toCart();
    expect(storage.get('cart')).toEqual([['anpr-hardware', 0, [[1901, 1, []]], [], [], []]]);
    anpr.unmount();

    const core = open('/core/market/main/core');
    // Core sells packages only: no choice to make.
    expect(screen.queryByRole('radio', { name: 'Devices' })).toBeNull();
    await core.check('checkbox', 'On-site installation');
    await core.check('checkbox', 'SMS 1000');
    await core.setQty('Quantity of SMS 1000', '3');
    await core.toCart();
    expect(storage.get('cart')).toEqual([
      ['core-services', 0, [], [], [], [[2101, 1]]],
      ['core-sms-packages', 0, [], [], [], [[2110, 3]]],
    ]);
  });

  test('A32 asset monitoring: solution, product, product details with add-ons, tokens', async () => {
    const { click, check, setQty, toCart } = open('/core/market/main/asset-watch');
    await check('radio', /Indoor asset tracking/);
    await click('Next');
    await check('radio', /BLE asset tag/);
    await setQty('Number of devices', '3');
    await click('Next');
    await check('checkbox', 'Magnetic mount');
    await click('Next');
    await check('checkbox', 'Asset token');
    await setQty('Quantity of Asset token', '3');
    // 3 × ($29.00 + $15.00) + 3 × $18.00.
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$186.00');
    await toCart();
    expect(storage.get('cart')).toEqual([
      ['asset-watch-hardware', 40, [[1201, 3, [[1204, 1]]]], [[1210, 3]], [], []],
    ]);
  });

  test('A34 facility booking: product, then its details and add-ons', async () => {
    const { click, check, toCart } = open('/core/market/main/facility-booking');
    await check('radio', /Desk sensor/);
    await click('Next');
    expect(await screen.findByRole('region', { name: 'Desk sensor' })).toBeInTheDocument();
    await check('checkbox', 'Glass wall mount');
    await toCart();
    expect(storage.get('cart')).toEqual([
      ['facility-booking-hardware', 0, [[1801, 1, [[1804, 1]]]], [], [], []],
    ]);
  });

  test.each([
    ['metrowatch', /Door locks/, /Smart lock/, null, ['metrowatch-hardware', 30, [[502, 1, []]], [], [], []]],
    [
      'urban-ai',
      /People counting/,
      /Vision sensor/,
      null,
      ['urban-ai-hardware', 60, [[2001, 1, []]], [], [], []],
    ],
    ['fleet', null, /Telematics unit/, null, ['fleet-hardware', 0, [[1501, 1, []]], [], [], []]],
    [
      'cloud-orbit',
      /Rodent bait/,
      /Bait station/,
      'Rodent token',
      ['cloud-orbit-hardware', 50, [[1601, 1, []]], [[1610, 1]], [], []],
    ],
    [
      'smart-parking',
      null,
      /Parking sensor/,
      null,
      ['smart-parking-hardware', 0, [[1701, 1, []]], [], [], []],
    ],
  ] as const)(
    'A28 A30 A31 A33 %s: its steps make its hardware order',
    async (app, sol, prod, token, stored) => {
      const { click, check, toCart } = open(`/core/market/main/${app}`);
      if (sol) {
        await check('radio', sol);
        await click('Next');
      }
      await check('radio', prod);
      await click('Next');
      await screen.findByText('This product has no options', {}, LOAD);
      if (token) {
        await click('Next');
        await check('checkbox', token);
      }
      await toCart();
      expect(storage.get('cart')).toEqual([stored]);
    },
  );

  test('A25 the sensor package flow: solution, then the serial of one of the company’s devices and tokens; editing reopens the serial step', async () => {
    // The company's one device of solution 10 (the list's search matches serials partly).
    const devices: Route = [
      'GET',
      /^\/api\/swam\/device$/,
      (call) => {
        const query = new URL(call.path, 'http://x').searchParams;
        const mine = query.get('solutionId') === '10' && 'LS-000123'.includes(query.get('name') ?? '');
        return paged(mine ? [{ id: 7, serial: 'LS-000123' }] : []);
      },
    ];
    const { click, check, setQty, toCart, user } = open('/core/market/main/ignite-shield', [], [devices]);
    await user.click(await screen.findByRole('link', { name: /sensor package/ }, LOAD));
    await screen.findByRole('link', { name: 'Buy devices instead' });
    await check('radio', /Water leakage/);
    await click('Next');
    await setQty('Device serial', 'x');
    await click('Add to cart');
    expect(await screen.findByText(/Enter the device serial/)).toBeInTheDocument();
    expect(screen.getByText('Choose a token package')).toBeInTheDocument();
    await check('checkbox', 'Yearly tokens');
    await setQty('Device serial', 'LS-000');
    await click('Add to cart');
    expect(
      await screen.findByText('No device of your company has this serial in this solution'),
    ).toBeInTheDocument();
    await setQty('Device serial', 'LS-000123');
    await toCart();
    expect(storage.get('cart')).toEqual([['swam-tokens', 10, [], [[301, 1]], [], []]]);
    await user.click(await screen.findByRole('link', { name: 'Edit' }, LOAD));
    expect(await screen.findByRole('checkbox', { name: 'Yearly tokens' }, LOAD)).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Device serial' })).toBeInTheDocument();
  });

  test('A23 edit mode: hardwareId reopens mobility at its device types, pluginId at its plugins; saving replaces the order', async () => {
    const cart = [
      ['mobility-hardware', 0, [[1401, 2, []]], [], [[1410, 1]], []],
      ['mobility-plugin', 0, [], [], [[1411, 1]], []],
    ];
    const { click, setQty, toCart, user, router } = open('/core/market/cart', cart);
    const [, plugins] = await screen.findAllByRole('region', { name: /^Order / }, LOAD);
    await user.click(within(plugins as HTMLElement).getByRole('link', { name: 'Edit' }));
    expect(new URLSearchParams(router.state.location.search).get('pluginId')).toBe('1411');
    expect(await screen.findByRole('checkbox', { name: 'Fuel monitoring' }, LOAD)).toBeChecked();
    expect(screen.getByText('Plugins add features to your devices')).toBeInTheDocument();
    await router.navigate('/core/market/cart');
    const first = (await screen.findAllByRole('region', { name: /^Order / }, LOAD))[0] as HTMLElement;
    await user.click(within(first).getByRole('link', { name: 'Edit' }));
    expect(new URLSearchParams(router.state.location.search).get('hardwareId')).toBe('1401');
    await setQty('Quantity of Vehicle tracker', '3');
    await click('Next');
    await click('Next');
    await toCart();
    expect(storage.get('cart')).toEqual([
      ['mobility-hardware', 0, [[1401, 3, []]], [], [[1410, 1]], []],
      ['mobility-plugin', 0, [], [], [[1411, 1]], []],
    ]);
  });

  test('A22 a hidden app (HIDE_METROWATCH) has no market page', async () => {
    const { queryClient } = open('/core/market/main/metrowatch');
    queryClient.setQueryData(configQuery.queryKey, {
      ...testConfig,
      apps: { ...testConfig.apps, metrowatch: false },
    });
    expect(await screen.findByText('This application has no market here', {}, LOAD)).toBeInTheDocument();
  });
});

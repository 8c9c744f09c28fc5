import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, paged, serve, signIn } from '../../companies/__tests__/kit.ts';
import { allocation, customerOwner, dashboard, integrator, request, stock, UUID } from './fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });

const API = '/api/management';

describe('[MANAGEMENT] the integrator’s desk', () => {
  test('the dashboard shows the figures, each a link to its list', async () => {
    signIn(integrator);
    serve([['GET', new RegExp(`^${API}/dashboard$`), () => json(200, { data: dashboard() })]]);
    renderApp('/management/si/dashboard');
    expect(await screen.findByRole('heading', { name: 'Integrator dashboard' })).toBeInTheDocument();
    const requests = (await screen.findByText('Open device requests')).closest('a') as HTMLElement;
    expect(requests).toHaveAttribute('href', '/management/devices/request?state=sent');
    expect(requests).toHaveTextContent('2');
    const schools = screen.getByText('Schools').closest('a') as HTMLElement;
    expect(schools).toHaveAttribute('href', '/management/customers/list/School');
    expect(screen.getByText('Spare tokens you own').closest('a')).toHaveAttribute(
      'href',
      '/management/tokens/list',
    );
    expect(screen.getByText('Open tickets').closest('a')).toHaveTextContent('3');
  });

  test('a failed dashboard says so and offers a retry', async () => {
    signIn(integrator);
    serve([['GET', new RegExp(`^${API}/dashboard$`), () => json(500, { msg: 'Down' })]]);
    renderApp('/management/si/dashboard');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  test('tokens: an allocation above what is left shows the server’s refusal under the quota; a valid one is sent', async () => {
    signIn(integrator);
    let refused = true;
    const { calls } = serve([
      ['GET', new RegExp(`^${API}/token-stock$`), () => json(200, { data: stock() })],
      ['GET', new RegExp(`^${API}/token-allocation$`), () => paged([allocation()])],
      [
        'GET',
        /^\/api\/company$/,
        () =>
          paged([
            {
              id: 3,
              name: 'Demo Customer',
              email: 'c@d.demo',
              type: 'Customer',
              contractStatus: 'Active',
              parentCompanyId: 2,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          ]),
      ],
      [
        'POST',
        new RegExp(`^${API}/token-allocation$`),
        () =>
          refused
            ? json(418, [{ param: 'quota', msg: 'Only 12 Spare Tokens Left to Allocate' }])
            : json(201, { data: allocation({ id: 2, quota: 3, used: 0, remaining: 3 }) }),
      ],
    ]);
    const { user } = renderApp('/management/tokens/list');
    expect(await screen.findByTestId('stock-swam')).toHaveTextContent('Left to allocate: 12');
    const table = await screen.findByRole('table', { name: 'Customer quotas' });
    expect(await within(table).findByText('Demo Customer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Allocate tokens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate tokens' });
    await user.click(within(dialog).getByRole('combobox', { name: /Customer/ }));
    await user.click(await screen.findByRole('option', { name: 'Demo Customer' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Application/ }));
    await user.click(await screen.findByRole('option', { name: /Sensors/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Quota/ }), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Only 12 spare tokens left to allocate')).toBeInTheDocument();

    refused = false;
    const quota = within(dialog).getByRole('textbox', { name: /Quota/ });
    await user.clear(quota);
    await user.type(quota, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = callsTo(calls, 'POST', `${API}/token-allocation`);
    expect(posts.at(-1)?.body).toMatchObject({ customerId: 3, app: 'swam', quota: 3 });
  });

  test('a customer sees its quota, sends a device request and lands on it', async () => {
    signIn(customerOwner);
    const { calls } = serve([
      ['GET', new RegExp(`^${API}/token-allocation/mine$`), () => json(200, { data: [allocation()] })],
      ['GET', new RegExp(`^${API}/device-request$`), () => paged([])],
      ['POST', new RegExp(`^${API}/device-request$`), () => json(201, { data: request({ quantity: 2 }) })],
      [
        'GET',
        new RegExp(`^${API}/device-request/${UUID}$`),
        () => json(200, { data: request({ quantity: 2 }) }),
      ],
    ]);
    const { user, router } = renderApp('/management/devices/request');
    expect(await screen.findByTestId('my-quota')).toHaveTextContent('Quota 5, used 1, remaining 4');
    await user.click(screen.getByRole('button', { name: 'Request devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request devices' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Hardware/ }));
    await user.click(await screen.findByRole('option', { name: 'Leak sensor LS-1' }));
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/management/devices/request/${UUID}`));
    expect(callsTo(calls, 'POST', `${API}/device-request`)[0]?.body).toMatchObject({
      hardwareId: 101,
      quantity: 2,
    });
    // The details page is a lazy chunk: it may take a while on a busy machine.
    expect(
      await screen.findByRole('heading', { name: /Leak sensor LS-1/ }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });

  test('the integrator handles a sent request with its spare devices; a 409 shows its message', async () => {
    signIn(integrator);
    serve([
      ['GET', new RegExp(`^${API}/device-request/${UUID}$`), () => json(200, { data: request() })],
      ['GET', /^\/api\/device$/, () => paged([{ id: 77, serial: 'INT-0001', name: '' }])],
      [
        'POST',
        new RegExp(`^${API}/device-request/${UUID}/handle$`),
        () => json(409, { msg: 'This request was already handled', code: 'REQUEST_ALREADY_ACTED' }),
      ],
    ]);
    const { user } = renderApp(`/management/devices/request/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'Handle request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handle request' });
    await user.click(within(dialog).getByRole('button', { name: 'Handle' }));
    expect(await within(dialog).findByText('Choose 1 devices')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Choose 1 of your spare devices/ }));
    await user.click(await screen.findByRole('option', { name: 'INT-0001' }));
    await user.click(within(dialog).getByRole('button', { name: 'Handle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request was already handled');
  });
});

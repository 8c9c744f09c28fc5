import type { companies } from '@atrium/contracts';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { allowedRequestActions } from '../components/requestActions.ts';
import { ALL_KEYS, callsTo, member, owner, type Route, serve, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  act(() => notifications.clean());
});

const PAGE = '/core/companies/list/requests';
const OWN = 3;

// Only what the page reads: the contract may add fields (such as the engagement's contract status).
const request = (id: number, over: Partial<companies.ServiceRequest> = {}) =>
  ({
    id,
    senderCompany: { id: OWN, name: 'Demo Customer' },
    destinationType: 'FMC',
    destinationEmail: 'fm@harbour.test',
    destinationCompany: { id: 21, name: 'Harbour FM' },
    type: 'maintenance',
    status: 'sent',
    createdAt: '2025-05-03T10:00:00.000Z',
    updatedAt: '2025-05-03T10:00:00.000Z',
    ...over,
  }) as companies.ServiceRequest;
const fromIntegrator = (id: number, over: Partial<companies.ServiceRequest> = {}) =>
  request(id, {
    senderCompany: { id: 1, name: 'Demo Integrator' },
    destinationCompany: { id: OWN, name: 'Demo Customer' },
    destinationType: 'Customer',
    type: 'security',
    ...over,
  });

/** The own company's requests, kept in `rows`; the moves change them as the server would (R12). */
function serveRequests(rows: companies.ServiceRequest[], extra: Route[] = []) {
  const moved = (id: number, status: companies.RequestStatus) => {
    const row = rows.find((item) => item.id === id);
    if (!row) return json(404, { msg: 'Not found', code: 'NOT_FOUND' });
    row.status = status;
    return json(200, { data: row });
  };
  return serve([
    ...extra,
    ['GET', /^\/api\/company\/3\/request$/, () => json(200, { data: rows, totalRecords: rows.length })],
    ['GET', /^\/api\/company\/requestTypes$/, () => json(200, { data: ['maintenance', 'security'] })],
    ['POST', /^\/api\/company\/3\/request\/(\d+)\/cancel$/, (_, m) => moved(Number(m[1]), 'cancelled')],
    ['POST', /^\/api\/company\/3\/disengage\/(\d+)$/, (_, m) => moved(Number(m[1]), 'disengaged')],
    [
      'POST',
      /^\/api\/company\/3\/request\/engage$/,
      ({ body }) => moved((body as { requestId: number }).requestId, 'handled'),
    ],
  ]);
}

// The first rows can take a while on a busy machine.
const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 10_000 })).closest('tr') as HTMLElement;

describe('[CORE][COMPANIES] service request actions', () => {
  test('R12 each move only from its state, on its side, with its permission', () => {
    const all = () => true;
    expect(allowedRequestActions(request(1), OWN, all)).toEqual(['cancel']);
    expect(allowedRequestActions(fromIntegrator(2), OWN, all)).toEqual(['engage']);
    expect(allowedRequestActions(request(3, { status: 'handled' }), OWN, all)).toEqual(['disengage']);
    expect(allowedRequestActions(fromIntegrator(4, { status: 'handled' }), OWN, all)).toEqual(['disengage']);
    for (const status of ['cancelled', 'disengaged'] as const) {
      expect(allowedRequestActions(request(5, { status }), OWN, all)).toEqual([]);
    }
    // An invitation (no destination company yet) can only be withdrawn by its sender.
    expect(allowedRequestActions(request(6, { destinationCompany: null }), 21, all)).toEqual([]);
    expect(
      allowedRequestActions(request(7), OWN, (key) => key !== 'p_company_service_requests_cancel'),
    ).toEqual([]);
  });

  test('R12 the rows offer Cancel, Handle and Disengage where allowed; Cancel asks first, then the list reloads', async () => {
    signIn(owner);
    const rows = [
      request(1),
      fromIntegrator(2),
      request(3, {
        status: 'handled',
        destinationCompany: { id: 22, name: 'Gulf AMC' },
        type: 'installation',
      }),
      request(4, { status: 'cancelled', destinationCompany: { id: 23, name: 'Old Ops' } }),
    ];
    const { calls } = serveRequests(rows);
    const { user } = renderApp(PAGE);
    const sent = await rowOf('Harbour FM');
    expect(within(sent).getByRole('button', { name: 'Cancel request Maintenance #1' })).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /^Handle/ })).not.toBeInTheDocument();
    expect(
      within(await rowOf('Demo Integrator')).getByRole('button', { name: 'Handle Security #2' }),
    ).toBeInTheDocument();
    expect(within(await rowOf('Gulf AMC')).getByRole('button', { name: /^Disengage/ })).toBeInTheDocument();
    expect(within(await rowOf('Old Ops')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(sent).getByRole('button', { name: 'Cancel request Maintenance #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the request' });
    expect(within(dialog).getByTestId('confirm-message')).toHaveTextContent(
      'Your Maintenance request to Harbour FM cannot be handled once cancelled. Cancel it?',
    );
    const before = callsTo(calls, 'GET', '/api/company/3/request').length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/api/company/3/request/1/cancel')).toHaveLength(1);
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/company/3/request').length).toBeGreaterThan(before),
    );
    const cancelled = await rowOf('Harbour FM');
    await waitFor(() => expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument());
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText('The request is cancelled.')).toBeInTheDocument();
  });

  test('R12 Handle sends the request id; a request someone else moved first (409) says so in the dialog', async () => {
    signIn(owner);
    const { calls } = serveRequests(
      [fromIntegrator(2), request(3, { status: 'handled' })],
      [
        [
          'POST',
          /^\/api\/company\/3\/disengage\/3$/,
          () => json(409, { msg: 'This request is disengaged', code: 'REQUEST_STATE' }),
        ],
      ],
    );
    const { user } = renderApp(PAGE);
    await user.click(
      within(await rowOf('Demo Integrator')).getByRole('button', { name: 'Handle Security #2' }),
    );
    const handle = await screen.findByRole('dialog', { name: 'Handle the request' });
    await user.click(within(handle).getByRole('button', { name: 'Handle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/api/company/3/request/engage')[0]?.body).toEqual({ requestId: 2 });

    await user.click(within(await rowOf('Harbour FM')).getByRole('button', { name: /^Disengage/ }));
    const end = await screen.findByRole('dialog', { name: 'End the engagement' });
    await user.click(within(end).getByRole('button', { name: 'Disengage' }));
    expect(await within(end).findByRole('alert')).toHaveTextContent('This request is disengaged');
  });

  test('without the move permissions the rows offer nothing and there is no "Send request"', async () => {
    signIn(member, [...member.permissions, 'p_company_service_requests_view']);
    serveRequests([request(1), fromIntegrator(2)]);
    renderApp(PAGE);
    expect(within(await rowOf('Harbour FM')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await rowOf('Demo Integrator')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  test('"Send request" validates type, service and email, shows server field errors, then sends and reloads', {
    timeout: 40_000,
  }, async () => {
    signIn(owner, ALL_KEYS);
    const rows: companies.ServiceRequest[] = [];
    let reply: () => Response = () =>
      json(418, [{ param: 'destinationEmail', msg: 'A company cannot ask itself' }]);
    const { calls } = serveRequests(rows, [['POST', /^\/api\/company\/3\/request$/, () => reply()]]);
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('no requests yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a service request' });

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose a company type')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a request type')).toBeInTheDocument();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Provider type/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'FMC',
      'AMC',
      'Operator',
      'Authority',
      'Security Company',
    ]);
    await user.click(screen.getByRole('option', { name: 'FMC' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Service/ }));
    await user.click(await screen.findByRole('option', { name: 'Maintenance' }));
    const email = within(dialog).getByRole('textbox', { name: /^Provider's email/ });
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/company/3/request')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'contact@customer.demo');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('A company cannot ask itself')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    reply = () => {
      rows.push(request(9, { destinationCompany: null, destinationEmail: 'new@provider.test' }));
      return json(201, { data: rows[0] });
    };
    await user.clear(email);
    await user.type(email, 'New@Provider.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/api/company/3/request').at(-1)?.body).toEqual({
      destinationType: 'FMC',
      type: 'maintenance',
      destinationEmail: 'new@provider.test',
    });
    const sent = await rowOf('new@provider.test');
    expect(within(sent).getByRole('button', { name: 'Cancel request Maintenance #9' })).toBeInTheDocument();
  });
});

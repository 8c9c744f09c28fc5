import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { findSidebar, renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, company, fmc, member, owner, query, serve, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 20_000 });

const LIST = '/core/companies/list';
const rows = [company(), fmc];
/** A total above 10 keeps the rows view (R182 switches to cards at 10 or fewer). */
const servePage = (total = 30) =>
  serve([['GET', /^\/api\/company$/, () => json(200, { data: rows, totalRecords: total })]]);

// Saved table filters (A62) live in session storage: each test starts without them.
beforeEach(() => sessionStorage.clear());

describe('[CORE][COMPANIES] companies list', () => {
  test('lists name, type, email, contract (R13 Inactive reads Suspended) and created date, 25 a page sorted by the server', async () => {
    signIn();
    const { calls } = servePage();
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Companies', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByText('Harbour FM')).closest('tr') as HTMLElement;
    expect(within(row).getByText('FMC')).toBeInTheDocument();
    expect(within(row).getByText('fm@harbour.test')).toBeInTheDocument();
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(within(row).getByText('01/05/2025')).toBeInTheDocument();
    const own = screen.getByText('Demo Customer').closest('tr') as HTMLElement;
    expect(within(own).getByText('Active')).toBeInTheDocument();
    const first = query(callsTo(calls, 'GET', '/api/company')[0]);
    expect(first.get('limit')).toBe('25');
    expect(first.get('offset')).toBe('0');
    expect(first.get('total')).toBe('true');
  });

  test('sorting by name, type and created date goes to the server; email is not sortable', async () => {
    signIn();
    const { calls } = servePage();
    const { user } = renderApp(LIST);
    await screen.findByText('Harbour FM');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => {
      const last = query(callsTo(calls, 'GET', '/api/company').at(-1));
      expect([last.get('sortBy'), last.get('sortType')]).toEqual(['name', 'asc']);
    });
    await user.click(screen.getByRole('button', { name: /^Type/ }));
    await waitFor(() =>
      expect(query(callsTo(calls, 'GET', '/api/company').at(-1)).get('sortBy')).toBe('type'),
    );
    await user.click(screen.getByRole('button', { name: /^Created/ }));
    await waitFor(() =>
      expect(query(callsTo(calls, 'GET', '/api/company').at(-1)).get('sortBy')).toBe('createdAt'),
    );
    expect(screen.queryByRole('button', { name: /^Email/ })).not.toBeInTheDocument();
  });

  test('R72 the search is sent as nameFilter from 2 characters; the type filter and "only related" go along', async () => {
    signIn();
    const { calls } = servePage();
    const { user } = renderApp(LIST);
    await screen.findByText('Harbour FM');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'h{Enter}');
    await user.type(search, 'ar{Enter}');
    await waitFor(() =>
      expect(query(callsTo(calls, 'GET', '/api/company').at(-1)).get('nameFilter')).toBe('har'),
    );
    // One character is never sent (the same request as before is answered from the cache).
    expect(callsTo(calls, 'GET', '/api/company').map((call) => query(call).get('nameFilter'))).not.toContain(
      'h',
    );

    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Company type' }));
    const panel = await screen.findByRole('dialog', { name: 'Company type' });
    await user.click(within(panel).getByRole('radio', { name: 'FMC' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(query(callsTo(calls, 'GET', '/api/company').at(-1)).get('type')).toBe('FMC'));
    expect(screen.getByRole('button', { name: 'Edit filter Company type: FMC' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Only related' }));
    await waitFor(() => {
      const last = query(callsTo(calls, 'GET', '/api/company').at(-1));
      expect(last.get('onlyRelated')).toBe('true');
      expect(last.get('type')).toBe('FMC');
      expect(last.get('nameFilter')).toBe('har');
    });
  });

  test('A49 A68 "Managed by" lists companies 10 at a time with skip and sends the chosen one as customerId', async () => {
    signIn();
    const { calls } = servePage();
    const { user } = renderApp(LIST);
    await screen.findByText('Harbour FM');
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Managed by' }));
    const panel = await screen.findByRole('dialog', { name: 'Managed by' });
    await user.click(await within(panel).findByRole('radio', { name: 'Demo Customer' }));
    const options = query(callsTo(calls, 'GET', '/api/company').find((call) => query(call).has('skip')));
    expect([options.get('limit'), options.get('skip')]).toEqual(['10', '0']);
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(query(callsTo(calls, 'GET', '/api/company').at(-1)).get('customerId')).toBe('3'),
    );
    expect(query(callsTo(calls, 'GET', '/api/company').at(-1)).get('offset')).toBe('0');

    // Removing it shows the unfiltered list again (answered from the request cache).
    await user.click(screen.getByRole('button', { name: 'Remove filter Managed by' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Harbour FM')).toBeInTheDocument();
  });

  test('A62 the filters are kept for the user: coming back to the list starts with them', async () => {
    signIn();
    const { calls } = servePage();
    const first = renderApp(LIST);
    await screen.findByText('Harbour FM');
    await first.user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await first.user.click(await screen.findByRole('menuitem', { name: 'Company type' }));
    const panel = await screen.findByRole('dialog', { name: 'Company type' });
    await first.user.click(within(panel).getByRole('radio', { name: 'AMC' }));
    await first.user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(query(callsTo(calls, 'GET', '/api/company').at(-1)).get('type')).toBe('AMC'));
    await first.user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await first.user.click(await screen.findByRole('menuitem', { name: 'Managed by' }));
    const managedBy = await screen.findByRole('dialog', { name: 'Managed by' });
    await first.user.click(await within(managedBy).findByRole('radio', { name: 'Demo Customer' }));
    await first.user.click(within(managedBy).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(query(callsTo(calls, 'GET', '/api/company').at(-1)).get('customerId')).toBe('3'),
    );
    first.unmount();

    signIn();
    const again = servePage();
    renderApp(LIST);
    expect(await screen.findByRole('button', { name: 'Edit filter Company type: AMC' })).toBeInTheDocument();
    // The chosen company keeps its name (the option's text, remembered in the tab).
    expect(screen.getByRole('button', { name: 'Edit filter Managed by: Demo Customer' })).toBeInTheDocument();
    const restored = query(callsTo(again.calls, 'GET', '/api/company')[0]);
    expect([restored.get('type'), restored.get('customerId')]).toEqual(['AMC', '3']);
  });

  test('a row opens the company profile; the edit action opens the edit page', async () => {
    signIn();
    servePage();
    const { user, router, queryClient } = renderApp(LIST);
    await screen.findByText('Harbour FM');
    // Where the click sends the router: its pending target while the page's lazy module still loads, then
    // its location.
    const target = () => router.state.navigation.location?.pathname ?? router.state.location.pathname;
    await user.click(screen.getByRole('button', { name: 'View Harbour FM' }));
    await waitFor(() => expect(target()).toBe('/core/companies/profile/21'));
    await router.navigate(LIST);
    // Back on the list its rows are drawn from the cache and drawn again when the reload comes back: a click
    // in between went to the row being replaced, and nothing navigated (a clean-clone CI run).
    await screen.findByRole('button', { name: 'Edit Harbour FM' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await user.click(screen.getByRole('button', { name: 'Edit Harbour FM' }));
    await waitFor(() => expect(target()).toBe('/core/companies/21/edit'));
  });

  test('"Create company" shows with p_company_create; a member without it sees neither the button nor edit', async () => {
    signIn();
    servePage();
    const first = renderApp(LIST);
    expect(await screen.findByRole('link', { name: 'Create company' })).toHaveAttribute(
      'href',
      '/core/companies/create',
    );
    first.unmount();

    signIn(member);
    servePage();
    renderApp(LIST);
    await screen.findByText('Harbour FM');
    expect(screen.queryByRole('link', { name: 'Create company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Harbour FM' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Harbour FM' })).toBeInTheDocument();
  });

  test('ten companies or fewer show as cards (R182); none shows "no data found"', async () => {
    signIn();
    servePage(2);
    const first = renderApp(LIST);
    expect(await screen.findByTestId('data-table-grid')).toBeInTheDocument();
    expect(screen.getByText('Harbour FM')).toBeInTheDocument();
    first.unmount();

    signIn();
    serve([['GET', /^\/api\/company$/, () => json(200, { data: [], totalRecords: 0 })]]);
    renderApp(LIST);
    expect(await screen.findByText('no data found')).toBeInTheDocument();
  });

  test('a failed load shows an error state whose retry loads again', async () => {
    signIn();
    let fail = true;
    serve([
      [
        'GET',
        /^\/api\/company$/,
        () =>
          fail ? json(500, { msg: 'Database unavailable' }) : json(200, { data: rows, totalRecords: 30 }),
      ],
    ]);
    const { user } = renderApp(LIST);
    expect(await screen.findByText('The table could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Harbour FM')).toBeInTheDocument();
  });

  test('the sidebar has Companies and Customers for p_company_view, Permissions only with p_company_users_view', async () => {
    signIn(member);
    servePage();
    renderApp(LIST);
    const nav = await findSidebar();
    expect(within(nav).getByRole('link', { name: 'Companies' })).toHaveAttribute('data-active', 'true');
    expect(within(nav).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Permissions' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Access log' })).toBeInTheDocument();
  });

  test('a user without p_company_view does not get the page', async () => {
    signIn({ ...member, permissions: [] }, []);
    servePage();
    const { router } = renderApp(LIST);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/core/users/profile/${member.id}`));
  });
});

describe('[CORE][CUSTOMERS] customers list', () => {
  test('lists only the companies the caller manages (onlyRelated=true), without the switch', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/company$/, () => json(200, { data: [fmc], totalRecords: 30 })],
    ]);
    renderApp('/core/customers/list');
    expect(await screen.findByRole('heading', { name: 'Customers', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Harbour FM')).toBeInTheDocument();
    expect(query(callsTo(calls, 'GET', '/api/company')[0]).get('onlyRelated')).toBe('true');
    expect(screen.queryByRole('switch', { name: 'Only related' })).not.toBeInTheDocument();
  });
});

const request = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  senderCompany: { id: 3, name: 'Demo Customer' },
  destinationType: 'FMC',
  destinationEmail: 'fm@harbour.test',
  destinationCompany: { id: 21, name: 'Harbour FM' },
  type: 'maintenance',
  status: 'sent',
  createdAt: '2025-05-03T10:00:00.000Z',
  updatedAt: '2025-05-03T10:00:00.000Z',
  ...over,
});

describe('[CORE][COMPANIES] service requests tab', () => {
  test('R166 the requests tab of the own company says "no requests yet" when there are none', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/company\/3\/request$/, () => json(200, { data: [], totalRecords: 0 })],
      ['GET', /^\/api\/company$/, () => json(200, { data: rows, totalRecords: 30 })],
    ]);
    const { user, router } = renderApp(LIST);
    await screen.findByText('Harbour FM');
    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Service requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/companies/list/requests'));
    expect(await screen.findByText('no requests yet')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/company/3/request')).toHaveLength(1);
  });

  test('R12 lists sent and received requests with their status; the status filter goes to the server', async () => {
    signIn(owner);
    const { calls } = serve([
      [
        'GET',
        /^\/api\/company\/3\/request$/,
        () =>
          json(200, {
            data: [
              request(1),
              request(2, {
                senderCompany: { id: 1, name: 'Demo Integrator' },
                destinationCompany: { id: 3, name: 'Demo Customer' },
                destinationType: 'Customer',
                status: 'handled',
                type: 'security',
              }),
            ],
            totalRecords: 2,
          }),
      ],
    ]);
    const { user } = renderApp('/core/companies/list/requests');
    const sent = (await screen.findByText('Harbour FM')).closest('tr') as HTMLElement;
    expect(within(sent).getByText('Maintenance')).toBeInTheDocument();
    expect(within(sent).getAllByText('Sent')).toHaveLength(2);
    const received = screen.getByText('Demo Integrator').closest('tr') as HTMLElement;
    expect(within(received).getByText('Received')).toBeInTheDocument();
    expect(within(received).getByText('Handled')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(query(callsTo(calls, 'GET', '/api/company/3/request').at(-1)).get('status')).toBe('cancelled'),
    );
  });

  test('without p_company_service_requests_view there is no tab and no page', async () => {
    signIn(member);
    servePage();
    renderApp(LIST);
    await screen.findByText('Harbour FM');
    expect(screen.queryByRole('tab', { name: 'Service requests' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { bodyOf, callsTo, operator, paged, query, serve, signIn } from './defconKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };
const at = '2026-11-20T03:00:00.000Z';
const localities = [
  { id: 7, name: 'Jumeirah', hq: { id: 60, name: 'Dubai Police HQ' }, stations: [] },
  { id: 8, name: 'Deira', hq: { id: 60, name: 'Dubai Police HQ' }, stations: [] },
];
const customer = {
  id: 3,
  name: 'Demo Customer',
  email: 'contact@customer.demo',
  contractStatus: 'Active' as const,
  relation: 'managed' as const,
  securityCompany: { id: 30, name: 'Demo Guard' },
  locality: { id: 7, name: 'Jumeirah' },
  address: '1 Beach Road',
  phone: null,
  panels: 2,
  openAlarms: 1,
  createdAt: at,
};
const hq = {
  id: 60,
  name: 'Dubai Police HQ',
  email: 'hq@police.demo',
  localities: [
    { id: 7, name: 'Jumeirah' },
    { id: 8, name: 'Deira' },
  ],
  stations: [{ id: 61, name: 'Jumeirah station' }],
  createdAt: at,
};

describe('[DEFCON][FORMS] customers and police stations', () => {
  test('customers list: rows with locality and counts; edit leads to the edit page', async () => {
    signIn(operator());
    serve([['GET', /^\/api\/defcon\/security-company\/customer$/, () => paged([customer])]]);
    const { user, router } = renderApp('/defcon/security-company/customer/list');
    const table = await screen.findByRole('table', { name: 'Customers' }, wait);
    expect(await within(table).findByText('Jumeirah', {}, wait)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add customer' })).toHaveAttribute(
      'href',
      '/defcon/security-company/customer/add',
    );
    await user.click(within(table).getByRole('button', { name: /Edit/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/defcon/security-company/customer/edit/3'),
    );
  });

  test('R103 add customer: blank required fields say Required under them and nothing is sent; a 418 goes under its field', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', /^\/api\/defcon\/police\/locality$/, () => paged(localities)],
      [
        'POST',
        /^\/api\/defcon\/security-company\/customer$/,
        () => json(418, [{ param: 'email', msg: 'Email Already Exists' }]),
      ],
    ]);
    const { user } = renderApp('/defcon/security-company/customer/add');
    const form = await screen.findByRole('form', { name: 'Customer' }, wait);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('Required')).not.toHaveLength(0);
    expect(within(form).getByRole('textbox', { name: /Company name/ })).toHaveAccessibleDescription(
      'Required',
    );
    expect(within(form).getByRole('combobox', { name: /Locality/ })).toHaveAccessibleDescription('Required');
    expect(callsTo(calls, 'POST', '/api/defcon/security-company/customer')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Company name/ }), 'Palm Villas');
    await user.type(within(form).getByRole('textbox', { name: /Company e-mail/ }), 'palm@villas.demo');
    await user.type(within(form).getByRole('textbox', { name: /first name/ }), 'Paula');
    await user.type(within(form).getByRole('textbox', { name: /last name/ }), 'Palm');
    await user.click(within(form).getByRole('combobox', { name: /Locality/ }));
    await user.click(await screen.findByRole('option', { name: 'Jumeirah' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Company e-mail/ })).toHaveAccessibleDescription(
        'Email Already Exists',
      ),
    );
    expect(bodyOf(callsTo(calls, 'POST', '/api/defcon/security-company/customer')[0])).toMatchObject({
      name: 'Palm Villas',
      email: 'palm@villas.demo',
      firstName: 'Paula',
      lastName: 'Palm',
      localityId: 7,
    });
  });

  test('edit customer: the record loads into the form and is saved with PUT; a missing one is not found', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', /^\/api\/defcon\/security-company\/customer\/3$/, () => json(200, { data: customer })],
      ['GET', /^\/api\/defcon\/police\/locality$/, () => paged(localities)],
      ['PUT', /^\/api\/defcon\/security-company\/customer\/3$/, () => json(200, { data: customer })],
    ]);
    const { user, router } = renderApp('/defcon/security-company/customer/edit/3');
    const form = await screen.findByRole('form', { name: 'Customer' }, wait);
    expect(within(form).getByRole('textbox', { name: /Site address/ })).toHaveValue('1 Beach Road');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/defcon/security-company/customer/3')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(calls, 'PUT', '/api/defcon/security-company/customer/3')[0])).toMatchObject({
      localityId: 7,
      address: '1 Beach Road',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/defcon/security-company/customer/list'),
    );
  });

  test('a customer of another company (404) is not found, with a way back', async () => {
    signIn(operator());
    serve([['GET', /^\/api\/defcon\/police\/locality$/, () => paged(localities)]]);
    renderApp('/defcon/security-company/customer/edit/99');
    expect(await screen.findByRole('heading', { name: 'This customer does not exist' }, wait)).toBeVisible();
  });

  test('create headquarters: at least one locality; sent with its localities by name', async () => {
    signIn(operator());
    const { calls } = serve([['POST', /^\/api\/defcon\/police\/hq$/, () => json(201, { data: hq })]]);
    const { user, router } = renderApp('/defcon/polices/create-head-quarter');
    const form = await screen.findByRole('form', { name: 'Police station' }, wait);
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Dubai Police HQ');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'hq@police.demo');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Add at least one locality')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/defcon/police/hq')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /Localities/ }), 'Jumeirah, Deira,');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/defcon/police/hq')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'POST', '/api/defcon/police/hq')[0])).toEqual({
      name: 'Dubai Police HQ',
      email: 'hq@police.demo',
      localities: ['Jumeirah', 'Deira'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/defcon/polices/head-quarter-list'));
  });

  test('create a local station: localities of its HQ; a 418 on them is shown under the field', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', /^\/api\/defcon\/police\/hq\/60$/, () => json(200, { data: hq })],
      ['GET', /^\/api\/defcon\/police\/locality$/, () => paged(localities)],
      [
        'POST',
        /^\/api\/defcon\/police\/hq\/60\/station$/,
        () => json(418, [{ param: 'localityIds', msg: 'Not a locality of this headquarters' }]),
      ],
    ]);
    const { user } = renderApp('/defcon/polices/60/create-local-quarter');
    const form = await screen.findByRole('form', { name: 'Police station' }, wait);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose at least one locality')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Jumeirah station');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'jumeirah@police.demo');
    const [picker] = within(form).getAllByLabelText(/Localities covered/);
    if (!picker) throw new Error('no localities picker');
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Jumeirah' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Not a locality of this headquarters')).toBeVisible();
    expect(query(callsTo(calls, 'GET', '/api/defcon/police/locality')[0]).get('hqId')).toBe('60');
    expect(bodyOf(callsTo(calls, 'POST', '/api/defcon/police/hq/60/station')[0])).toMatchObject({
      localityIds: [7],
    });
  });
});

import { auth, companies } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { admin, callsTo, company, fmc, member, owner, serve, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 20_000 });

const CREATE = '/core/companies/create';

/** The server's answer to GET /company/relatedTypes for a creator (R125-R128). */
const typesFor = (creator: { isAdmin: boolean; companyType: auth.CompanyType | null }) =>
  companies.creatableCompanyTypes(creator);

function serveCreate(types: auth.CompanyType[], created = fmc) {
  return serve([
    ['GET', /^\/api\/company\/relatedTypes$/, () => json(200, { data: types })],
    ['POST', /^\/api\/company$/, () => json(201, { data: created })],
    ['GET', /^\/api\/company\/21\/$/, () => json(200, { data: created })],
    ['GET', /^\/api\/company\/3\/$/, () => json(200, { data: company() })],
    ['GET', /^\/api\/company\/21\/user$/, () => json(200, { data: [], totalRecords: 0 })],
  ]);
}

async function typeOptions(user: ReturnType<typeof renderApp>['user']) {
  const select = await screen.findByRole('combobox', { name: 'Company type' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('[CORE][COMPANIES] create company', () => {
  test.each([
    ['R125 a Super Admin may pick any type', { isAdmin: true, companyType: 'Integrator' as const }, 12],
    [
      'R126 an Integrator may pick FMC, AMC, Operator, Authority',
      { isAdmin: false, companyType: 'Integrator' as const },
      4,
    ],
    [
      'R127 a Customer may pick FMC, AMC, Operator, Authority, Security Company',
      { isAdmin: false, companyType: 'Customer' as const },
      5,
    ],
    ['R128 any other type picks as a Customer does', { isAdmin: false, companyType: 'School' as const }, 5],
  ])('%s: the type select offers what GET /company/relatedTypes says', async (_name, creator, count) => {
    const types = typesFor(creator);
    expect(types).toHaveLength(count);
    signIn(creator.isAdmin ? admin : owner);
    serveCreate(types);
    const { user } = renderApp(CREATE);
    const options = await typeOptions(user);
    expect(options).toEqual(types.map((type) => type));
    if (creator.companyType === 'Integrator' && !creator.isAdmin) {
      expect(options).toEqual(['FMC', 'AMC', 'Operator', 'Authority']);
    }
    if (creator.companyType === 'Customer') expect(options).toContain('Security Company');
    if (creator.isAdmin) expect(options).toEqual([...auth.COMPANY_TYPES]);
  });

  test('R128 the other types get the same choices as a Customer', () => {
    const customer = typesFor({ isAdmin: false, companyType: 'Customer' });
    for (const type of auth.COMPANY_TYPES.filter((t) => t !== 'Integrator')) {
      expect(typesFor({ isAdmin: false, companyType: type })).toEqual(customer);
    }
  });

  test('name, email and type are sent; the 201 opens the new company profile', async () => {
    signIn(owner);
    const { calls } = serveCreate(typesFor({ isAdmin: false, companyType: 'Customer' }));
    const { user, router } = renderApp(CREATE);
    expect(await screen.findByRole('heading', { name: 'Create company', level: 1 })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Harbour FM');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'fm@harbour.test');
    await typeOptions(user);
    await user.click(screen.getByRole('option', { name: 'FMC' }));
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/core/companies/profile/21'));
    expect(callsTo(calls, 'POST', '/api/company')[0]?.body).toEqual({
      name: 'Harbour FM',
      email: 'fm@harbour.test',
      type: 'FMC',
    });
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Harbour FM');
  });

  test('R54 R47 the contract schema checks the fields first: nothing is sent while they are wrong', async () => {
    signIn(owner);
    const { calls } = serveCreate(typesFor({ isAdmin: false, companyType: 'Customer' }));
    const { user } = renderApp(CREATE);
    await typeOptions(user);
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Choose a company type')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/company')).toHaveLength(0);
  });

  test('R103 R148 a 418 from the server shows its message under the named field', async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/company\/relatedTypes$/, () => json(200, { data: ['FMC'] })],
      ['POST', /^\/api\/company$/, () => json(418, [{ param: 'type', msg: 'You can create: FMC' }])],
    ]);
    const { user } = renderApp(CREATE);
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Harbour FM');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'fm@harbour.test');
    await typeOptions(user);
    await user.click(screen.getByRole('option', { name: 'FMC' }));
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    const field = screen.getByRole('combobox', { name: 'Company type' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('You can create: FMC'));
  });

  test('the types failing to load show an error with a retry', async () => {
    signIn(owner);
    let fail = true;
    serve([
      [
        'GET',
        /^\/api\/company\/relatedTypes$/,
        () => (fail ? json(500, { msg: 'Database unavailable' }) : json(200, { data: ['FMC'] })),
      ],
    ]);
    const { user } = renderApp(CREATE);
    expect(await screen.findByText('The company types could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Company type' })).toBeInTheDocument();
  });

  test('a member without p_company_create cannot open the page', async () => {
    signIn(member);
    serveCreate(['FMC']);
    const { router } = renderApp(CREATE);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/core/users/profile/${member.id}`));
  });
});

import { places } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { company } from '../../companies/__tests__/kit.ts';
import { callsTo, owner, paged, query, serve, signIn, structure } from './kit.ts';

vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});
vi.setConfig({ testTimeout: 60_000 });

const CREATE = '/core/structures/create';

function serveCreate(answer: () => Response) {
  return serve([
    ['GET', /^\/api\/structure\/search$/, () => paged([])],
    ['POST', /^\/api\/company\/3\/structure$/, answer],
    ['GET', /^\/api\/company\/3\/structure\/101$/, () => json(200, { data: structure() })],
    ['GET', /^\/api\/company$/, () => paged([{ ...company(), id: 3 }])],
  ]);
}

/** An FMC's owner: providers own no structures (R133). */
const provider = {
  ...owner,
  personalInfo: {
    ...owner.personalInfo,
    companyId: 3,
    company: { id: 3, name: 'Harbour FM', type: 'FMC' as const },
  },
};

async function openCreate(user = owner) {
  signIn(user);
  const view = renderApp(CREATE);
  await screen.findByRole('heading', { name: 'Create structure', level: 1 }, { timeout: 30_000 });
  return view;
}

describe('[CORE][STRUCTURES] create structure form', () => {
  test('an empty form is refused on its fields by the contract, and nothing is sent', async () => {
    const { calls } = serveCreate(() => json(201, { data: structure() }));
    const { user } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    await user.clear(screen.getByRole('textbox', { name: 'Floor 1 level' }));
    await user.type(screen.getByRole('textbox', { name: 'Floor 1 level' }), '500');
    await user.click(screen.getByRole('button', { name: 'Create structure' }));

    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveAccessibleDescription(
      'Choose a structure type',
    );
    expect(screen.getByRole('textbox', { name: 'Floor 1 name' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Floor 1 level' })).toHaveAccessibleDescription(
      `Please Enter a Number Between ${places.FLOOR_LEVELS.min} and ${places.FLOOR_LEVELS.max}`,
    );
    expect(callsTo(calls, 'POST', '/api/company/3/structure')).toHaveLength(0);
  });

  test('a 418 puts the server messages on their fields: a floor level, and the customer in an alert', async () => {
    serveCreate(() =>
      json(418, [
        { param: 'floors.1.level', msg: 'This Structure Already Has a Floor at Level 0' },
        { param: 'customerId', msg: 'Choose the Customer the Structure Belongs To' },
      ]),
    );
    const { user } = await openCreate();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Tower A');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Tower' }));
    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    await user.type(screen.getByRole('textbox', { name: 'Floor 1 name' }), 'Ground');
    await user.type(screen.getByRole('textbox', { name: 'Floor 2 name' }), 'First');
    await user.click(screen.getByRole('button', { name: 'Create structure' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Floor 2 level' })).toHaveAccessibleDescription(
        'This Structure Already Has a Floor at Level 0',
      ),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Choose the Customer the Structure Belongs To')).toBeInTheDocument();
  });

  test('a valid form sends the structure with its floors, the address on both, then opens the new structure', async () => {
    const { calls } = serveCreate(() => json(201, { data: structure() }));
    const { user, router } = await openCreate();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Headquarters');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Building' }));
    const picker = screen.getByTestId('location-picker');
    await user.clear(within(picker).getByRole('textbox', { name: 'Latitude' }));
    await user.type(within(picker).getByRole('textbox', { name: 'Latitude' }), '25.2');
    await user.type(within(picker).getByRole('textbox', { name: 'Address' }), 'Dubai');
    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    await user.type(screen.getByRole('textbox', { name: 'Floor 1 name' }), 'Ground');
    await user.type(screen.getByRole('textbox', { name: 'Floor 2 name' }), 'First');
    await user.click(screen.getByRole('button', { name: 'Create structure' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/core/structures/101'));
    expect(callsTo(calls, 'POST', '/api/company/3/structure')[0]?.body).toEqual({
      name: 'Headquarters',
      type: 'building',
      parentId: null,
      address: 'Dubai',
      location: { lat: 25.2, lng: 30, address: 'Dubai' },
      floors: [
        { name: 'Ground', level: 0 },
        { name: 'First', level: 1 },
      ],
    });
  });

  test('R133 a provider chooses the customer the structure is for; it travels as customerId', async () => {
    const { calls } = serveCreate(() => json(201, { data: structure() }));
    const { user } = await openCreate(provider);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Clinic');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Hospital' }));
    await user.click(screen.getByRole('button', { name: 'Create structure' }));
    const customer = screen.getByRole('combobox', { name: /^Customer/ });
    expect(customer).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(callsTo(calls, 'POST', '/api/company/3/structure')).toHaveLength(0);

    await user.click(customer);
    await user.click(await screen.findByRole('option', { name: 'Demo Customer' }));
    await user.click(screen.getByRole('button', { name: 'Create structure' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/company/3/structure')).toHaveLength(1));
    expect(query(callsTo(calls, 'POST', '/api/company/3/structure')[0]).get('customerId')).toBe('3');
  });
});

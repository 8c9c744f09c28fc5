import type { places } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, geofence, owner, paged, serve, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 60_000 });

const group = (over: Partial<places.GeofenceGroup> = {}): places.GeofenceGroup => ({
  id: 71,
  companyId: 3,
  name: 'Perimeter',
  description: '',
  geofenceIds: [501],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

function serveGroups(answer: () => Response) {
  return serve([
    ['GET', /^\/api\/company\/3\/geofence$/, () => paged([geofence()])],
    ['GET', /^\/api\/company\/3\/geofence-group$/, () => paged([group()])],
    ['POST', /^\/api\/company\/3\/geofence-group$/, answer],
  ]);
}

async function openGroups() {
  signIn(owner);
  const view = renderApp('/core/geofence/list');
  await view.user.click(await screen.findByRole('tab', { name: 'Geofence groups' }, { timeout: 30_000 }));
  expect(await screen.findByText('Perimeter', {}, { timeout: 30_000 })).toBeInTheDocument();
  return view;
}

describe('[CORE][GEOFENCE] geofence groups tab', () => {
  test('a group is created with the chosen geofences', async () => {
    const { calls } = serveGroups(() => json(201, { data: group({ id: 72, name: 'Gates' }) }));
    const { user } = await openGroups();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create geofence group' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Gates');
    await user.click(within(dialog).getByRole('combobox', { name: 'Geofences' }));
    await user.click(await screen.findByRole('option', { name: 'Depot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/company/3/geofence-group')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/company/3/geofence-group')[0]?.body).toEqual({
      name: 'Gates',
      description: '',
      geofenceIds: [501],
    });
  });

  test('no name: "Required" on the field and nothing is sent; a 418 on geofenceIds shows on the picker', async () => {
    const { calls } = serveGroups(() =>
      json(418, [{ param: 'geofenceIds', msg: 'Choose Geofences of This Company' }]),
    );
    const { user } = await openGroups();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create geofence group' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Required');
    expect(callsTo(calls, 'POST', '/api/company/3/geofence-group')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Gates');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose Geofences of This Company')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, dispatcher, jobCard, paged, query, serve, signIn } from './dispatchKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

describe('[FLEET][JOBS] job list', () => {
  test('the list pages the job cards with their state, vehicle and driver, each linking its details', async () => {
    signIn(dispatcher());
    const { calls } = serve([['GET', /^\/api\/fleet\/job-card$/, () => paged([jobCard()])]]);
    renderApp('/fleet/job-cards/job-list');
    const table = await screen.findByRole('table', { name: 'Job cards' }, wait);
    expect(await within(table).findByRole('link', { name: 'Deliver to Dubai Mall' }, wait)).toHaveAttribute(
      'href',
      '/fleet/job-cards/job/701',
    );
    expect(within(table).getByText('In progress')).toBeVisible();
    expect(within(table).getByText('Van 1 · D 12345')).toBeVisible();
    expect(query(callsTo(calls, 'GET', '/api/fleet/job-card')[0]).get('limit')).toBe('25');
  });

  test('spec §8: a vehicle’s filter with no job says no job has yet been assigned to this vehicle', async () => {
    signIn(dispatcher());
    const { calls } = serve([
      ['GET', /^\/api\/fleet\/job-card$/, (call) => paged(query(call).get('vehicleId') ? [] : [jobCard()])],
      ['GET', /^\/api\/fleet\/vehicle$/, () => paged([{ id: 12, name: 'Van 2', plate: 'D 222' }])],
    ]);
    const { user } = renderApp('/fleet/job-cards/job-list');
    await screen.findByRole('link', { name: 'Deliver to Dubai Mall' }, wait);
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Vehicle' }, wait));
    const panel = await screen.findByRole('dialog', { name: 'Vehicle' }, wait);
    await user.click(await within(panel).findByRole('radio', { name: 'Van 2 · D 222' }, wait));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No job has yet been assigned to this vehicle', {}, wait)).toBeVisible();
    expect(query(callsTo(calls, 'GET', '/api/fleet/job-card').at(-1)).get('vehicleId')).toBe('12');
  });
});

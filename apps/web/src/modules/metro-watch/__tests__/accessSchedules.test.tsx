import type { access } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { bodyOf, callsTo, owner, paged, serve, signIn } from './accessKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const wait = { timeout: 15_000 };
const at = '2026-11-20T08:00:00.000Z';
const office: access.CompanySchedule = {
  id: 12,
  name: 'Office hours',
  company: { id: 3, name: 'Demo Customer' },
  timeZone: 'Asia/Dubai',
  windows: [
    { day: 'sun', start: '08:00', end: '17:00', overnight: false },
    { day: 'sat', start: '09:00', end: '13:00', overnight: false },
  ],
  accessCount: 2,
  createdAt: at,
  updatedAt: at,
};

describe('[METROWATCH][SCHEDULES] company schedules', () => {
  test('R195 the list shows each schedule’s windows from Saturday and links its details', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/metrowatch\/company-schedule$/, () => paged([office])]]);
    renderApp('/metro-watch/schedules/list');
    expect(await screen.findByRole('link', { name: 'Office hours' }, wait)).toHaveAttribute(
      'href',
      '/metro-watch/schedules/details/12',
    );
    expect(screen.getByText('Saturday 09:00–13:00, Sunday 08:00–17:00')).toBeVisible();
  });

  test('details: windows Saturday first; an end before its start is refused on the window, then saved', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/metrowatch\/company-schedule\/12$/, () => json(200, { data: office })],
      ['PUT', /^\/api\/metrowatch\/company-schedule\/12$/, () => json(200, { data: office })],
    ]);
    const { user } = renderApp('/metro-watch/schedules/details/12');
    expect(await screen.findByRole('heading', { name: 'Office hours' }, wait)).toBeVisible();
    expect(screen.getByText('Followed by 2 accesses')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Day of window 1' })).toHaveValue('Saturday');
    expect(screen.getByRole('combobox', { name: 'Day of window 2' })).toHaveValue('Sunday');

    const end = screen.getByRole('textbox', { name: 'End of window 1' });
    await user.clear(end);
    await user.type(end, '08:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(end).toHaveAccessibleDescription('End Must Be After Start'));
    expect(callsTo(calls, 'PUT', '/api/metrowatch/company-schedule/12')).toHaveLength(0);

    await user.click(
      within(screen.getByRole('group', { name: 'Window 1' })).getByRole('checkbox', {
        name: 'Ends the next day',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/metrowatch/company-schedule/12')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'PUT', '/api/metrowatch/company-schedule/12')[0])).toMatchObject({
      name: 'Office hours',
      timeZone: 'Asia/Dubai',
      windows: [
        { day: 'sat', start: '09:00', end: '08:30', overnight: true },
        { day: 'sun', start: '08:00', end: '17:00', overnight: false },
      ],
    });
  });

  test('a schedule of another company (404) says it does not exist, with a way back', async () => {
    signIn(owner);
    serve([]);
    renderApp('/metro-watch/schedules/details/99');
    expect(await screen.findByRole('heading', { name: 'This schedule does not exist' }, wait)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the schedules' })).toHaveAttribute(
      'href',
      '/metro-watch/schedules/list',
    );
  });
});

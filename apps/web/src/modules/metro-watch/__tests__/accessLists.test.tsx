import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { accessRow, callsTo, credential, owner, paged, serve, signIn } from './accessKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const wait = { timeout: 15_000 };

describe('[METROWATCH][ACCESS-LISTS] credentials, accesses and the calendar', () => {
  test('R7 a credential shows the actions its state allows; Block sends the transition and the list reloads', async () => {
    signIn(owner);
    let current = credential();
    const { calls } = serve([
      ['GET', /^\/api\/metrowatch\/access-token$/, () => paged([current])],
      [
        'POST',
        /^\/api\/metrowatch\/access-token\/5\/block$/,
        () => {
          current = credential({ state: 'blocked' });
          return json(200, { data: current });
        },
      ],
    ]);
    const { user } = renderApp('/metro-watch/user-access/access');
    const block = await screen.findByRole('button', { name: 'Block Blue card' }, wait);
    expect(screen.getByRole('button', { name: 'Deactivate Blue card' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lock Blue card' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Activate Blue card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unblock Blue card' })).toBeNull();

    await user.click(block);
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/metrowatch/access-token/5/block')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Unblock Blue card' }, wait)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Block Blue card' })).toBeNull();
  });

  test('the scheduled tab lists scheduled accesses; Revoke asks, then revokes', async () => {
    signIn(owner);
    let row = accessRow({
      type: 'scheduled',
      windows: [
        { day: 'sun', start: '08:00', end: '17:00', overnight: false },
        { day: 'sat', start: '09:00', end: '13:00', overnight: false },
      ],
      timeZone: 'Asia/Dubai',
    });
    const { calls } = serve([
      ['GET', /^\/api\/metrowatch\/user-access$/, () => paged([row])],
      [
        'POST',
        /^\/api\/metrowatch\/user-access\/71\/revoke$/,
        () => {
          row = { ...row, state: 'revoked', revokedAt: new Date().toISOString() };
          return json(200, { data: row });
        },
      ],
    ]);
    const { user } = renderApp('/metro-watch/accesses-list/scheduled');
    const revoke = await screen.findByRole('button', { name: 'Revoke Front door · Customer Owner' }, wait);
    expect(
      new URL(`http://x${callsTo(calls, 'GET', '/api/metrowatch/user-access')[0]?.path}`).searchParams.get(
        'type',
      ),
    ).toBe('scheduled');
    // Windows read from Saturday (R195).
    expect(screen.getByText('Saturday 09:00–13:00, Sunday 08:00–17:00 (Asia/Dubai)')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Scheduled' })).toHaveAttribute('aria-selected', 'true');

    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', {}, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/metrowatch/user-access/71/revoke')).toHaveLength(1),
    );
    expect(await screen.findByText('Revoked', {}, wait)).toBeVisible();
  });

  test('R195 calendar mode: the week starts on Saturday and the range asked starts on a Saturday', async () => {
    signIn(owner);
    const { calls } = serve([
      [
        'GET',
        /^\/api\/metrowatch\/access-calendar$/,
        (call) => {
          const from = new URL(`http://x${call.path}`).searchParams.get('from') ?? '';
          const start = new Date(from);
          const end = new Date(start.getTime() + 3_600_000);
          return json(200, {
            data: [
              {
                accessId: 71,
                type: 'scheduled',
                state: 'active',
                title: 'Front door · Customer Owner',
                door: { id: 41, name: 'Front door' },
                start: new Date(start.getTime() + 9 * 3_600_000).toISOString(),
                end: new Date(end.getTime() + 9 * 3_600_000).toISOString(),
              },
            ],
            truncated: false,
          });
        },
      ],
    ]);
    renderApp('/metro-watch/calendar-mode');
    const calendar = await screen.findByTestId('access-calendar', {}, wait);
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/metrowatch/access-calendar').length).toBeGreaterThan(0),
    );
    const from = new URL(
      `http://x${callsTo(calls, 'GET', '/api/metrowatch/access-calendar')[0]?.path}`,
    ).searchParams.get('from');
    expect(new Date(from ?? '').getDay()).toBe(6);
    const headers = calendar.querySelectorAll('th.fc-col-header-cell');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveClass('fc-day-sat');
    expect(headers[6]).toHaveClass('fc-day-fri');
    // jsdom lays nothing out, so FullCalendar keeps its events hidden: they are there, not measured.
    expect(await within(calendar).findByText(/Front door · Customer Owner/, {}, wait)).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Month' })).toBeVisible();
    expect(within(calendar).getByRole('button', { name: 'Day' })).toBeVisible();
  });

  test('calendar mode in Arabic reads right to left, still from Saturday', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/metrowatch\/access-calendar$/, () => json(200, { data: [], truncated: false })]]);
    renderApp('/metro-watch/accesses-list/calendar-mode');
    const calendar = await screen.findByTestId('access-calendar', {}, wait);
    await i18n.changeLanguage('ar');
    await waitFor(() => expect(calendar.querySelector('.fc')).toHaveClass('fc-direction-rtl'));
    expect(calendar.querySelector('th.fc-col-header-cell')).toHaveClass('fc-day-sat');
    expect(await screen.findByTestId('calendar-empty', {}, wait)).toHaveTextContent(
      'لا يوجد وصول في هذه الفترة',
    );
    await i18n.changeLanguage('en');
  });
});

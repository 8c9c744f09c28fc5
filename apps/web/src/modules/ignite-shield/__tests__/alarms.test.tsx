import type { alarms } from '@atrium/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { mergeAlarm } from '../../../kit/api/alarmCache.ts';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { fakeSockets } from '../../../testing/fakeSocket.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, query, type Route, serve, signIn } from './kit.ts';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/ignite-shield/alarms/operational';
const alarm = (over: Partial<alarms.Alarm> = {}): alarms.Alarm => ({
  id: 41,
  app: 'swam',
  category: 'operational',
  kind: 'above',
  severity: 'major',
  status: 'active',
  message: 'co2 above 900',
  key: 'co2',
  value: 1500,
  device: { id: 7, serial: 'AQ5-0001', name: 'Lobby air' },
  company: { id: 3, name: 'Demo Customer' },
  solution: { id: 17, name: 'Indoor air quality' },
  structure: { id: 101, name: 'Headquarters' },
  template: { id: 5, name: 'Demo comfort' },
  ruleId: 'demo-co2',
  raisedAt: '2025-06-01T10:00:00.000Z',
  acknowledgedAt: null,
  escalatedAt: null,
  closedAt: null,
  ...over,
});
const info: alarms.AlarmInfo = {
  operational: [],
  status: [],
  solutions: [
    { id: 17, name: 'Indoor air quality', deviceTypes: [{ type: 'sensor', alarms: ['co2 above 900'] }] },
  ],
  assets: [],
  structures: [{ id: 101, name: 'Headquarters' }],
  users: [],
};
const firstPage = { limit: 25, offset: 0, total: true as const, filter: {} };

describe('[SWAM][ALARMS] live merge of pushed alarms (R6)', () => {
  test('a new alarm goes on top of a first page in the default order; the total follows', () => {
    const page = { data: [alarm({ id: 1, raisedAt: '2025-06-01T09:00:00.000Z' })], totalRecords: 1 };
    const next = mergeAlarm(page, firstPage, alarm(), true);
    expect(next).toEqual({ data: [alarm(), page.data[0]], totalRecords: 2 });
    expect(mergeAlarm(page, { ...firstPage, offset: 25 }, alarm(), true)).toBe('reload');
    expect(mergeAlarm(page, { ...firstPage, sortBy: 'severity', sortType: 'asc' }, alarm(), true)).toBe(
      'reload',
    );
    expect(mergeAlarm(page, firstPage, alarm(), false)).toBeNull();
    expect(mergeAlarm(page, firstPage, alarm(), undefined)).toBe('reload');
  });

  test('an alarm on the page is replaced, or removed once it no longer belongs', () => {
    const page = { data: [alarm()], totalRecords: 1 };
    const acknowledged = alarm({ status: 'acknowledged', acknowledgedAt: '2025-06-01T10:05:00.000Z' });
    expect(mergeAlarm(page, firstPage, acknowledged, true)).toEqual({
      data: [acknowledged],
      totalRecords: 1,
    });
    expect(mergeAlarm(page, firstPage, acknowledged, false)).toEqual({ data: [], totalRecords: 0 });
  });
});

describe('[SWAM][ALARMS] operational alarms page', () => {
  // Tables keep their filter per user in sessionStorage (A62): each test starts without one.
  beforeEach(() => sessionStorage.clear());

  function serveAlarms(rows: alarms.Alarm[], more: Route[] = []) {
    return serve([
      ...more,
      ['GET', /^\/api\/swam\/alarms\/info$/, () => json(200, { data: info })],
      ['GET', /^\/api\/swam\/alarms\/operational$/, () => paged(rows)],
      ['GET', /^\/api\/swam\/alarms\/operational\/41$/, () => json(200, { data: rows[0] })],
      [
        'GET',
        /^\/api\/swam\/alarms\/operational\/41\/history$/,
        () =>
          paged([
            { id: 1, at: '2025-06-01T10:00:00.000Z', event: 'raised', user: null, comment: null },
            {
              id: 2,
              at: '2025-06-01T10:01:00.000Z',
              event: 'commented',
              user: { id: 9, name: 'Olivia Owner' },
              comment: 'Window open',
            },
          ]),
      ],
    ]);
  }

  test('lists the open alarms, shows one with its history, and a blank comment is a field error', async () => {
    signIn(owner);
    const { calls } = serveAlarms([alarm()]);
    renderApp(PAGE);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of co2 above 900' }, { timeout: 15_000 }),
    );
    expect(query(callsTo(calls, 'GET', '/api/swam/alarms/operational')[0]).get('limit')).toBe('25');
    const drawer = await screen.findByTestId('alarm-drawer');
    const history = await within(drawer).findAllByTestId('alarm-history-entry');
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Raised'),
      expect.stringContaining('Olivia Owner'),
    ]);
    expect(history[1]).toHaveTextContent('Window open');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comment on the alarm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/swam/alarms/operational/41/comment')).toHaveLength(0);
  });

  test('empty, then failed: "no data found"; a failed load offers a retry; failed options are said', async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/swam\/alarms\/info$/, () => json(200, { data: info })],
      ['GET', /^\/api\/swam\/alarms\/status$/, () => paged([])],
    ]);
    const first = renderApp('/ignite-shield/alarms/status');
    expect(await screen.findByText('no data found', {}, { timeout: 15_000 })).toBeVisible();
    first.unmount();
    serve([
      ['GET', /^\/api\/swam\/alarms\/info$/, () => json(500, { msg: 'Boom' })],
      ['GET', /^\/api\/swam\/alarms\/status\/history$/, () => json(500, { msg: 'Boom' })],
    ]);
    renderApp('/ignite-shield/alarms/status-history');
    expect(await screen.findByText('The table could not be loaded', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeVisible();
    expect(
      await screen.findByText('The filter options could not be loaded: the list still works'),
    ).toBeVisible();
  });

  test('R81 the time of day: "to" waits for a valid "from"; both go to the list as startTime and endTime', async () => {
    signIn(owner);
    const { calls } = serveAlarms([alarm()]);
    renderApp(PAGE);
    const from = await screen.findByLabelText('Each day from', {}, { timeout: 15_000 });
    const to = screen.getByLabelText('Each day to');
    expect(to).toBeDisabled();
    await userEvent.type(from, '25:00{Enter}');
    expect(to).toBeDisabled();
    await userEvent.clear(from);
    await userEvent.type(from, '08:00{Enter}');
    await waitFor(() => expect(to).toBeEnabled());
    await userEvent.type(to, '09:30{Enter}');
    await waitFor(() => {
      const last = query(callsTo(calls, 'GET', '/api/swam/alarms/operational').at(-1));
      expect([last.get('startTime'), last.get('endTime')]).toEqual(['08:00', '09:30']);
    });
  });

  test('R6 acknowledging an alarm closed meanwhile (409 ALARM_CLOSED) says so plainly in the dialog', async () => {
    signIn(owner);
    const { calls } = serveAlarms(
      [alarm()],
      [
        [
          'POST',
          /^\/api\/swam\/alarms\/operational\/41\/acknowledge$/,
          () => json(409, { msg: 'The alarm is already closed', code: 'ALARM_CLOSED' }),
        ],
      ],
    );
    renderApp(PAGE);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of co2 above 900' }, { timeout: 15_000 }),
    );
    const drawer = await screen.findByTestId('alarm-drawer');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the alarm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This alarm is already closed: it was cleared or terminated meanwhile',
    );
    const [sent] = callsTo(calls, 'POST', '/api/swam/alarms/operational/41/acknowledge');
    expect(sent?.body).toEqual({});
  });

  test('a pushed new alarm of the company appears without a reload, highlighted and toasted; another company’s does not', async () => {
    signIn(owner);
    const { calls } = serveAlarms([alarm()]);
    renderApp(PAGE);
    await screen.findByRole('button', { name: 'Details of co2 above 900' }, { timeout: 15_000 });
    const loads = callsTo(calls, 'GET', '/api/swam/alarms/operational').length;
    const fresh = alarm({
      id: 42,
      message: 'temperature outside 18 to 24',
      raisedAt: '2025-06-01T11:00:00.000Z',
    });
    const foreign = alarm({ id: 43, message: 'leak above 0', company: { id: 99, name: 'Other' } });
    act(() => dispatchRealtimeEvent('alarm', { change: 'raised', alarm: foreign }));
    act(() => dispatchRealtimeEvent('alarm', { change: 'raised', alarm: fresh }));
    const button = await screen.findByRole('button', { name: 'Details of temperature outside 18 to 24' });
    expect(button.closest('tr')).toHaveAttribute('data-highlighted', 'true');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Details of leak above 0' })).toBeNull();
    expect(await screen.findByText('Lobby air: temperature outside 18 to 24')).toBeVisible();
    expect(screen.queryByText('Lobby air: leak above 0')).toBeNull();
    const notification = (id: number, body: string) => ({
      kind: 'alarm',
      group: { id: 1, name: 'Facilities' },
      title: 'major alarm',
      body,
      alarms: [{ id, message: 'm', deviceSerial: 'AQ5-0001', raisedAt: fresh.raisedAt }],
      at: fresh.raisedAt,
    });
    act(() => dispatchRealtimeEvent('notification', notification(42, 'Said twice')));
    act(() => dispatchRealtimeEvent('notification', notification(77, 'About another alarm')));
    expect(await screen.findByText('About another alarm')).toBeVisible();
    expect(screen.queryByText('Said twice')).toBeNull();
    expect(callsTo(calls, 'GET', '/api/swam/alarms/operational')).toHaveLength(loads);
  });

  test('after the socket was down, the open list reloads once it is back (what was pushed meanwhile is lost)', async () => {
    const sockets = fakeSockets();
    signIn(owner);
    const { calls } = serveAlarms([alarm()]);
    renderApp(PAGE);
    await screen.findByRole('button', { name: 'Details of co2 above 900' }, { timeout: 15_000 });
    const [socket] = sockets;
    if (!socket) throw new Error('the shell opened no socket');
    act(() => socket.fire('connect'));
    expect(await screen.findByRole('img', { name: 'Live updates on' })).toBeVisible();
    const loads = callsTo(calls, 'GET', '/api/swam/alarms/operational').length;
    act(() => socket.fire('disconnect', 'transport close'));
    expect(await screen.findByRole('img', { name: 'Live updates off' })).toBeVisible();
    expect(callsTo(calls, 'GET', '/api/swam/alarms/operational')).toHaveLength(loads);
    act(() => socket.fire('connect'));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/swam/alarms/operational')).toHaveLength(loads + 1),
    );
  });
});

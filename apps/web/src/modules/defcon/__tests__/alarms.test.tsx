import type * as defconAlarms from '@atrium/contracts/defcon/alarms';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  bodyOf,
  callsTo,
  defconAlarm,
  hqOfficer,
  operator,
  paged,
  query,
  type Route,
  serve,
  signIn,
} from './defconKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };
const PAGE = '/defcon/alarms/intrusion-alarms';
const at = (minute: number) => `2026-11-20T03:0${minute}:00.000Z`;

const steps: defconAlarms.TimelineStep[] = [
  {
    at: at(0),
    source: 'history',
    event: 'raised',
    level: null,
    actor: null,
    company: null,
    target: null,
    deadline: null,
    outcome: null,
    resolvedAt: null,
    comment: null,
  },
  {
    at: at(0),
    source: 'rung',
    event: null,
    level: 'operator',
    actor: null,
    company: { id: 30, name: 'Demo Guard' },
    target: { id: 40, name: 'Omar Operator' },
    deadline: at(1),
    outcome: 'missed',
    resolvedAt: at(1),
    comment: null,
  },
  {
    at: at(1),
    source: 'history',
    event: 'auto-escalated',
    level: null,
    actor: null,
    company: null,
    target: null,
    deadline: null,
    outcome: null,
    resolvedAt: null,
    comment: null,
  },
  {
    at: at(1),
    source: 'rung',
    event: null,
    level: 'company-admin',
    actor: null,
    company: { id: 30, name: 'Demo Guard' },
    target: null,
    deadline: at(3),
    outcome: 'pending',
    resolvedAt: null,
    comment: null,
  },
];

function serveAlarms(alarm = defconAlarm(), more: Route[] = []) {
  return serve([
    ['GET', /^\/api\/defcon\/alarm\/intrusion$/, () => paged([alarm])],
    ['GET', /^\/api\/defcon\/alarm\/intrusion\/901$/, () => json(200, { data: alarm })],
    ['GET', /^\/api\/defcon\/alarm\/intrusion\/901\/timeline$/, () => json(200, { data: { alarm, steps } })],
    ...more,
  ]);
}

async function openDrawer() {
  const button = await screen.findByRole('button', { name: 'Open alarm 901: Burglary, zone 1' }, wait);
  button.click();
  return screen.findByTestId('alarm-drawer', {}, wait);
}

describe('[DEFCON][ALARMS] intrusion and status alarms', () => {
  test('the live list asks for view=live; the history for view=history', async () => {
    signIn(operator());
    const { calls } = serveAlarms(defconAlarm(), [
      ['GET', /^\/api\/defcon\/alarm\/status$/, () => paged([])],
    ]);
    const { router } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Intrusion alarms', level: 1 }, wait)).toBeVisible();
    await screen.findByRole('button', { name: /Open alarm 901/ }, wait);
    expect(query(callsTo(calls, 'GET', '/api/defcon/alarm/intrusion')[0]).get('view')).toBe('live');
    await act(() => router.navigate('/defcon/alarms/status-alarms-history'));
    expect(
      await screen.findByRole('heading', { name: 'Status alarms history', level: 1 }, wait),
    ).toBeVisible();
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/defcon/alarm/status').length).toBeGreaterThan(0));
    expect(query(callsTo(calls, 'GET', '/api/defcon/alarm/status')[0]).get('view')).toBe('history');
    expect(await screen.findByText(/no data/i, {}, wait)).toBeVisible();
  });

  test('a pushed intrusion alarm reloads the live list; another app’s alarm does not', async () => {
    signIn(operator());
    const { calls } = serveAlarms();
    renderApp(PAGE);
    await screen.findByRole('button', { name: /Open alarm 901/ }, wait);
    const loads = callsTo(calls, 'GET', '/api/defcon/alarm/intrusion').length;
    act(() =>
      dispatchRealtimeEvent('alarm', {
        change: 'raised',
        alarm: { ...defconAlarm({ id: 5 }), app: 'swam', category: 'operational' },
      }),
    );
    act(() => dispatchRealtimeEvent('alarm', { change: 'raised', alarm: defconAlarm({ id: 902 }) }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/defcon/alarm/intrusion')).toHaveLength(loads + 1));
  });

  test('the drawer shows the timeline (who, company, deadline, met or missed) and the actions the keys allow', async () => {
    signIn(operator(['p_defcon_alarms_view', 'p_defcon_alarms_acknowledge', 'p_defcon_alarms_comment']));
    serveAlarms();
    renderApp(PAGE);
    const drawer = await openDrawer();
    const timeline = await within(drawer).findByTestId('alarm-timeline', {}, wait);
    expect(within(timeline).getByText('Awaiting the operator')).toBeVisible();
    expect(within(timeline).getByText('Must act: Omar Operator')).toBeVisible();
    expect(within(timeline).getByText('Missed')).toBeVisible();
    expect(within(timeline).getByText('Escalated by its timer')).toBeVisible();
    expect(within(timeline).getByText('Pending')).toBeVisible();
    const actions = within(drawer).getByTestId('alarm-actions');
    expect(within(actions).getByRole('button', { name: 'Acknowledge' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Comment' })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'Escalate to police' })).toBeNull();
    expect(within(actions).queryByRole('button', { name: 'Hand over' })).toBeNull();
  });

  test('reject without a reason says "Required" and sends nothing; with one it is sent', async () => {
    signIn(operator());
    const rejected = defconAlarm({
      stage: 'closed',
      closedAt: at(2),
      falseAlarm: true,
      rejectReason: 'Cat on the sofa',
    });
    const { calls } = serveAlarms(defconAlarm(), [
      ['POST', /^\/api\/defcon\/alarm\/intrusion\/901\/reject$/, () => json(200, { data: rejected })],
    ]);
    const { user } = renderApp(PAGE);
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject alarm 901 as a false alarm' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/defcon/alarm/intrusion/901/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cat on the sofa');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/defcon/alarm/intrusion/901/reject')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(calls, 'POST', '/api/defcon/alarm/intrusion/901/reject')[0])).toEqual({
      reason: 'Cat on the sofa',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Reject alarm/ })).toBeNull());
  });

  test('send a responder: one must be picked; a 418 from the server shows under the field', async () => {
    signIn(operator());
    const { calls } = serveAlarms(defconAlarm(), [
      [
        'GET',
        /^\/api\/defcon\/security-company\/staff$/,
        () =>
          paged([{ id: 44, name: 'Rami Responder', email: 'r@guard.demo', role: 'responder', owner: false }]),
      ],
      [
        'POST',
        /^\/api\/defcon\/alarm\/intrusion\/901\/escalate-user$/,
        () => json(418, [{ param: 'userId', msg: 'Not a responder of the serving company' }]),
      ],
    ]);
    const { user } = renderApp(PAGE);
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Send a responder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a responder to alarm 901' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(query(callsTo(calls, 'GET', '/api/defcon/security-company/staff')[0]).get('role')).toBe(
      'responder',
    );
    await user.click(within(dialog).getByRole('combobox', { name: /Responder/ }));
    await user.click(await screen.findByRole('option', { name: 'Rami Responder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not a responder of the serving company')).toBeVisible();
    expect(bodyOf(callsTo(calls, 'POST', '/api/defcon/alarm/intrusion/901/escalate-user')[0])).toEqual({
      userId: 44,
    });
  });

  test('the police HQ hands an alarm to a station covering its locality', async () => {
    signIn(hqOfficer());
    const atHq = defconAlarm({
      stage: 'police-hq',
      policeHq: { id: 60, name: 'Dubai Police HQ' },
      acknowledgedAt: at(1),
    });
    const station = (id: number, name: string, localityId: number) => ({
      id,
      name,
      email: `${id}@police.demo`,
      hq: { id: 60, name: 'Dubai Police HQ' },
      localities: [{ id: localityId, name: 'x' }],
      openAlarms: 0,
      createdAt: at(0),
    });
    const { calls } = serveAlarms(atHq, [
      [
        'GET',
        /^\/api\/defcon\/police\/station$/,
        () => paged([station(61, 'Jumeirah station', 7), station(62, 'Deira station', 8)]),
      ],
      [
        'POST',
        /^\/api\/defcon\/alarm\/intrusion\/901\/hand-over$/,
        () => json(200, { data: { ...atHq, stage: 'police-station' } }),
      ],
    ]);
    const { user } = renderApp(PAGE);
    const drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Send a responder' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand alarm 901 to a local station' });
    await user.click(within(dialog).getByRole('combobox', { name: /Local station/ }));
    expect(screen.queryByRole('option', { name: 'Deira station' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Jumeirah station' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/defcon/alarm/intrusion/901/hand-over')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(calls, 'POST', '/api/defcon/alarm/intrusion/901/hand-over')[0])).toEqual({
      stationId: 61,
    });
    expect(query(callsTo(calls, 'GET', '/api/defcon/police/station')[0]).get('hqId')).toBe('60');
  });

  test('at the police, the security company only comments and terminates: no hand-over, no second escalation', async () => {
    signIn(operator());
    serveAlarms(
      defconAlarm({
        stage: 'police-hq',
        policeHq: { id: 60, name: 'Dubai Police HQ' },
        acknowledgedAt: at(1),
      }),
    );
    renderApp(PAGE);
    const actions = within(await openDrawer()).getByTestId('alarm-actions');
    const names = within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Comment', 'Terminate']);
  });

  test('a 409 (the alarm moved on meanwhile) is said in the dialog', async () => {
    signIn(operator());
    serveAlarms(defconAlarm(), [
      [
        'POST',
        /^\/api\/defcon\/alarm\/intrusion\/901\/terminate$/,
        () => json(409, { msg: 'This alarm is already closed', code: 'ALARM_CLOSED' }),
      ],
    ]);
    const { user } = renderApp(PAGE);
    const drawer = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate alarm 901' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already closed/);
  });
});

import type * as analysis from '@atrium/contracts/defcon/analysis';
import type * as assignments from '@atrium/contracts/defcon/assignments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { formatSeconds } from '../components/AnalysisTables.tsx';
import { callsTo, operator, paged, query, serve, signIn } from './defconKit.ts';

// jsdom draws no canvas: the chart is a labelled box carrying its categories (the browser test draws real ones).
vi.mock('../../../ui/Chart/index.ts', () => ({
  Chart: ({ label, option }: { label: string; option: { xAxis?: { data?: unknown[] } } }) => (
    <div role="img" aria-label={label} data-categories={(option.xAxis?.data ?? []).join(',')} />
  ),
}));
vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };
const at = '2026-11-20T03:00:00.000Z';
const stats = (count: number, median: number | null, p90: number | null) => ({ count, median, p90 });

const figures: analysis.DefconAnalysis = {
  period: { from: '2026-11-01T00:00:00.000Z', to: at },
  totals: {
    alarms: 12,
    intrusion: 9,
    status: 3,
    open: 1,
    falseAlarms: 2,
    falseAlarmRate: 0.25,
    escalatedToPolice: 3,
    missedDeadlines: 4,
  },
  perDay: [
    { day: '2026-11-19', intrusion: 4, status: 1 },
    { day: '2026-11-20', intrusion: 5, status: 2 },
  ],
  perCustomer: [{ customer: { id: 3, name: 'Demo Customer' }, alarms: 12, falseAlarms: 2 }],
  times: { acknowledge: stats(8, 42, 95), dispatch: stats(3, 200, 400), terminate: stats(8, 3700, 7300) },
  byOperator: [{ user: { id: 40, name: 'Omar Operator' }, acknowledged: 8, acknowledge: stats(8, 42, 95) }],
  byStation: [
    {
      station: { id: 61, name: 'Jumeirah station' },
      handled: 3,
      terminated: 3,
      terminate: stats(3, 1800, 2400),
    },
  ],
};

const assignment = (over: Partial<assignments.DeviceAssignment> = {}): assignments.DeviceAssignment => ({
  id: 81,
  status: 'pending',
  device: { id: 501, serial: 'IP8-0001', name: 'Villa panel', type: 'alarm-panel' },
  customer: { id: 3, name: 'Demo Customer' },
  securityCompany: { id: 30, name: 'Demo Guard' },
  note: null,
  requestedBy: { id: 40, name: 'Omar Operator' },
  requestedAt: at,
  answeredBy: null,
  answeredAt: null,
  reason: null,
  unassignedBy: null,
  unassignedAt: null,
  actions: ['accept', 'reject'],
  ...over,
});

describe('[DEFCON][ANALYSIS] dashboard and device assignment', () => {
  test('response times read as minutes and hours', () => {
    expect(formatSeconds(null)).toBe('—');
    expect(formatSeconds(42)).toBe('42 s');
    expect(formatSeconds(200)).toBe('3 min 20 s');
    expect(formatSeconds(7300)).toBe('2 h 2 min');
  });

  test('the dashboard asks for the period and shows totals, the false-alarm rate and times by operator and station', async () => {
    signIn(operator());
    const { calls } = serve([['GET', /^\/api\/defcon\/analysis$/, () => json(200, { data: figures })]]);
    renderApp('/defcon/analysis/dashboard');
    expect(await screen.findByTestId('total-falseAlarmRate', {}, wait)).toHaveTextContent('25 %');
    expect(screen.getByTestId('total-missedDeadlines')).toHaveTextContent('4');
    expect(screen.getByRole('img', { name: 'Alarms per day' })).toHaveAttribute(
      'data-categories',
      '2026-11-19,2026-11-20',
    );
    expect(screen.getByRole('img', { name: 'Alarms per customer' })).toHaveAttribute(
      'data-categories',
      'Demo Customer',
    );
    const times = screen.getByRole('table', { name: 'Response times' });
    expect(within(times).getByText('42 s')).toBeVisible();
    expect(within(times).getByText('1 h 2 min')).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'By operator' })).getByText('Omar Operator'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'By police station' })).getByText('Jumeirah station'),
    ).toBeVisible();
    const asked = query(callsTo(calls, 'GET', '/api/defcon/analysis')[0]);
    expect(Date.parse(asked.get('to') ?? '') - Date.parse(asked.get('from') ?? '')).toBeGreaterThan(0);
  });

  test('a failed dashboard says so with a retry', async () => {
    signIn(operator());
    serve([['GET', /^\/api\/defcon\/analysis$/, () => json(500, { msg: 'Boom' })]]);
    renderApp('/defcon/analysis/dashboard');
    expect(await screen.findByText('Could not load the figures', {}, wait)).toBeVisible();
  });

  test('the customer accepts a request after confirming; the row shows its new status', async () => {
    signIn(operator());
    let row = assignment();
    const { calls } = serve([
      ['GET', /^\/api\/defcon\/device-assign$/, () => paged([row])],
      [
        'POST',
        /^\/api\/defcon\/device-assign\/81\/accept$/,
        () => {
          row = assignment({ status: 'accepted', actions: ['unassign'] });
          return json(200, { data: row });
        },
      ],
    ]);
    const { user } = renderApp('/defcon/device/device-assign/list');
    await user.click(await screen.findByRole('button', { name: 'Accept IP8-0001' }, wait));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Let Demo Guard monitor IP8-0001/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/defcon/device-assign/81/accept')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Unassign IP8-0001' }, wait)).toBeVisible();
  });

  test('request devices: a customer and serials are needed before anything is sent', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', /^\/api\/defcon\/device-assign$/, () => paged([])],
      ['GET', /^\/api\/defcon\/security-company\/customer$/, () => paged([])],
    ]);
    const { user } = renderApp('/defcon/device/device-assign/list');
    await user.click(await screen.findByRole('button', { name: 'Request devices' }, wait));
    const dialog = await screen.findByRole('dialog', { name: "Ask to monitor a customer's devices" });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(within(dialog).getByText('Add at Least One Device')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/defcon/device-assign')).toHaveLength(0);
  });
});

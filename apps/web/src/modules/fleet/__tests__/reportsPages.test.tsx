import type { fleet } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';

// jsdom draws no canvas: the chart is a labelled box (the browser test draws real ones).
vi.mock('../../../ui/Chart/index.ts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.setConfig({ testTimeout: 60_000 });

const template = (over: Partial<fleet.ReportTemplate> = {}): fleet.ReportTemplate => ({
  id: 3,
  company: { id: 7, name: 'Demo Customer' },
  name: 'Daily trips',
  kind: 'trips',
  vehicles: [],
  group: null,
  defaultPeriod: 'yesterday',
  speedLimitKmh: 80,
  minStopMinutes: 5,
  reportsCount: 2,
  lastGeneratedAt: '2026-11-26T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

const dashboard: fleet.FleetDashboard = {
  period: { from: '2026-11-19T09:00:00.000Z', to: '2026-11-26T09:00:00.000Z' },
  totals: {
    vehicles: 12,
    activeVehicles: 9,
    distanceKm: 1234.5,
    drivingSeconds: 36_000,
    idleSeconds: 5_400,
    jobsDone: 4,
    jobsOnTime: 3,
    onTimeRate: 0.75,
    alarms: 5,
  },
  perDay: [{ day: '2026-11-25', distanceKm: 1234.5, drivingSeconds: 36_000, idleSeconds: 5_400 }],
  perVehicle: [
    {
      vehicle: { id: 1, name: 'Van 01', plate: 'DXB-1' },
      distanceKm: 1234.5,
      drivingSeconds: 36_000,
      idleSeconds: 5_400,
    },
  ],
  alarmsByType: [{ type: 'speeding', count: 5 }],
};

describe('[FLEET][REPORTS] templates, generate, dashboard', () => {
  test('the template form: Required on an empty name and on no vehicles; a 418 on a vehicle shown on the field', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/fleet\/vehicle$/, () => paged([{ id: 1, name: 'Van 01', plate: 'DXB-1' }])],
      ['GET', /^\/api\/fleet\/vehicle-group$/, () => paged([])],
      [
        'POST',
        /^\/api\/fleet\/report-template$/,
        () => json(418, [{ param: 'vehicleIds.0', msg: 'Choose a Vehicle of This Company' }]),
      ],
    ]);
    const { user } = renderApp('/fleet/reports/create-template');
    await screen.findByRole('heading', { name: 'Create a report template', level: 1 });
    await user.click(screen.getByRole('radio', { name: 'Chosen vehicles' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(callsTo(calls, 'POST', '/api/fleet/report-template')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Van trips');
    await user.click(screen.getByRole('combobox', { name: /^Vehicles/ }));
    await user.click(await screen.findByRole('option', { name: 'Van 01 · DXB-1' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await screen.findByText('Choose a Vehicle of This Company');
    const [post] = callsTo(calls, 'POST', '/api/fleet/report-template');
    expect(post?.body).toMatchObject({ name: 'Van trips', kind: 'trips', vehicleIds: [1], groupId: null });
  });

  test('generate as PDF from the list; a PDF the server cannot print says so in the dialog', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/fleet\/report-template$/, () => paged([template()])],
      [
        'POST',
        /^\/api\/fleet\/report-template\/3\/generate$/,
        () =>
          json(201, {
            data: {
              id: 9,
              template: { id: 3, name: 'Daily trips' },
              name: 'Daily trips',
              kind: 'trips',
              format: 'pdf',
              status: 'failed',
              period: { from: '2026-11-25T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' },
              vehicleCount: 14,
              rowCount: 39,
              sizeBytes: 0,
              error: 'Reports cannot be printed on this server',
              createdBy: { id: 1, name: 'Customer Owner' },
              createdAt: '2026-11-26T09:00:00.000Z',
            },
          }),
      ],
    ]);
    const { user } = renderApp('/fleet/reports/reports-list');
    const table = await screen.findByRole('table', { name: 'Report templates' });
    expect(await within(table).findByText('Daily trips')).toBeVisible();
    expect(within(table).getByText('All vehicles')).toBeVisible();
    expect(within(table).getByText('Yesterday')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Generate Daily trips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Daily trips' });
    await user.click(within(dialog).getByText('PDF'));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await within(dialog).findByText(/The PDF could not be printed now/);
    const [post] = callsTo(calls, 'POST', '/api/fleet/report-template/3/generate');
    // The template's period is counted in this browser's days.
    expect(post?.body).toEqual({ format: 'pdf', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  test('the dashboard shows the totals, and a failed load offers a retry', async () => {
    signIn(owner);
    let fail = true;
    serve([
      ['GET', /^\/api\/fleet\/vehicle-group$/, () => paged([])],
      [
        'GET',
        /^\/api\/fleet\/analysis\/dashboard$/,
        () => (fail ? json(500, { msg: 'Boom' }) : json(200, { data: dashboard })),
      ],
    ]);
    const { user } = renderApp('/fleet/analysis/dashboard');
    await screen.findByText('The analysis could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(screen.getByTestId('total-distance')).toHaveTextContent('1234.5 km'));
    expect(screen.getByTestId('total-driving')).toHaveTextContent('10 h');
    expect(screen.getByTestId('total-jobsOnTime')).toHaveTextContent('75 %');
    expect(screen.getByTestId('total-jobsOnTime')).toHaveTextContent('3 of 4 done');
    const vehicles = screen.getByRole('table', { name: 'Vehicles in the period' });
    expect(within(vehicles).getByText('Van 01')).toBeVisible();
  });
});

import type { analysis } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, device, owner, paged, query, type Route, serve, signIn } from './kit.ts';

// jsdom draws no canvas: the chart is a labelled box here (the browser test draws the real ones).
vi.mock('../../../ui/Chart/index.ts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));
vi.setConfig({ testTimeout: 60_000 });

const PORTFOLIO = '/ignite-shield/analysis/structure-portfolio';
const KEY = 'swam.analysis.structure-portfolio';

const row = (id: number, name: string): analysis.CountsRow => ({
  id,
  name,
  devices: 2,
  online: 1,
  offline: 1,
  neverSeen: 0,
  openAlarms: { operational: 1, status: 0 },
});
const stats: analysis.Statistics = {
  period: { from: '2025-06-01T00:00:00.000Z', to: '2025-06-08T00:00:00.000Z', bucket: 'day' },
  totals: { devices: 2, online: 1, offline: 1, neverSeen: 0, openAlarms: { operational: 1, status: 0 } },
  solutions: [row(17, 'Indoor air quality')],
  structures: [row(101, 'Headquarters')],
  series: [],
  alarms: [{ t: '2025-06-02T00:00:00.000Z', operational: 1, status: 0 }],
};

function serveAnalysis(saved: Record<string, string> = {}, more: Route[] = []) {
  return serve([
    ...more,
    ['GET', /^\/api\/User\/parameter$/, () => json(200, { data: saved })],
    ['POST', /^\/api\/User\/parameter$/, (call) => json(200, { data: call.body })],
    ['GET', /^\/api\/swam\/statistics$/, () => json(200, { data: stats })],
    ['GET', /^\/api\/swam\/device$/, () => paged([device()])],
    ['GET', /^\/api\/swam\/user-solutions$/, () => json(200, { data: [] })],
  ]);
}

const saves = (calls: { method: string; path: string; body: unknown }[]) =>
  callsTo(calls as never, 'POST', '/api/User/parameter').map(
    (call) => JSON.parse((call.body as { value: string }).value) as { widgets: string[] },
  );
const widgetTitle = (name: string) => screen.findByText(name, { selector: 'p' }, { timeout: 15_000 });

beforeEach(() => {
  // jsdom lays nothing out: the dashboard grid measures a 1200 px wide page.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

describe('[SWAM][ANALYSIS] structure portfolio', () => {
  test('A55 the four default widgets; solution statistics is added in its unsupported state and the dashboard saved', async () => {
    signIn(owner);
    const { calls } = serveAnalysis();
    renderApp(PORTFOLIO);
    for (const title of ['Devices readings', 'Alarms count', 'Structure comparison', 'Devices comparison']) {
      expect(await widgetTitle(title)).toBeVisible();
    }
    expect(screen.queryByText('Solution statistics')).not.toBeInTheDocument();
    const first = callsTo(calls, 'GET', '/api/swam/statistics')[0];
    expect(query(first).get('from')).toBeTruthy();
    expect(query(first).get('to')).toBeTruthy();
    expect(screen.getByText('Open alarms: 1 operational, 0 status')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add widget' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Solution statistics' }));
    expect(await screen.findByText('This widget is not supported yet')).toBeVisible();
    await waitFor(() => expect(saves(calls).at(-1)?.widgets).toContain('solutionStatistics'));
    expect(callsTo(calls, 'POST', '/api/User/parameter').at(-1)?.body).toMatchObject({ key: KEY });
  });

  test('a saved dashboard comes back as saved; removing its widget saves it without', async () => {
    signIn(owner);
    const saved = {
      widgets: ['solutionStatistics'],
      layout: [{ i: 'solutionStatistics', x: 0, y: 0, w: 4, h: 0.5 }],
    };
    const { calls } = serveAnalysis({ [KEY]: JSON.stringify(saved) });
    renderApp(PORTFOLIO);
    expect(
      await screen.findByText('This widget is not supported yet', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByText('Devices readings')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Solution statistics' }));
    expect(await screen.findByText('No widgets: add one')).toBeVisible();
    await waitFor(() => expect(saves(calls).at(-1)?.widgets).toEqual([]));
  });

  test('a failed statistics load shows the error with a retry in the widgets', async () => {
    signIn(owner);
    serveAnalysis({}, [
      ['GET', /^\/api\/swam\/statistics$/, () => json(500, { msg: 'Something went wrong on our side' })],
    ]);
    renderApp(PORTFOLIO);
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 15_000 });
    expect(alerts.length).toBeGreaterThan(0);
    expect(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(alerts[0]).toHaveTextContent('Could not load the data');
  });
});

describe('[SWAM][ANALYSIS] compare', () => {
  test('the readings widget opens on an installed device with readings in the period, not a spare one', async () => {
    signIn(owner);
    const recent = new Date().toISOString();
    // By name, the spare device without a name comes first and the chiller before the lobby sensor.
    const devices = [
      device({
        id: 1,
        serial: 'AQ5-0004',
        name: '',
        structure: null,
        floor: null,
        space: null,
        lastSeenAt: recent,
      }),
      device({ id: 2, serial: 'CH1-0001', name: 'Chiller', lastSeenAt: '2020-01-01T00:00:00.000Z' }),
      device({ id: 3, serial: 'AQ5-0001', name: 'Lobby air', lastSeenAt: recent }),
    ].map((d) => ({ ...d, installState: d.structure ? ('installed' as const) : ('not-installed' as const) }));
    const { calls } = serveAnalysis({}, [['GET', /^\/api\/swam\/device$/, () => paged(devices)]]);
    renderApp(PORTFOLIO);
    expect(await widgetTitle('Devices readings')).toBeVisible();
    // The widget asks for one device's readings: the installed one that reported in the period.
    const single = () =>
      callsTo(calls, 'GET', '/api/swam/statistics')
        .map((call) => query(call).get('deviceIds'))
        .filter((ids) => ids !== null && !ids.includes(','));
    await waitFor(() => expect(single()).toContain('3'));
    expect(single()).not.toContain('1');
  });

  test('asks for two or more devices or structures before charting', async () => {
    signIn(owner);
    serveAnalysis();
    renderApp('/ignite-shield/analysis/compare');
    expect(await screen.findByText('Choose at least two to compare', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryAllByTestId('compare-chart')).toHaveLength(0);
  });
});

import type { alarms } from '@atrium/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../lib/realtime.ts';
import { callsTo, owner, paged, serve, signIn } from '../../modules/companies/__tests__/kit.ts';
import { json } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/renderApp.tsx';

vi.setConfig({ testTimeout: 60_000 });

const alarm = (over: Partial<alarms.Alarm>): alarms.Alarm => ({
  id: 61,
  app: 'metrowatch',
  category: 'operational',
  kind: 'above',
  severity: 'critical',
  status: 'active',
  message: 'temperature above 8',
  key: 'temperature',
  value: 11,
  device: { id: 70, serial: 'CS-0001', name: 'Cold room' },
  company: { id: 3, name: 'Demo Customer' },
  solution: null,
  structure: null,
  template: null,
  ruleId: 'r1',
  raisedAt: '2025-06-01T10:00:00.000Z',
  acknowledgedAt: null,
  escalatedAt: null,
  closedAt: null,
  ...over,
});
const info: alarms.AlarmInfo = {
  operational: [],
  status: [],
  solutions: [],
  assets: [],
  structures: [],
  users: [],
};

describe('[KIT][ALARMS] pushed alarms reach only their own app’s lists', () => {
  beforeEach(() => sessionStorage.clear());

  test('Metro Watch’s open list takes a pushed Metro Watch alarm and drops a sensor-solution one', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/metrowatch\/alarms\/operational$/, () => paged([alarm({})])],
      ['GET', /^\/api\/metrowatch\/alarms\/info$/, () => json(200, { data: info })],
      ['GET', /^\/api\/metrowatch\/device$/, () => paged([])],
    ]);
    renderApp('/metro-watch/alarms/operational');
    await screen.findByRole('button', { name: 'Details of temperature above 8' }, { timeout: 15_000 });
    const loads = callsTo(calls, 'GET', '/api/metrowatch/alarms/operational').length;
    const swam = alarm({
      id: 62,
      app: 'swam',
      message: 'co2 above 900',
      raisedAt: '2025-06-01T11:00:00.000Z',
    });
    const metro = alarm({ id: 63, message: 'door open', raisedAt: '2025-06-01T12:00:00.000Z' });
    act(() => dispatchRealtimeEvent('alarm', { change: 'raised', alarm: swam }));
    act(() => dispatchRealtimeEvent('alarm', { change: 'raised', alarm: metro }));
    expect(await screen.findByRole('button', { name: 'Details of door open' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Details of / })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Details of co2 above 900' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/metrowatch/alarms/operational')).toHaveLength(loads);
  });
});

import type { alarms } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 60_000 });

const alarm: alarms.Alarm = {
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
  structure: { id: 101, name: 'Headquarters' },
  template: { id: 9, name: 'Cold chain' },
  ruleId: 'r1',
  raisedAt: '2025-06-01T10:00:00.000Z',
  acknowledgedAt: null,
  escalatedAt: null,
  closedAt: null,
};
const info: alarms.AlarmInfo = {
  operational: [],
  status: [],
  solutions: [],
  assets: [],
  structures: [],
  users: [],
};

describe('[METRO-WATCH][KIT] alarms from the kit', () => {
  test('/metro-watch/alarms/operational lists GET /metrowatch/alarms/operational, never the /swam calls', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/metrowatch\/alarms\/operational$/, () => paged([alarm])],
      ['GET', /^\/api\/metrowatch\/alarms\/info$/, () => json(200, { data: info })],
      ['GET', /^\/api\/metrowatch\/device$/, () => paged([])],
    ]);
    renderApp('/metro-watch/alarms/operational');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const link = await within(table).findByRole('link', { name: 'CS-0001' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', '/metro-watch/devices/device/device/70');
    expect(callsTo(calls, 'GET', '/api/metrowatch/alarms/operational').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.path.startsWith('/api/swam/'))).toBe(false);
  });
});

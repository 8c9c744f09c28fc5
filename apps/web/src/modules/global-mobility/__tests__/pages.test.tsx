import type { alarms, devices, gm } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 30_000 };
const at = '2026-11-27T06:00:00.000Z';
const named = (id: number, name: string) => ({ id, name });

const device: devices.Device = {
  id: 61,
  serial: 'GMT-0002',
  name: 'Omar tracker',
  type: 'personal-tracker',
  app: 'gm',
  hardware: named(2201, 'Lone-worker tracker LW-1'),
  solution: named(65, 'Personal safety'),
  company: named(9, 'Demo Global Mobility Company'),
  structure: null,
  floor: null,
  space: null,
  installState: 'not-installed',
  installedAt: null,
  state: 'active',
  locked: false,
  connectivity: 'online',
  lastSeenAt: at,
  lastValues: { latitude: 25.2, longitude: 55.27, battery: 64, sos: 0 },
  battery: 64,
  batteryLevel: 'ok',
  reportingIntervalSeconds: 60,
  pendingReportingIntervalSeconds: null,
  token: null,
  tokenState: 'no-token',
  createdAt: at,
  updatedAt: at,
};

const sos: alarms.Alarm = {
  id: 5,
  app: 'gm',
  category: 'operational',
  kind: 'sos',
  severity: 'critical',
  status: 'active',
  message: 'SOS: Omar tracker',
  key: 'sos',
  value: 1,
  device: { id: 61, serial: 'GMT-0002', name: 'Omar tracker' },
  company: named(9, 'Demo Global Mobility Company'),
  solution: null,
  structure: null,
  template: null,
  ruleId: 'gm:sos',
  raisedAt: at,
  acknowledgedAt: null,
  escalatedAt: null,
  closedAt: null,
};

const reading = (minutes: number) => ({
  id: minutes,
  ts: new Date(Date.parse(at) - minutes * 60_000).toISOString(),
  values: { latitude: 25.2 + minutes / 1000, longitude: 55.27, battery: 64 },
});

const member: gm.StaffMember = {
  id: 31,
  name: 'Rashid Responder',
  email: 'gm.responder1@global-mobility-company.demo',
  phone: null,
  role: 'gm_responder',
  onDuty: true,
  devices: [{ id: 63, serial: 'GMT-0003', name: 'Rashid tracker' }],
};

describe('[GM][PAGES] global mobility screens', () => {
  test("a device's page shows its last position, battery, track and open SOS", async () => {
    signIn(owner);
    serve([
      ['GET', /^\/api\/device\/61$/, () => json(200, { data: device })],
      [
        'GET',
        /^\/api\/device\/61\/readings$/,
        () => json(200, { data: [reading(1), reading(2)], totalRecords: 2, nextCursor: null }),
      ],
      ['GET', /^\/api\/gm\/alarms\/operational$/, () => paged([sos])],
    ]);
    renderApp('/gm/devices/details/61');
    expect(await screen.findByTestId('last-position', {}, wait)).toHaveTextContent('25.20000, 55.27000');
    expect(await screen.findByTestId('sos-state', {}, wait)).toHaveAttribute('data-state', 'open');
    expect(await screen.findByTestId('track-summary', {}, wait)).toHaveTextContent(
      '2 positions in the period',
    );
  });

  test('a setting without recipients is refused at its field and nothing is sent; a valid one is', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/gm\/staff$/, () => paged([member])],
      ['GET', /^\/api\/gm\/notifications-group$/, () => paged([])],
      ['GET', /^\/api\/gm\/notification-setting$/, () => paged([])],
      [
        'POST',
        /^\/api\/gm\/notification-setting$/,
        () =>
          json(201, {
            data: {
              id: 1,
              companyId: 9,
              name: 'Night SOS',
              alarmTypes: ['sos'],
              channels: ['app'],
              users: [named(31, 'Rashid Responder')],
              groups: [],
              escalation: null,
              createdAt: at,
              updatedAt: at,
            } satisfies gm.Setting,
          }),
      ],
    ]);
    renderApp('/gm/notifications-settings/create');
    const form = await screen.findByRole('form', { name: 'Notification setting' }, wait);
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Night SOS' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose at least one recipient', {}, wait)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/gm/notification-setting')).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(within(form).getAllByLabelText('People')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Rashid Responder' }, wait));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/gm/notification-setting')).toHaveLength(1), wait);
    expect(callsTo(calls, 'POST', '/api/gm/notification-setting')[0]?.body).toEqual({
      name: 'Night SOS',
      alarmTypes: ['sos'],
      channels: ['app'],
      userIds: [31],
      groupIds: [],
      escalation: null,
    });
  });

  test('the staff list shows roles, duty and devices', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/gm\/staff$/, () => paged([member])]]);
    renderApp('/gm/staff-management/list');
    expect(await screen.findByText('Rashid Responder', {}, wait)).toBeInTheDocument();
    expect(screen.getAllByText('Responder').length).toBeGreaterThan(0);
    expect(screen.getAllByText('On duty').length).toBeGreaterThan(0);
    expect(screen.getByText('Rashid tracker')).toBeInTheDocument();
  });
});

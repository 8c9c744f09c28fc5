import type { devices, rodent } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';
import { instantOf } from '../components/VisitForm.tsx';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };
const at = '2026-11-20T03:00:00.000Z';
const named = (id: number, name: string) => ({ id, name });
const station: rodent.Station = {
  id: 511,
  serial: 'ST2-0003',
  name: 'Kitchen trap',
  type: 'rodent-trap',
  structure: named(101, 'Headquarters'),
  floor: named(201, 'Second'),
};

const device: devices.Device = {
  id: 511,
  serial: 'ST2-0003',
  name: 'Kitchen trap',
  type: 'rodent-trap',
  app: 'rodent',
  hardware: named(1602, 'Snap trap sensor ST-2'),
  solution: named(51, 'Snap trap monitoring'),
  company: named(3, 'Demo Customer'),
  structure: named(101, 'Headquarters'),
  floor: named(201, 'Second'),
  space: null,
  installState: 'installed',
  installedAt: at,
  state: 'active',
  locked: false,
  connectivity: 'online',
  lastSeenAt: at,
  lastValues: { trapTriggered: 1, battery: 78 },
  battery: 78,
  batteryLevel: 'good',
  reportingIntervalSeconds: 600,
  pendingReportingIntervalSeconds: null,
  token: null,
  tokenState: 'no-token',
  createdAt: at,
  updatedAt: at,
};

const event: rodent.StationEvent = {
  id: 91,
  device: station,
  kind: 'trap-triggered',
  at,
  value: 1,
  clearedByVisit: null,
};

const details = (open: number): rodent.StationDetails => ({
  station: {
    ...station,
    state: 'active',
    lastSeenAt: at,
    lastValues: { trapTriggered: 1, battery: 78 },
    battery: 78,
  },
  position: { layoutId: 4, x: 0.15, y: 0.65 },
  openEvents: open,
  openAlarms: open,
  lastVisit: null,
  recentEvents: [event],
  recentVisits: [],
});

describe('[CLOUD-ORBIT][STATION] a station with its events and a visit', () => {
  test('typed local times become instants; nothing typed is left out', () => {
    expect(instantOf('')).toBeUndefined();
    expect(instantOf('not a time')).toBe('not a time');
    expect(instantOf('2026-11-20T10:30')).toMatch(/^2026-11-20T\d\d:30:00\.000Z$/);
  });

  test('the page shows the state and open events; a future visit is refused at its field, a valid one is sent', async () => {
    signIn(owner);
    let open = 1;
    const { calls } = serve([
      ['GET', /^\/api\/device\/511$/, () => json(200, { data: device })],
      ['GET', /^\/api\/rodent\/station\/511$/, () => json(200, { data: details(open) })],
      ['GET', /^\/api\/rodent\/event$/, () => paged([event])],
      ['GET', /^\/api\/rodent\/visit$/, () => paged([])],
      [
        'POST',
        /^\/api\/rodent\/visit$/,
        () => {
          open = 0;
          return json(201, {
            data: {
              id: 7,
              device: station,
              at,
              notes: 'Reset',
              technician: named(10, 'Customer Owner'),
              clearedEvents: 1,
              clearedAlarms: 1,
            },
          });
        },
      ],
    ]);
    renderApp('/cloud-orbit/devices/details/511');
    expect(await screen.findByTestId('open-events', {}, wait)).toHaveTextContent('1');
    expect((await screen.findAllByTestId('event-kind', {}, wait))[0]).toHaveTextContent('Trap triggered');
    fireEvent.click(screen.getByRole('tab', { name: 'Record a visit' }));
    const form = await screen.findByRole('form', { name: 'Record a visit' }, wait);
    const future = new Date(Date.now() + 2 * 86_400_000);
    const local = `${future.getFullYear()}-${String(future.getMonth() + 1).padStart(2, '0')}-${String(future.getDate()).padStart(2, '0')}T10:00`;
    fireEvent.change(within(form).getByLabelText(/Visited at/), { target: { value: local } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record visit' }));
    expect(await within(form).findByText('Cannot be in the future', {}, wait)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/rodent/visit')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/Visited at/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Notes'), { target: { value: 'Reset' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record visit' }));
    expect(await screen.findByTestId('visit-recorded', {}, wait)).toHaveTextContent(
      '1 events and 1 alarms cleared',
    );
    const sent = callsTo(calls, 'POST', '/api/rodent/visit');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ deviceId: 511, notes: 'Reset' });
    await waitFor(() => expect(screen.getByTestId('open-events')).toHaveTextContent('0'), wait);
  });
});

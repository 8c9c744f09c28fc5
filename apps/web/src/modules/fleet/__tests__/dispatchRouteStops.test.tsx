import { fleet } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  addPointStop,
  addPoiStop,
  DEFAULT_GAP_MINUTES,
  moveStop,
  removeStop,
  stopInputsOf,
} from '../components/dispatch/stopDrafts.ts';
import { callsTo, dispatcher, paged, poi, serve, signIn } from './dispatchKit.ts';

vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});
vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

const DEPOT = poi();
const MALL = poi({ id: 42, name: 'Dubai Mall', category: 'customer', lat: 25.197, lng: 55.279 });

describe('[FLEET][ROUTES] stop drafts', () => {
  test('stops added after the first are planned 15 minutes apart; a point keeps its coordinates', () => {
    const stops = addPointStop(addPoiStop([], DEPOT), { lat: 25.1, lng: 55.2 });
    expect(stops.map((stop) => stop.plannedOffsetMinutes)).toEqual([0, DEFAULT_GAP_MINUTES]);
    expect(stopInputsOf(stops)).toEqual([
      { poiId: 41, plannedOffsetMinutes: 0 },
      { lat: 25.1, lng: 55.2, plannedOffsetMinutes: 15 },
    ]);
  });

  test('moving a stop swaps it with its neighbour; at either end nothing moves; removing drops it', () => {
    const stops = addPoiStop(addPoiStop(addPointStop([], { lat: 25, lng: 55 }), DEPOT), MALL);
    const names = (list: typeof stops) => list.map((stop) => stop.name || 'point');
    expect(names(moveStop(stops, 2, -1))).toEqual(['point', 'Dubai Mall', 'Jebel Ali depot']);
    expect(names(moveStop(stops, 0, -1))).toEqual(names(stops));
    expect(names(moveStop(stops, 2, 1))).toEqual(names(stops));
    expect(names(removeStop(stops, 0))).toEqual(['Jebel Ali depot', 'Dubai Mall']);
  });

  test('a blank planned time is sent as no number, so the contract refuses it', () => {
    const [stop] = addPoiStop([], DEPOT);
    const input = stopInputsOf(stop ? [{ ...stop, plannedOffsetMinutes: '' }] : []);
    expect(fleet.routeStopInput.safeParse(input[0]).success).toBe(false);
  });
});

describe('[FLEET][ROUTES] route stop editor', () => {
  function serveRoutes(answer: (body: unknown) => Response) {
    return serve([
      [
        'GET',
        /^\/api\/fleet\/poi$/,
        (call) => {
          const name = new URL(call.path, 'http://x').searchParams.get('name')?.toLowerCase() ?? '';
          return paged([DEPOT, MALL].filter((row) => row.name.toLowerCase().includes(name)));
        },
      ],
      ['POST', /^\/api\/fleet\/route$/, (call) => answer(call.body)],
      ['GET', /^\/api\/fleet\/route$/, () => paged([])],
    ]);
  }

  async function addPoi(user: ReturnType<typeof renderApp>['user'], name: string) {
    const picker = screen.getByRole('combobox', { name: 'Add a point of interest' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name }, wait));
  }

  test('no stops: the server’s 418 says a route needs stops, under the stops', async () => {
    signIn(dispatcher());
    const { calls } = serveRoutes(() =>
      json(418, [{ param: 'stops', msg: 'A route needs at least 2 stops' }]),
    );
    const { user } = renderApp('/fleet/routes/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, wait), 'Morning run');
    expect(screen.getByTestId('route-no-stops')).toHaveTextContent('No stops yet');
    await user.click(screen.getByRole('button', { name: 'Create route' }));
    expect(await screen.findByText('A route needs at least 2 stops', {}, wait)).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/fleet/route')[0]?.body).toMatchObject({
      name: 'Morning run',
      stops: [],
    });
  });

  test('stops chosen from the POIs, reordered, with a planned time out of order refused before sending', async () => {
    signIn(dispatcher());
    const { calls } = serveRoutes((body) =>
      json(201, {
        data: {
          id: 90,
          companyId: 3,
          name: 'Morning run',
          description: '',
          color: '#1C7ED6',
          distanceMeters: 1,
          stops: [],
          createdAt: '',
          updatedAt: '',
          ...(body as object),
        },
      }),
    );
    const { user } = renderApp('/fleet/routes/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, wait), 'Morning run');
    await addPoi(user, 'Jebel Ali depot');
    await addPoi(user, 'Dubai Mall');
    expect(within(screen.getByTestId('route-stop-1')).getByText('Jebel Ali depot')).toBeVisible();
    expect(within(screen.getByTestId('route-stop-2')).getByText('Dubai Mall')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Move Jebel Ali depot down' }));
    expect(within(screen.getByTestId('route-stop-1')).getByText('Dubai Mall')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move Dubai Mall up' })).toBeDisabled();

    // The depot went second with its 0 minutes: before the mall's 15, which the contract refuses.
    await user.click(screen.getByRole('button', { name: 'Create route' }));
    const second = screen.getByRole('textbox', { name: 'Arrival of stop 2 (minutes after start)' });
    await waitFor(() => expect(second).toHaveAccessibleDescription('Must not be before the previous stop'));
    expect(callsTo(calls, 'POST', '/api/fleet/route')).toHaveLength(0);

    await user.clear(second);
    await user.type(second, '40');
    await user.click(screen.getByRole('button', { name: 'Create route' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/fleet/route')).toHaveLength(1), wait);
    expect(callsTo(calls, 'POST', '/api/fleet/route')[0]?.body).toMatchObject({
      name: 'Morning run',
      stops: [
        { poiId: 42, plannedOffsetMinutes: 15 },
        { poiId: 41, plannedOffsetMinutes: 40 },
      ],
    });
  });
});

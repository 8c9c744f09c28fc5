import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { dispatcher, jobDetail, paged, serve, signIn } from './dispatchKit.ts';

vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});
vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

const stop = (position: number, name: string, over: object = {}) => ({
  position,
  name,
  lat: 25.2 - position / 100,
  lng: 55.27 - position / 100,
  radiusMeters: 100,
  plannedAt: '2026-11-26T06:30:00.000Z',
  arrivedAt: null,
  late: false,
  ...over,
});

const entry = (id: number, over: object) => ({
  id,
  at: '2026-11-26T06:00:00.000Z',
  event: 'created',
  fromState: null,
  toState: null,
  changes: {},
  user: { id: 10, name: 'Customer Owner' },
  comment: null,
  ...over,
});

describe('[FLEET][JOBS] job details', () => {
  test('the job’s vehicle, route, stops (arrived, late) and its history with who moved it', async () => {
    signIn(dispatcher());
    serve([
      [
        'GET',
        /^\/api\/fleet\/job-card\/701$/,
        () =>
          json(200, {
            data: jobDetail({
              stops: [
                stop(0, 'Trade Centre', { arrivedAt: '2026-11-26T06:05:00.000Z' }),
                stop(1, 'Al Barsha', { late: true }),
              ],
            }),
          }),
      ],
      [
        'GET',
        /^\/api\/fleet\/job-card\/701\/history$/,
        () =>
          paged([entry(1, {}), entry(2, { event: 'state', fromState: 'assigned', toState: 'in-progress' })]),
      ],
    ]);
    renderApp('/fleet/job-cards/job/701');
    expect(
      await screen.findByRole('heading', { name: 'Deliver to Dubai Mall', level: 1 }, wait),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Van 1 · D 12345' })).toHaveAttribute(
      'href',
      '/fleet/vehicles/map-view/11',
    );
    const stops = screen.getByRole('table', { name: 'Stops' });
    expect(within(stops).getByTestId('job-stop-1')).toHaveTextContent('Arrived');
    expect(within(stops).getByTestId('job-stop-2')).toHaveTextContent('Late');
    const history = await screen.findByTestId('job-history', {}, wait);
    expect(within(history).getByText('Moved from Assigned to In progress')).toBeVisible();
    expect(within(history).getAllByText(/Customer Owner/)).toHaveLength(2);
  });

  test('another company’s job card (404) is not found, with a way back to the list', async () => {
    signIn(dispatcher());
    serve([['GET', /^\/api\/fleet\/job-card\/702$/, () => json(404, { msg: 'Job card not found' })]]);
    renderApp('/fleet/job-cards/job/702');
    expect(await screen.findByText('This job card does not exist', {}, wait)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the job cards' })).toHaveAttribute(
      'href',
      '/fleet/job-cards/job-list',
    );
  });
});

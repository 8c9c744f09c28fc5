import type { facmgmt } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { PNG_BYTES } from '../../places/__tests__/kit.ts';
import { callsTo, paged, serve, signIn } from './fbKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const at = '2026-11-01T00:00:00.000Z';

const details = {
  id: 101,
  companyId: 3,
  name: 'Headquarters',
  type: 'building',
  address: '',
  timeZone: 'Asia/Dubai',
  openingHours: Array(7).fill({ open: '07:00', close: '21:00' }),
  configured: true,
  floors: 1,
  spaces: 2,
  bookableSpaces: 2,
  createdAt: at,
  updatedAt: at,
  floorList: [
    {
      id: 201,
      name: 'First',
      level: 1,
      layoutId: 9,
      spaces: [
        { id: 301, name: 'Meeting room A', bookable: true, capacity: 8 },
        { id: 302, name: 'Office 101', bookable: true, capacity: 2 },
      ],
    },
  ],
  groups: [],
  layoutIds: [9],
} as unknown as facmgmt.BuildingDetails;

const plan: facmgmt.FloorLayout = {
  floor: { id: 201, name: 'First', level: 1 },
  layoutId: 9,
  imageUrl: '/api/layout/9/image',
  imageEtag: '"etag-1"',
  placed: [{ id: 301, name: 'Meeting room A', bookable: true, capacity: 8, x: 0.25, y: 0.5 }],
  unplaced: [{ id: 302, name: 'Office 101', bookable: true }],
} as facmgmt.FloorLayout;

describe('[FACILITY-BOOKING][BUILDINGS] placing spaces on a floor plan', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:floor-plan');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  test('a space not on the plan is put at its centre and saved there; unchanged spaces are not sent', async () => {
    signIn();
    const { calls } = serve([
      ['GET', /^\/api\/facmgmt\/api\/building\/101$/, () => json(200, { data: details })],
      ['GET', /^\/api\/facmgmt\/api\/layout$/, () => paged([plan])],
      ['GET', /^\/api\/facmgmt\/api\/space$/, () => paged([])],
      ['GET', /^\/api\/facmgmt\/api\/group$/, () => paged([])],
      [
        'GET',
        /^\/api\/layout\/9\/image$/,
        () => new Response(PNG_BYTES, { status: 200, headers: { 'Content-Type': 'image/png' } }),
      ],
      ['PUT', /^\/api\/facmgmt\/api\/space\/302$/, () => json(200, { data: {} })],
    ]);
    const { user } = renderApp('/facility-booking/building/details/101');
    await user.click(await screen.findByRole('button', { name: 'Place spaces' }, wait));
    const board = await screen.findByTestId('space-placement-201', {}, wait);
    const save = within(board).getByRole('button', { name: 'Save positions' });
    expect(save).toBeDisabled();
    // The placed space is a named marker that can be picked up (keyboard: Space, arrows, Space).
    expect(within(board).getByRole('button', { name: 'Meeting room A' })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    await user.click(within(board).getByRole('button', { name: 'Put Office 101 on the plan' }));
    expect(within(board).getByRole('button', { name: 'Office 101' })).toHaveAttribute('data-state', 'new');
    expect(within(board).queryByRole('button', { name: 'Put Office 101 on the plan' })).toBeNull();
    await user.click(save);
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/facmgmt/api/space/302')).toHaveLength(1), wait);
    expect(callsTo(calls, 'PUT', '/api/facmgmt/api/space/302')[0]?.body).toEqual({
      position: { x: 0.5, y: 0.5 },
    });
    expect(callsTo(calls, 'PUT', '/api/facmgmt/api/space/301')).toHaveLength(0);
    // Saved, the plan shows again.
    await waitFor(() => expect(screen.queryByTestId('space-placement-201')).toBeNull(), wait);
  });

  test('a refused position is said beside the plan, which stays open', async () => {
    signIn();
    serve([
      ['GET', /^\/api\/facmgmt\/api\/building\/101$/, () => json(200, { data: details })],
      ['GET', /^\/api\/facmgmt\/api\/layout$/, () => paged([plan])],
      ['GET', /^\/api\/facmgmt\/api\/space$/, () => paged([])],
      ['GET', /^\/api\/facmgmt\/api\/group$/, () => paged([])],
      [
        'GET',
        /^\/api\/layout\/9\/image$/,
        () => new Response(PNG_BYTES, { status: 200, headers: { 'Content-Type': 'image/png' } }),
      ],
      [
        'PUT',
        /^\/api\/facmgmt\/api\/space\/302$/,
        () => json(418, [{ param: 'position', msg: 'This floor has no plan to place the space on' }]),
      ],
    ]);
    const { user } = renderApp('/facility-booking/building/details/101');
    await user.click(await screen.findByRole('button', { name: 'Place spaces' }, wait));
    const board = await screen.findByTestId('space-placement-201', {}, wait);
    await user.click(within(board).getByRole('button', { name: 'Put Office 101 on the plan' }));
    await user.click(within(board).getByRole('button', { name: 'Save positions' }));
    expect(await within(board).findByRole('alert', {}, wait)).toBeVisible();
    expect(screen.getByTestId('space-placement-201')).toBeInTheDocument();
  });
});

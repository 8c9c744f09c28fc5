import { places } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { floorPlanFileError, sniffImageType } from '../components/layout/floorPlanFile.ts';
import { dropPoint, markerChanges } from '../components/layout/markers.ts';
import { callsTo, floor, layout, member, owner, PNG_BYTES, serve, signIn, space, structure } from './kit.ts';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/core/structures/layout-manager/101';
const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('[CORE][LAYOUT-MANAGER] floor plan file rules (the server’s, checked first)', () => {
  test('images are recognised by their first bytes, whatever the name', () => {
    expect(sniffImageType(PNG_BYTES.slice(0, 12))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(ascii('GIF89a......'))).toBe('image/gif');
    expect(sniffImageType(ascii('RIFF\0\0\0\0WEBP'))).toBe('image/webp');
    expect(sniffImageType(ascii('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns='))).toBeNull();
  });

  test('a non-image or an oversized file gets the contract’s message', async () => {
    expect(await floorPlanFileError(new Blob([PNG_BYTES]))).toBeNull();
    expect(await floorPlanFileError(new Blob(['hello'], { type: 'image/png' }))).toBe(
      places.LAYOUT_IMAGE_NOT_IMAGE,
    );
    const huge = new Blob([PNG_BYTES, new Uint8Array(places.LAYOUT_IMAGE_MAX_BYTES)]);
    expect(await floorPlanFileError(huge)).toBe(places.LAYOUT_IMAGE_TOO_LARGE);
  });

  test('a save sends what changed: removed markers and placed or moved ones', () => {
    const saved = [
      { deviceId: 'A', spaceId: null, x: 0.1, y: 0.1 },
      { deviceId: 'B', spaceId: 301, x: 0.2, y: 0.2 },
      { deviceId: 'C', spaceId: null, x: 0.3, y: 0.3 },
    ];
    const draft = [
      { deviceId: 'A', spaceId: null, x: 0.1, y: 0.1 },
      { deviceId: 'B', spaceId: null, x: 0.2, y: 0.2 },
      { deviceId: 'D', spaceId: null, x: 0.5, y: 0.5 },
    ];
    const { removed, placed } = markerChanges(saved, draft);
    expect(removed.map((m) => m.deviceId)).toEqual(['C']);
    expect(placed.map((m) => m.deviceId)).toEqual(['B', 'D']);
  });

  test('a drop lands at the dragged item’s centre, as fractions of the plan, kept inside it', () => {
    const plan = { left: 100, top: 50, width: 400, height: 200 };
    expect(dropPoint({ left: 190, top: 90, width: 20, height: 20 }, plan)).toEqual({ x: 0.25, y: 0.25 });
    expect(dropPoint({ left: 900, top: 0, width: 20, height: 20 }, plan)).toEqual({ x: 1, y: 0 });
  });
});

describe('[CORE][LAYOUT-MANAGER] page', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:floor-plan');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  const image = () =>
    new Response(PNG_BYTES, { status: 200, headers: { 'Content-Type': 'image/png', ETag: '"etag-1"' } });

  test('a floor without a plan offers the upload; a non-image is refused before anything is sent', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/company\/3\/structure\/101$/, () => json(200, { data: structure() })],
    ]);
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('No floor plan yet')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Floor plan file'),
      new File(['just text'], 'plan.png', { type: 'image/png' }),
    );
    expect(await screen.findByTestId('floor-plan-error')).toHaveTextContent(places.LAYOUT_IMAGE_NOT_IMAGE);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  test('the server’s 418 on the upload shows under the button', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/company\/3\/structure\/101$/, () => json(200, { data: structure() })],
      [
        'PUT',
        /^\/api\/layout\/floor\/201\/image$/,
        () => json(418, [{ param: 'file', msg: places.LAYOUT_IMAGE_TOO_LARGE }]),
      ],
    ]);
    const { user } = renderApp(PAGE);
    await screen.findByText('No floor plan yet');
    await user.upload(
      screen.getByLabelText('Floor plan file'),
      new File([PNG_BYTES], 'plan.png', { type: 'image/png' }),
    );
    expect(await screen.findByTestId('floor-plan-error')).toHaveTextContent(places.LAYOUT_IMAGE_TOO_LARGE);
    expect(callsTo(calls, 'PUT', '/api/layout/floor/201/image')).toHaveLength(1);
  });

  test('A58 a placed device is saved with add-device (layout id as id, space apart); a removed one with delete-device', async () => {
    signIn(owner);
    const placedBefore = {
      deviceId: 'OLD-1',
      spaceId: 301,
      x: 0.2,
      y: 0.3,
      placedAt: '2025-06-01T10:00:00.000Z',
    };
    const withLayout = structure({ floors: [floor({ layoutId: 401, spaces: [space()] })] });
    let current = layout({ devices: [placedBefore] });
    const { calls } = serve([
      ['GET', /^\/api\/company\/3\/structure\/101$/, () => json(200, { data: withLayout })],
      ['GET', /^\/api\/layout\/401$/, () => json(200, { data: current })],
      ['GET', /^\/api\/layout\/401\/image$/, image],
      [
        'POST',
        /^\/api\/layout\/delete-device$/,
        () => {
          current = { ...current, devices: [], updatedAt: '2025-06-02T10:00:00.000Z' };
          return json(200, { data: current });
        },
      ],
      [
        'POST',
        /^\/api\/layout\/add-device$/,
        (call) => {
          const body = call.body as { deviceId: string; x: number; y: number };
          current = {
            ...current,
            devices: [{ ...body, spaceId: null, placedAt: '2025-06-02T10:00:00.000Z' }],
            updatedAt: '2025-06-02T10:00:01.000Z',
          };
          return json(200, { data: current });
        },
      ],
    ]);
    const { user } = renderApp(PAGE);
    const plan = await screen.findByTestId('floor-plan');
    expect(within(plan).getByRole('img')).toHaveAttribute('src', 'blob:floor-plan');
    expect(within(plan).getByTestId('layout-marker')).toHaveAttribute('data-device', 'OLD-1');

    // A device id the contract refuses stays out of the tray.
    const deviceField = screen.getByRole('textbox', { name: 'Device ID or serial' });
    await user.type(deviceField, 'bad id!');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(deviceField).toHaveAccessibleDescription('Use Letters, Digits and . _ : - Only');

    await user.clear(deviceField);
    await user.type(deviceField, 'SN-1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Place SN-1 in the middle of the plan' }));
    await waitFor(() => expect(within(plan).getAllByTestId('layout-marker')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove OLD-1 from the plan' }));
    expect(screen.getByTestId('unsaved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/api/layout/delete-device')[0]?.body).toEqual({
      id: 401,
      deviceId: 'OLD-1',
    });
    expect(callsTo(calls, 'POST', '/api/layout/add-device')[0]?.body).toEqual({
      id: 401,
      spaceId: null,
      deviceId: 'SN-1',
      x: 0.5,
      y: 0.5,
    });
    const marker = within(plan).getByTestId('layout-marker');
    expect(marker).toHaveAttribute('data-device', 'SN-1');
    expect(marker).toHaveAttribute('data-state', 'saved');
  });

  test('a member who may only view sees the plan and its devices, without upload, tray, save or removal', async () => {
    signIn(member);
    const placed = { deviceId: 'OLD-1', spaceId: 301, x: 0.2, y: 0.3, placedAt: '2025-06-01T10:00:00.000Z' };
    serve([
      [
        'GET',
        /^\/api\/company\/3\/structure\/101$/,
        () => json(200, { data: structure({ floors: [floor({ layoutId: 401 })] }) }),
      ],
      ['GET', /^\/api\/layout\/401$/, () => json(200, { data: layout({ devices: [placed] }) })],
      ['GET', /^\/api\/layout\/401\/image$/, image],
    ]);
    renderApp(PAGE);
    const plan = await screen.findByTestId('floor-plan');
    expect(within(plan).getByTestId('layout-marker')).toHaveAttribute('data-device', 'OLD-1');
    expect(within(screen.getByTestId('marker-list')).getByText('OLD-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save layout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace floor plan' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('device-tray')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove OLD-1 from the plan' })).not.toBeInTheDocument();
  });
});

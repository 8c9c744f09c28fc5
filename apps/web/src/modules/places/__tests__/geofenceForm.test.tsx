import { places } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, geofence, owner, paged, serve, signIn } from './kit.ts';

vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});
vi.setConfig({ testTimeout: 60_000 });

const BOW_TIE = geofence({
  shape: {
    type: 'polygon',
    path: [
      { lat: 25, lng: 55 },
      { lat: 25.2, lng: 55.2 },
      { lat: 25, lng: 55.2 },
      { lat: 25.2, lng: 55 },
    ],
  },
});

function serveGeofence(stored: places.Geofence, answer: () => Response) {
  return serve([
    ['GET', /^\/api\/company\/3\/geofence\/501$/, () => json(200, { data: stored })],
    ['GET', /^\/api\/company\/3\/geofence-group$/, () => paged([])],
    ['PUT', /^\/api\/company\/3\/geofence\/501$/, answer],
    ['POST', /^\/api\/company\/3\/geofence$/, answer],
  ]);
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 30_000 });

describe('[CORE][GEOFENCE] geofence form', () => {
  test('nothing drawn and no name: both are said on their fields and nothing is sent', async () => {
    signIn(owner);
    const { calls } = serveGeofence(geofence(), () => json(201, { data: geofence() }));
    const { user } = renderApp('/core/geofence/create');
    await heading('Create geofence');
    expect(screen.getByTestId('geofence-shape')).toHaveTextContent('No shape drawn yet');
    await user.click(screen.getByRole('button', { name: 'Create geofence' }));
    expect(await screen.findByText('Draw the geofence on the map')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Required');
    expect(callsTo(calls, 'POST', '/api/company/3/geofence')).toHaveLength(0);
  });

  test('the contract’s geometry rule refuses a self-crossing polygon before sending', async () => {
    signIn(owner);
    const { calls } = serveGeofence(BOW_TIE, () => json(200, { data: BOW_TIE }));
    const { user } = renderApp('/core/geofence/edit/501');
    await heading('Edit geofence');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Depot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(places.INVALID_POLYGON_KINKS)).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/company/3/geofence/501')).toHaveLength(0);
  });

  test('a 418 on shape.path shows under the map, one on name under the name', async () => {
    signIn(owner);
    const { calls } = serveGeofence(geofence(), () =>
      json(418, [
        { param: 'shape.path', msg: places.INVALID_POLYGON_AREA },
        { param: 'name', msg: 'Please Enter At Most 120 Characters' },
      ]),
    );
    const { user } = renderApp('/core/geofence/edit/501');
    await heading('Edit geofence');
    expect(await screen.findByTestId('geofence-shape')).toHaveTextContent('Polygon · 3 points');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(places.INVALID_POLYGON_AREA)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'Please Enter At Most 120 Characters',
      ),
    );
    expect(callsTo(calls, 'PUT', '/api/company/3/geofence/501')[0]?.body).toMatchObject({
      name: 'Depot',
      shape: geofence().shape,
    });
  });

  test('another company’s geofence (404) shows not found', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/company\/3\/geofence\/77$/, () => json(404, { msg: 'Geofence not found' })]]);
    renderApp('/core/geofence/77');
    expect(await screen.findByText('Geofence not found', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});

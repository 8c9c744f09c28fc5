import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, dispatcher, paged, poi, serve, signIn } from './dispatchKit.ts';

vi.hoisted(() => {
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});
vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

describe('[FLEET][POIS] points of interest', () => {
  test('the list shows each point; a new one needs a name, then is sent with its place and radius', async () => {
    signIn(dispatcher());
    const { calls } = serve([
      ['GET', /^\/api\/fleet\/poi$/, () => paged([poi()])],
      [
        'POST',
        /^\/api\/fleet\/poi$/,
        (call) => json(201, { data: poi({ id: 43, ...(call.body as object) }) }),
      ],
    ]);
    const { user } = renderApp('/fleet/points-of-interests/list');
    expect(await screen.findByText('Jebel Ali depot', {}, wait)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New point of interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'New point of interest' }, wait);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Required'),
    );
    expect(callsTo(calls, 'POST', '/api/fleet/poi')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Marina gate');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/fleet/poi')).toHaveLength(1), wait);
    expect(callsTo(calls, 'POST', '/api/fleet/poi')[0]?.body).toMatchObject({
      name: 'Marina gate',
      category: 'customer',
      radiusMeters: 100,
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { localInput } from '../access/components/grantDraft.ts';
import {
  accessRow,
  bodyOf,
  callsTo,
  credential,
  door,
  owner,
  paged,
  type Route,
  serve,
  signIn,
} from './accessKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const wait = { timeout: 15_000 };
const GRANT = '/api/metrowatch/user-access';

function serveGrant(more: Route[] = []) {
  return serve([
    ...more,
    ['GET', /^\/api\/metrowatch\/access-door$/, () => paged([door])],
    ['GET', /^\/api\/metrowatch\/access-token$/, () => paged([credential()])],
    ['GET', /^\/api\/metrowatch\/company-schedule$/, () => paged([])],
    [
      'GET',
      /^\/api\/company\/3\/user$/,
      () =>
        paged([
          {
            id: 10,
            email: owner.email,
            firstName: 'Customer',
            lastName: 'Owner',
            status: 'active',
            roles: [],
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ]),
    ],
    ['GET', /^\/api\/metrowatch\/user-access$/, () => paged([])],
  ]);
}

async function openGrant() {
  signIn(owner);
  const view = renderApp('/metro-watch/grant-access');
  await screen.findByRole('heading', { name: 'Grant access', level: 1 }, wait);
  return view;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('[METROWATCH][GRANT-ACCESS] the grant form', () => {
  test('nothing chosen: Required under the door, then under the user, nothing sent', async () => {
    const { calls } = serveGrant();
    const { user } = await openGrant();
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Door/ })).toHaveAccessibleDescription('Required'),
    );
    await user.click(screen.getByRole('combobox', { name: /^Door/ }));
    await user.click(await screen.findByRole('option', { name: 'Front door (LOCK-0001)' }));
    expect(screen.getByRole('combobox', { name: /^Door/ })).not.toHaveAccessibleDescription('Required');
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^User/ })).toHaveAccessibleDescription('Required'),
    );
    expect(callsTo(calls, 'POST', GRANT)).toHaveLength(0);
  });

  test('the contract refuses an end before the start, under Valid until; a fixed period is sent', async () => {
    const { calls } = serveGrant([
      ['POST', /^\/api\/metrowatch\/user-access$/, () => json(201, { data: accessRow() })],
    ]);
    const { user } = await openGrant();
    await user.click(screen.getByRole('combobox', { name: /^Door/ }));
    await user.click(await screen.findByRole('option', { name: 'Front door (LOCK-0001)' }));
    await user.click(screen.getByRole('combobox', { name: /^User/ }));
    await user.click(await screen.findByRole('option', { name: /Customer Owner/ }));
    const from = screen.getByLabelText('Valid from');
    const until = screen.getByLabelText('Valid until');
    // Typed once and compared with the same strings: a minute passing mid-test must not move the expected times.
    const [start, before, end] = [localInput(48), localInput(24), localInput(72)];
    await user.type(from, start);
    await user.type(until, before);
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    await waitFor(() => expect(until).toHaveAccessibleDescription('End Must Be After Start'));
    expect(callsTo(calls, 'POST', GRANT)).toHaveLength(0);

    await user.clear(until);
    await user.type(until, end);
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    await waitFor(() => expect(callsTo(calls, 'POST', GRANT)).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'POST', GRANT)[0])).toMatchObject({
      type: 'fulltime',
      doorId: door.id,
      userId: 10,
      validFrom: new Date(start).toISOString(),
      validUntil: new Date(end).toISOString(),
    });
  });

  test('a scheduled access with own windows: an overlapping access (the server’s 418) lands on its field', async () => {
    const { calls } = serveGrant([
      [
        'POST',
        /^\/api\/metrowatch\/user-access$/,
        () => json(418, [{ param: 'doorId', msg: 'Overlaps Another Access of This User to This Door' }]),
      ],
    ]);
    const { user } = await openGrant();
    await user.click(screen.getByRole('radio', { name: 'Scheduled' }));
    await user.click(screen.getByRole('combobox', { name: /^Door/ }));
    await user.click(await screen.findByRole('option', { name: 'Front door (LOCK-0001)' }));
    await user.click(screen.getByRole('radio', { name: 'One credential' }));
    await user.click(screen.getByRole('combobox', { name: /^Credential/ }));
    await user.click(await screen.findByRole('option', { name: /Blue card/ }));
    await user.click(screen.getByRole('radio', { name: 'Its own weekly windows' }));
    // The first window starts on Saturday (R195); an end before the start is refused on the window.
    expect(screen.getByRole('combobox', { name: 'Day of window 1' })).toHaveValue('Saturday');
    await user.clear(field(/End of window 1/));
    await user.type(field(/End of window 1/), '07:00');
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    await waitFor(() =>
      expect(field(/End of window 1/)).toHaveAccessibleDescription('End Must Be After Start'),
    );
    expect(callsTo(calls, 'POST', GRANT)).toHaveLength(0);

    await user.clear(field(/End of window 1/));
    await user.type(field(/End of window 1/), '17:00');
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Door/ })).toHaveAccessibleDescription(
        'Overlaps Another Access of This User to This Door',
      ),
    );
    expect(bodyOf(callsTo(calls, 'POST', GRANT)[0])).toMatchObject({
      type: 'scheduled',
      credentialId: 5,
      windows: [{ day: 'sat', start: '08:00', end: '17:00', overnight: false }],
    });
    expect(bodyOf(callsTo(calls, 'POST', GRANT)[0])).not.toHaveProperty('userId');
  });

  test('a one-time link: created, and its address shown once', async () => {
    const { calls } = serveGrant([
      [
        'POST',
        /^\/api\/metrowatch\/temporary-access$/,
        () =>
          json(201, {
            data: accessRow({ id: 90, type: 'onetime', user: null, maxUses: 1 }),
            token: 'secret-token',
            path: '/metro-watch/one-time-access/secret-token',
          }),
      ],
    ]);
    const { user } = await openGrant();
    await user.click(screen.getByRole('radio', { name: 'One-time' }));
    await user.click(screen.getByRole('combobox', { name: /^Door/ }));
    await user.click(await screen.findByRole('option', { name: 'Front door (LOCK-0001)' }));
    await user.click(screen.getByRole('button', { name: 'Create the link' }));
    const panel = await screen.findByTestId('created-link', {}, wait);
    expect(panel).toHaveTextContent('/metro-watch/one-time-access/secret-token');
    expect(bodyOf(callsTo(calls, 'POST', '/api/metrowatch/temporary-access')[0])).toMatchObject({
      type: 'onetime',
      doorId: door.id,
      maxUses: 1,
    });
  });
});

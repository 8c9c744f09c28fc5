import { metrowatch } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import {
  callsTo,
  command,
  metroDevice,
  owner,
  paged,
  type Route,
  registryDevice,
  serve,
  signIn,
} from './devicesKit.ts';

// The first render of the app pulls in every module: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/metro-watch/devices/device-lock/41';
const WAIT = { timeout: 15_000 };

/** The lock's calls: the registry's device, Metro Watch's view of it and its commands (`state` changes them). */
function serveLock(
  state: { device: metrowatch.MetrowatchDevice; commands: metrowatch.Command[] },
  more: Route[] = [],
) {
  return serve([
    ...more,
    ['GET', /^\/api\/device\/41$/, () => json(200, { data: registryDevice() })],
    ['GET', /^\/api\/metrowatch\/device\/41$/, () => json(200, { data: state.device })],
    ['GET', /^\/api\/metrowatch\/device\/41\/commands$/, () => paged(state.commands)],
    ['GET', /^\/api\/metrowatch\/device\/41\/log$/, () => paged([])],
  ]);
}

describe('[METRO-WATCH][DEVICES] the lock page', () => {
  test('locking sends the command and shows its state from sent to acknowledged (refreshed while pending)', async () => {
    signIn(owner);
    const state = { device: metroDevice(), commands: [] as metrowatch.Command[] };
    let polls = 0;
    const sent = command({ state: 'sent' });
    const { calls } = serveLock(state, [
      [
        'POST',
        /^\/api\/metrowatch\/device\/41\/lock$/,
        () => {
          state.commands = [sent];
          state.device = metroDevice({ lastCommands: [sent] });
          return json(202, { data: sent });
        },
      ],
      [
        'GET',
        /^\/api\/metrowatch\/device\/41\/commands$/,
        () => {
          // The lock acknowledges after the page has asked once more.
          if (state.commands.length > 0 && ++polls > 1) {
            const acked = command({ state: 'acknowledged', ackedAt: '2026-11-20T08:00:05.000Z' });
            state.commands = [acked];
            state.device = metroDevice({ lockState: 'locked', lastCommands: [acked] });
          }
          return paged(state.commands);
        },
      ],
    ]);
    const { user } = renderApp(PAGE);
    expect(await screen.findByTestId('lock-state', {}, WAIT)).toHaveTextContent('Unlocked');
    expect(await screen.findByText('No commands sent yet')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Lock LOCK-0001? The door stays shut until it is unlocked');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));

    const table = await screen.findByTestId('commands-table', {}, WAIT);
    expect(within(table).getByText('Sent')).toBeVisible();
    await waitFor(() => expect(within(table).getByText('Acknowledged')).toBeVisible(), WAIT);
    await waitFor(() => expect(screen.getByTestId('lock-state')).toHaveTextContent('Locked'), WAIT);
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/metrowatch/device/41/lock')).toHaveLength(1);
  });

  test("R149 a sleeping lock's refusal (409, 03010403) shows 'Wake up The Lock', whose button wakes it up", async () => {
    signIn(owner);
    const state = { device: metroDevice(), commands: [] as metrowatch.Command[] };
    const { calls } = serveLock(state, [
      [
        'POST',
        /^\/api\/metrowatch\/device\/41\/unlock$/,
        () => json(409, { msg: metrowatch.LOCK_ASLEEP_MESSAGE, code: metrowatch.LOCK_ASLEEP_CODE }),
      ],
      [
        'POST',
        /^\/api\/device\/41\/wake-up$/,
        () => {
          const wake = command({ command: 'wake-up', state: 'sent' });
          state.commands = [wake];
          return json(202, { data: wake });
        },
      ],
    ]);
    state.device = metroDevice({ lockState: 'locked' });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Unlock' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));

    const alert = await screen.findByTestId('wake-up-alert', {}, WAIT);
    expect(alert).toHaveTextContent('Wake up The Lock');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(alert).getByRole('button', { name: 'Wake up' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/api/device/41/wake-up')).toHaveLength(1));
    expect(
      await screen.findByText('Wake-up sent to LOCK-0001; send the command again once it is acknowledged'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('wake-up-alert')).toBeNull());
    expect(within(await screen.findByTestId('commands-table', {}, WAIT)).getByText('Wake up')).toBeVisible();
  });

  test('a lock that reported asleep offers the wake-up as soon as the page opens', async () => {
    signIn(owner);
    serveLock({ device: metroDevice({ asleep: true }), commands: [] });
    renderApp(PAGE);
    expect(await screen.findByTestId('wake-up-alert', {}, WAIT)).toHaveTextContent('Wake up The Lock');
  });

  test("the password is checked by the contract's schema before it is sent", async () => {
    signIn(owner);
    const state = { device: metroDevice(), commands: [] as metrowatch.Command[] };
    const { calls } = serveLock(state, [
      [
        'POST',
        /^\/api\/metrowatch\/elock\/41\/set-password$/,
        () => json(202, { data: command({ command: 'set-password', params: { password: '****' } }) }),
      ],
    ]);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Set password' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(/New password/);
    await user.type(field, '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Use 4 to 8 Digits')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/metrowatch/elock/41/set-password')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '482915');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/metrowatch/elock/41/set-password')[0]?.body).toEqual({
      password: '482915',
    });
  });

  test('the parameters need one at least, and a value out of range is refused under its field', async () => {
    signIn(owner);
    const { calls } = serveLock({ device: metroDevice(), commands: [] }, [
      [
        'POST',
        /^\/api\/metrowatch\/elock\/41\/set-parameters$/,
        () => json(202, { data: command({ command: 'set-parameters' }) }),
      ],
    ]);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Set parameters' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Set at least one parameter')).toBeVisible();

    const volume = within(dialog).getByRole('textbox', { name: /Buzzer volume/ });
    await user.type(volume, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Must be between 0 and 3')).toBeVisible();
    await user.clear(volume);
    await user.type(volume, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/metrowatch/elock/41/set-parameters')[0]?.body).toEqual({
      buzzerVolume: 2,
    });
  });

  test('blocking after the confirmation calls the metrowatch block and shows Unblock', async () => {
    signIn(owner);
    const state = { device: metroDevice(), commands: [] as metrowatch.Command[] };
    const { calls } = serveLock(state, [
      [
        'POST',
        /^\/api\/metrowatch\/device\/41\/block$/,
        () => {
          state.device = metroDevice({ state: 'blocked' });
          return json(200, { data: state.device });
        },
      ],
    ]);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Block' }, WAIT));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' }, WAIT)).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/metrowatch/device/41/block')).toHaveLength(1);
  });

  test('A19 a device of another kind opened here links to its own page', async () => {
    signIn(owner);
    serve([
      [
        'GET',
        /^\/api\/device\/41$/,
        () => json(200, { data: registryDevice({ type: 'TLP1-P', serial: 'TLP-0001' }) }),
      ],
    ]);
    renderApp(PAGE);
    expect(await screen.findByText(/TLP-0001 is not one/, {}, WAIT)).toBeVisible();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/metro-watch/devices/personal-tracking/41');
  });

  test('when the Metro Watch view of the device fails to load, the page says so and offers a retry', async () => {
    signIn(owner);
    serveLock({ device: metroDevice(), commands: [] }, [
      ['GET', /^\/api\/metrowatch\/device\/41$/, () => json(500, { msg: 'boom' })],
    ]);
    renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Try again' }, WAIT)).toBeVisible();
    expect(screen.queryByTestId('lock-state')).toBeNull();
  });
});

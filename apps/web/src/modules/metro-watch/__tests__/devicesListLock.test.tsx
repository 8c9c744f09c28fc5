import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, command, owner, paged, registryDevice, serve, signIn } from './devicesKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const WAIT = { timeout: 15_000 };

describe('[METROWATCH] devices list: lock from a row', () => {
  test('locking a Metro Watch lock from its row sends the command (202) and says so, not that it is locked', async () => {
    signIn(owner);
    const { calls } = serve([
      ['GET', /^\/api\/metrowatch\/device$/, () => paged([registryDevice()])],
      ['POST', /^\/api\/device\/41\/lock$/, () => json(202, { data: command({ command: 'lock' }) })],
    ]);
    const { user } = renderApp('/metro-watch/devices/list');
    await user.click(await screen.findByRole('button', { name: 'Actions for LOCK-0001' }, WAIT));
    await user.click(await screen.findByRole('menuitem', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(
      await screen.findByText('Lock command sent to LOCK-0001: it locks when the device answers.', {}, WAIT),
    ).toBeVisible();
    expect(screen.queryByText('LOCK-0001 is locked.')).toBeNull();
    expect(callsTo(calls, 'POST', '/api/device/41/lock')).toHaveLength(1);
  });
});

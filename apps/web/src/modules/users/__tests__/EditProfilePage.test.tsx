import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, serve, signIn } from '../../companies/__tests__/kit.ts';
import { profileOf } from './kit.ts';

vi.setConfig({ testTimeout: 20_000 });

const EDIT = '/core/users/profile/10/edit';

function serveEdit() {
  return serve([
    [
      'GET',
      /^\/api\/user\/(10|31)\/info$/,
      (_call, match) =>
        json(200, {
          data: match[1] === '31' ? profileOf({ id: 31, firstName: 'Ali', lastName: 'Hassan' }) : profileOf(),
        }),
    ],
    [
      'PUT',
      /^\/api\/user\/10\/update$/,
      ({ body }) => json(200, { data: { ...profileOf(), ...(body as object) } }),
    ],
    [
      'PUT',
      /^\/api\/user\/10\/change-password$/,
      ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'Demo#12345'
          ? json(204, null)
          : json(400, { msg: 'The current password is not correct', code: 'USER_WRONG_PASSWORD' }),
    ],
  ]);
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('[CORE][USERS] edit profile', () => {
  test('saves first and last name (PUT /user/:id/update); the header shows the new name', async () => {
    signIn(owner);
    const { calls } = serveEdit();
    const { user } = renderApp(EDIT);
    const first = await screen.findByRole('textbox', { name: /First name/ });
    expect(first).toHaveValue('Customer');
    await user.clear(first);
    await user.type(first, 'Carla');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/user/10/update')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/user/10/update')[0]?.body).toEqual({
      firstName: 'Carla',
      lastName: 'Owner',
    });
    await waitFor(() => expect(storage.get('user')?.personalInfo.firstName).toBe('Carla'));
    expect(within(screen.getByRole('banner')).getByText('Carla Owner')).toBeInTheDocument();
  });

  test('R54 an empty name says Required and nothing is sent', async () => {
    signIn(owner);
    const { calls } = serveEdit();
    const { user } = renderApp(EDIT);
    const last = await screen.findByRole('textbox', { name: /Last name/ });
    await user.clear(last);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(last).toHaveAccessibleDescription('Required'));
    expect(callsTo(calls, 'PUT', '/api/user/10/update')).toHaveLength(0);
  });

  test('R51 R53 the password change checks the rules and the confirmation before sending', async () => {
    signIn(owner);
    const { calls } = serveEdit();
    const { user } = renderApp(EDIT);
    const card = await screen.findByTestId('change-password');
    await user.type(within(card).getByLabelText(/Current password/), 'Demo#12345');
    await user.type(within(card).getByLabelText(/^New password/), 'Better#2025');
    await user.type(within(card).getByLabelText(/Confirm new password/), 'Better#2026');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/user/10/change-password')).toHaveLength(0);
  });

  test("a wrong current password shows under its field; the right one sends this session's refresh token", async () => {
    signIn(owner);
    const { calls } = serveEdit();
    const { user } = renderApp(EDIT);
    const card = await screen.findByTestId('change-password');
    const current = within(card).getByLabelText(/Current password/);
    await user.type(current, 'Wrong#12345');
    await user.type(within(card).getByLabelText(/^New password/), 'Better#2025');
    await user.type(within(card).getByLabelText(/Confirm new password/), 'Better#2025');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct'));

    await user.clear(current);
    await user.type(current, 'Demo#12345');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. Your other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/user/10/change-password').at(-1)?.body).toEqual({
      currentPassword: 'Demo#12345',
      password: 'Better#2025',
      refreshToken: 'refresh-1',
    });
    expect(current).toHaveValue('');
  });

  test("another user's edit page has names only, no password card", async () => {
    signIn(owner);
    serveEdit();
    renderApp('/core/users/profile/31/edit');
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ali');
    expect(screen.queryByTestId('change-password')).not.toBeInTheDocument();
  });
});

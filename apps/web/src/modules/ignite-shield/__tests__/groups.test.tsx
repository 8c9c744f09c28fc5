import type { groups } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { toggleChannel } from '../../../kit/components/groups/NotificationMatrix.tsx';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, paged, type Route, serve, signIn } from './kit.ts';

// The first render of the app pulls in every module: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const at = '2025-06-01T10:00:00.000Z';
const base = {
  description: 'Night shift',
  company: { id: 3, name: 'Demo Customer' },
  users: [{ id: owner.id, name: 'Customer Owner', email: owner.email }],
  resources: [],
  createdAt: at,
  updatedAt: at,
};
const watchers: groups.NotificationGroup = {
  ...base,
  id: 4,
  name: 'Watchers',
  notifications: { operational: { immediate: ['email'] } },
  muted: { [owner.id]: false },
};
const operators: groups.PermissionGroup = {
  ...base,
  id: 8,
  name: 'Operators',
  permissions: { swam_alarms: ['view', 'acknowledge'] },
};

function serveGroups(more: Route[] = [], group = watchers) {
  return serve([
    ...more,
    ['GET', /^\/api\/swam\/notifications-group$/, () => paged([watchers])],
    ['GET', /^\/api\/swam\/permissions-group$/, () => paged([operators])],
    ['GET', /^\/api\/swam\/notifications-group\/4$/, () => json(200, { data: group })],
    ['GET', /^\/api\/company\/3\/user$/, () => paged([])],
    ['GET', /^\/api\/swam\/device$/, () => paged([])],
    ['GET', /^\/api\/structure\/search$/, () => paged([])],
  ]);
}
const bodyOf = (call: { body?: unknown } | undefined) =>
  typeof call?.body === 'string' ? JSON.parse(call.body) : call?.body;

describe('[SWAM][GROUPS] group screens', () => {
  test('toggleChannel keeps channels in order and drops empty methods and types', () => {
    const on = toggleChannel({}, 'battery', 'scheduled', 'sms', true);
    expect(toggleChannel(on, 'battery', 'scheduled', 'email', true)).toEqual({
      battery: { scheduled: ['email', 'sms'] },
    });
    expect(toggleChannel(on, 'battery', 'scheduled', 'sms', false)).toEqual({});
  });

  test('the list shows notification groups, and permission groups on the other tab', async () => {
    signIn(owner);
    serveGroups();
    renderApp('/ignite-shield/groups/list');
    const link = await screen.findByRole('link', { name: 'Watchers' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', '/ignite-shield/groups/edit-notification/4');
    expect(screen.getByText('Operational alarms: Email')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Permission groups' }));
    expect(await screen.findByRole('link', { name: 'Operators' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/ignite-shield/groups/edit-permission/8',
    );
  });

  test('create: a blank name is refused before sending; the matrix goes into the body', async () => {
    signIn(owner);
    const { calls } = serveGroups([
      ['POST', /^\/api\/swam\/notifications-group$/, () => json(201, { data: { ...watchers, id: 9 } })],
      ['GET', /^\/api\/swam\/notifications-group\/9$/, () => json(200, { data: { ...watchers, id: 9 } })],
    ]);
    renderApp('/ignite-shield/groups/create');
    const create = await screen.findByRole('button', { name: 'Create group' }, { timeout: 15_000 });
    await userEvent.click(create);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Required'));
    expect(callsTo(calls, 'POST', '/api/swam/notifications-group')).toHaveLength(0);

    await userEvent.type(name, 'Night shift');
    await userEvent.click(screen.getByRole('checkbox', { name: 'No data, Hourly digest: SMS' }));
    await userEvent.click(create);
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/swam/notifications-group')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'POST', '/api/swam/notifications-group')[0])).toMatchObject({
      name: 'Night shift',
      users: [],
      resources: [],
      notifications: { 'no-data': { scheduled: ['sms'] } },
    });
  });

  test('edit: the signed-in member mutes the group for themselves; a 418 on a user lands under Users', async () => {
    signIn(owner);
    const group = { ...watchers, muted: { ...watchers.muted } };
    const { calls } = serveGroups(
      [
        [
          'PATCH',
          /^\/api\/swam\/notifications-group\/4\/mute$/,
          () => {
            group.muted = { [owner.id]: true };
            return json(200, { data: group });
          },
        ],
        [
          'PUT',
          /^\/api\/swam\/notifications-group\/4$/,
          () => json(418, [{ param: 'users.0', msg: 'Choose a User of This Company' }]),
        ],
      ],
      group,
    );
    renderApp('/ignite-shield/groups/edit-notification/4');
    const mute = await screen.findByRole('switch', { name: /Mute this group for me/ }, { timeout: 15_000 });
    await userEvent.click(mute);
    await waitFor(() =>
      expect(callsTo(calls, 'PATCH', '/api/swam/notifications-group/4/mute')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(calls, 'PATCH', '/api/swam/notifications-group/4/mute')[0])).toEqual({
      muted: true,
    });
    await waitFor(() => expect(mute).toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a User of This Company')).toBeVisible();
  });
  test('edit-user: the user’s groups as two checklists, saved in one PUT', async () => {
    signIn(owner);
    const summary = (kind: groups.GroupKind, id: number, name: string): groups.GroupSummary => ({
      kind,
      id,
      name,
      description: '',
      company: base.company,
      usersCount: 1,
    });
    const { calls } = serveGroups([
      [
        'GET',
        /^\/api\/swam\/groups$/,
        () => paged([summary('notification', 4, 'Watchers'), summary('permission', 8, 'Operators')]),
      ],
      [
        'GET',
        /^\/api\/swam\/groups\/user\/12$/,
        () =>
          json(200, {
            data: {
              user: { id: 12, name: 'Mona Member', email: 'mona@customer.demo' },
              permissionGroups: [8],
              notificationGroups: [],
            },
          }),
      ],
      [
        'PUT',
        /^\/api\/swam\/groups\/user\/12$/,
        (call) =>
          json(200, {
            data: {
              user: { id: 12, name: 'Mona Member', email: 'mona@customer.demo' },
              ...(bodyOf(call) as object),
            },
          }),
      ],
    ]);
    renderApp('/ignite-shield/groups/edit-user/12');
    const watchers = await screen.findByRole('checkbox', { name: 'Watchers' }, { timeout: 15_000 });
    expect(screen.getByRole('checkbox', { name: 'Operators' })).toBeChecked();
    expect(watchers).not.toBeChecked();
    await userEvent.click(watchers);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Operators' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save memberships' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/swam/groups/user/12')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'PUT', '/api/swam/groups/user/12')[0])).toEqual({
      permissionGroups: [],
      notificationGroups: [4],
    });
    expect(await screen.findByText('Saved')).toBeVisible();
  });
});

import type { groups } from '@atrium/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import type { FilterOption } from '../../../ui/OptionList/index.ts';
import { resourceOptionsOf, toResources, userOptionsOf } from './GroupPickers.tsx';

export const GROUP_FIELDS = [
  'name',
  'description',
  'users',
  'resources',
  'permissions',
  'notifications',
] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];
/** Fields picked from a list: their own message beats the blank-field "Required". */
const CHOICES: GroupField[] = ['users', 'resources', 'permissions', 'notifications'];

type Issue = { path: PropertyKey[]; message: string };

/**
 * What both group forms hold: name and description as text, users and resources as picked options. `body`
 * parses the contract's form schema (the one the server checks); `failed` shows a 418 under its field
 * (`users.2` under users).
 */
export function useGroupForm(group?: groups.PermissionGroup | groups.NotificationGroup) {
  const form = useContractForm(
    GROUP_FIELDS,
    {
      name: group?.name ?? '',
      description: group?.description ?? '',
      users: '',
      resources: '',
      permissions: '',
      notifications: '',
    },
    'kit',
  );
  const [users, setUsers] = useState<FilterOption[]>(group ? userOptionsOf(group.users) : []);
  const [resources, setResources] = useState<FilterOption[]>(group ? resourceOptionsOf(group.resources) : []);
  const pick =
    (field: 'users' | 'resources', set: (next: FilterOption[]) => void) => (next: FilterOption[]) => {
      set(next);
      form.fields.clear(field);
    };
  const base = () => ({
    name: form.values.name,
    description: form.values.description,
    users: users.map((u) => Number(u.value)),
    resources: toResources(resources),
  });
  const topLevel = (issues: Issue[]) => issues.map((i) => ({ ...i, path: [String(i.path[0] ?? '')] }));
  function failed(error: unknown) {
    if (error instanceof ApiError && error.fieldErrors)
      form.fields.setFromIssues(
        topLevel(error.fieldErrors.map((f) => ({ path: f.param.split('.'), message: f.msg }))),
      );
  }
  return {
    ...form,
    users,
    resources,
    setUsers: pick('users', setUsers),
    setResources: pick('resources', setResources),
    base,
    failed,
    choices: CHOICES,
  };
}

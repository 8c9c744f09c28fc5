import { companies, permissions } from '@atrium/contracts';
import { Alert, Badge, Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, call } from '../../../lib/api.ts';
import { useSelectedCompany } from '../../../lib/company.ts';
import { describeError } from '../../../lib/errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { useCan } from '../../companies/access.ts';
import { companiesKeys, useCompany, useRoles } from '../../companies/api.ts';
import { CompanyNotFound } from '../../companies/components/CompanyNotFound.tsx';
import { CreateRoleModal } from '../../companies/components/CreateRoleModal.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { PermissionTree } from '../components/PermissionTree.tsx';
import type { PermissionNode } from '../labels.ts';

type Role = companies.CompanyRole;

/** GET /permissions/hierarchy: the catalogue changes with a release only. */
export const permissionTreeQuery = queryOptions({
  queryKey: ['permissions', 'tree'] as const,
  queryFn: async ({ signal }) =>
    (await call(permissions.tree, { signal, cache: 'long' })).data as PermissionNode[],
  staleTime: Number.POSITIVE_INFINITY,
});

const positive = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * /core/permissions/list: the roles of a company (?companyId=, else the company chosen in the header, else
 * the user's own) and the permissions of one (?roleId=). Custom roles are edited switch by switch, system
 * roles are read-only.
 */
export function PermissionsPage() {
  const { t } = useTranslation('permissions');
  const [search, setSearch] = useSearchParams();
  const user = useSessionUser();
  const selected = useSelectedCompany();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  const companyId = positive(search.get('companyId')) ?? selected?.id ?? user?.personalInfo.companyId ?? null;
  const company = useCompany(companyId);
  const roles = useRoles(companyId);
  const tree = useQuery(permissionTreeQuery);

  const chooseRole = (roleId: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('roleId', String(roleId));
        if (companyId) next.set('companyId', String(companyId));
        return next;
      },
      { replace: true },
    );

  const wantedRole = positive(search.get('roleId'));
  const role =
    roles.data?.find((candidate) => candidate.id === wantedRole) ??
    roles.data?.find((candidate) => !candidate.system) ??
    roles.data?.[0];

  let content: ReactNode;
  const notFound = [company, roles].some(
    (query) => query.isError && query.error instanceof ApiError && query.error.status === 404,
  );
  if (companyId === null) {
    content = <EmptyState title={t('noCompany.title')} description={t('noCompany.description')} />;
  } else if (notFound) {
    content = <CompanyNotFound />;
  } else if (roles.isError || tree.isError) {
    const failed = roles.isError ? roles : tree;
    content = (
      <ErrorState
        title={t('loadFailed')}
        description={describeError(t, failed.error)}
        onRetry={() => {
          void roles.refetch();
          void tree.refetch();
        }}
        retrying={roles.isFetching || tree.isFetching}
      />
    );
  } else if (roles.isPending || tree.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true" data-testid="permissions-loading">
        <Skeleton height={36} width={320} />
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={52} radius="md" />
        ))}
      </Stack>
    );
  } else if (!role) {
    content = <EmptyState title={t('noRoles')} />;
  } else {
    content = (
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <Select
                label={t('role')}
                w={320}
                value={String(role.id)}
                allowDeselect={false}
                searchable
                data={[
                  {
                    group: t('groups.custom'),
                    items: roles.data
                      .filter((r) => !r.system)
                      .map((r) => ({ value: String(r.id), label: r.name })),
                  },
                  {
                    group: t('groups.system'),
                    items: roles.data
                      .filter((r) => r.system)
                      .map((r) => ({ value: String(r.id), label: r.name })),
                  },
                ].filter((group) => group.items.length > 0)}
                onChange={(value) => value && chooseRole(Number(value))}
              />
              <Badge variant="light" color={role.system ? 'gray' : 'indigo'} mb={8}>
                {role.system ? t('kind.system') : t('kind.custom')}
              </Badge>
            </Group>
            {can(['p_company_users_assign_role']) && (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
                {t('newRole')}
              </Button>
            )}
          </Group>
          {role.description && (
            <Text size="sm" c="dimmed" mt="sm">
              {role.description}
            </Text>
          )}
        </Card>
        <RoleEditor
          key={`${companyId}-${role.id}`}
          companyId={companyId}
          role={role}
          tree={tree.data}
          editable={!role.system && can(['p_company_users_assign_role'])}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={company.data ? t('descriptionOf', { company: company.data.name }) : t('description')}
      />
      {content}
      {companyId !== null && (
        <CreateRoleModal
          companyId={companyId}
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(created) => chooseRole(created.id)}
        />
      )}
    </Stack>
  );
}

interface RoleEditorProps {
  companyId: number;
  role: Role;
  tree: PermissionNode[];
  editable: boolean;
}

/**
 * One role's switches. A toggle is optimistic: on adds the action and its dependencies (R2, the contract's
 * `permissions.toggle`), off removes the action (R3); the new set is PUT at once, and a refusal puts the
 * previous set back (R4) while the API client shows the server's message.
 */
function RoleEditor({ companyId, role, tree, editable }: RoleEditorProps) {
  const { t } = useTranslation('permissions');
  const queryClient = useQueryClient();
  const [granted, setGranted] = useState<ReadonlySet<string>>(() => new Set(role.permissions));
  const [opened, setOpened] = useState<string[]>(() => {
    const withGrants = tree
      .filter((module) => role.permissions.some((key) => key === module.key))
      .map((module) => module.key);
    return withGrants.length > 0 ? withGrants.slice(0, 3) : tree.slice(0, 1).map((module) => module.key);
  });
  const save = useMutation({
    mutationFn: (keys: string[]) =>
      call(companies.updateRole, { params: { id: companyId, roleId: role.id }, body: { permissions: keys } }),
  });

  const toggle = (key: string, on: boolean) => {
    const previous = granted;
    const next = permissions.toggle(previous, key, on);
    setGranted(next);
    save.mutate([...next], {
      onSuccess: ({ data }) => {
        setGranted(new Set(data.permissions));
        queryClient.setQueryData(companiesKeys.roles(companyId), (current: Role[] | undefined) =>
          current?.map((candidate) => (candidate.id === data.id ? data : candidate)),
        );
      },
      onError: () => setGranted(previous),
    });
  };

  const allOpen = opened.length === tree.length;
  return (
    <Stack gap="sm">
      {!editable && (
        <Alert variant="light" color="gray" icon={<IconLock />} data-testid="read-only">
          {role.system ? t('readOnly.system') : t('readOnly.noPermission')}
        </Alert>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {save.isPending
            ? t('saving')
            : t('summary', { count: [...granted].filter((k) => k.startsWith('p_')).length })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpened(allOpen ? [] : tree.map((m) => m.key))}
        >
          {allOpen ? t('collapseAll') : t('expandAll')}
        </Button>
      </Group>
      <PermissionTree
        nodes={tree}
        granted={granted}
        readOnly={!editable}
        busy={save.isPending}
        onToggle={toggle}
        opened={opened}
        onOpenedChange={setOpened}
      />
    </Stack>
  );
}

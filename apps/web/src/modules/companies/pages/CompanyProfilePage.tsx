import type { companies } from '@atrium/contracts';
import { Anchor, Badge, Button, Card, DataList, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconShieldLock, IconUserShield, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { isActingAsSecondary, useSessionUser } from '../../../lib/session.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { Tabs } from '../../../ui/Tabs/index.ts';
import { loginAsOwnerPath } from '../../users/paths.ts';
import { useCan } from '../access.ts';
import { companyQuery, useCompany } from '../api.ts';
import { CompanyNotFound } from '../components/CompanyNotFound.tsx';
import { ContractBadge } from '../components/ContractBadge.tsx';
import { formatDate } from '../components/format.ts';
import { BackLink, PageHeader } from '../components/PageHeader.tsx';
import { RolesTab } from '../components/RolesTab.tsx';
import { UsersTab } from '../components/UsersTab.tsx';
import { COMPANIES_LIST_PATH, companyEditPath, companyProfilePath } from '../paths.ts';
import { companyIdOf } from './EditCompanyPage.tsx';

const TABS = ['users', 'roles'] as const;
type Tab = (typeof TABS)[number];

/**
 * /core/companies/profile/:companyId: the company's type, contract status (R13) and parent; tabs Users and
 * Roles for whoever may see a company's users (p_company_users_view). Another tenant's company is a 404.
 */
export function CompanyProfilePage() {
  const { t } = useTranslation('companies');
  const id = companyIdOf(useParams().companyId);
  const company = useCompany(id);
  const can = useCan();
  const me = useSessionUser();
  // R124: a company one manages (admins: any), not one's own, and not while already acting as an owner.
  const mayActAsOwner =
    !!me && (me.isAdmin || me.personalInfo.companyId !== company.data?.id) && !isActingAsSecondary();

  let content: ReactNode;
  if (id === 0 || (company.isError && company.error instanceof ApiError && company.error.status === 404)) {
    content = <CompanyNotFound />;
  } else if (company.isError) {
    content = <QueryErrorState title={t('profile.loadFailed')} query={company} />;
  } else if (company.isPending) {
    content = <DetailsSkeleton />;
  } else {
    content = (
      <>
        <DetailsCard company={company.data} />
        {can(['p_company_users_view']) && <CompanyTabs companyId={company.data.id} />}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        before={<BackLink to={COMPANIES_LIST_PATH}>{t('list.title')}</BackLink>}
        title={
          company.data ? (
            <Group gap="sm" component="span">
              <span data-testid="company-name">{company.data.name}</span>
              <Badge variant="outline" size="lg">
                {t(`companyTypes.${company.data.type}`)}
              </Badge>
            </Group>
          ) : (
            t('profile.title')
          )
        }
        actions={
          company.data &&
          can(['p_company_update']) && (
            <>
              {mayActAsOwner && (
                <Button
                  component={Link}
                  to={loginAsOwnerPath(company.data.id)}
                  variant="default"
                  leftSection={<IconUserShield size={16} />}
                >
                  {t('profile.actAsOwner')}
                </Button>
              )}
              <Button
                component={Link}
                to={companyEditPath(company.data.id)}
                variant="light"
                leftSection={<IconPencil size={16} />}
              >
                {t('profile.edit')}
              </Button>
            </>
          )
        }
      />
      {content}
    </Stack>
  );
}

function DetailsSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="company-loading" aria-busy="true">
      <Stack gap="sm">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={16} width={`${70 - row * 10}%`} />
        ))}
      </Stack>
    </Card>
  );
}

function DetailsCard({ company }: { company: companies.Company }) {
  const { t } = useTranslation('companies');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="company-details">
      <DataList withDivider labelWidth={180}>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.type')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`companyTypes.${company.type}`)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.email')}</DataList.ItemLabel>
          <DataList.ItemValue dir="ltr">{company.email}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.contractStatus')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <ContractBadge status={company.contractStatus} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.parent')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <ParentCompany id={company.parentCompanyId} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('profile.createdAt')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(company.createdAt)}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
    </Card>
  );
}

/** The managing company: a link when the caller may see it, else just that there is one. */
function ParentCompany({ id }: { id: number | null }) {
  const { t } = useTranslation('companies');
  const parent = useQuery({ ...companyQuery(id ?? 0), enabled: id !== null, retry: false });
  if (id === null) return <Text c="dimmed">{t('profile.noParent')}</Text>;
  if (parent.isPending) return <Skeleton height={14} width={120} />;
  if (parent.isError) return <Text c="dimmed">{t('profile.parentHidden')}</Text>;
  return (
    <Anchor component={Link} to={companyProfilePath(parent.data.id)}>
      {parent.data.name}
    </Anchor>
  );
}

function CompanyTabs({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'users';
  return (
    <Card withBorder radius="md" padding="lg">
      <Tabs
        aria-label={t('profile.tabsLabel')}
        value={tab}
        onChange={(value) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            value: 'users',
            label: t('profile.tabs.users'),
            icon: <IconUsers size={16} />,
            content: <UsersTab companyId={companyId} />,
          },
          {
            value: 'roles',
            label: t('profile.tabs.roles'),
            icon: <IconShieldLock size={16} />,
            content: <RolesTab companyId={companyId} />,
          },
        ]}
      />
    </Card>
  );
}

import { companies } from '@atrium/contracts';
import { Button, Card, Group, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { useCan } from '../access.ts';
import { useCompany, useSetContract, useUpdateCompany } from '../api.ts';
import { CompanyNotFound } from '../components/CompanyNotFound.tsx';
import { ContractBadge } from '../components/ContractBadge.tsx';
import { BackLink, PageHeader } from '../components/PageHeader.tsx';
import { companyProfilePath } from '../paths.ts';

const FIELDS = ['name', 'email'] as const;

export const companyIdOf = (raw: string | undefined): number => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Whoever manages a company sets its contract, never the company itself (the server says the same). */
export function useManagesCompany(company: companies.Company | undefined): boolean {
  const user = useSessionUser();
  const can = useCan();
  if (!company || !user) return false;
  const ownId = user.personalInfo.companyId;
  if (company.id === ownId) return false;
  const manages = user.isAdmin || (ownId !== null && company.parentCompanyId === ownId);
  return manages && can(['p_company_contract_management_update']);
}

/**
 * /core/companies/:companyId/edit (and /core/companies/profile/:companyId/edit): name and email; for a
 * company the caller's company manages, the contract switch Active / Suspended (R13).
 */
export function EditCompanyPage() {
  const { t } = useTranslation('companies');
  const id = companyIdOf(useParams().companyId);
  const company = useCompany(id);

  let content: ReactNode;
  if (id === 0 || (company.isError && company.error instanceof ApiError && company.error.status === 404)) {
    content = <CompanyNotFound />;
  } else if (company.isError) {
    content = <QueryErrorState title={t('profile.loadFailed')} query={company} />;
  } else if (company.isPending) {
    content = (
      <Card withBorder radius="md" padding="lg" data-testid="company-loading" aria-busy="true">
        <Stack gap="md">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} width="30%" />
        </Stack>
      </Card>
    );
  } else {
    content = (
      <>
        <DetailsForm key={company.data.id} company={company.data} />
        <ContractCard company={company.data} />
      </>
    );
  }

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader
        title={t('edit.title')}
        description={company.data?.name}
        before={id > 0 && <BackLink to={companyProfilePath(id)}>{t('profile.title')}</BackLink>}
      />
      {content}
    </Stack>
  );
}

function DetailsForm({ company }: { company: companies.Company }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const update = useUpdateCompany(company.id);
  const { values, change, parse, fields } = useContractForm(
    FIELDS,
    { name: company.name, email: company.email },
    'companies',
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(companies.update.schemas.body, values);
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => navigate(companyProfilePath(company.id)),
      onError: (error) => fields.setFromError(error),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('edit.details')}
          </Title>
          <TextInput
            label={t('form.name')}
            value={values.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={fields.message('name')}
            withAsterisk
          />
          <TextInput
            label={t('form.email')}
            type="email"
            dir="ltr"
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={fields.message('email')}
            withAsterisk
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button component={Link} to={companyProfilePath(company.id)} variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** R13: Active or Suspended, for a managed company only; hidden for the own company. */
function ContractCard({ company }: { company: companies.Company }) {
  const { t } = useTranslation('companies');
  const manages = useManagesCompany(company);
  const setContract = useSetContract(company.id);
  if (!manages) return null;
  const active = company.contractStatus === 'Active';
  return (
    <Card withBorder radius="md" padding="lg" data-testid="contract-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('contract.title')}
          </Title>
          <ContractBadge status={company.contractStatus} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('contract.description')}
        </Text>
        <Switch
          label={t('contract.switch')}
          checked={active}
          disabled={setContract.isPending}
          onChange={(event) => setContract.mutate(event.currentTarget.checked ? 'Active' : 'Inactive')}
        />
      </Stack>
    </Card>
  );
}

import { auth, companyNameSearch, SEARCH_DEBOUNCE_MS } from '@atrium/contracts';
import { Alert, Anchor, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconLock, IconUserShield } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COMPANY_PAGE_SIZE, listCompanies } from '../../../lib/companies.ts';
import { hasPermissions, useAccessContext } from '../../../lib/permissions.ts';
import { fullName, isActingAsSecondary, useSessionUser } from '../../../lib/session.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { useActAsOwner, useSignOut } from '../api.ts';
import { usePrimaryUser } from '../components/ActingAsBanner.tsx';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { actAsErrorText } from '../links.ts';

const FIELDS = ['companyId'] as const;
const UPDATE = ['p_company_update'];

/**
 * /core/auth/company-owner-login (R124): a signed-in user who manages companies (p_company_update, or an
 * admin) picks one and goes on as its owner in this tab. While the tab already acts as an owner, the page
 * says so and offers the way back. Without a session the loader sends the visitor to sign-in first.
 */
export function CompanyOwnerLoginPage() {
  const { t } = useTranslation('auth');
  const access = useAccessContext();
  // Decided once, for the session the page opened with: the form's own success switches this tab to the
  // owner's session (other permissions), and the form must stay to lead on from there.
  const [opened] = useState(() => ({
    acting: isActingAsSecondary(),
    allowed: hasPermissions(access, UPDATE),
  }));

  if (opened.acting) return <ActingSummary />;
  return (
    <Stack gap="lg">
      <AuthHeading title={t('ownerLogin.title')} subtitle={t('ownerLogin.subtitle')} />
      {!opened.allowed ? (
        <Alert color="yellow" variant="light" icon={<IconLock />} data-testid="owner-login-forbidden">
          {t('ownerLogin.forbidden')}
        </Alert>
      ) : (
        <OwnerLoginForm />
      )}
      <Anchor component={Link} to="/" size="sm" ta="center">
        {t('ownerLogin.backToApp')}
      </Anchor>
    </Stack>
  );
}

function OwnerLoginForm() {
  const { t } = useTranslation('auth');
  const me = useSessionUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const actAs = useActAsOwner();
  const { values, change, parse, fields } = useContractForm(
    FIELDS,
    { companyId: searchParams.get('companyId') ?? '' },
    'auth',
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const nameFilter = companyNameSearch(debounced);
  const companies = useQuery({
    queryKey: ['companies', 'owner-login', nameFilter ?? ''],
    queryFn: ({ signal }) => listCompanies({ nameFilter, limit: COMPANY_PAGE_SIZE, skip: 0 }, signal),
  });
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  // One's own company is not one to act in (AUTH_OWN_COMPANY), except for admins.
  const ownCompanyId = me && !me.isAdmin ? me.personalInfo.companyId : null;
  const options = (companies.data?.data ?? [])
    .filter((company) => company.id !== ownCompanyId)
    .map((company) => ({ value: String(company.id), label: company.name }));
  // Keep the chosen company listed while another search is typed.
  if (values.companyId && chosenLabel && !options.some((option) => option.value === values.companyId))
    options.unshift({ value: values.companyId, label: chosenLabel });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(auth.loginAsCompanyOwner.schemas.body, values);
    if (!body) return;
    actAs.mutate(body.companyId, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => {
        if (!fields.setFromError(error))
          fields.setFromIssues([{ path: ['companyId'], message: actAsErrorText(t, error) }]);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {companies.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {actAsErrorText(t, companies.error)}
          </Alert>
        )}
        <Select
          label={t('ownerLogin.company')}
          placeholder={t('ownerLogin.companyPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={companies.isFetching ? t('ownerLogin.searching') : t('ownerLogin.noCompanies')}
          rightSection={companies.isFetching ? <Loader size="xs" /> : undefined}
          data={options}
          value={values.companyId || null}
          onChange={(value, option) => {
            change('companyId', value ?? '');
            setChosenLabel(option?.label ?? null);
            actAs.reset();
          }}
          error={fields.message('companyId')}
          withAsterisk
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          {t('ownerLogin.hint')}
        </Text>
        <Button type="submit" fullWidth loading={actAs.isPending} leftSection={<IconUserShield size={16} />}>
          {t('ownerLogin.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** This tab acts as an owner already: whom, for whom, and the choice to go on or to return. */
function ActingSummary() {
  const { t } = useTranslation('auth');
  const user = useSessionUser();
  const primary = usePrimaryUser();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <Stack gap="lg" data-testid="acting-summary">
      <AuthHeading
        title={t('acting.title', { company: user.personalInfo.company?.name ?? '' })}
        subtitle={t('acting.body', { owner: fullName(user), actor: primary ? fullName(primary) : '' })}
      />
      <Group grow>
        <Button variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('acting.return')}
        </Button>
        <Button component={Link} to="/">
          {t('acting.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

import { market } from '@atrium/contracts';
import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../../lib/errors.ts';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useDeployPackage } from '../../api/packages.ts';
import { PACKAGES_PATHS } from '../../paths.ts';

const FIELDS = ['code', 'appName'] as const;
const isApp = (value: string | undefined): value is market.MarketApp =>
  (market.MARKET_APPS as readonly string[]).includes(value ?? '');

/**
 * /core/packages/add and /core/packages/add/:code/:appName (a link a merchant sends): adds a package bought
 * outside the platform to the company by its code, for one app. The server's 418 names the field.
 */
export function AddPackagePage() {
  const { t } = useTranslation('market');
  const params = useParams();
  const form = useContractForm(
    FIELDS,
    { code: params.code ?? '', appName: isApp(params.appName) ? params.appName : '' },
    'market',
  );
  const deploy = useDeployPackage();
  const [added, setAdded] = useState<market.MarketPackage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const body = form.parse(market.deployPackage.schemas.body, form.values, ['appName']);
    if (!body) return;
    deploy.mutate(body, {
      onSuccess: (pkg) => {
        setAdded(pkg);
        form.reset();
      },
      onError: (error) => {
        if (!form.fields.setFromError(error)) setFailure(describeError(t, error));
      },
    });
  };

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader
        title={t('packages.addTitle')}
        description={t('packages.addDescription')}
        before={<BackLink to={PACKAGES_PATHS.externalOrders}>{t('packages.title')}</BackLink>}
      />
      {added && (
        <Alert
          color="green"
          icon={<IconPackage />}
          title={t('packages.added', { code: added.code })}
          role="status"
        >
          <Text size="sm">
            {t('packages.addedDetails', {
              model: added.model.name,
              app: t(`apps.${added.app}`),
              until: added.validUntil ? formatDate(added.validUntil) : '—',
            })}
          </Text>
          <Anchor component={Link} to={PACKAGES_PATHS.externalOrders} size="sm">
            {t('packages.seeAll')}
          </Anchor>
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Card withBorder>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack>
            <TextInput
              label={t('packages.code')}
              placeholder="PKG-XXXX-XXXX-XXXX"
              {...form.input('code')}
              autoComplete="off"
              required
            />
            <Select
              label={t('packages.app')}
              data={market.MARKET_APPS.map((app) => ({ value: app, label: t(`apps.${app}`) }))}
              value={form.values.appName || null}
              onChange={(value) => form.change('appName', value ?? '')}
              error={form.fields.message('appName')}
              required
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={deploy.isPending}>
                {t('packages.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

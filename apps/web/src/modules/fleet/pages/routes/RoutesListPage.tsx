import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../companies/access.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { RoutesTable } from '../../components/dispatch/RoutesTable.tsx';
import { FLEET_PATHS } from '../../paths.ts';

/** /fleet/routes/routes: the company's routes (ordered stops a job's vehicle follows). */
export function RoutesListPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dispatch.routes.title')}
        description={t('dispatch.routes.pageDescription')}
        actions={
          can(FLEET_KEYS.routes.create) && (
            <Button component={Link} to={FLEET_PATHS.routeCreate} leftSection={<IconPlus size={16} />}>
              {t('dispatch.routes.create')}
            </Button>
          )
        }
      />
      <RoutesTable />
    </Stack>
  );
}

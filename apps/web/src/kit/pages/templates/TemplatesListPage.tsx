import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { templatePermissionsOf, useCan } from '../../access.ts';
import { TemplatesTable } from '../../components/templates/TemplatesTable.tsx';
import { useKitApp } from '../../KitAppContext.tsx';

/** /ignite-shield/templates/list: the company's alarm templates. */
export function TemplatesListPage() {
  const app = useKitApp();
  const { paths } = app;
  const { t } = useTranslation('kit');
  const can = useCan();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={
          can(templatePermissionsOf(app).create) && (
            <Button component={Link} to={paths.templateCreate} leftSection={<IconPlus size={16} />}>
              {t('templates.create')}
            </Button>
          )
        }
      />
      <TemplatesTable />
    </Stack>
  );
}

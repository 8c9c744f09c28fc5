import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useCan } from '../../access.ts';
import { TEMPLATE_PERMISSIONS } from '../../components/templates/access.ts';
import { TemplatesTable } from '../../components/templates/TemplatesTable.tsx';
import { TEMPLATE_CREATE_PATH } from '../../paths.ts';

/** /ignite-shield/templates/list: the company's alarm templates. */
export function TemplatesListPage() {
  const { t } = useTranslation('ignite-shield');
  const can = useCan();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={
          can(TEMPLATE_PERMISSIONS.create) && (
            <Button component={Link} to={TEMPLATE_CREATE_PATH} leftSection={<IconPlus size={16} />}>
              {t('templates.create')}
            </Button>
          )
        }
      />
      <TemplatesTable />
    </Stack>
  );
}

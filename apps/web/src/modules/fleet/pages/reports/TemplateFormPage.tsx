import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { LoadingBar } from '../../../../ui/LoadingBar.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useReportTemplate } from '../../api/reports.ts';
import { FLEET_PATHS } from '../../paths.ts';
import { TemplateForm } from './TemplateForm.tsx';

/**
 * /fleet/reports/create-template: a new report template, or `?id=` an existing one to edit. Saved, it goes
 * back to the templates list.
 */
export function TemplateFormPage() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const template = useReportTemplate(id);
  const back = (
    <Button
      component={Link}
      to={FLEET_PATHS.reportsList}
      variant="subtle"
      leftSection={<IconArrowBack size={16} />}
      w="fit-content"
      px={0}
    >
      {t('reports.form.back')}
    </Button>
  );
  const header = (
    <PageHeader
      before={back}
      title={id === null ? t('reports.form.createTitle') : t('reports.form.editTitle')}
      description={t('reports.form.description')}
    />
  );
  if (id !== null && template.isPending)
    return (
      <Stack gap="lg">
        {header}
        <LoadingBar />
      </Stack>
    );
  if (id !== null && template.isError)
    return (
      <Stack gap="lg">
        {header}
        {template.error instanceof ApiError && template.error.status === 404 ? (
          <Alert color="orange" role="alert">
            {t('reports.form.notFound')}
          </Alert>
        ) : (
          <QueryErrorState title={t('reports.form.notFound')} query={template} />
        )}
      </Stack>
    );
  return (
    <Stack gap="lg">
      {header}
      <Paper withBorder p="lg" maw={720}>
        <TemplateForm
          key={template.data?.id ?? 'new'}
          template={id === null ? null : (template.data ?? null)}
          onSaved={() => void navigate(FLEET_PATHS.reportsList)}
        />
      </Paper>
    </Stack>
  );
}

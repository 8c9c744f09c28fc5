import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingBar } from '../../../ui/LoadingBar.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useReportsCompanyId } from '../access.ts';
import { useReport } from '../api.ts';
import { ReportForm } from '../components/ReportForm.tsx';
import { RunsCard } from '../components/RunsCard.tsx';
import { REPORTS_LIST_PATH } from '../paths.ts';

/** An existing report: loaded, then its form and its past runs. */
function EditReport({ companyId, id }: { companyId: number; id: number }) {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const report = useReport(companyId, id);
  if (report.isPending) return <LoadingBar />;
  if (report.isError)
    return report.error instanceof ApiError && report.error.status === 404 ? (
      <Alert color="orange" role="alert">
        {t('form.notFound')}
      </Alert>
    ) : (
      <QueryErrorState title={t('form.loadFailed')} query={report} />
    );
  return (
    <Stack gap="lg">
      <ReportForm
        key={report.data.id}
        companyId={companyId}
        report={report.data}
        onSaved={() => void navigate(REPORTS_LIST_PATH)}
      />
      <RunsCard companyId={companyId} report={report.data} />
    </Stack>
  );
}

/** /reports/create and /reports/edit/:id: the report's form with its live preview; saved, back to the list. */
export function ReportFormPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const companyId = useReportsCompanyId();
  const { id: raw } = useParams();
  const id = raw === undefined ? null : Number(raw);
  const back = (
    <Button
      component={Link}
      to={REPORTS_LIST_PATH}
      variant="subtle"
      leftSection={<IconArrowBack size={16} />}
      w="fit-content"
      px={0}
    >
      {t('form.back')}
    </Button>
  );
  let body: React.ReactNode;
  if (companyId === null)
    body = (
      <Alert color="blue" variant="light">
        {t('list.chooseCompany')}
      </Alert>
    );
  else if (id === null)
    body = (
      <ReportForm companyId={companyId} report={null} onSaved={() => void navigate(REPORTS_LIST_PATH)} />
    );
  else if (!Number.isInteger(id) || id <= 0)
    body = (
      <Alert color="orange" role="alert">
        {t('form.notFound')}
      </Alert>
    );
  else body = <EditReport companyId={companyId} id={id} />;
  return (
    <Stack gap="lg">
      <PageHeader
        before={back}
        title={id === null ? t('form.createTitle') : t('form.editTitle')}
        description={t('form.description')}
      />
      {body}
    </Stack>
  );
}

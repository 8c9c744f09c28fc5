import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

export function LiveLogsPage() {
  const { t } = useTranslation('neuron');
  return <PageHeader title={t('nav.liveLogs')} />;
}

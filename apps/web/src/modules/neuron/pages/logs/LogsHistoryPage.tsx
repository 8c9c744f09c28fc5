import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

export function LogsHistoryPage() {
  const { t } = useTranslation('neuron');
  return <PageHeader title={t('nav.logsHistory')} />;
}

import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

export function DashboardPage() {
  const { t } = useTranslation('neuron');
  return <PageHeader title={t('nav.dashboard')} />;
}

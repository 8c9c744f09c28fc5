import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

export function ResidentsListPage() {
  const { t } = useTranslation('neuron');
  return <PageHeader title={t('nav.residentsList')} />;
}

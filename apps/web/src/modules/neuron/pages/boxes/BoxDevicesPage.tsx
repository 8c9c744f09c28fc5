import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

export function BoxDevicesPage() {
  const { t } = useTranslation('neuron');
  return <PageHeader title={t('boxes.devicesTitle')} />;
}

import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

export function AccessFormPage({ mode }: { mode: 'create' | 'update' }) {
  const { t } = useTranslation('neuron');
  return <PageHeader title={t(mode === 'create' ? 'nav.createAccess' : 'accesses.updateTitle')} />;
}

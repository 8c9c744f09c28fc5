import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

export function ResidentProfilePage({ me }: { me: boolean }) {
  const { t } = useTranslation('neuron');
  return <PageHeader title={t(me ? 'nav.profileMe' : 'residents.profileTitle')} />;
}

import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState/index.ts';

/** An admin who has not chosen a company in the header: places always belong to one. */
export function CompanyRequired() {
  const { t } = useTranslation('places');
  return <EmptyState title={t('common.noCompany.title')} description={t('common.noCompany.description')} />;
}

import type { companies } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contractStatusLabelOf } from './contract.ts';

/** R13: Active, or Inactive shown as "Suspended". */
export function ContractBadge({ status }: { status: companies.Company['contractStatus'] }) {
  const { t } = useTranslation('companies');
  const label = contractStatusLabelOf(status);
  return (
    <Badge variant="light" color={label === 'Active' ? 'teal' : 'orange'} data-contract={status}>
      {t(`contract.${label}`)}
    </Badge>
  );
}

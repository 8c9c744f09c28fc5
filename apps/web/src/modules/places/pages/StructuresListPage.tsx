import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { usePlacesCompanyId } from '../access.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { CreateLink } from '../components/CreateLink.tsx';
import { StructureCounts } from '../components/structures/StructureCounts.tsx';
import { StructuresTable } from '../components/structures/StructuresTable.tsx';
import { CORE_STRUCTURE_PATHS } from '../paths.ts';

/** /core/structures/all: the company's structures with their counts; create needs p_structure_create. */
export function StructuresListPage() {
  const { t } = useTranslation('places');
  const companyId = usePlacesCompanyId();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('structures.title')}
        description={t('structures.description')}
        actions={
          <CreateLink to={CORE_STRUCTURE_PATHS.create} permission="p_structure_create">
            {t('structures.create')}
          </CreateLink>
        }
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : (
        <>
          <StructureCounts companyId={companyId} />
          <StructuresTable
            key={companyId}
            companyId={companyId}
            paths={CORE_STRUCTURE_PATHS}
            tableKey="core_structures_all"
          />
        </>
      )}
    </Stack>
  );
}

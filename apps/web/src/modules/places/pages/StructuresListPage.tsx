import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useCan, usePlacesCompanyId } from '../access.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { StructureCounts } from '../components/structures/StructureCounts.tsx';
import { StructuresTable } from '../components/structures/StructuresTable.tsx';
import { CORE_STRUCTURE_PATHS } from '../paths.ts';

/** /core/structures/all: the company's structures with their counts; create needs p_structure_create. */
export function StructuresListPage() {
  const { t } = useTranslation('places');
  const can = useCan();
  const companyId = usePlacesCompanyId();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('structures.title')}
        description={t('structures.description')}
        actions={
          can(['p_structure_create']) &&
          companyId !== null && (
            <Button component={Link} to={CORE_STRUCTURE_PATHS.create} leftSection={<IconPlus size={16} />}>
              {t('structures.create')}
            </Button>
          )
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

import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import type { Resident } from '@atrium/contracts/anpr/residents';
import { EmptyState, Paper, Select, Stack } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../../ui/DataTable/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useStructureOptions } from '../../../places/components/assets/useStructureOptions.ts';
import { neuronKeys } from '../../api/keys.ts';
import { pickerCompanyId } from '../../api/params.ts';
import { fetchResidents } from '../../api/residents.ts';
import { residentColumns } from './ResidentsListPage.tsx';

/**
 * /neuron/residents/structures: the company's structures and who lives or works in each: choose a
 * structure (`?structureId=` keeps it), its residents are listed.
 */
export function StructuresPage() {
  const { t } = useTranslation('neuron');
  const [params, setParams] = useSearchParams();
  const structureId = Number(params.get('structureId')) || 0;
  const structures = useStructureOptions(pickerCompanyId());
  const columns = useMemo(() => residentColumns(t).filter((column) => column.id !== 'structures'), [t]);
  const fetchPage = useMemo(() => fetchResidents({ structureId }), [structureId]);
  return (
    <Stack gap="lg">
      <PageHeader title={t('structures.title')} description={t('structures.description')} />
      <Paper withBorder p="md">
        <Select
          label={t('structures.structure')}
          placeholder={t('structures.choose')}
          data={structures.data}
          value={structureId ? String(structureId) : null}
          onChange={(value) => setParams(value ? { structureId: value } : {}, { replace: true })}
          searchable
          searchValue={structures.search}
          onSearchChange={structures.setSearch}
          nothingFoundMessage={structures.loading ? t('common.loading') : t('structures.noStructures')}
          maw={420}
        />
      </Paper>
      {structureId ? (
        <DataTable<Resident>
          key={structureId}
          label={t('structures.residentsOf')}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={[...neuronKeys.residentList(), 'structure', structureId]}
          defaultPageSize={DEFAULT_PAGE_SIZE}
          searchPlaceholder={t('residents.search')}
          rowLabel={(row) => row.name}
          view="rows"
        />
      ) : (
        <EmptyState py="xl" icon={<IconBuilding />} withIndicatorBackground>
          <EmptyState.Title order={2}>{t('structures.chooseTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('structures.chooseHint')}</EmptyState.Description>
        </EmptyState>
      )}
    </Stack>
  );
}

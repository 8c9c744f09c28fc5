import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../modules/companies/components/PageHeader.tsx';
import { LoadState } from '../../modules/places/components/LoadState.tsx';
import { EmptyState } from '../../ui/EmptyState/index.ts';
import { useInventory } from '../api/devices.ts';

/**
 * <app>/devices/inventory (and `.../solution/:solutionId`): devices per hardware, in stock,
 * installed and with an active token.
 */
export function InventoryPage({ solutionId = null }: { solutionId?: number | null }) {
  const { t } = useTranslation('kit');
  const inventory = useInventory(solutionId);
  return (
    <Stack gap="lg">
      <PageHeader title={t('inventory.title')} description={t('inventory.description')} />
      <LoadState query={inventory} notFound={<EmptyState />}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState />
          ) : (
            <Table striped withTableBorder aria-label={t('inventory.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.hardware')}</Table.Th>
                  <Table.Th>{t('columns.type')}</Table.Th>
                  <Table.Th>{t('inventory.total')}</Table.Th>
                  <Table.Th>{t('inventory.inStock')}</Table.Th>
                  <Table.Th>{t('inventory.installed')}</Table.Th>
                  <Table.Th>{t('inventory.withToken')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.hardwareId}>
                    <Table.Td>{row.hardwareName}</Table.Td>
                    <Table.Td>{t(`types.${row.type}`, { defaultValue: row.type })}</Table.Td>
                    <Table.Td>{row.total}</Table.Td>
                    <Table.Td>{row.notInstalled}</Table.Td>
                    <Table.Td>{row.installed}</Table.Td>
                    <Table.Td>{row.withActiveToken}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </LoadState>
    </Stack>
  );
}

import { DEFAULT_PAGE_SIZE, type management } from '@atrium/contracts';
import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/DataTable/index.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { LoadingCard } from '../../places/components/LoadingCard.tsx';
import { fetchAllocations, managementKeys, useDeleteAllocation, useTokenStock } from '../api.ts';
import { AllocationModal } from '../components/AllocationModal.tsx';
import { allocationColumns } from '../components/CustomerTabs.tsx';

function StockCards({ stock }: { stock: management.TokenStock[] }) {
  const { t } = useTranslation('management');
  if (stock.length === 0)
    return <EmptyState title={t('tokens.noStockTitle')} description={t('tokens.noStockText')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {stock.map((s) => (
        <Card key={s.app} withBorder padding="md" data-testid={`stock-${s.app}`}>
          <Text fw={600}>{t(`apps.${s.app}`, { defaultValue: s.app })}</Text>
          <Text size="sm">{t('tokens.owned', { n: s.owned })}</Text>
          <Text size="sm">{t('tokens.allocatedN', { n: s.allocated })}</Text>
          <Text size="sm" fw={600} data-testid="unallocated">
            {t('tokens.unallocated', { n: s.unallocated })}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * /management/tokens/list: the integrator's spare tokens per app (owned, held by quotas, left) and its
 * customers' quotas with use, remaining and expiry; allocate, change or end a quota.
 */
export function TokensPage() {
  const { t } = useTranslation('management');
  const stock = useTokenStock();
  const remove = useDeleteAllocation();
  const [editing, setEditing] = useState<management.Allocation | null | 'new'>(null);
  const columns = useMemo(() => allocationColumns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('tokens.title')}
        description={t('tokens.description')}
        actions={
          <Button
            leftSection={<IconCoins size={16} />}
            onClick={() => setEditing('new')}
            disabled={!stock.data}
          >
            {t('tokens.allocate')}
          </Button>
        }
      />
      {stock.isError ? (
        <QueryErrorState title={t('common.loadFailed')} query={stock} />
      ) : stock.isPending ? (
        <LoadingCard rows={2} />
      ) : (
        <StockCards stock={stock.data} />
      )}
      <DataTable<management.Allocation>
        label={t('tokens.allocations')}
        columns={columns}
        fetchPage={fetchAllocations}
        queryKey={managementKeys.allocations()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey={false}
        rowLabel={(row) => `${row.customer.name} ${row.app}`}
        onEdit={(row) => setEditing(row)}
        onDelete={(row) => remove.mutateAsync(row.id)}
        deleteMessage={(row) => t('tokens.deleteQuestion', { name: row.customer.name })}
        view="rows"
      />
      {editing !== null && stock.data && (
        <AllocationModal
          allocation={editing === 'new' ? null : editing}
          stock={stock.data}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

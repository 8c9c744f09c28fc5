import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStructureCounts } from '../../api/structures.ts';

/** GET /company/:id/structure/meta: how many structures, inner structures, floors and spaces. */
export function StructureCounts({ companyId }: { companyId: number }) {
  const { t } = useTranslation('places');
  const counts = useStructureCounts(companyId);
  if (counts.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {t('counts.failed')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void counts.refetch()}>
          {t('common.retry')}
        </Anchor>
      </Text>
    );
  }
  const items = [
    ['structures', counts.data?.structures],
    ['innerStructures', counts.data?.innerStructures],
    ['floors', counts.data?.floors],
    ['spaces', counts.data?.spaces],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="structure-counts">
      {items.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`counts.${key}`)}
          </Text>
          {value === undefined ? (
            <Skeleton height={28} width={48} mt={4} />
          ) : (
            <Text fz="h3" fw={700}>
              {value}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

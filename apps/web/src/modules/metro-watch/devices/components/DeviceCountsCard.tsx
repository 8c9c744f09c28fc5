import type { metrowatch } from '@atrium/contracts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';

type Count = metrowatch.Dashboard['counts'][number];
const STATES = ['online', 'offline', 'neverSeen', 'blocked', 'installed'] as const;

/** How many devices of each type, and how many of them are online, offline, never seen, blocked, installed. */
export function DeviceCountsCard({ counts }: { counts: readonly Count[] }) {
  const { t } = useTranslation('metro-watch');
  const title = t('devices.dashboard.counts');
  const total = (pick: (count: Count) => number) => counts.reduce((sum, count) => sum + pick(count), 0);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {counts.length === 0 ? (
          <EmptyState variant="data" title={t('devices.dashboard.noDevices')} compact />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label={title} data-testid="device-counts" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('devices.dashboard.type')}</Table.Th>
                  <Table.Th>{t('devices.dashboard.total')}</Table.Th>
                  {STATES.map((state) => (
                    <Table.Th key={state}>{t(`devices.dashboard.states.${state}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {counts.map((count) => (
                  <Table.Tr key={count.type} data-type={count.type}>
                    <Table.Td>
                      {count.type}
                      <Text size="xs" c="dimmed">
                        {t(`devices.kinds.${count.detailKind}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td fw={600}>{count.total}</Table.Td>
                    {STATES.map((state) => (
                      <Table.Td key={state}>{count[state]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('devices.dashboard.total')}</Table.Th>
                  <Table.Th>{total((count) => count.total)}</Table.Th>
                  {STATES.map((state) => (
                    <Table.Th key={state}>{total((count) => count[state])}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

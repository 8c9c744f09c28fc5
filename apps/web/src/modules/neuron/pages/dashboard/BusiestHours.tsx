import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { busiestHoursGrid, type HourCell } from './busiestHours.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Reads per day of the week and hour: a table (every number readable), the busier the darker its cell. */
export function BusiestHours({ cells }: { cells: readonly HourCell[] }) {
  const { t } = useTranslation('neuron');
  const { rows, max } = busiestHoursGrid(cells);
  if (max === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table aria-label={t('dashboard.busiestHours')} withTableBorder withColumnBorders fz="xs" ta="center">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.columns.day')}</Table.Th>
            {HOURS.map((hour) => (
              <Table.Th key={hour} ta="center" px={2}>
                {String(hour).padStart(2, '0')}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.day}>
              <Table.Th scope="row">{t(`days.${row.day}`)}</Table.Th>
              {row.hours.map((reads, hour) => (
                <Table.Td
                  // biome-ignore lint/suspicious/noArrayIndexKey: an hour is its position
                  key={hour}
                  px={2}
                  c="black"
                  style={{ backgroundColor: `rgba(34, 139, 230, ${((reads / max) * 0.6).toFixed(2)})` }}
                >
                  {reads || ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

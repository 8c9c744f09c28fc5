import type { fleet } from '@atrium/contracts';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../companies/components/format.ts';

const when = (at: string | null) => (at ? formatDateTime(at) : '—');

/** The job's stops in order: planned and actual arrival, late or on time. */
export function JobStopsTable({ stops }: { stops: fleet.JobStop[] }) {
  const { t } = useTranslation('fleet');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('dispatch.jobs.stops')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('dispatch.jobs.stop')}</Table.Th>
            <Table.Th>{t('dispatch.jobs.plannedAt')}</Table.Th>
            <Table.Th>{t('dispatch.jobs.arrivedAt')}</Table.Th>
            <Table.Th>{t('dispatch.jobs.fields.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stops.map((stop, index) => (
            <Table.Tr key={stop.position} data-testid={`job-stop-${index + 1}`}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{stop.name}</Table.Td>
              <Table.Td>{when(stop.plannedAt)}</Table.Td>
              <Table.Td>{when(stop.arrivedAt)}</Table.Td>
              <Table.Td>
                {stop.late ? (
                  <Badge color="red" variant="light">
                    {t('dispatch.jobs.late')}
                  </Badge>
                ) : stop.arrivedAt ? (
                  <Badge color="green" variant="light">
                    {t('dispatch.jobs.arrived')}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    {t('dispatch.jobs.pending')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import type { metrowatch } from '@atrium/contracts';
import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { useDeviceCommands } from '../api/devices.ts';
import { CommandStateBadge } from './CommandStateBadge.tsx';

/** The device's latest commands with their states, asked again while one waits for the device. */
export function CommandsTable({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('metro-watch');
  const commands = useDeviceCommands(deviceId);
  const title = (
    <Title order={2} fz="h4" mb="sm">
      {t('devices.commands.title')}
    </Title>
  );
  if (commands.isPending) return <LoadingCard rows={3} />;
  if (commands.isError) return <QueryErrorState title={t('devices.commands.loadFailed')} query={commands} />;
  const rows = commands.data.data;
  return (
    <Card withBorder padding="lg">
      {title}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('devices.commands.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('devices.commands.title')} data-testid="commands-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('devices.columns.time')}</Table.Th>
                <Table.Th>{t('devices.columns.command')}</Table.Th>
                <Table.Th>{t('devices.columns.state')}</Table.Th>
                <Table.Th>{t('devices.columns.user')}</Table.Th>
                <Table.Th>{t('devices.columns.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((command) => (
                <CommandRow key={command.id} command={command} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function CommandRow({ command }: { command: metrowatch.Command }) {
  const { t } = useTranslation('metro-watch');
  return (
    <Table.Tr data-command={command.command}>
      <Table.Td>{formatDateTime(command.createdAt)}</Table.Td>
      <Table.Td>{t(`devices.commands.names.${command.command}`)}</Table.Td>
      <Table.Td>
        <CommandStateBadge state={command.state} />
      </Table.Td>
      <Table.Td>{command.user?.name ?? t(`devices.commands.sources.${command.source}`)}</Table.Td>
      <Table.Td>{command.message ?? ''}</Table.Td>
    </Table.Tr>
  );
}

import type * as panels from '@atrium/contracts/defcon/panels';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../companies/components/format.ts';
import { DEFCON_PATHS } from '../../paths.ts';

/** A panel's zones: number, name, the device in it, whether it is in alarm, and its last event. */
export function PanelZones({ panel }: { panel: panels.PanelDetails }) {
  const { t } = useTranslation('defcon');
  if (panel.zones.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('panels.zones.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('panels.zones.title')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('panels.zones.zone')}</Table.Th>
            <Table.Th>{t('panels.zones.name')}</Table.Th>
            <Table.Th>{t('panels.zones.device')}</Table.Th>
            <Table.Th>{t('panels.zones.state')}</Table.Th>
            <Table.Th>{t('panels.zones.lastEvent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {panel.zones.map((zone) => (
            <Table.Tr key={zone.zone}>
              <Table.Td>{zone.zone}</Table.Td>
              <Table.Td>{zone.name}</Table.Td>
              <Table.Td>
                {zone.device ? (
                  <Anchor component={Link} to={DEFCON_PATHS.panelDevice(panel.id, zone.device.id)} size="sm">
                    {zone.device.name || zone.device.serial}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={zone.alarmed ? 'red' : 'gray'} variant="light">
                  {t(zone.alarmed ? 'panels.zones.alarmed' : 'panels.zones.quiet')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {zone.lastEvent
                  ? `${zone.lastEvent.kind}${zone.lastEvent.restore ? ` (${t('panels.zones.restored')})` : ''} · ${formatDateTime(zone.lastEvent.at)}`
                  : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The panel's latest commands and where each stands. */
export function PanelCommandLog({ panel }: { panel: panels.PanelDetails }) {
  const { t } = useTranslation('defcon');
  if (panel.lastCommands.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('panels.commands.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('panels.commands.log')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('panels.commands.command')}</Table.Th>
            <Table.Th>{t('panels.commands.state')}</Table.Th>
            <Table.Th>{t('panels.commands.by')}</Table.Th>
            <Table.Th>{t('panels.commands.at')}</Table.Th>
            <Table.Th>{t('panels.commands.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {panel.lastCommands.map((command) => (
            <Table.Tr key={command.id}>
              <Table.Td>{t(`panels.commands.names.${command.command}`)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={
                    command.state === 'acknowledged'
                      ? 'teal'
                      : command.state === 'failed' || command.state === 'expired'
                        ? 'red'
                        : 'blue'
                  }
                >
                  {t(`panels.commands.states.${command.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{command.user?.name ?? '—'}</Table.Td>
              <Table.Td>{formatDateTime(command.createdAt)}</Table.Td>
              <Table.Td>{command.message ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import type { BoxDevice, EdgeBox } from '@atrium/contracts/anpr/boxes';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconLink, IconLinkOff, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadState } from '../../../defcon/components/LoadState.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { NEURON_KEYS } from '../../access.ts';
import { useBox, useBoxDevices, useUnlinkDevice } from '../../api/boxes.ts';
import { ConnectivityBadge, DeviceStateBadge, DirectionBadge } from '../../components/badges.tsx';
import { LinkDeviceModal } from '../../components/boxes/LinkDeviceModal.tsx';
import { when } from '../../components/format.ts';
import { NEURON_PATHS } from '../../paths.ts';

function LinkedDevices({ box, canChange }: { box: EdgeBox; canChange: boolean }) {
  const { t } = useTranslation('neuron');
  const devices = useBoxDevices(box.id);
  const unlink = useUnlinkDevice(box.id);
  const [editing, setEditing] = useState<{ link?: BoxDevice } | null>(null);
  const [unlinking, setUnlinking] = useState<BoxDevice | null>(null);
  const none = t('common.none');
  let content: React.ReactNode;
  if (devices.isError) content = <QueryErrorState title={t('boxes.devicesFailed')} query={devices} />;
  else if (devices.isPending) content = <LoadingCard rows={3} />;
  else if (devices.data.length === 0)
    content = (
      <Text c="dimmed" size="sm" data-testid="no-linked-devices">
        {t('boxes.noLinked')}
      </Text>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('boxes.devicesTitle')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('boxes.role')}</Table.Th>
              <Table.Th>{t('boxes.device')}</Table.Th>
              <Table.Th>{t('boxes.cameraName')}</Table.Th>
              <Table.Th>{t('boxes.direction')}</Table.Th>
              <Table.Th>{t('boxes.state')}</Table.Th>
              <Table.Th>{t('boxes.connectivity')}</Table.Th>
              <Table.Th>{t('boxes.lastSeen')}</Table.Th>
              {canChange && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {devices.data.map((device) => (
              <Table.Tr key={device.deviceId}>
                <Table.Td>{t(`boxes.roles.${device.role}`)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {device.name || device.serial}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {device.serial}
                  </Text>
                </Table.Td>
                <Table.Td dir="ltr">{device.cameraName ?? none}</Table.Td>
                <Table.Td>
                  {device.role === 'camera' ? <DirectionBadge direction={device.direction} /> : none}
                </Table.Td>
                <Table.Td>
                  <DeviceStateBadge state={device.state} />
                </Table.Td>
                <Table.Td>
                  <ConnectivityBadge connectivity={device.connectivity} />
                </Table.Td>
                <Table.Td>{when(device.lastSeenAt)}</Table.Td>
                {canChange && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {device.role === 'camera' && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('boxes.editLink', { name: device.name || device.serial })}
                          onClick={() => setEditing({ link: device })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('boxes.unlink', { name: device.name || device.serial })}
                        onClick={() => setUnlinking(device)}
                      >
                        <IconLinkOff size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Text component="h2" fw={700} fz="h4">
          {t('boxes.devicesTitle')}
        </Text>
        {canChange && (
          <Button size="xs" leftSection={<IconLink size={14} />} onClick={() => setEditing({})}>
            {t('boxes.link')}
          </Button>
        )}
      </Group>
      {content}
      {editing && <LinkDeviceModal boxId={box.id} link={editing.link} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={unlinking !== null}
        title={t('boxes.unlinkTitle')}
        message={t('boxes.unlinkQuestion', {
          name: unlinking?.name || unlinking?.serial || '',
          gate: box.gateName,
        })}
        confirmLabel={t('boxes.unlinkConfirm')}
        color="red.8"
        icon={<IconLinkOff size={16} />}
        onConfirm={() => unlinking && unlink.mutateAsync(unlinking.deviceId)}
        onClose={() => setUnlinking(null)}
      />
    </Paper>
  );
}

/** /neuron/boxes/box-linked-devices/:boxId: a gate's box, its cameras (Frigate name, direction) and barriers; link and unlink. */
export function BoxDevicesPage() {
  const { t } = useTranslation('neuron');
  const can = useCan();
  const raw = useParams().boxId;
  const boxId = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  const box = useBox(boxId);
  const back = { to: NEURON_PATHS.edgeBoxes, label: t('boxes.back') };
  return (
    <LoadState query={box} missing={boxId === 0} notFoundTitle={t('boxes.notFound')} back={back}>
      {(data) => (
        <Stack gap="lg">
          <PageHeader
            before={<BackLink to={back.to}>{back.label}</BackLink>}
            title={<span dir="auto">{data.gateName}</span>}
            description={t('boxes.devicesDescription')}
          />
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              <Fact label={t('boxes.serial')}>{data.serial}</Fact>
              <Fact label={t('boxes.structure')}>{data.structure?.name ?? t('common.none')}</Fact>
              <Fact label={t('boxes.connectivity')}>
                <ConnectivityBadge connectivity={data.connectivity} />
              </Fact>
              <Fact label={t('boxes.lastSeen')}>{when(data.lastSeenAt)}</Fact>
            </SimpleGrid>
          </Paper>
          <LinkedDevices box={data} canChange={can(NEURON_KEYS.devices.update)} />
        </Stack>
      )}
    </LoadState>
  );
}

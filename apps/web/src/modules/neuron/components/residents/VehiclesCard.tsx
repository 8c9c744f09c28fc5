import type { Vehicle } from '@atrium/contracts/anpr/vehicles';
import { ActionIcon, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../../ui/ConfirmDeleteDialog/index.ts';
import { useDeleteVehicle } from '../../api/residents.ts';
import { VehicleModal } from './VehicleModal.tsx';

interface VehiclesCardProps {
  residentId: number;
  vehicles: readonly Vehicle[];
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/** A resident's vehicles and their plates: add, edit, remove (asked first). */
export function VehiclesCard({ residentId, vehicles, canCreate, canUpdate, canDelete }: VehiclesCardProps) {
  const { t } = useTranslation('neuron');
  const [editing, setEditing] = useState<{ vehicle?: Vehicle } | null>(null);
  const [removing, setRemoving] = useState<Vehicle | null>(null);
  const remove = useDeleteVehicle();
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('vehicles.title')}
        </Title>
        {canCreate && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
            {t('vehicles.add')}
          </Button>
        )}
      </Group>
      {vehicles.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="no-vehicles">
          {t('vehicles.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('vehicles.title')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vehicles.plate')}</Table.Th>
                <Table.Th>{t('vehicles.make')}</Table.Th>
                <Table.Th>{t('vehicles.colour')}</Table.Th>
                {(canUpdate || canDelete) && <Table.Th>{t('common.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vehicles.map((vehicle) => (
                <Table.Tr key={vehicle.id}>
                  <Table.Td fw={600} dir="ltr">
                    {vehicle.plate}
                  </Table.Td>
                  <Table.Td>{vehicle.make || t('common.none')}</Table.Td>
                  <Table.Td>{vehicle.colour || t('common.none')}</Table.Td>
                  {(canUpdate || canDelete) && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {canUpdate && (
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('vehicles.editPlate', { plate: vehicle.plate })}
                            onClick={() => setEditing({ vehicle })}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        )}
                        {canDelete && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('vehicles.removePlate', { plate: vehicle.plate })}
                            onClick={() => setRemoving(vehicle)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <VehicleModal residentId={residentId} vehicle={editing.vehicle} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        opened={removing !== null}
        message={t('vehicles.removeQuestion', { plate: removing?.plate ?? '' })}
        onConfirm={() => removing && remove.mutateAsync(removing.id)}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}

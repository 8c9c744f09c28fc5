import type { places } from '@atrium/contracts';
import { Accordion, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLayoutBoard, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '../../../../ui/ConfirmDeleteDialog/index.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { useCan } from '../../access.ts';
import { useFloorMutations, useSpaceMutations } from '../../api/structures.ts';
import type { StructurePaths } from '../../paths.ts';
import { FloorModal } from './FloorModal.tsx';
import { SpaceModal } from './SpaceModal.tsx';
import { SpacesTable } from './SpacesTable.tsx';

type Editing =
  | { kind: 'floor'; floor?: places.Floor }
  | { kind: 'space'; floorId: number; space?: places.Space }
  | null;
type Deleting = { kind: 'floor' | 'space'; id: number; name: string } | null;

interface FloorsSectionProps {
  companyId: number;
  structure: places.StructureDetail;
  paths: StructurePaths;
}

/** A structure's floors, lowest first, each with its spaces; floors and spaces are added and changed here. */
export function FloorsSection({ companyId, structure, paths }: FloorsSectionProps) {
  const { t } = useTranslation('places');
  const can = useCan();
  const canUpdate = can(['p_structure_update']);
  const floorMutations = useFloorMutations(companyId);
  const spaceMutations = useSpaceMutations(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const floors = [...structure.floors].sort((a, b) => a.level - b.level);
  const nextLevel = floors.length ? Math.max(...floors.map((floor) => floor.level)) + 1 : 0;

  const addFloor = canUpdate && (
    <Group gap="xs">
      {paths.addFloors && (
        <Button component={Link} to={paths.addFloors(structure.id)} variant="light" size="xs">
          {t('floors.addMany')}
        </Button>
      )}
      <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ kind: 'floor' })}>
        {t('floors.add')}
      </Button>
    </Group>
  );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="floors-section">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('floors.title')}
          </Title>
          {addFloor}
        </Group>
        {floors.length === 0 ? (
          <EmptyState compact title={t('floors.emptyTitle')} description={t('floors.emptyDescription')} />
        ) : (
          <Accordion multiple defaultValue={floors.map((floor) => String(floor.id))} variant="separated">
            {floors.map((floor) => (
              <Accordion.Item key={floor.id} value={String(floor.id)}>
                <Accordion.Control>
                  <Group gap="sm">
                    <Text fw={500}>{floor.name}</Text>
                    <Badge variant="light" color="gray">
                      {t('floors.levelBadge', { level: floor.level })}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {t('floors.spacesCount', { count: floor.spacesCount })}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <Group gap="xs">
                      <Button
                        component={Link}
                        to={paths.layout(structure.id, floor.id)}
                        variant="light"
                        size="xs"
                        leftSection={<IconLayoutBoard size={14} />}
                      >
                        {t('layout.open')}
                      </Button>
                      {canUpdate && (
                        <>
                          <Button
                            variant="default"
                            size="xs"
                            leftSection={<IconPlus size={14} />}
                            onClick={() => setEditing({ kind: 'space', floorId: floor.id })}
                          >
                            {t('spaces.add')}
                          </Button>
                          <Button
                            variant="default"
                            size="xs"
                            leftSection={<IconPencil size={14} />}
                            onClick={() => setEditing({ kind: 'floor', floor })}
                          >
                            {t('floors.edit')}
                          </Button>
                          <Button
                            variant="subtle"
                            color="red"
                            size="xs"
                            leftSection={<IconTrash size={14} />}
                            onClick={() => setDeleting({ kind: 'floor', id: floor.id, name: floor.name })}
                          >
                            {t('floors.delete')}
                          </Button>
                        </>
                      )}
                    </Group>
                    <SpacesTable
                      spaces={floor.spaces}
                      onEdit={
                        canUpdate
                          ? (space) => setEditing({ kind: 'space', floorId: floor.id, space })
                          : undefined
                      }
                      onDelete={
                        canUpdate
                          ? (space) => setDeleting({ kind: 'space', id: space.id, name: space.name })
                          : undefined
                      }
                    />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
      {editing?.kind === 'floor' && (
        <FloorModal
          companyId={companyId}
          structureId={structure.id}
          floor={editing.floor}
          nextLevel={nextLevel}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'space' && (
        <SpaceModal
          companyId={companyId}
          floorId={editing.floorId}
          space={editing.space}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        message={
          deleting?.kind === 'floor'
            ? t('floors.deleteQuestion', { name: deleting.name })
            : t('spaces.deleteQuestion', { name: deleting?.name ?? '' })
        }
        onConfirm={() =>
          deleting?.kind === 'floor'
            ? floorMutations.remove.mutateAsync(deleting.id)
            : spaceMutations.remove.mutateAsync(deleting?.id ?? 0)
        }
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

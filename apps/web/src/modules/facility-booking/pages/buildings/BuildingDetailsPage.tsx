import type { facmgmt } from '@atrium/contracts';
import { Anchor, Button, Grid, Group, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FB_KEYS } from '../../access.ts';
import { useBuilding, useBuildingLayouts, useBuildingSpaces } from '../../api/buildings.ts';
import { BuildingSettingsModal } from '../../components/BuildingSettingsModal.tsx';
import { FloorPlan } from '../../components/FloorPlan.tsx';
import { GroupModal } from '../../components/GroupModal.tsx';
import { OpeningHoursTable } from '../../components/OpeningHours.tsx';
import { SpaceModal } from '../../components/SpaceModal.tsx';
import { SpacePlacement } from '../../components/SpacePlacement.tsx';
import { SpacesTable } from '../../components/SpacesTable.tsx';
import { FB_PATHS, idParam } from '../../paths.ts';

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** One floor: its plan with the spaces drawn on it, those not placed, and the table of its spaces. */
function FloorPanel({
  layout,
  spaces,
  onEdit,
}: {
  layout: facmgmt.FloorLayout | undefined;
  spaces: facmgmt.Space[];
  onEdit?: (space: facmgmt.Space) => void;
}) {
  const { t } = useTranslation('facility-booking');
  const [selected, setSelected] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        {layout && placing ? (
          <SpacePlacement floor={layout} onDone={() => setPlacing(false)} />
        ) : layout ? (
          <Stack gap="xs">
            <FloorPlan floor={layout} onSpace={setSelected} selected={selected} />
            {onEdit && layout.imageUrl && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconMapPin size={14} />}
                onClick={() => setPlacing(true)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('layout.place')}
              </Button>
            )}
            {layout.unplaced.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('layout.unplaced', { names: layout.unplaced.map((space) => space.name).join(', ') })}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('layout.noPlan')}
          </Text>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <SpacesTable spaces={spaces} label={t('building.spacesOf')} onEdit={onEdit} selected={selected} />
      </Grid.Col>
    </Grid>
  );
}

function BuildingView({ building }: { building: facmgmt.BuildingDetails }) {
  const { t } = useTranslation('facility-booking');
  const can = useCan();
  const navigate = useNavigate();
  const layouts = useBuildingLayouts(building.id);
  const spaces = useBuildingSpaces(building.id);
  const [editingSettings, setEditingSettings] = useState(false);
  const [editingSpace, setEditingSpace] = useState<facmgmt.Space | null>(null);
  const [creatingGroup, setCreatingGroup] = useState(false);
  const canUpdate = can(FB_KEYS.buildings.update);
  const floors = building.floorList;
  return (
    <Stack gap="md">
      <Section
        title={t('building.settings')}
        actions={
          canUpdate && (
            <Button
              variant="light"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditingSettings(true)}
            >
              {t('building.editSettings')}
            </Button>
          )
        }
      >
        <Group align="flex-start" gap="xl">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('buildings.timeZone')}
            </Text>
            <Text dir="ltr">{building.timeZone}</Text>
            {!building.configured && (
              <Text size="sm" c="dimmed">
                {t('building.defaultsNote')}
              </Text>
            )}
          </Stack>
          <OpeningHoursTable hours={building.openingHours} label={t('hours.title')} />
        </Group>
      </Section>
      <Section title={t('building.floorsTitle')}>
        {floors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('building.noFloors')}
          </Text>
        ) : (
          <Tabs defaultValue={String(floors[0]?.id)} keepMounted={false}>
            <Tabs.List aria-label={t('building.floorsTitle')}>
              {floors.map((floor) => (
                <Tabs.Tab key={floor.id} value={String(floor.id)}>
                  {floor.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {floors.map((floor) => (
              <Tabs.Panel key={floor.id} value={String(floor.id)} pt="md">
                <FloorPanel
                  layout={layouts.data?.find((layout) => layout.floor.id === floor.id)}
                  spaces={(spaces.data ?? []).filter((space) => space.floor.id === floor.id)}
                  onEdit={canUpdate ? setEditingSpace : undefined}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Section>
      <Section
        title={t('building.groups')}
        actions={
          can(FB_KEYS.buildings.create) && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreatingGroup(true)}
            >
              {t('group.createTitle')}
            </Button>
          )
        }
      >
        {building.groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('building.noGroups')}
          </Text>
        ) : (
          <List spacing={4}>
            {building.groups.map((group) => (
              <List.Item key={group.id}>
                <Anchor component={Link} to={FB_PATHS.group(group.id)}>
                  {group.name}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {t('group.spacesCount', { count: group.spaces })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      {editingSettings && (
        <BuildingSettingsModal building={building} onClose={() => setEditingSettings(false)} />
      )}
      {editingSpace && <SpaceModal space={editingSpace} onClose={() => setEditingSpace(null)} />}
      {creatingGroup && (
        <GroupModal
          buildingId={building.id}
          onClose={() => setCreatingGroup(false)}
          onSaved={(group) => void navigate(FB_PATHS.group(group.id))}
        />
      )}
    </Stack>
  );
}

/**
 * /facility-booking/building/details/:id: a building's booking settings (time zone, opening hours Saturday
 * first), its floors each with the plan and the spaces drawn on it and the spaces' capacity, features and
 * hours, and its groups of spaces.
 */
export function BuildingDetailsPage() {
  const { t } = useTranslation('facility-booking');
  const id = idParam(useParams().id);
  const building = useBuilding(id);
  return (
    <Stack gap="lg">
      <PageHeader
        title={building.data?.name ?? t('building.title')}
        description={building.data?.address || undefined}
        before={<BackLink to={FB_PATHS.buildingList}>{t('buildings.title')}</BackLink>}
      />
      {building.data ? (
        <BuildingView building={building.data} />
      ) : (
        <RecordLoadState
          query={building}
          notFound={id === 0}
          failedTitle={t('building.loadFailed')}
          notFoundTitle={t('building.notFound')}
          back={{ to: FB_PATHS.buildingList, label: t('buildings.title') }}
        />
      )}
    </Stack>
  );
}

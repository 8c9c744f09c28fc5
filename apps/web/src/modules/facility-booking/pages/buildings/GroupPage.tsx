import type { facmgmt } from '@atrium/contracts';
import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FB_KEYS } from '../../access.ts';
import { useDeleteGroup, useGroup } from '../../api/buildings.ts';
import { GroupModal } from '../../components/GroupModal.tsx';
import { SpaceModal } from '../../components/SpaceModal.tsx';
import { SpacesTable } from '../../components/SpacesTable.tsx';
import { FB_PATHS, idParam } from '../../paths.ts';

function GroupView({ group }: { group: facmgmt.SpaceGroupDetails }) {
  const { t } = useTranslation('facility-booking');
  const can = useCan();
  const [editingSpace, setEditingSpace] = useState<facmgmt.Space | null>(null);
  return (
    <Stack gap="md">
      <Text>
        {t('group.inBuilding')}{' '}
        <Anchor component={Link} to={FB_PATHS.buildingDetails(group.building.id)}>
          {group.building.name}
        </Anchor>
      </Text>
      {group.description && <Text c="dimmed">{group.description}</Text>}
      <Paper withBorder p="md">
        <SpacesTable
          spaces={group.members}
          label={t('group.members')}
          onEdit={can(FB_KEYS.buildings.update) ? setEditingSpace : undefined}
        />
      </Paper>
      {editingSpace && <SpaceModal space={editingSpace} onClose={() => setEditingSpace(null)} />}
    </Stack>
  );
}

/** /facility-booking/building/group/:id: a group of spaces of one building, its members; edit and delete. */
export function GroupPage() {
  const { t } = useTranslation('facility-booking');
  const can = useCan();
  const navigate = useNavigate();
  const id = idParam(useParams().id);
  const group = useGroup(id);
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const data = group.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data?.name ?? t('group.title')}
        description={data ? t('group.spacesCount', { count: data.members.length }) : undefined}
        before={
          <BackLink to={data ? FB_PATHS.buildingDetails(data.building.id) : FB_PATHS.buildingList}>
            {data?.building.name ?? t('buildings.title')}
          </BackLink>
        }
        actions={
          data && (
            <>
              {can(FB_KEYS.buildings.update) && (
                <Button
                  variant="light"
                  leftSection={<IconPencil size={16} />}
                  onClick={() => setEditing(true)}
                >
                  {t('group.editTitle')}
                </Button>
              )}
              {can(FB_KEYS.buildings.delete) && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDeleting(true)}
                >
                  {t('group.delete')}
                </Button>
              )}
            </>
          )
        }
      />
      {data ? (
        <GroupView group={data} />
      ) : (
        <RecordLoadState
          query={group}
          notFound={id === 0}
          failedTitle={t('group.loadFailed')}
          notFoundTitle={t('group.notFound')}
          back={{ to: FB_PATHS.buildingList, label: t('buildings.title') }}
        />
      )}
      {editing && data && (
        <GroupModal buildingId={data.building.id} group={data} onClose={() => setEditing(false)} />
      )}
      {data && (
        <ConfirmDialog
          opened={deleting}
          title={t('group.delete')}
          message={t('group.deleteQuestion', { name: data.name })}
          confirmLabel={t('group.delete')}
          color="red"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await remove.mutateAsync(data.id);
            void navigate(FB_PATHS.buildingDetails(data.building.id));
          }}
        />
      )}
    </Stack>
  );
}

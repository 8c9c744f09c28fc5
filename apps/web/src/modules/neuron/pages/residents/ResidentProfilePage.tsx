import { NOT_A_RESIDENT } from '@atrium/contracts/anpr/residents';
import { Badge, Button, EmptyState, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconKey, IconPencil, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { ApiError } from '../../../../lib/api.ts';
import { ConfirmDeleteDialog } from '../../../../ui/ConfirmDeleteDialog/index.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadState } from '../../../defcon/components/LoadState.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { NEURON_KEYS } from '../../access.ts';
import { type ResidentProfile, useDeleteResident, useResidentProfile } from '../../api/residents.ts';
import { ResidentModal } from '../../components/residents/ResidentModal.tsx';
import { StructuresModal } from '../../components/residents/StructuresModal.tsx';
import { VehiclesCard } from '../../components/residents/VehiclesCard.tsx';
import { NEURON_PATHS } from '../../paths.ts';

const idOf = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : 0);

/** `profile/me` for a user who is no resident: said plainly, not as an error. */
function NotAResident() {
  const { t } = useTranslation('neuron');
  return (
    <EmptyState py="xl" icon={<IconUserQuestion />} withIndicatorBackground data-testid="not-a-resident">
      <EmptyState.Title order={2}>{t('residents.notAResidentTitle')}</EmptyState.Title>
      <EmptyState.Description>{t('residents.notAResident')}</EmptyState.Description>
    </EmptyState>
  );
}

function Profile({ profile, me }: { profile: ResidentProfile; me: boolean }) {
  const { t } = useTranslation('neuron');
  const can = useCan();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'structures' | 'delete' | null>(null);
  const remove = useDeleteResident();
  const { resident, vehicles } = profile;
  const canUpdate = can(NEURON_KEYS.residents.update);
  const none = t('common.none');
  return (
    <Stack gap="lg">
      <PageHeader
        before={
          !me && can(NEURON_KEYS.residents.view) ? (
            <BackLink to={NEURON_PATHS.residentsList}>{t('residents.back')}</BackLink>
          ) : undefined
        }
        title={<span dir="auto">{resident.name}</span>}
        description={me ? t('residents.meDescription') : t('residents.profileDescription')}
        actions={
          <>
            {can(NEURON_KEYS.accesses.create) && (
              <Button
                component={Link}
                to={`${NEURON_PATHS.createAccess}?residentId=${resident.id}`}
                variant="light"
                leftSection={<IconKey size={16} />}
              >
                {t('residents.grantAccess')}
              </Button>
            )}
            {canUpdate && (
              <Button leftSection={<IconPencil size={16} />} onClick={() => setDialog('edit')}>
                {t('residents.edit')}
              </Button>
            )}
            {can(NEURON_KEYS.residents.delete) && !me && (
              <Button variant="light" color="red" onClick={() => setDialog('delete')}>
                {t('residents.delete')}
              </Button>
            )}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md">
          <Title order={2} fz="h4" mb="sm">
            {t('residents.details')}
          </Title>
          <SimpleGrid cols={2} spacing="sm">
            <Fact label={t('residents.email')}>{resident.email || none}</Fact>
            <Fact label={t('residents.phone')}>
              <span dir="ltr">{resident.phone || none}</span>
            </Fact>
            <Fact label={t('residents.company')}>{resident.company.name}</Fact>
            <Fact label={t('residents.user')}>{resident.user ? resident.user.email : none}</Fact>
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="h4">
              {t('residents.structures')}
            </Title>
            {canUpdate && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconBuilding size={14} />}
                onClick={() => setDialog('structures')}
              >
                {t('residents.editStructures')}
              </Button>
            )}
          </Group>
          {resident.structures.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('residents.noStructures')}
            </Text>
          ) : (
            <Group gap="xs">
              {resident.structures.map((structure) => (
                <Badge key={structure.id} variant="default" tt="none">
                  {structure.name}
                </Badge>
              ))}
            </Group>
          )}
        </Paper>
      </SimpleGrid>
      <VehiclesCard
        residentId={resident.id}
        vehicles={vehicles}
        canCreate={can(NEURON_KEYS.residents.create)}
        canUpdate={canUpdate}
        canDelete={can(NEURON_KEYS.residents.delete)}
      />
      {dialog === 'edit' && <ResidentModal resident={resident} onClose={() => setDialog(null)} />}
      {dialog === 'structures' && <StructuresModal resident={resident} onClose={() => setDialog(null)} />}
      <ConfirmDeleteDialog
        opened={dialog === 'delete'}
        message={t('residents.deleteQuestion', { name: resident.name })}
        onConfirm={async () => {
          await remove.mutateAsync(resident.id);
          await navigate(NEURON_PATHS.residentsList, { replace: true });
        }}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

/**
 * /neuron/residents/profile/:id and /profile/me (the signed-in user's own; its route is matched before
 * `:id`): the resident, their structures, and their vehicles with plates (add, edit, remove).
 */
export function ResidentProfilePage({ me }: { me: boolean }) {
  const { t } = useTranslation('neuron');
  const params = useParams();
  const id = me ? 'me' : idOf(params.id);
  const profile = useResidentProfile(id, id !== 0);
  const notResident =
    me &&
    profile.error instanceof ApiError &&
    (profile.error.status === 404 || profile.error.code === NOT_A_RESIDENT);
  if (notResident)
    return (
      <Stack gap="lg">
        <PageHeader title={t('nav.profileMe')} />
        <NotAResident />
      </Stack>
    );
  return (
    <LoadState
      query={profile}
      missing={id === 0}
      notFoundTitle={t('residents.notFound')}
      back={{ to: NEURON_PATHS.residentsList, label: t('residents.back') }}
    >
      {(data) => <Profile profile={data} me={me} />}
    </LoadState>
  );
}

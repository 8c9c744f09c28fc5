import type { facmgmt } from '@atrium/contracts';
import {
  ActionIcon,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useBuildingOptions, useBuildingSpaces } from '../../api/buildings.ts';
import { useCreateFeed, useFeeds, useRevokeFeed, useRotateFeed } from '../../api/feeds.ts';
import { IssuedFeedPanel } from '../../components/IssuedFeedPanel.tsx';

function NewFeedForm({ onIssued }: { onIssued: (issued: facmgmt.IssuedFeed) => void }) {
  const { t } = useTranslation('facility-booking');
  const buildings = useBuildingOptions();
  const [buildingId, setBuildingId] = useState<string | null>(null);
  const [spaceId, setSpaceId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const spaces = useBuildingSpaces(buildingId ? Number(buildingId) : 0);
  const create = useCreateFeed();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!buildingId) {
      setMissing(true);
      return;
    }
    create.mutate(spaceId ? { spaceId: Number(spaceId) } : { buildingId: Number(buildingId) }, {
      onSuccess: (issued) => {
        setSpaceId(null);
        onIssued(issued);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('feeds.create')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t('columns.building')}
          data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={buildingId}
          onChange={(value) => {
            setBuildingId(value);
            setSpaceId(null);
            setMissing(false);
          }}
          error={missing ? t('feeds.chooseBuilding') : undefined}
          withAsterisk
          w={240}
        />
        <Select
          label={t('columns.space')}
          description={t('feeds.spaceHint')}
          data={(spaces.data ?? []).map((space) => ({ value: String(space.id), label: space.name }))}
          value={spaceId}
          onChange={setSpaceId}
          disabled={!buildingId}
          clearable
          placeholder={t('feeds.wholeBuilding')}
          w={240}
        />
        <Button type="submit" mt={24} leftSection={<IconPlus size={16} />} loading={create.isPending}>
          {t('feeds.create')}
        </Button>
      </Group>
    </form>
  );
}

function FeedsTable({ onIssued }: { onIssued: (issued: facmgmt.IssuedFeed) => void }) {
  const { t } = useTranslation('facility-booking');
  const feeds = useFeeds();
  const rotate = useRotateFeed();
  const revoke = useRevokeFeed();
  const [rotating, setRotating] = useState<facmgmt.CalendarFeed | null>(null);
  const [revoking, setRevoking] = useState<facmgmt.CalendarFeed | null>(null);
  const nameOf = (feed: facmgmt.CalendarFeed) =>
    feed.space ? `${feed.building.name} · ${feed.space.name}` : feed.building.name;
  if (feeds.isPending)
    return (
      <Center py="md">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  if (feeds.isError) return <QueryErrorState title={t('feeds.loadFailed')} query={feeds} />;
  if (feeds.data.data.length === 0) return <EmptyState title={t('feeds.none')} compact />;
  return (
    <>
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label={t('feeds.title')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('feeds.of')}</Table.Th>
              <Table.Th>{t('feeds.kind')}</Table.Th>
              <Table.Th>{t('feeds.createdBy')}</Table.Th>
              <Table.Th>{t('feeds.created')}</Table.Th>
              <Table.Th>{t('actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {feeds.data.data.map((feed) => (
              <Table.Tr key={feed.id} data-testid={`feed-${feed.id}`}>
                <Table.Td>{nameOf(feed)}</Table.Td>
                <Table.Td>{t(`feeds.kinds.${feed.kind}`)}</Table.Td>
                <Table.Td>{feed.createdBy.name}</Table.Td>
                <Table.Td dir="ltr">{formatDateTime(feed.rotatedAt ?? feed.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('feeds.rotateNamed', { name: nameOf(feed) })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('feeds.rotateNamed', { name: nameOf(feed) })}
                        onClick={() => setRotating(feed)}
                      >
                        <IconRefresh size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('feeds.revokeNamed', { name: nameOf(feed) })}>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={t('feeds.revokeNamed', { name: nameOf(feed) })}
                        onClick={() => setRevoking(feed)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={rotating !== null}
        title={t('feeds.rotate')}
        message={t('feeds.rotateQuestion', { name: rotating ? nameOf(rotating) : '' })}
        confirmLabel={t('feeds.rotate')}
        onClose={() => setRotating(null)}
        onConfirm={async () => {
          if (rotating) onIssued(await rotate.mutateAsync(rotating.id));
        }}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('feeds.revoke')}
        message={t('feeds.revokeQuestion', { name: revoking ? nameOf(revoking) : '' })}
        confirmLabel={t('feeds.revoke')}
        color="red"
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (revoking) await revoke.mutateAsync(revoking.id);
        }}
      />
    </>
  );
}

const STEPS = { outlook: 4, google: 4, desktop: 3 } as const;

/** How to subscribe, step by step, in Outlook (web), Google Calendar and a desktop calendar app. */
function HowToSubscribe() {
  const { t } = useTranslation('facility-booking');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {(Object.keys(STEPS) as (keyof typeof STEPS)[]).map((app) => (
        <Paper key={app} withBorder p="md">
          <Title order={3} fz="h5" mb="xs">
            {t(`feeds.howto.${app}.title`)}
          </Title>
          <List type="ordered" spacing={4} size="sm">
            {Array.from({ length: STEPS[app] }, (_, step) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed steps.
              <List.Item key={step}>{t(`feeds.howto.${app}.step${step + 1}`)}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * /facility-booking/reservations/integration: the private iCalendar feeds of buildings and spaces (RFC 5545,
 * cancelled bookings sent as cancelled): create one, copy its secret address (shown once), rotate it (the
 * old address stops) or revoke it; and how to subscribe in Outlook and Google Calendar.
 */
export function IntegrationPage() {
  const { t } = useTranslation('facility-booking');
  const [issued, setIssued] = useState<facmgmt.IssuedFeed | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t('feeds.title')} description={t('feeds.description')} />
      {issued && <IssuedFeedPanel issued={issued} onDone={() => setIssued(null)} />}
      <Paper withBorder p="md">
        <Stack gap="md">
          <NewFeedForm onIssued={setIssued} />
          <FeedsTable onIssued={setIssued} />
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('feeds.howto.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('feeds.howto.refresh')}
        </Text>
        <HowToSubscribe />
      </Stack>
    </Stack>
  );
}

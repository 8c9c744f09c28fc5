import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useAccessRights } from '../access.ts';
import { useAccess } from '../api/accesses.ts';
import { rowName } from '../components/AccessesTable.tsx';
import { StateBadge } from '../components/AccessStateBadge.tsx';
import { RevokeButton } from '../components/RevokeButton.tsx';
import { ONE_TIME_LINKS_PATH } from '../paths.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * /metro-watch/user-access/onetime/:token: one link. Only a hash of a link's secret is kept, so the
 * segment names the link by its id; the address itself is shown once, when the link is created.
 */
export function OneTimeLinkPage() {
  const { t } = useTranslation('metro-watch');
  const id = Number(useParams().token) || 0;
  const link = useAccess(id);
  const rights = useAccessRights();
  const row = link.data;
  if (!row || (row.type !== 'onetime' && row.type !== 'public-temporary'))
    return (
      <Stack gap="lg">
        <PageHeader title={t('access.oneTime.detailsTitle')} />
        <RecordLoadState
          query={link}
          notFound={!!row || id <= 0}
          failedTitle={t('access.oneTime.loadFailed')}
          notFoundTitle={t('access.oneTime.notFound')}
          back={{ to: ONE_TIME_LINKS_PATH, label: t('access.oneTime.back') }}
        />
      </Stack>
    );
  const active = row.state === 'active' || row.state === 'upcoming';
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('access.oneTime.detailsTitle')}
        description={row.door.name}
        actions={rights.revoke && active && <RevokeButton row={row} label={rowName(t, row)} />}
      />
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Fact label={t('access.columns.door')}>{`${row.door.name} (${row.door.serial})`}</Fact>
          <Fact label={t('access.columns.type')}>{t(`access.types.${row.type}`)}</Fact>
          <Fact label={t('access.columns.state')}>
            <Group gap="xs">
              <StateBadge state={row.state} />
            </Group>
          </Fact>
          <Fact label={t('access.columns.validFrom')}>
            {row.validFrom ? formatDateTime(row.validFrom) : '—'}
          </Fact>
          <Fact label={t('access.columns.validUntil')}>
            {row.validUntil ? formatDateTime(row.validUntil) : '—'}
          </Fact>
          <Fact label={t('access.columns.uses')}>{`${row.uses} / ${row.maxUses ?? '∞'}`}</Fact>
          <Fact label={t('access.columns.createdBy')}>{row.createdBy?.name ?? '—'}</Fact>
          <Fact label={t('access.columns.createdAt')}>{formatDateTime(row.createdAt)}</Fact>
          <Fact label={t('access.columns.note')}>{row.note || '—'}</Fact>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

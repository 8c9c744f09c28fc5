import type * as panels from '@atrium/contracts/defcon/panels';
import { Badge, Button, EmptyState, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconRouterOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../companies/components/format.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { LoadState } from '../../../places/components/LoadState.tsx';
import { useLivePanel, usePanel } from '../../api/panels.ts';
import { ArmBadge, LinkBadge, signalText } from '../../components/panels/PanelBadges.tsx';
import { PanelCommands } from '../../components/panels/PanelCommands.tsx';
import { PanelCommandLog, PanelZones } from '../../components/panels/PanelZones.tsx';
import { DEFCON_PATHS } from '../../paths.ts';

function PanelNotFound() {
  const { t } = useTranslation('defcon');
  return (
    <EmptyState py="xl" icon={<IconRouterOff />} withIndicatorBackground data-testid="panel-not-found">
      <EmptyState.Title order={2}>{t('panels.notFound')}</EmptyState.Title>
      <EmptyState.Actions>
        <Button component={Link} to={DEFCON_PATHS.panelList} variant="light">
          {t('panels.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

const when = (at: string | null) => (at ? formatDateTime(at) : '—');

/** Who armed or disarmed the panel last: the platform user whose command did it, else the keypad user. */
function armedByText(t: TFunction, by: panels.PanelDetails['armedBy']): string {
  if (by?.user) return by.user.name;
  if (by?.panelUser !== null && by?.panelUser !== undefined)
    return t('panels.facts.keypadUser', { user: by.panelUser });
  return '—';
}

function PanelFacts({ panel }: { panel: panels.PanelDetails }) {
  const { t } = useTranslation('defcon');
  return (
    <Paper withBorder p="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Fact label={t('panels.columns.customer')}>{panel.company.name}</Fact>
        <Fact label={t('panels.columns.securityCompany')}>{panel.securityCompany?.name ?? '—'}</Fact>
        <Fact label={t('panels.columns.account')}>{panel.accountNumber ?? '—'}</Fact>
        <Fact label={t('panels.facts.encrypted')}>{t(panel.hasKey ? 'common.yes' : 'common.no')}</Fact>
        <Fact label={t('panels.columns.armState')}>
          <Group gap={6}>
            <ArmBadge state={panel.armState} />
            {panel.armedAt && when(panel.armedAt)}
          </Group>
        </Fact>
        <Fact label={t('panels.facts.armedBy')}>{armedByText(t, panel.armedBy)}</Fact>
        <Fact label={t('panels.columns.link')}>
          <LinkBadge link={panel.link} />
        </Fact>
        <Fact label={t('panels.columns.lastHeartbeat')}>{when(panel.lastHeartbeatAt)}</Fact>
        <Fact label={t('panels.facts.supervision')}>
          {t('panels.facts.seconds', { count: panel.supervisionSeconds })}
        </Fact>
        <Fact label={t('panels.columns.signal')}>{signalText(panel.signal)}</Fact>
        <Fact label={t('panels.columns.network')}>{t(`panels.networks.${panel.network}`)}</Fact>
        <Fact label={t('panels.facts.structure')}>{panel.structure?.name ?? '—'}</Fact>
        <Fact label={t('panels.facts.rejected')}>
          {panel.log.rejectedTotal}
          {panel.log.lastRejectedReason ? ` (${panel.log.lastRejectedReason})` : ''}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * /defcon/panels/details/:id: a panel's state, signal, last heartbeat, zones, commands and their outcomes; its
 * pushed alarms and reports reload it.
 */
export function PanelDetailsPage() {
  const { t } = useTranslation('defcon');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const panel = usePanel(valid ? id : 0);
  useLivePanel(valid ? id : 0);
  return (
    <LoadState query={panel} notFound={<PanelNotFound />} missing={!valid} rows={8}>
      {(data) => (
        <Stack gap="lg">
          <PageHeader
            before={<BackLink to={DEFCON_PATHS.panelList}>{t('panels.back')}</BackLink>}
            title={
              <Group gap="sm">
                {data.name || data.serial}
                <Badge variant="outline" ff="monospace">
                  {data.serial}
                </Badge>
              </Group>
            }
            description={data.hardware.name}
            actions={<PanelCommands panel={data} />}
          />
          <PanelFacts panel={data} />
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('panels.zones.title')}
            </Title>
            <PanelZones panel={data} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('panels.commands.log')}
            </Title>
            <PanelCommandLog panel={data} />
          </Stack>
        </Stack>
      )}
    </LoadState>
  );
}

import type { fleet } from '@atrium/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { IconLayoutKanban, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../companies/access.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { JobCardModal } from '../../components/dispatch/JobCardModal.tsx';
import { JobsTable } from '../../components/dispatch/JobsTable.tsx';
import { FLEET_PATHS } from '../../paths.ts';

/** /fleet/job-cards/job-list: every job card, filtered by state, vehicle or driver; create and edit in a modal. */
export function JobListPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const [editing, setEditing] = useState<fleet.JobCard | 'new' | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dispatch.jobs.listTitle')}
        description={t('dispatch.jobs.listDescription')}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={FLEET_PATHS.kanban}
              variant="default"
              leftSection={<IconLayoutKanban size={16} />}
            >
              {t('dispatch.jobs.kanbanView')}
            </Button>
            {can(FLEET_KEYS.jobCards.create) && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                {t('dispatch.jobs.create')}
              </Button>
            )}
          </Group>
        }
      />
      <JobsTable onEdit={setEditing} />
      {editing && (
        <JobCardModal card={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

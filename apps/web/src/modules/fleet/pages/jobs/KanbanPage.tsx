import { fleet } from '@atrium/contracts';
import { Button, Stack } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../companies/access.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { useJobColumns, useLiveJobCards, useMoveJobCard } from '../../api/dispatch.ts';
import { JobCardTile } from '../../components/dispatch/JobCardTile.tsx';
import { KanbanBoard, type KanbanColumnData } from '../../components/dispatch/KanbanBoard.tsx';
import { FLEET_PATHS } from '../../paths.ts';

type State = fleet.JobState;
const PAGE = 20;
const FIRST_LIMITS = Object.fromEntries(fleet.JOB_STATES.map((state) => [state, PAGE])) as Record<
  State,
  number
>;

/** Whether the card may go there by the contract's rules (the server checks again). */
const canMove = (card: fleet.JobCard, to: State) =>
  fleet.jobStateError({ state: card.state, vehicleId: card.vehicle?.id ?? null }, to) === null;

/**
 * /fleet/job-cards/kanban-view: a column per state; a card dragged (or moved by keyboard or its menu) to
 * another state is saved at once, and other users' moves arrive over the socket.
 */
export function KanbanPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const [limits, setLimits] = useState(FIRST_LIMITS);
  const queries = useJobColumns(limits);
  const move = useMoveJobCard();
  useLiveJobCards();

  const columns = Object.fromEntries(
    fleet.JOB_STATES.map((state, index): [State, KanbanColumnData<fleet.JobCard>] => {
      const query = queries[index];
      return [
        state,
        {
          cards: query?.data?.data ?? [],
          total: query?.data?.totalRecords ?? 0,
          loading: query?.isPending ?? true,
          error: query?.isError ?? false,
          onRetry: () => void query?.refetch(),
          onMore: () => setLimits((current) => ({ ...current, [state]: current[state] + PAGE })),
        },
      ];
    }),
  ) as Record<State, KanbanColumnData<fleet.JobCard>>;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dispatch.jobs.kanbanTitle')}
        description={t('dispatch.jobs.kanbanDescription')}
        actions={
          <Button
            component={Link}
            to={FLEET_PATHS.jobList}
            variant="default"
            leftSection={<IconList size={16} />}
          >
            {t('dispatch.jobs.listView')}
          </Button>
        }
      />
      <KanbanBoard<State, fleet.JobCard>
        states={fleet.JOB_STATES}
        columns={columns}
        stateLabel={(state) => t(`dispatch.jobs.states.${state}`)}
        cardLabel={(card) => card.title}
        renderCard={(card) => <JobCardTile card={card} />}
        canMove={canMove}
        onMove={can(FLEET_KEYS.jobCards.update) ? (card, to) => move.mutate({ card, to }) : undefined}
      />
    </Stack>
  );
}

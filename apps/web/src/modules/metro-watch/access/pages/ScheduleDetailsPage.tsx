import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../../ui/ConfirmDeleteDialog/index.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useAccessRights } from '../access.ts';
import { useDeleteSchedule, useSaveSchedule, useSchedule } from '../api/schedules.ts';
import { ScheduleForm } from '../components/ScheduleForm.tsx';
import { SCHEDULES_LIST_PATH, scheduleDetailsPath } from '../paths.ts';

/** /metro-watch/schedules/details/:id (`new` creates one): a company schedule's weekly windows, edited in place. */
export function ScheduleDetailsPage() {
  const { t } = useTranslation('metro-watch');
  const { id: param = '' } = useParams();
  const creating = param === 'new';
  const id = creating ? 0 : Number(param) || -1;
  const navigate = useNavigate();
  const rights = useAccessRights();
  const schedule = useSchedule(id);
  const save = useSaveSchedule(creating ? null : id);
  const remove = useDeleteSchedule();
  const [deleting, setDeleting] = useState(false);
  const back = { to: SCHEDULES_LIST_PATH, label: t('access.schedules.back') };

  if (!creating && !schedule.data)
    return (
      <Stack gap="lg">
        <PageHeader title={t('access.schedules.detailsTitle')} />
        <RecordLoadState
          query={schedule}
          notFound={id <= 0}
          failedTitle={t('access.schedules.loadFailed')}
          notFoundTitle={t('access.schedules.notFound')}
          back={back}
        />
      </Stack>
    );

  const current = schedule.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={current ? current.name : t('access.schedules.createTitle')}
        description={current ? t('access.schedules.usedBy', { count: current.accessCount }) : undefined}
      />
      <ScheduleForm
        key={current?.updatedAt ?? 'new'}
        initial={current}
        readOnly={!rights.grant}
        submitLabel={current ? t('access.save') : t('access.schedules.create')}
        onSubmit={async (body) => {
          const saved = await save.mutateAsync(body);
          if (creating) void navigate(scheduleDetailsPath(saved.id), { replace: true });
        }}
        extra={
          current &&
          rights.revoke && (
            <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('access.delete')}
            </Button>
          )
        }
      />
      <ConfirmDeleteDialog
        opened={deleting}
        message={t('access.schedules.deleteQuestion', { name: current?.name ?? '' })}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await remove.mutateAsync(id);
          void navigate(SCHEDULES_LIST_PATH);
        }}
      />
    </Stack>
  );
}

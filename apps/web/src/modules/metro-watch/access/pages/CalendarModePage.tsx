import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { CalendarView } from '../components/CalendarView.tsx';

/** /metro-watch/calendar-mode: every access on a calendar (day, week from Saturday, month). */
export function CalendarModePage() {
  const { t } = useTranslation('metro-watch');
  return (
    <Stack gap="lg">
      <PageHeader title={t('access.calendar.title')} description={t('access.calendar.description')} />
      <CalendarView />
    </Stack>
  );
}

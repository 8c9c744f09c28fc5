import type { EventInput } from '@fullcalendar/core';
import { Alert, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { type CalendarRange, EventCalendar } from '../../../../ui/EventCalendar/index.ts';
import { useAccessRights } from '../access.ts';
import { useAccessCalendar, useMoveAccess } from '../api/accesses.ts';
import { oneTimeLinkPath } from '../paths.ts';

/** One colour a type, each dark enough for white event text (4.5:1, checked by axe). */
const COLORS: Record<string, string> = {
  fulltime: '#237032',
  scheduled: '#1864ab',
  'public-temporary': '#b8470a',
  onetime: '#862e9c',
};

/** Every access in the shown range on the calendar, coloured by type; a link's event opens its page. */
export function CalendarView() {
  const { t } = useTranslation('metro-watch');
  const navigate = useNavigate();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const calendar = useAccessCalendar(range);
  const move = useMoveAccess();
  const { grant } = useAccessRights();
  const events = useMemo<EventInput[]>(
    () =>
      (calendar.data?.data ?? []).map((occurrence, index) => ({
        id: `${occurrence.accessId}:${index}`,
        title: `${occurrence.title} · ${t(`access.types.${occurrence.type}`)}`,
        start: occurrence.start,
        end: occurrence.end,
        color: COLORS[occurrence.type],
        // A scheduled access's events are its windows: moving one would not say what to change.
        editable:
          grant &&
          occurrence.type !== 'scheduled' &&
          (occurrence.state === 'active' || occurrence.state === 'upcoming'),
        extendedProps: { accessId: occurrence.accessId, type: occurrence.type },
      })),
    [calendar.data, t, grant],
  );
  const open = (id: string) => {
    const occurrence = calendar.data?.data.find((item) => id.startsWith(`${item.accessId}:`));
    if (occurrence && (occurrence.type === 'onetime' || occurrence.type === 'public-temporary'))
      void navigate(oneTimeLinkPath(String(occurrence.accessId)));
  };
  return (
    <Stack gap="sm">
      {calendar.isError && <QueryErrorState title={t('access.calendar.loadFailed')} query={calendar} />}
      {calendar.data?.truncated && <Alert color="yellow">{t('access.calendar.truncated')}</Alert>}
      <EventCalendar
        testId="access-calendar"
        events={events}
        onRangeChange={(next) =>
          setRange((current) => (current?.from === next.from && current.to === next.to ? current : next))
        }
        onEventClick={open}
        onMove={(id, shift) =>
          move.mutateAsync({ id: Number(id.split(':')[0]), start: shift.startDelta, end: shift.endDelta })
        }
        busy={calendar.isFetching}
      />
      {calendar.isSuccess && events.length === 0 && (
        <Alert color="gray" variant="light" data-testid="calendar-empty">
          {t('access.calendar.empty')}
        </Alert>
      )}
    </Stack>
  );
}

import dayjs from 'dayjs';

/** A booking's span as the user reads it: `26/11/2026 10:00 – 11:00`, the end's date only when it differs. */
export function spanText(startsAt: string, endsAt: string): string {
  const start = dayjs(startsAt);
  const end = dayjs(endsAt);
  const endText = start.isSame(end, 'day') ? end.format('HH:mm') : end.format('DD/MM/YYYY HH:mm');
  return `${start.format('DD/MM/YYYY HH:mm')} – ${endText}`;
}

import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

export const formatTime = (iso: string | number) => dayjs(iso).format('DD/MM HH:mm:ss');

/** A duration as hours and minutes (or minutes and seconds when short). */
export function formatDuration(seconds: number, t: TFunction): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return t('playback.hoursMinutes', { hours, minutes });
  return t('playback.minutesSeconds', { minutes, seconds: Math.floor(seconds % 60) });
}

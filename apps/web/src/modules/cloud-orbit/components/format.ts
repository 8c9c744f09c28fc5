import type { rodent } from '@atrium/contracts';

/** A date-time as the pages show it (English only, A4): 26 Nov 2026, 14:05. */
export const dateTime = (iso: string | null) =>
  iso === null
    ? '—'
    : new Date(iso).toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });

export const placeOf = (station: Pick<rodent.Station, 'structure' | 'floor'>) =>
  [station.structure?.name, station.floor?.name].filter(Boolean).join(' · ') || '—';

/** Each kind's colour on charts and badges (dark enough for white text, AA). */
export const KIND_COLORS: Record<rodent.EventKind, string> = {
  'trap-triggered': '#c92a2a',
  'bait-consumed': '#b35900',
  moved: '#5f3dc4',
  opened: '#1864ab',
  'battery-low': '#5c6b00',
  silent: '#495057',
};

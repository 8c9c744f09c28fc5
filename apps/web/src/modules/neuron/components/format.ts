import { formatInstant } from '../../../ui/PeriodSelector/index.ts';

/** An instant as DD/MM/YYYY HH:mm (R194), a dash for none. */
export const when = (iso: string | null | undefined) => (iso ? formatInstant(iso) : '—');

import { meta, type PeriodRange } from '@atrium/contracts';
import dayjs from 'dayjs';

/** R194: an instant as DD/MM/YYYY HH:mm, or DD/MM/YYYY. */
export const formatInstant = (iso: string, withTime = true) =>
  dayjs(iso).format(withTime ? meta.DATE_FORMATS.displayDateTime : meta.DATE_FORMATS.displayDate);

/** A range's two ends, formatted. */
export const formatRange = ({ from, to }: PeriodRange, withTime = true) => ({
  from: formatInstant(from, withTime),
  to: formatInstant(to, withTime),
});

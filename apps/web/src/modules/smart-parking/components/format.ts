import dayjs from 'dayjs';

/** An instant as the tables show it (spec §9: DD/MM/YYYY HH:mm). */
export const dateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

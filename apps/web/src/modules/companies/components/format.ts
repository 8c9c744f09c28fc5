import dayjs from 'dayjs';

/** R194: DD/MM/YYYY and DD/MM/YYYY HH:mm. */
export const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY');
export const formatDateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

export const OUTBOX_PATH = '/core/dev/outbox';

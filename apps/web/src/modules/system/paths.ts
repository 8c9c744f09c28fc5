export const PAGE_NOT_FOUND_PATH = '/core/page-not-found';

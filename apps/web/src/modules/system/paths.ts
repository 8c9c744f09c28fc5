export const PAGE_NOT_FOUND_PATH = '/core/page-not-found';
/** A14: where pages not made for phones send a phone-sized screen (with `?from=<the page>`). */
export const NOT_AVAILABLE_ON_MOBILE_PATH = '/core/not-available-on-mobile';
/** Spec §2 (routes.tsv): the development item-keys page, dev mode only (A41). */
export const ITEM_KEYS_PATH = '/core/item-keys';

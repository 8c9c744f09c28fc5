/** Option list constants of spec §9 (R184, R187) and §7 (A68). */

/** R184, A68: options are fetched 10 at a time, with `skip`. */
export const OPTION_PAGE_SIZE = 10;
/** R187: the list is 160 px tall... */
export const OPTION_LIST_HEIGHT = 160;
/** R187: ...and loads the next page once scrolled past 90 %. */
export const LOAD_MORE_AT = 0.9;

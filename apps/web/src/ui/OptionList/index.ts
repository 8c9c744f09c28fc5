export { LOAD_MORE_AT, OPTION_LIST_HEIGHT, OPTION_PAGE_SIZE } from './constants.ts';
export { OptionList, type OptionListProps } from './OptionList.tsx';
export type { FilterOption, OptionPage, OptionQuery, OptionSource } from './types.ts';
export { nextSkip } from './useOptionPages.ts';

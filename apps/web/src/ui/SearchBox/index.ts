export { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@atrium/contracts';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';

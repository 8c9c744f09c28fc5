export { TAG_SELECT_PAGE_SIZE, TagSelect, type TagSelectProps } from './TagSelect.tsx';

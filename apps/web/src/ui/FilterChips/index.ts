export { type FilterChip, FilterChips, type FilterChipsProps } from './FilterChips.tsx';

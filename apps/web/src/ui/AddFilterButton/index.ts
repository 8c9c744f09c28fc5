export { AddFilterButton, type AddFilterButtonProps, type AddFilterItem } from './AddFilterButton.tsx';

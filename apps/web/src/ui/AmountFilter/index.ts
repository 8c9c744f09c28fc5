export { AmountFilter, type AmountFilterProps } from './AmountFilter.tsx';

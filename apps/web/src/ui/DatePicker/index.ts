export { DateField, type DateFieldProps } from './DateField.tsx';
export { DateRangeFields, type DateRangeFieldsProps } from './DateRangeFields.tsx';
export { DISPLAY_DATE_FORMAT, FIRST_DAY_OF_WEEK, parseTypedDate } from './dateText.ts';
export { checkDateRange, type DateRangeCheck, type DateRangeDraft } from './rangeCheck.ts';

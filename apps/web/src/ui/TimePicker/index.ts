export { TimeField, type TimeFieldProps } from './TimeField.tsx';
export { TimePicker12, type TimePicker12Props } from './TimePicker12.tsx';
export { type TimeRange12, TimeRangePicker, type TimeRangePickerProps } from './TimeRangePicker.tsx';

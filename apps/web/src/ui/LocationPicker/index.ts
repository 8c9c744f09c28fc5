export {
  LocationPicker,
  type LocationPickerProps,
  type LocationValue,
  type PickedLocation,
} from './LocationPicker.tsx';

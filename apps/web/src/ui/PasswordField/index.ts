export {
  PASSWORD_FIELD_NS,
  PasswordField,
  type PasswordFieldProps,
  passwordFieldResources,
} from './PasswordField.tsx';

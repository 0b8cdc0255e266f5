// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  MIN_PASSWORD_LENGTH,
  RegisterForm,
  type RegisterFormProps,
  type RegisterFormValues,
} from '../forms/register-form/register-form.tsx';

// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordFormValues,
} from '../forms/reset-password-form/reset-password-form.tsx';

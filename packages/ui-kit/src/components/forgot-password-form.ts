// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordFormValues,
} from '../forms/forgot-password-form/forgot-password-form.tsx';

// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  AccountDetailsForm,
  type AccountDetailsFormProps,
  type AccountDetailsFormValues,
} from '../forms/account-details-form/account-details-form.tsx';

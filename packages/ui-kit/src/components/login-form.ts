// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { LoginForm, type LoginFormProps, type LoginFormValues } from '../forms/login-form/login-form.tsx';

/**
 * @packageDocumentation The React part of `@clubshop/validation`: the eager-mode form hook.
 * Kept apart from the package root so server code never loads React.
 */

export type { FormErrors, FormRules, FormValues } from '../form/field-rule.ts';
export type { FieldFlags, FieldName } from '../form/form-controller.ts';
export type { FormError } from '../form/form-error.ts';
export { type ReadChange, readChange } from './read-change.ts';
export {
  type CheckboxProps,
  type FieldProps,
  type UseFormOptions,
  type UseFormResult,
  useForm,
} from './use-form.ts';

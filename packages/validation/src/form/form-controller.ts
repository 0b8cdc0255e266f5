import type { GenericSchema } from 'valibot';
import type { FormErrors, FormRules, FormValues } from './field-rule.ts';
import type { FormError } from './form-error.ts';
import { validateForm } from './validate-form.ts';
import { validateWithSchema } from './validate-with-schema.ts';

/** The name of a field of `TValues`. */
export type FieldName<TValues> = Extract<keyof TValues, string>;

/** One flag per field (touched, dirty, validated); a field that is not listed is `false`. */
export type FieldFlags<TValues> = { readonly [TField in keyof TValues]?: boolean };

/** What a form checks its values with, and what it does on submit. */
export interface FormControllerOptions<TValues extends FormValues> {
  /** The values the form starts with (and returns to on `reset()`). Give text fields `''`. */
  readonly initialValues: TValues;
  /** The rules per field, e.g. `{ email: ['required', 'email'] }`. */
  readonly rules?: FormRules<TValues> | undefined;
  /**
   * A synchronous valibot object schema, as an alternative (or addition) to `rules`; its issues'
   * messages are the keys (see `newsletterFormSchema`). When both are given, a field's rules
   * error wins over its schema error.
   */
  readonly schema?: GenericSchema | undefined;
  /** Called with the values when a submit finds the form valid; may return a promise. */
  readonly onSubmit?: ((values: TValues) => void | Promise<void>) | undefined;
  /** Called, synchronously, when a submit finds the form invalid. */
  readonly onInvalid?: ((errors: FormErrors<TValues>) => void) | undefined;
}

/** The state of a form at one moment. Every change produces a new object. */
export interface FormState<TValues extends FormValues> {
  /** The current values. */
  readonly values: TValues;
  /** The values `reset()` returns to. */
  readonly initialValues: TValues;
  /** The errors shown now, per field (eager mode decides when a field's error is updated). */
  readonly errors: FormErrors<TValues>;
  /** Fields that lost focus at least once, or every field after a submit. */
  readonly touched: FieldFlags<TValues>;
  /** Fields whose value differs from the initial value. */
  readonly dirty: FieldFlags<TValues>;
  /** Fields that were validated at least once (their error is kept up to date). */
  readonly validated: FieldFlags<TValues>;
  /** Whether any field is dirty. */
  readonly isDirty: boolean;
  /** Whether `onSubmit` is running. */
  readonly isSubmitting: boolean;
  /** How many times a submit was attempted since the last reset. */
  readonly submitCount: number;
}

/** How a value change reaches the form. */
export interface ChangeOptions {
  /**
   * `true` for a committed change (a checkbox ticked, an option chosen, a field left): validate
   * now. `false` (default) for typing: validate only while the field shows an error.
   */
  readonly commit?: boolean;
}

/**
 * A form's state machine in eager interaction mode, with no framework: `useForm` is a thin React
 * layer on top. Eager mode (vee-validate's "eager"):
 *
 * 1. a field is first validated when a change is committed (`change(..., { commit: true })`) or
 *    when it loses focus (`blur`);
 * 2. while it shows an error, it is validated on every change, until it is valid again; then it
 *    goes back to step 1;
 * 3. `submit()` validates every field, marks all touched and calls `onSubmit` only when valid;
 * 4. a field already validated is re-validated when another field changes, so a cross-field rule
 *    (`confirmed`) follows the field it refers to.
 */
export interface FormController<TValues extends FormValues> {
  /** The current state. */
  getState(): FormState<TValues>;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Replaces rules, schema and callbacks (not the initial values: use `reset`). */
  setOptions(options: FormControllerOptions<TValues>): void;
  /** Every field name: the keys of the initial values, then those only the rules list. */
  fieldNames(): FieldName<TValues>[];
  /** Sets a field's value, validating it the eager way. */
  change<TField extends FieldName<TValues>>(
    field: TField,
    value: TValues[TField],
    options?: ChangeOptions,
  ): void;
  /** Marks a field touched and validates it. */
  blur(field: FieldName<TValues>): void;
  /** Validates one field, or all of them, shows the result and returns whether it is valid. */
  validate(field?: FieldName<TValues>): boolean;
  /** Computes the errors of the current values without showing them. */
  check(): FormErrors<TValues>;
  /** Shows an error of your own on a field (e.g. from the server), or clears it with `null`. */
  setError(field: FieldName<TValues>, error: FormError | null): void;
  /**
   * Validates everything; when valid, calls `onSubmit` and resolves `true` once it settles
   * (rejects if it throws); when invalid, calls `onInvalid` and resolves `false`. A submit
   * while another one runs is ignored and resolves `false`.
   */
  submit(): Promise<boolean>;
  /** Returns to the initial values (or to `values`, which become the new initial values). */
  reset(values?: TValues): void;
}

function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return (
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => Object.is(item, b[index]))
  );
}

function withFlag<TValues>(flags: FieldFlags<TValues>, field: string, on: boolean): FieldFlags<TValues> {
  if (Boolean((flags as Record<string, boolean | undefined>)[field]) === on) return flags;
  return { ...flags, [field]: on };
}

function withError<TValues>(
  errors: FormErrors<TValues>,
  field: string,
  error: FormError | undefined | null,
): FormErrors<TValues> {
  const current = (errors as Record<string, FormError | undefined>)[field];
  if (!error) {
    if (!current) return errors;
    const { [field]: _removed, ...rest } = errors as Record<string, FormError>;
    return rest as FormErrors<TValues>;
  }
  if (current && current.key === error.key && sameParams(current, error)) return errors;
  return { ...errors, [field]: error };
}

function sameParams(a: FormError, b: FormError): boolean {
  const keys = Object.keys(a.params);
  return keys.length === Object.keys(b.params).length && keys.every((key) => a.params[key] === b.params[key]);
}

/**
 * Creates the framework-free state machine behind `useForm` (see `FormController`). Use it
 * directly to drive a form outside React.
 *
 * @param options Initial values, rules and/or schema, callbacks.
 */
export function createFormController<TValues extends FormValues>(
  options: FormControllerOptions<TValues>,
): FormController<TValues> {
  let current = options;
  const listeners = new Set<() => void>();
  let state: FormState<TValues> = initialState(options.initialValues);

  function initialState(values: TValues): FormState<TValues> {
    return {
      values,
      initialValues: values,
      errors: {},
      touched: {},
      dirty: {},
      validated: {},
      isDirty: false,
      isSubmitting: false,
      submitCount: 0,
    };
  }

  function setState(next: FormState<TValues>) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function fieldNames(): FieldName<TValues>[] {
    const names = new Set(Object.keys(state.initialValues));
    for (const name of Object.keys(current.rules ?? {})) names.add(name);
    return [...names] as FieldName<TValues>[];
  }

  function errorsOf(values: TValues): FormErrors<TValues> {
    const ruleErrors = current.rules ? validateForm(values, current.rules) : {};
    const schemaErrors = current.schema ? validateWithSchema<TValues>(current.schema, values) : {};
    return { ...schemaErrors, ...ruleErrors };
  }

  function errorOf(errors: FormErrors<TValues>, field: string): FormError | undefined {
    return (errors as Record<string, FormError | undefined>)[field];
  }

  /** Shows the errors of `fields` (and marks them validated), leaving the other fields' as shown. */
  function showErrors(next: FormState<TValues>, fields: readonly string[]): FormState<TValues> {
    if (fields.length === 0) return next;
    const all = errorsOf(next.values);
    let { errors, validated } = next;
    for (const field of fields) {
      errors = withError(errors, field, errorOf(all, field));
      validated = withFlag(validated, field, true);
    }
    return errors === next.errors && validated === next.validated ? next : { ...next, errors, validated };
  }

  function validatedFields(except?: string): string[] {
    return Object.entries(state.validated)
      .filter(([field, on]) => on === true && field !== except)
      .map(([field]) => field);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOptions(next) {
      current = next;
    },
    fieldNames,
    change(field, value, changeOptions) {
      const values = { ...state.values, [field]: value };
      const dirty = withFlag(state.dirty, field, !isSameValue(value, state.initialValues[field]));
      let next: FormState<TValues> = {
        ...state,
        values,
        dirty,
        isDirty: Object.values(dirty).some(Boolean),
      };
      // Eager: a committed change validates; typing validates only while an error is shown.
      const validateSelf = changeOptions?.commit === true || errorOf(state.errors, field) !== undefined;
      const fields = validatedFields(field);
      if (validateSelf) fields.push(field);
      next = showErrors(next, fields);
      setState(next);
    },
    blur(field) {
      const touched = withFlag(state.touched, field, true);
      setState(showErrors({ ...state, touched }, [field]));
    },
    validate(field) {
      const fields = field === undefined ? fieldNames() : [field];
      setState(showErrors(state, fields));
      return fields.every((name) => errorOf(state.errors, name) === undefined);
    },
    check: () => errorsOf(state.values),
    setError(field, error) {
      setState({ ...state, errors: withError(state.errors, field, error) });
    },
    async submit() {
      if (state.isSubmitting) return false;
      const fields = fieldNames();
      let touched = state.touched;
      for (const field of fields) touched = withFlag(touched, field, true);
      setState(showErrors({ ...state, touched, submitCount: state.submitCount + 1 }, fields));
      if (Object.keys(state.errors).length > 0) {
        current.onInvalid?.(state.errors);
        return false;
      }
      const values = state.values;
      setState({ ...state, isSubmitting: true });
      try {
        await current.onSubmit?.(values);
      } finally {
        setState({ ...state, isSubmitting: false });
      }
      return true;
    },
    reset(values) {
      setState(initialState(values ?? state.initialValues));
    },
  };
}

'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import type { FormErrors, FormValues } from '../form/field-rule.ts';
import {
  createFormController,
  type FieldFlags,
  type FieldName,
  type FormControllerOptions,
} from '../form/form-controller.ts';
import type { FormError } from '../form/form-error.ts';
import { readChange } from './read-change.ts';

/** The options of `useForm`. */
export interface UseFormOptions<TValues extends FormValues>
  extends Omit<FormControllerOptions<TValues>, 'onInvalid'> {
  /**
   * Called when a submit finds the form invalid, after the first invalid field got the focus,
   * with the errors and that field's name (first in page order among fields given a `ref`,
   * then in the order of `initialValues`).
   */
  readonly onInvalid?:
    | ((errors: FormErrors<TValues>, firstInvalidField: FieldName<TValues>) => void)
    | undefined;
  /** Whether a failed submit moves the focus to the first invalid field. Default `true`. */
  readonly focusOnInvalid?: boolean | undefined;
}

/** Props for an `<input>`, `<textarea>` or `<select>`: spread them, `<input {...form.field('email')} />`. */
export interface FieldProps<TValue> {
  /** The field name. */
  readonly name: string;
  /** The value; `''` while the form holds `null` or `undefined`, so the input stays controlled. */
  readonly value: TValue | '';
  /** Takes a change event, or the new value from a custom component. */
  readonly onChange: (eventOrValue: unknown) => void;
  /** Marks the field touched and validates it. */
  readonly onBlur: () => void;
  /** `true` while the field shows an error. */
  readonly 'aria-invalid': boolean;
  /** Lets a failed submit focus this field. */
  readonly ref: (element: HTMLElement | null) => void;
}

/** Props for a checkbox: `<input {...form.checkbox('terms')} />`; its value is a boolean. */
export interface CheckboxProps {
  /** The field name. */
  readonly name: string;
  /** Always `'checkbox'`. */
  readonly type: 'checkbox';
  /** Whether the box is ticked (the form value is `true`). */
  readonly checked: boolean;
  /** Takes the change event (or a boolean); a tick is validated at once. */
  readonly onChange: (eventOrValue: unknown) => void;
  /** Marks the field touched and validates it. */
  readonly onBlur: () => void;
  /** `true` while the field shows an error. */
  readonly 'aria-invalid': boolean;
  /** Lets a failed submit focus this box. */
  readonly ref: (element: HTMLElement | null) => void;
}

/** What `useForm` returns. */
export interface UseFormResult<TValues extends FormValues> {
  /** The current values. */
  readonly values: TValues;
  /** The errors shown now, as translatable `{ key, params }` per field. */
  readonly errors: FormErrors<TValues>;
  /** Fields that lost focus once, or every field after a submit. */
  readonly touched: FieldFlags<TValues>;
  /** Fields whose value differs from the initial value. */
  readonly dirty: FieldFlags<TValues>;
  /** Whether any field is dirty. */
  readonly isDirty: boolean;
  /** Whether the current values pass every rule (computed now, whether shown or not). */
  readonly isValid: boolean;
  /** Whether `onSubmit` is running: disable the button, show a spinner. */
  readonly isSubmitting: boolean;
  /** Submit attempts since the last reset. */
  readonly submitCount: number;
  /** Props for a text-like input, textarea or select. */
  field<TField extends FieldName<TValues>>(name: TField): FieldProps<NonNullable<TValues[TField]>>;
  /** The same as `field`, for those used to the name. */
  register<TField extends FieldName<TValues>>(name: TField): FieldProps<NonNullable<TValues[TField]>>;
  /** Props for a checkbox bound to a boolean field. */
  checkbox(name: FieldName<TValues>): CheckboxProps;
  /** Sets a value; `{ validate: true }` validates it at once, otherwise eager mode decides. */
  setValue<TField extends FieldName<TValues>>(
    name: TField,
    value: TValues[TField],
    options?: { readonly validate?: boolean },
  ): void;
  /** Shows an error of your own (e.g. from the server) on a field, or clears it with `null`. */
  setError(name: FieldName<TValues>, error: FormError | null): void;
  /** Validates one field or all, shows the result, returns whether valid. */
  validate(name?: FieldName<TValues>): boolean;
  /**
   * The form's submit handler: `<form onSubmit={form.handleSubmit} noValidate>`. Prevents the
   * browser's submit, validates every field; when valid runs `onSubmit` (resolves `true`; a
   * throw from `onSubmit` rejects), otherwise focuses the first invalid field, calls
   * `onInvalid` and resolves `false`.
   */
  handleSubmit(event?: { preventDefault(): void }): Promise<boolean>;
  /** Back to the initial values (or to `values`, the new initial values), errors cleared. */
  reset(values?: TValues): void;
}

interface FieldHandlers {
  readonly onChange: (eventOrValue: unknown) => void;
  readonly onBlur: () => void;
  readonly ref: (element: HTMLElement | null) => void;
}

/**
 * A small form hook in eager interaction mode (vee-validate's "eager"): a field is validated when
 * its change is committed or it loses focus; while it shows an error it is validated on every
 * keystroke, until valid; submit validates every field and focuses the first invalid one.
 * Errors are translatable `{ key, params }`; translate them with `@clubshop/i18n`.
 *
 * @example
 * const form = useForm({
 *   initialValues: { email: '', terms: false },
 *   rules: { email: ['required', 'email'], terms: ['required'] },
 *   onSubmit: async (values) => { await signUp(values); form.reset(); },
 * });
 * <form onSubmit={form.handleSubmit} noValidate>
 *   <input {...form.field('email')} />
 *   {form.errors.email && <p>{t(form.errors.email.key, form.errors.email.params)}</p>}
 *   <input {...form.checkbox('terms')} />
 * </form>
 */
export function useForm<TValues extends FormValues>(
  options: UseFormOptions<TValues>,
): UseFormResult<TValues> {
  const elements = useRef(new Map<string, HTMLElement>()).current;
  const handlers = useRef(new Map<string, FieldHandlers>()).current;

  const controllerOptions: FormControllerOptions<TValues> = {
    ...options,
    onInvalid: (errors) => reportInvalid(errors),
  };
  const [controller] = useState(() => createFormController<TValues>(controllerOptions));
  // Rules, schema and callbacks may change between renders: the controller always gets this
  // render's options, and with them this render's `reportInvalid`.
  controller.setOptions(controllerOptions);

  function firstInvalid(errors: FormErrors<TValues>): FieldName<TValues> | undefined {
    const invalid = controller.fieldNames().filter((name) => errors[name] !== undefined);
    const inPage = invalid
      .filter((name) => elements.get(name)?.isConnected)
      .sort((a, b) => {
        const position = elements.get(a)!.compareDocumentPosition(elements.get(b)!);
        return position & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      });
    return inPage[0] ?? invalid[0];
  }

  function reportInvalid(errors: FormErrors<TValues>) {
    const first = firstInvalid(errors);
    if (first === undefined) return;
    if (options.focusOnInvalid !== false) elements.get(first)?.focus();
    options.onInvalid?.(errors, first);
  }

  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const { values, errors } = state;
  // Computed on every render: rules are synchronous and cheap, and may change with the options.
  const isValid = Object.keys(controller.check()).length === 0;

  /**
   * A server-rendered form can be typed into before its page is hydrated. React keeps what was
   * typed in the box but not in this form's state, so the next render would wipe it: the form
   * takes it over when the box is first attached (what the shopper typed differs from the value
   * the server rendered, the box's default).
   */
  function adoptValueTypedBeforeHydration(name: FieldName<TValues>, element: HTMLElement) {
    const current = controller.getState().values[name];
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== element.defaultChecked && element.checked !== (current === true)) {
        controller.change(name, element.checked as TValues[FieldName<TValues>], { commit: false });
      }
      return;
    }
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
    if (element.value !== element.defaultValue && element.value !== String(current ?? '')) {
      controller.change(name, element.value as TValues[FieldName<TValues>], { commit: false });
    }
  }

  function handlersOf(name: string): FieldHandlers {
    let fieldHandlers = handlers.get(name);
    if (!fieldHandlers) {
      fieldHandlers = {
        onChange(eventOrValue) {
          const { value, commit } = readChange(eventOrValue);
          controller.change(name as FieldName<TValues>, value as TValues[FieldName<TValues>], { commit });
        },
        onBlur: () => controller.blur(name as FieldName<TValues>),
        ref(element) {
          if (!element) {
            elements.delete(name);
            return;
          }
          elements.set(name, element);
          adoptValueTypedBeforeHydration(name as FieldName<TValues>, element);
        },
      };
      handlers.set(name, fieldHandlers);
    }
    return fieldHandlers;
  }

  function field<TField extends FieldName<TValues>>(name: TField): FieldProps<NonNullable<TValues[TField]>> {
    const value = values[name];
    return {
      name,
      value: value ?? '',
      'aria-invalid': errors[name] !== undefined,
      ...handlersOf(name),
    };
  }

  return {
    values,
    errors,
    touched: state.touched,
    dirty: state.dirty,
    isDirty: state.isDirty,
    isValid,
    isSubmitting: state.isSubmitting,
    submitCount: state.submitCount,
    field,
    register: field,
    checkbox(name) {
      return {
        name,
        type: 'checkbox',
        checked: values[name] === true,
        'aria-invalid': errors[name] !== undefined,
        ...handlersOf(name),
      };
    },
    setValue(name, value, setOptions) {
      controller.change(name, value, { commit: setOptions?.validate === true });
    },
    setError: (name, error) => controller.setError(name, error),
    validate: (name) => controller.validate(name),
    handleSubmit(event) {
      event?.preventDefault();
      return controller.submit();
    },
    reset: (resetValues) => controller.reset(resetValues),
  };
}

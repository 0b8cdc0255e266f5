// @vitest-environment jsdom
import { type FormError, useForm } from '@clubshop/validation/react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

afterEach(cleanup);

interface Profile {
  firstName: string | null;
  phone: string;
  street: string;
  newsletter: boolean;
  sizes: string[];
}

const initialValues: Profile = { firstName: null, phone: '', street: '', newsletter: false, sizes: [] };

function useProfileForm(onSubmit?: (values: Profile) => void) {
  return useForm<Profile>({
    initialValues,
    rules: {
      firstName: ['required', 'addOnName'],
      phone: ['phone'],
      street: ['address'],
      sizes: ['required'],
    },
    onSubmit,
  });
}

describe('useForm API', () => {
  test('field() gives name, value, handlers and aria-invalid; null shows as an empty value', () => {
    const { result } = renderHook(() => useProfileForm());
    const props = result.current.field('firstName');
    expect(props).toMatchObject({ name: 'firstName', value: '', 'aria-invalid': false });
    expect(typeof props.onChange).toBe('function');
    expect(typeof props.onBlur).toBe('function');
    expect(typeof props.ref).toBe('function');
  });

  test('register() is field() under another name', () => {
    const { result } = renderHook(() => useProfileForm());
    expect(result.current.register('phone')).toEqual(result.current.field('phone'));
  });

  test('handlers keep their identity between renders', () => {
    const { result } = renderHook(() => useProfileForm());
    const before = result.current.field('phone');
    act(() => result.current.field('phone').onChange('123'));
    const after = result.current.field('phone');
    expect(after.value).toBe('123');
    expect(after.onChange).toBe(before.onChange);
    expect(after.onBlur).toBe(before.onBlur);
  });

  test('checkbox() binds a boolean field', () => {
    const { result } = renderHook(() => useProfileForm());
    expect(result.current.checkbox('newsletter')).toMatchObject({
      name: 'newsletter',
      type: 'checkbox',
      checked: false,
      'aria-invalid': false,
    });
    act(() => result.current.checkbox('newsletter').onChange(true));
    expect(result.current.checkbox('newsletter').checked).toBe(true);
    expect(result.current.values.newsletter).toBe(true);
  });

  test('onChange takes a value from a custom component: text is typing, a boolean is committed', () => {
    const { result } = renderHook(() => useProfileForm());
    act(() => result.current.field('street').onChange('Main Street'));
    expect(result.current.errors.street).toBeUndefined();
    act(() => result.current.field('street').onBlur());
    expect(result.current.errors.street?.key).toBe('Form.Validation.Address');
    act(() => result.current.field('street').onChange('Main Street 1'));
    expect(result.current.errors.street).toBeUndefined();
  });

  test('setValue follows eager mode, or validates at once with { validate: true }', () => {
    const { result } = renderHook(() => useProfileForm());
    act(() => result.current.setValue('phone', 'call me'));
    expect(result.current.errors.phone).toBeUndefined();
    act(() => result.current.setValue('phone', 'call me', { validate: true }));
    expect(result.current.errors.phone).toEqual({ key: 'Form.Validation.Phone', params: {} });
  });

  test('a list field is required to hold an item', () => {
    const { result } = renderHook(() => useProfileForm());
    act(() => result.current.setValue('sizes', [], { validate: true }));
    expect(result.current.errors.sizes?.key).toBe('Form.Validation.Required');
    act(() => result.current.setValue('sizes', ['M']));
    expect(result.current.errors.sizes).toBeUndefined();
    expect(result.current.dirty.sizes).toBe(true);
    act(() => result.current.setValue('sizes', []));
    expect(result.current.dirty.sizes).toBe(false); // an equal list is not a change
  });

  test('validate() checks one field or all and reports validity', () => {
    const { result } = renderHook(() => useProfileForm());
    let valid = true;
    act(() => {
      valid = result.current.validate('phone');
    });
    expect(valid).toBe(true);
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect(Object.keys(result.current.errors).sort()).toEqual(['firstName', 'sizes']);
    expect(result.current.field('firstName')['aria-invalid']).toBe(true);
  });

  test('setError shows a server error until cleared or the field re-validates', () => {
    const { result } = renderHook(() => useProfileForm());
    const taken: FormError = { key: 'Newsletter.SubmitError', params: {} };
    act(() => result.current.setError('phone', taken));
    expect(result.current.errors.phone).toEqual(taken);
    act(() => result.current.field('phone').onChange('12345')); // shown error: re-validated
    expect(result.current.errors.phone).toBeUndefined();
    act(() => result.current.setError('phone', taken));
    act(() => result.current.setError('phone', null));
    expect(result.current.errors.phone).toBeUndefined();
  });

  test('handleSubmit prevents the browser submit and resolves whether it submitted', async () => {
    const submitted: Profile[] = [];
    const { result } = renderHook(() => useProfileForm((values) => submitted.push(values)));
    let prevented = 0;
    const event = { preventDefault: () => prevented++ };
    let outcome: boolean | undefined;
    await act(async () => {
      outcome = await result.current.handleSubmit(event);
    });
    expect(outcome).toBe(false);
    expect(prevented).toBe(1);

    act(() => {
      result.current.setValue('firstName', 'Søren');
      result.current.setValue('sizes', ['L']);
    });
    await act(async () => {
      outcome = await result.current.handleSubmit();
    });
    expect(outcome).toBe(true);
    expect(submitted).toEqual([{ ...initialValues, firstName: 'Søren', sizes: ['L'] }]);
  });

  test('isValid follows the values without showing errors', () => {
    const { result } = renderHook(() => useProfileForm());
    expect(result.current.isValid).toBe(false);
    act(() => {
      result.current.setValue('firstName', 'Zoë');
      result.current.setValue('sizes', ['S']);
    });
    expect(result.current.isValid).toBe(true);
    expect(result.current.errors).toEqual({});
  });
});

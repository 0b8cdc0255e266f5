// @vitest-environment jsdom
import { readChange } from '@clubshop/validation/react';
import { describe, expect, test } from 'vitest';

function input(type: string, init: Partial<HTMLInputElement> = {}) {
  const element = document.createElement('input');
  element.type = type;
  Object.assign(element, init);
  return { target: element };
}

describe('readChange', () => {
  test('reads a text input as typing', () => {
    expect(readChange(input('text', { value: 'Zoë' }))).toEqual({ value: 'Zoë', commit: false });
    expect(readChange(input('email', { value: 'a@b.dk' }))).toEqual({ value: 'a@b.dk', commit: false });
    expect(readChange(input('number', { value: '7' }))).toEqual({ value: '7', commit: false });
  });

  test('reads a textarea as typing', () => {
    const textarea = document.createElement('textarea');
    textarea.value = 'Hello';
    expect(readChange({ target: textarea })).toEqual({ value: 'Hello', commit: false });
  });

  test('reads a checkbox as its checked state, committed', () => {
    expect(readChange(input('checkbox', { checked: true, value: 'on' }))).toEqual({
      value: true,
      commit: true,
    });
    expect(readChange(input('checkbox', { checked: false }))).toEqual({ value: false, commit: true });
  });

  test('reads a radio button as its value, committed', () => {
    expect(readChange(input('radio', { value: 'M', checked: true }))).toEqual({ value: 'M', commit: true });
  });

  test('reads a select as its value, and a multiple select as a list, committed', () => {
    const select = document.createElement('select');
    select.innerHTML = '<option value="S">S</option><option value="M">M</option><option value="L">L</option>';
    select.value = 'M';
    expect(readChange({ target: select })).toEqual({ value: 'M', commit: true });

    const multiple = document.createElement('select');
    multiple.multiple = true;
    multiple.innerHTML =
      '<option value="S" selected>S</option><option value="M">M</option><option value="L" selected>L</option>';
    expect(readChange({ target: multiple })).toEqual({ value: ['S', 'L'], commit: true });
  });

  test('reads a file input as its file list, committed', () => {
    const change = input('file');
    expect(readChange(change)).toEqual({ value: change.target.files, commit: true });
  });

  test('takes a plain value as itself: a boolean is committed, anything else is typing', () => {
    expect(readChange('Zoë')).toEqual({ value: 'Zoë', commit: false });
    expect(readChange(7)).toEqual({ value: 7, commit: false });
    expect(readChange(true)).toEqual({ value: true, commit: true });
    expect(readChange(null)).toEqual({ value: null, commit: false });
    expect(readChange(['M'])).toEqual({ value: ['M'], commit: false });
  });

  test('takes an object with a target that is not a field as a plain value', () => {
    const value = { target: 'goal' };
    expect(readChange(value)).toEqual({ value, commit: false });
  });
});

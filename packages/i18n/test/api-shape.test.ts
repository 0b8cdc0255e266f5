// @vitest-environment node
// The React-facing API other packages (ui-kit, storefront) build on. These type assertions are
// checked by `tsc` (the package's typecheck); a change of shape fails it.
import {
  createTranslator,
  type Dictionary,
  type I18nContextValue,
  I18nProvider,
  type ServerMessage,
  type Translate,
  useI18n,
  useTranslation,
} from '@clubshop/i18n';
import type { JSX, ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';

interface AgreedContextValue {
  locale: string;
  culture: string;
  currency: string;
  t: Translate;
  formatMoney(amount: number, currency?: string): string;
  formatDate(date: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  formatLongDate(date: Date | string | number): string;
  monthName(monthIndex: number): string;
  orderStatusLabel(status: 'Confirmed' | 'Open' | 'Cancelled' | 'Complete'): string;
  serverMessage(message: ServerMessage, fallback?: string): string;
}

describe('public API shape', () => {
  it('matches the agreed types', () => {
    expectTypeOf<Translate>().toEqualTypeOf<
      (key: string, values?: Record<string, string | number>) => string
    >();
    expectTypeOf<Dictionary>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<I18nContextValue>().toEqualTypeOf<AgreedContextValue>();
    expectTypeOf(useI18n).toEqualTypeOf<() => I18nContextValue>();
    expectTypeOf(useTranslation).toEqualTypeOf<() => Translate>();
    expectTypeOf(createTranslator).toBeCallableWith({ a: 'b' });
    expectTypeOf(createTranslator).returns.toEqualTypeOf<Translate>();
    expectTypeOf(I18nProvider).returns.toEqualTypeOf<JSX.Element>();
    expectTypeOf(I18nProvider).toBeCallableWith({ children: null as ReactNode });
    expectTypeOf(I18nProvider).toBeCallableWith({
      locale: 'da-DK',
      culture: 'da',
      currency: 'DKK',
      dictionary: { a: 'b' },
      children: null as ReactNode,
    });
  });

  it('exports the runtime functions', () => {
    for (const value of [createTranslator, I18nProvider, useI18n, useTranslation]) {
      expect(typeof value).toBe('function');
    }
  });
});

'use client';

import { createContext } from 'react';
import { createI18n, type I18nContextValue } from '../create-i18n.ts';

/**
 * The React context behind `I18nProvider` and `useI18n`. Its default value (no provider) is the
 * defaults of docs/product/requirements.md#constants: en-US / en / EUR with an empty dictionary.
 */
export const I18nContext = createContext<I18nContextValue>(createI18n());
I18nContext.displayName = 'I18nContext';

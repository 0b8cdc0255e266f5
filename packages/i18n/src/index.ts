/**
 * @packageDocumentation Culture context, dictionary translations, money, date and month formatting
 * for ClubShop storefronts. This entry includes the React provider and hooks (React is an optional
 * peer); `@clubshop/i18n/core` is the same API without React.
 */
export * from './core.ts';
export { I18nContext } from './react/i18n-context.ts';
export { I18nProvider, type I18nProviderProps } from './react/i18n-provider.tsx';
export { useI18n } from './react/use-i18n.ts';
export { useTranslation } from './react/use-translation.ts';

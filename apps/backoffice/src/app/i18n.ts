/** The translation hook of the app, typed by the back office's message keys. */
import { useI18n } from '@clubshop/i18n';
import type { MessageKey } from '../messages/index.ts';

/**
 * `t(key, params)` over the back office's messages, plus the culture's formatters. A screen with
 * texts of its own names their keys: `useT<TextKey<typeof twoFactorSettingsTexts>>()`.
 */
export function useT<TOwnKey extends string = never>() {
  const i18n = useI18n();
  const t = (key: MessageKey | TOwnKey, params?: Record<string, string | number>) => i18n.t(key, params);
  return { ...i18n, t };
}

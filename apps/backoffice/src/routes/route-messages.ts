/**
 * The app's dictionary: the shared messages (`messages/`) and the texts each route of the
 * registry brings from its folder (decision 0087).
 */
import { type Culture, cultures, type MessageKey, messages } from '../messages/index.ts';
import type { AdminRoute } from './admin-route.ts';
import { adminRoutes, type RouteTextKey } from './registry.ts';

/** The messages of `culture`, the routes' own texts included. */
export function messagesOf(culture: Culture): Record<MessageKey | RouteTextKey, string> {
  return Object.assign(
    {},
    messages[culture],
    ...adminRoutes.map((route: AdminRoute) => route.texts?.[culture]),
  );
}

/** Every culture's messages, the routes' texts included (what the app's dictionary holds). */
export const routeMessages = Object.fromEntries(
  cultures.map((culture) => [culture, messagesOf(culture)]),
) as Record<Culture, Record<MessageKey | RouteTextKey, string>>;

/**
 * One screen of the back office as the registry lists it (decision 0083): its path, the area of
 * the admin API it works in, its label in the navigation, and its screen, loaded on demand (one
 * chunk per route folder).
 */

import type { AdminArea } from '@clubshop/api-sdk/admin';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteTexts } from '../messages/define-texts.ts';
import type { MessageKey } from '../messages/index.ts';

/** The path's parameters (`/orders/:id` gives `{ id }`), passed to the screen as its props. */
export type RouteParams = Record<string, string>;

/** A screen of the registry. */
export interface AdminRoute<TId extends string = string> {
  /** Names the route (`mayOpen(access, 'orders')`, the home of a member). */
  id: TId;
  /** wouter's pattern: `/orders/:id`. */
  path: string;
  /** The area of the admin API the screen works in; `undefined`: every member (their own account). */
  area: AdminArea | undefined;
  /**
   * The navigation's label (a shared message or one of the route's `texts`); a route without one
   * is reached by a link of another (a detail).
   */
  nav?: MessageKey | (string & {});
  /** The route's own texts (its folder's `<name>-texts.ts`, decision 0087), added to the dictionary. */
  texts?: RouteTexts;
  /**
   * Where a member lands only when they work in this area too (the dashboard, which every role
   * reads: the home of members who work on orders; an editor lands on settings).
   */
  landsIn?: AdminArea;
  /** Open to an owner who has not set up two-step sign-in yet (then it is all they see). */
  beforeTwoFactor?: boolean;
  /** The screen, with the path's parameters as props. */
  screen: LazyExoticComponent<ComponentType<RouteParams>>;
}

/**
 * A screen loaded on demand. The module's default export takes the path's parameters as props
 * (`OrderDetail({ id })` for `/orders/:id`).
 */
export function lazyScreen<TProps extends RouteParams>(
  load: () => Promise<{ default: ComponentType<TProps> }>,
): LazyExoticComponent<ComponentType<RouteParams>> {
  return lazy(load as unknown as () => Promise<{ default: ComponentType<RouteParams> }>);
}

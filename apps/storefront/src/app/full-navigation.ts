import { createContext, useContext } from 'react';

/** Leaves the app with a full page load: to the payment page, or to another country's site. */
export type FullNavigate = (url: string) => void;

/** The browser's full navigation. */
export const assignLocation: FullNavigate = (url) => window.location.assign(url);

/** How the shop leaves itself; the browser's location by default (tests record instead). */
export const FullNavigationContext = createContext<FullNavigate>(assignLocation);

/** The full navigation of the nearest provider. */
export function useFullNavigate(): FullNavigate {
  return useContext(FullNavigationContext);
}

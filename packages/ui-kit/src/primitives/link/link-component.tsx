'use client';

import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** Props every link renderer receives: an anchor's props with a required `href`. */
export type LinkRendererProps = ComponentProps<'a'> & { href: string };

/** A component that renders a link, e.g. an adapter around the app router's Link. */
export type LinkRenderer = ComponentType<LinkRendererProps>;

function Anchor(props: LinkRendererProps) {
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkRenderer>(Anchor);

/**
 * Lets the app route every ui-kit link through its router (client-side navigation) without
 * ui-kit knowing the router: `<LinkComponentProvider component={({ href, ...p }) => <RouterLink to={href} {...p} />}>`.
 * Without a provider, links are plain anchors.
 *
 * @example
 * import { Link as RouterLink } from 'react-router';
 * <LinkComponentProvider component={({ href, ...props }) => <RouterLink to={href} {...props} />}>
 *   <App />
 * </LinkComponentProvider>
 */
export function LinkComponentProvider({
  component,
  children,
}: {
  component: LinkRenderer;
  children: ReactNode;
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link renderer of the nearest {@link LinkComponentProvider}, or a plain anchor. */
export function useLinkComponent(): LinkRenderer {
  return useContext(LinkComponentContext);
}

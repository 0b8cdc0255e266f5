import type { LinkRendererProps } from '@clubshop/ui-kit';
import { SiteLink } from './SiteLink.tsx';

/** How ui-kit renders links in the shop: through the router for our own paths (no reload). */
export function RouterLink({ href, ...rest }: LinkRendererProps) {
  return <SiteLink href={href} {...rest} />;
}

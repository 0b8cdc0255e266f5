import type { ContentResponse } from '@clubshop/api-sdk';

/** What a template page receives: the resolved route (never null here) and its page meta. */
export interface TemplateProps {
  route: NonNullable<ContentResponse['route']>;
  meta: ContentResponse['meta'];
}

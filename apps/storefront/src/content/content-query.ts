import type { ClubShopClient, ContentResponse } from '@clubshop/api-sdk';
import { contentQueryOptions } from '@clubshop/api-sdk/query';
import { descriptionHtml } from '@clubshop/validation';
import type { QueryFunction, QueryFunctionContext } from '@tanstack/react-query';

type ContentKey = ReturnType<typeof contentQueryOptions>['queryKey'];

/**
 * A content answer whose rich text went through `sanitizeHtml`: a content page's rich-text blocks,
 * a product page's description (HTML as it is, plain text escaped with its line breaks kept:
 * `descriptionHtml`), so the product page renders it as HTML.
 */
export async function sanitizeContent(
  content: ContentResponse,
  sanitizeHtml: (html: string) => Promise<string>,
): Promise<ContentResponse> {
  const route = content.route;
  if (route?.template === 'productPage') {
    const description = await sanitizeHtml(descriptionHtml(route.product.description ?? ''));
    return { ...content, route: { ...route, product: { ...route.product, description } } };
  }
  if (!route || !('blocks' in route)) return content;
  const blocks = await Promise.all(
    route.blocks.map(async (block) =>
      block.type === 'richText' ? { ...block, html: await sanitizeHtml(block.html) } : block,
    ),
  );
  return { ...content, route: { ...route, blocks } };
}

/**
 * What a path resolves to (`GET /api/content`), under api-sdk's content key, with its rich text
 * sanitised as it enters the cache: what the server dehydrates is already safe, so the browser
 * hydrates it without loading a sanitiser, and a later client-side fetch is sanitised the same.
 */
export function contentQuery(
  client: ClubShopClient,
  path: string,
  sanitizeHtml: (html: string) => Promise<string>,
) {
  const options = contentQueryOptions(client, path);
  const fetchContent = options.queryFn as QueryFunction<ContentResponse, ContentKey>;
  return {
    ...options,
    queryFn: async (context: QueryFunctionContext<ContentKey>) =>
      sanitizeContent(await fetchContent(context), sanitizeHtml),
  };
}

import type { ClubSettings } from '@clubshop/api-sdk';

/** The message logged when a signup cannot be sent (docs/product/requirements.md#errors). */
export const MISSING_NEWSLETTER_IDENTIFIER = 'Missing newsletter identifier';

/** Where a newsletter signup goes: the list and the terms page the shopper accepts. */
export interface NewsletterTarget {
  listId: string;
  termsId: string;
}

/**
 * The newsletter list and terms page of the site. A missing list identifier or terms page logs
 * "Missing newsletter identifier" and gives undefined: the caller then does nothing.
 */
export function newsletterTarget(
  settings: Pick<ClubSettings, 'newsletter' | 'termsAndConditionsPage'> | undefined,
  logger: { error(...data: unknown[]): void },
): NewsletterTarget | undefined {
  const listId = settings?.newsletter?.listId;
  const termsId = settings?.termsAndConditionsPage?.id;
  if (!listId || !termsId) {
    logger.error(MISSING_NEWSLETTER_IDENTIFIER);
    return undefined;
  }
  return { listId, termsId };
}

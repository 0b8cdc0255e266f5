import type { ContentPageWrite } from './control-server.ts';
import { shopUnderTest } from './shop-under-test.ts';

/** A mail the API "sent" (GET /api/dev/mails). */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** A seeded site of the API under test. */
export function siteOf(club: string, country: string) {
  const site = shopUnderTest().sites.find((entry) => entry.club === club && entry.country === country);
  if (!site) throw new Error(`No seeded site ${club}-${country}`);
  return site;
}

/**
 * Mails sent to an address, newest first, from the API's dev endpoint: on the API's own address
 * (the storefront never forwards `/api/dev/*`, and the API answers it only to direct callers).
 */
export async function devMails(to: string): Promise<DevMail[]> {
  const response = await fetch(`${shopUnderTest().apiUrl}/api/dev/mails?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /api/dev/mails answered ${response.status}`);
  return (await response.json()) as DevMail[];
}

/** Confirms an account's e-mail through the API (the confirm page is not a form). */
export async function confirmEmail(email: string): Promise<void> {
  const link = (await devMails(email)).flatMap((mail) => mail.links).find((url) => url.includes('confirm'));
  const token = new URL(link ?? 'http://x/').searchParams.get('token');
  const site = siteOf('northbridge', 'gb');
  const response = await fetch(`${shopUnderTest().apiUrl}/api/users/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', StoreId: site.storeId, culture: site.culture },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`confirm-email answered ${response.status}`);
}

/** Writes (inserts or replaces) a content page of a site through the harness control server. */
export async function putContentPage(page: ContentPageWrite): Promise<void> {
  const response = await fetch(`${shopUnderTest().controlUrl}/pages`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(page),
  });
  if (!response.ok)
    throw new Error(`writing ${page.path} failed: ${response.status} ${await response.text()}`);
}

/** A unique address for a journey's new account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@journeys.example`;
}

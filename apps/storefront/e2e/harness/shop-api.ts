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

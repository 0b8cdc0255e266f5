import type { TestApi } from '@clubshop/commerce-api/testing';

/** A valid billing address in London for a checkout by `email` (the same e-mail confirmed). */
export function londonAddress(email: string) {
  return {
    email,
    emailConfirmation: email,
    phone: '+44 20 7946 0000',
    firstName: 'Alex',
    lastName: 'Morgan',
    street: '12 High Street',
    city: 'London',
    zipCode: 'SW1A 1AA',
    country: 'GB',
  };
}

/**
 * A new basket made through the API holding `quantity` navy home shirts (of the first size the
 * basket takes them in); its token. `headers`: the site's JSON headers.
 */
export async function basketWithShirt(
  api: Pick<TestApi, 'fetch' | 'origin'>,
  headers: Record<string, string>,
  quantity = 1,
): Promise<string> {
  const created = await api.fetch(`${api.origin}/api/baskets`, { method: 'POST', headers });
  const token = ((await created.json()) as { summary: { token: string } }).summary.token;
  for (const size of ['m', 'l', 's', 'xl']) {
    const added = await api.fetch(`${api.origin}/api/baskets/${token}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: `nb-p1001-navy-${size}`, quantity }),
    });
    if (added.ok && ((await added.json()) as { success?: boolean }).success !== false) break;
  }
  return token;
}

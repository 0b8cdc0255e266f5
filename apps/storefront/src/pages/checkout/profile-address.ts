import type { InvoiceDetailsDraft, UserProfile } from '@clubshop/api-sdk';

/**
 * A logged-in customer's billing address as their profile knows it, for a checkout that holds
 * none yet: name, e-mail (confirmed too: it is the account's), phone and address as far as given.
 */
export function invoiceDetailsFromProfile(profile: UserProfile): InvoiceDetailsDraft {
  const optional = (value: string | undefined) => (value ? value : undefined);
  const details: InvoiceDetailsDraft = {
    email: profile.email,
    emailConfirmation: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: optional(profile.phone),
    street: optional(profile.street),
    city: optional(profile.city),
    zipCode: optional(profile.zipCode),
    country: optional(profile.country),
  };
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined),
  ) as InvoiceDetailsDraft;
}

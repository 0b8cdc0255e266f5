import type { users } from '../db/tables/users.ts';

/** A user's row. */
export type UserRow = typeof users.$inferSelect;

/** The fields of a profile a shopper may leave empty. */
const OPTIONAL_FIELDS = ['phone', 'street', 'city', 'zipCode', 'country'] as const;

/** The profile as the contract shows it (unset fields absent). */
export function toProfile(user: UserRow) {
  const optional = (key: (typeof OPTIONAL_FIELDS)[number]) =>
    user[key] ? { [key]: user[key] as string } : {};
  return {
    id: user.id,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    ...optional('phone'),
    ...optional('street'),
    ...optional('city'),
    ...optional('zipCode'),
    ...optional('country'),
  };
}

/** A profile update as the contract takes it: each field absent (unchanged) or a value ('' clears an optional one). */
export interface ProfileUpdate {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  street?: string | undefined;
  city?: string | undefined;
  zipCode?: string | undefined;
  country?: string | undefined;
}

/** The columns an update changes: names as given, an optional field given as '' cleared. */
export function profileChanges(update: ProfileUpdate): Partial<UserRow> {
  const changes: Partial<UserRow> = {};
  if (update.firstName !== undefined) changes.firstName = update.firstName;
  if (update.lastName !== undefined) changes.lastName = update.lastName;
  for (const key of OPTIONAL_FIELDS) {
    const value = update[key];
    if (value !== undefined) changes[key] = value === '' ? null : value;
  }
  return changes;
}

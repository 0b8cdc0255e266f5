/**
 * The length limits of the fields a shopper fills in, in characters (code points, as the `min`
 * and `max` rules count). The forms ({@link fieldRules}) and the API's contract
 * (`@clubshop/api-sdk`'s request schemas) both read them, so a value a form accepts is one the
 * API accepts.
 */
export const fieldLimits = {
  /** First name, last name, a contact's name. */
  personName: { max: 100 },
  /** An e-mail address (the longest a mail server accepts). */
  email: { max: 254 },
  phone: { max: 30 },
  /** The street line of an address: street name and house number. */
  street: { max: 200 },
  city: { max: 100 },
  zipCode: { max: 20 },
  /** A password: long enough to resist guessing, short enough to hash quickly. */
  password: { min: 8, max: 128 },
  /** The name printed on a shirt. */
  addOnName: { max: 20 },
  /** The checkout comment. */
  comment: { max: 1000 },
  /** Subject and message of the contact form. */
  contactSubject: { max: 200 },
  contactMessage: { max: 5000 },
} as const;

import { MONTH_NAME_KEYS } from './month-name.ts';
import { ORDER_STATUS_LABEL_KEYS } from './order-status.ts';

/**
 * Dictionary aliases the spec names, for autocompletion and for seeding a dictionary. Any other
 * alias works with `t` too; this list is a convenience, not a limit.
 */
export const MESSAGE_KEYS = {
  /** Heading of the error page (spec section 8). */
  errorHeading: 'Error.Heading',
  /** Warning after a failed newsletter signup (spec section 8). */
  newsletterSubmitError: 'Newsletter.SubmitError',
  /** Confirmation after a newsletter signup (spec section 8). */
  newsletterSubmitSuccess: 'Newsletter.SubmitSuccess',
  /** Order status labels, by status (spec section 3). */
  orderStatus: ORDER_STATUS_LABEL_KEYS,
  /** Month names, by month index 0..11. */
  months: MONTH_NAME_KEYS,
} as const;

/** Every alias of {@link MESSAGE_KEYS}, as one flat list. */
export const ALL_MESSAGE_KEYS: readonly string[] = [
  MESSAGE_KEYS.errorHeading,
  MESSAGE_KEYS.newsletterSubmitError,
  MESSAGE_KEYS.newsletterSubmitSuccess,
  ...Object.values(ORDER_STATUS_LABEL_KEYS),
  ...MONTH_NAME_KEYS,
];

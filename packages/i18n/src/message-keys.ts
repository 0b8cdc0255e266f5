import { MONTH_NAME_KEYS } from './month-name.ts';
import { ORDER_STATUS_LABEL_KEYS } from './order-status.ts';

/**
 * Dictionary aliases docs/product/requirements.md names, for autocompletion and for seeding a
 * dictionary. Any other alias works with `t` too; this list is a convenience, not a limit.
 */
export const MESSAGE_KEYS = {
  /** Heading of the error page (docs/product/requirements.md#errors). */
  errorHeading: 'Error.Heading',
  /** Warning after a failed newsletter signup (docs/product/requirements.md#errors). */
  newsletterSubmitError: 'Newsletter.SubmitError',
  /** Confirmation after a newsletter signup (docs/product/requirements.md#errors). */
  newsletterSubmitSuccess: 'Newsletter.SubmitSuccess',
  /** Order status labels, by status (docs/product/requirements.md#entities). */
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

import { type ApiErrorItem, type ClubShopClient, errorStatusCode, isApiError } from '@clubshop/api-sdk';
import { type FormError, type FormErrors, type FormRules, validateForm } from '@clubshop/validation';
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'jotai/vanilla';
import type { AppLogger } from '../../app/logger.ts';
import type { FormActionResult } from '../../forms/form-action-result.ts';

/**
 * A form action of the storefront server (decision 0034): what a `<form method="post">` of a
 * page does when it is submitted before the page's code runs or without JavaScript. It gets the
 * posted fields and the request's own api client (the shopper's session and basket cookies, the
 * site's headers), calls the API through the same SDK the page uses, and answers either a
 * redirect (303, the goal reached) or the page again with the shopper's input and the errors.
 */
export type FormAction = (request: FormActionRequest) => Promise<FormActionOutcome>;

/** What a form action works with: made for its request alone. */
export interface FormActionRequest {
  /** The posted fields (`application/x-www-form-urlencoded`), `_action` included. */
  form: URLSearchParams;
  /** The page's public URL (the form posts to its own page). */
  url: URL;
  /** The request's api client: its session (cookies), its site's headers. */
  client: ClubShopClient;
  queryClient: QueryClient;
  /** The request's jotai store, holding its cookie jar: the session and basket helpers write there. */
  store: Store;
  /** The site's origin (`https://shop.example`), for links the API puts in mails. */
  origin: string;
  logger: AppLogger;
}

/**
 * How an action ended: `redirect` answers 303 to `to` (a path of the shop), with `flash` handed
 * to that page once (a success message); `render` renders the posted page again with `status`
 * and `result` (the input and the errors).
 */
export type FormActionOutcome =
  | { kind: 'redirect'; to: string; flash?: FormActionResult | undefined }
  | { kind: 'render'; status: number; result: FormActionResult };

/**
 * The posted text fields `names` as an object (a missing field is empty), for the rules and for
 * filling the form again.
 */
export function postedFields<TName extends string>(
  form: URLSearchParams,
  names: readonly TName[],
): Record<TName, string> {
  return Object.fromEntries(names.map((name) => [name, form.get(name) ?? ''])) as Record<TName, string>;
}

/**
 * Checks posted `values` with the rules the browser's form uses; `undefined` when valid, else
 * the page again with status 400, the errors and the values to show (`echo`: never a password).
 */
export function checkFields<TValues extends object>(
  action: string,
  values: NoInfer<TValues> & Record<string, string>,
  rules: FormRules<TValues>,
  echo: readonly (keyof TValues & string)[],
): FormActionOutcome | undefined {
  const errors: FormErrors<TValues> = validateForm(values, rules);
  if (Object.keys(errors).length === 0) return undefined;
  // A rule's params may quote another field (the confirmation's `target` is the password):
  // whatever may not be shown again does not go back in a message's params either.
  const secrets = new Set(
    Object.entries(values)
      .filter(([name, value]) => value !== '' && !(echo as readonly string[]).includes(name))
      .map(([, value]) => value),
  );
  const fieldErrors = Object.fromEntries(
    Object.entries(errors as Record<string, FormError>).map(([name, error]) => [
      name,
      {
        ...error,
        params: Object.fromEntries(
          Object.entries(error.params ?? {}).filter(([, param]) => !secrets.has(String(param))),
        ),
      },
    ]),
  );
  return {
    kind: 'render',
    status: 400,
    result: { action, ok: false, values: echoed(values, echo), fieldErrors },
  };
}

/** Only the fields that may be shown again (never a password). */
export function echoed(values: Record<string, string>, echo: readonly string[]): Record<string, string> {
  return Object.fromEntries(echo.map((name) => [name, values[name] ?? '']));
}

/**
 * A failed API call as the page again: the API's status (a refusal: 400, 401, 404, 409, 422...)
 * and its first error for the page to translate; no answer at all is 502 without an error item
 * (the page says "please try again").
 */
export function refused(
  action: string,
  error: unknown,
  values: Record<string, string>,
  logger: AppLogger,
): FormActionOutcome {
  const status = errorStatusCode(error);
  const item: ApiErrorItem | undefined = isApiError(error) ? error.errors[0] : undefined;
  if (!item || status >= 500) logger.error(`The form action ${action} failed`, error);
  return {
    kind: 'render',
    status: status >= 400 && status < 500 ? status : 502,
    result: { action, ok: false, values, ...(item && status < 500 ? { error: item } : {}) },
  };
}

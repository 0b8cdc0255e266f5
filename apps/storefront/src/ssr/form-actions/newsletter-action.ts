import type { SettingsResponse } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { type NewsletterFormValues, newsletterFormRules, validateForm } from '@clubshop/validation';
import { NEWSLETTER_ACTION } from '../../newsletter/newsletter-form-action.ts';
import { newsletterTarget } from '../../newsletter/newsletter-target.ts';
import type { FormAction } from './form-action.ts';
import { refused } from './form-action.ts';

/**
 * The footer's newsletter signup, posted from any page: checked with the form's own rules, sent
 * to the site's list with its terms page, then 303 back to the page it was posted from, whose
 * footer thanks the shopper (the form posts to the page with `#newsletter`: the browser keeps the
 * fragment through the redirect and shows the footer). A refusal renders that page again with the input and the warning.
 */
export const newsletterAction: FormAction = async ({ form, url, client, queryClient, logger }) => {
  const values: NewsletterFormValues = {
    firstName: form.get('firstName') ?? '',
    email: form.get('email') ?? '',
    terms: form.has('terms'),
  };
  const echo = { firstName: values.firstName, email: values.email };
  const fieldErrors = validateForm(values, newsletterFormRules);
  if (Object.keys(fieldErrors).length > 0) {
    return {
      kind: 'render',
      status: 400,
      result: { action: NEWSLETTER_ACTION, ok: false, values: echo, fieldErrors },
    };
  }
  const settings = queryClient.getQueryData<SettingsResponse>(queryKeys.settings(url.href))?.views
    .clubSettings;
  const target = newsletterTarget(settings, logger);
  // Nothing to send to (logged): back to the page as it was, as the form in the browser does.
  if (!target) return { kind: 'redirect', to: `${url.pathname}${url.search}` };
  try {
    await client.users.newsletterSignup(target.listId, {
      termsId: target.termsId,
      email: values.email,
      firstName: values.firstName,
    });
  } catch (error) {
    return refused(NEWSLETTER_ACTION, error, echo, logger);
  }
  return {
    kind: 'redirect',
    to: `${url.pathname}${url.search}`,
    flash: { action: NEWSLETTER_ACTION, ok: true },
  };
};

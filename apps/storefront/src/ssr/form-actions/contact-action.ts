import { contactFormRules } from '@clubshop/validation';
import { paths } from '../../routing/paths.ts';
import { checkFields, type FormAction, postedFields, refused } from './form-action.ts';

/** Contact (/contact/): the message to customer service, then 303 back to the page, which says it is sent. */
export const contactAction: FormAction = async ({ form, client, origin, logger }) => {
  const names = ['name', 'email', 'phone', 'subject', 'message'] as const;
  const values = postedFields(form, names);
  const invalid = checkFields('contact', values, contactFormRules, names);
  if (invalid) return invalid;
  try {
    await client.customerService.send(values, `${origin}${paths.contact}`);
  } catch (error) {
    return refused('contact', error, values, logger);
  }
  return { kind: 'redirect', to: paths.contact, flash: { action: 'contact', ok: true } };
};

/** Translations of the newsletter form's dictionary keys, for its stories. */
export const newsletterDictionary: Record<string, string> = {
  'Newsletter.FirstName': 'First name',
  'Newsletter.Email': 'E-mail',
  'Newsletter.TermsLabel': 'I accept the',
  'Newsletter.TermsLink': 'newsletter terms',
  'Newsletter.Submit': 'Sign up',
  'Newsletter.SubmitSuccess': 'Thanks for signing up! Look out for matchday offers.',
  'Newsletter.SubmitError': 'We could not sign you up. Please try again.',
  'Form.Validation.Required': 'This field is required',
  'Form.Validation.Email': 'Enter a valid e-mail address',
  'Common.Loading': 'Loading',
};

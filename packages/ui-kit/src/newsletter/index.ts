/** The newsletter signup form. */
export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterStatus,
} from './newsletter-form/newsletter-form.tsx';

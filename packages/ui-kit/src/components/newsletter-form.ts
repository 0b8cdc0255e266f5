// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterStatus,
} from '../newsletter/newsletter-form/newsletter-form.tsx';

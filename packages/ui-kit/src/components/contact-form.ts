// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  ContactForm,
  type ContactFormProps,
  type ContactFormValues,
} from '../forms/contact-form/contact-form.tsx';

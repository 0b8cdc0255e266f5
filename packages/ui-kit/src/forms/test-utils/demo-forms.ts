import type { CheckoutCountryOption } from '../country-select/country-select.tsx';
import type { PaymentProvider } from '../provider-selectors/payment-provider-selector.tsx';
import type { DropPointOption, ShippingProvider } from '../provider-selectors/shipping-provider-selector.tsx';

/** The checkout countries of the demo sites. */
export const demoCountries: CheckoutCountryOption[] = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'DE', name: 'Germany' },
  { code: 'DK', name: 'Denmark' },
];

/** A returning shopper's profile (Ada Okafor of Northbridge), as the account details form edits it. */
export const demoAccountDetails = {
  firstName: 'Ada',
  lastName: 'Okafor',
  street: '1 Stadium Way',
  city: 'Northbridge',
  zipCode: 'NB1 1AA',
  country: 'GB',
};

/** The same shopper's stored invoice details at the checkout: e-mail (twice), phone, then the profile. */
export const demoInvoiceDetails = {
  email: 'ada@northbridge.example',
  emailConfirmation: 'ada@northbridge.example',
  phone: '+44 20 7946 0000',
  ...demoAccountDetails,
};

/** Shipping methods: home delivery, a drop point method, free click and collect. */
export const demoShippingProviders: ShippingProvider[] = [
  {
    id: 'home',
    name: 'Home delivery',
    carrier: 'Royal Mail',
    price: { amount: 4.95 },
    requiresDropPoint: false,
  },
  {
    id: 'parcelshop',
    name: 'Parcel shop',
    carrier: 'DPD',
    description: 'Collect near you in 2-3 days',
    price: { amount: 3.5 },
    requiresDropPoint: true,
  },
  { id: 'stadium', name: 'Collect at the stadium shop', price: { amount: 0 }, requiresDropPoint: false },
];

/** Drop points near a Northbridge zip code. */
export const demoDropPoints: DropPointOption[] = [
  {
    id: 'dp-1',
    name: 'Corner Shop Northbridge',
    street: '12 High Street',
    zipCode: 'NB1 2AB',
    city: 'Northbridge',
    distance: 450,
  },
  {
    id: 'dp-2',
    name: 'Northbridge Post Office',
    street: '1 Station Road',
    zipCode: 'NB1 4CD',
    city: 'Northbridge',
    distance: 1800,
    openingHours: ['Mon-Fri 9-17'],
  },
];

/** Payment methods. */
export const demoPaymentProviders: PaymentProvider[] = [
  { id: 'card', name: 'Card', description: 'Visa, Mastercard, Amex' },
  { id: 'paypal', name: 'PayPal' },
  { id: 'invoice', name: 'Invoice', description: 'Pay within 14 days', price: { amount: 1.95 } },
];

/** Translations of the forms' dictionary keys. */
export const formsDictionary: Record<string, string> = {
  'Form.Validation.Required': 'This field is required',
  'Form.Validation.Email': 'Enter a valid e-mail address',
  'Form.Validation.Phone': 'Enter a valid phone number',
  'Form.Validation.Confirmed': 'The values do not match',
  'Form.Validation.Address': 'Enter a street and house number',
  'Form.Validation.Min': 'Use at least {min} characters',
  'Form.Validation.Max': 'Use at most {max} characters',
  'Form.SubmitError': 'Something went wrong. Please try again.',
  'Form.Optional': 'Optional',
  'Form.Email': 'E-mail',
  'Form.EmailConfirmation': 'Repeat e-mail',
  'Form.Phone': 'Phone',
  'Form.FirstName': 'First name',
  'Form.LastName': 'Last name',
  'Form.Street': 'Street and number',
  'Form.City': 'City',
  'Form.ZipCode': 'Zip code',
  'Form.Country': 'Country',
  'Form.Country.Placeholder': 'Choose a country',
  'User.Login.Email': 'E-mail',
  'User.Login.Password': 'Password',
  'User.Login.Submit': 'Log in',
  'User.Login.ForgotPassword': 'Forgot your password?',
  'User.Register.FirstName': 'First name',
  'User.Register.LastName': 'Last name',
  'User.Register.Email': 'E-mail',
  'User.Register.Password': 'Password',
  'User.Register.PasswordHint': 'At least {length} characters',
  'User.Register.PasswordConfirmation': 'Repeat password',
  'User.Register.Submit': 'Create account',
  'User.ForgotPassword.Email': 'E-mail',
  'User.ForgotPassword.Submit': 'Send reset link',
  'User.ForgotPassword.Sent': 'If an account exists for this address, a reset link is on its way.',
  'User.ResetPassword.Password': 'New password',
  'User.ResetPassword.PasswordConfirmation': 'Repeat new password',
  'User.ResetPassword.Submit': 'Save password',
  'User.AccountDetails.Submit': 'Save details',
  'User.AccountDetails.Saved': 'Your details are saved.',
  'Contact.Name': 'Name',
  'Contact.Email': 'E-mail',
  'Contact.Phone': 'Phone',
  'Contact.Subject': 'Subject',
  'Contact.Message': 'Message',
  'Contact.Submit': 'Send message',
  'Contact.Sent': 'Thanks, we will get back to you soon.',
  'Checkout.Invoice.Legend': 'Invoice address',
  'Checkout.Shipping.Legend': 'Shipping address',
  'Checkout.UseShippingAddress': 'Ship to a different address',
  'Checkout.Comment': 'Comment',
  'Checkout.Submit': 'Go to payment',
  'Checkout.Payment.Legend': 'Payment method',
  'Checkout.Shipping.MethodLegend': 'Shipping method',
  'Checkout.Shipping.Free': 'Free',
  'Checkout.DropPoint.ZipCode': 'Zip code for drop points',
  'Checkout.DropPoint.Search': 'Find drop points',
  'Checkout.DropPoint.Legend': 'Drop point',
  'Checkout.DropPoint.None': 'No drop points near this zip code.',
  'Checkout.DropPoint.Searching': 'Searching drop points',
  'Checkout.DropPoint.Distance': '{distance} away',
  'Common.Loading': 'Loading',
};

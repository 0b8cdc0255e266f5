/**
 * An example body for every call of the contract that takes one, by operationId: what the
 * storefront sends on the demo club Northbridge's British site. The OpenAPI document shows them
 * (`requestBody.content['application/json'].example`); the document's test parses each with its
 * call's body schema, and Redocly's lint checks each against the generated JSON Schema, so an
 * example that no longer fits the contract fails the test command.
 */
import type {
  BasketCheckoutRequest,
  BasketLinePayload,
  BasketLinesUpdateRequest,
} from '../contract/basket.ts';
import type { SearchRequest } from '../contract/catalog.ts';
import type { CheckoutComment, InvoiceDetailsDraft, ShippingSelection } from '../contract/checkout.ts';
import type { CustomerServiceRequest } from '../contract/content.ts';
import type {
  AuthenticateRequest,
  ConfirmEmailRequest,
  ForgotPasswordRequest,
  LogoutRequest,
  NewsletterSignupRequest,
  ProfileUpdateRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../contract/users.ts';

const address = {
  email: 'sam.taylor@example.com',
  phone: '+44 20 7946 0018',
  firstName: 'Sam',
  lastName: 'Taylor',
  street: '12 Riverside Road',
  city: 'Manchester',
  zipCode: 'M1 2AB',
  country: 'GB',
};

const invoiceDetails: InvoiceDetailsDraft = { ...address, emailConfirmation: address.email };

/** The example bodies by operationId, each typed by its call's body type. */
export const requestExamples: Readonly<Record<string, unknown>> = {
  sendCustomerService: {
    name: 'Sam Taylor',
    email: address.email,
    phone: '',
    subject: 'Name printing',
    message: 'Can the away shirt be printed with a number only?',
  } satisfies CustomerServiceRequest,
  authenticate: {
    grant_type: 'password',
    username: address.email,
    password: 'correct horse battery',
  } satisfies AuthenticateRequest,
  logout: { refresh_token: 'rt_3f6c1b9e0d2a4f58' } satisfies LogoutRequest,
  confirmEmail: { token: 'ce_8d02f1a7b6c34e19' } satisfies ConfirmEmailRequest,
  forgotPassword: { email: address.email } satisfies ForgotPasswordRequest,
  register: {
    email: address.email,
    password: 'correct horse battery',
    firstName: 'Sam',
    lastName: 'Taylor',
  } satisfies RegisterRequest,
  resetPassword: {
    token: 'rp_51c0e9f2a8d74b36',
    password: 'a new long password',
  } satisfies ResetPasswordRequest,
  updateProfile: { phone: address.phone, city: 'Salford' } satisfies ProfileUpdateRequest,
  newsletterSignup: {
    termsId: 'newsletter-terms',
    email: address.email,
    firstName: 'Sam',
  } satisfies NewsletterSignupRequest,
  searchProductsPost: { Term: 'away shirt', Page: 1, PageSize: 24 } satisfies SearchRequest,
  addToBasket: { productId: '1001-navy-m', quantity: 1 } satisfies BasketLinePayload,
  updateBasketLines: { lines: [{ id: 'line-1', quantity: 2 }] } satisfies BasketLinesUpdateRequest,
  checkoutBasket: {
    paymentProviderId: 'stripe',
    returnUrl: 'https://northbridge-gb.example/checkout/payment-return/',
    cancelUrl: 'https://northbridge-gb.example/checkout/?payment=cancelled',
  } satisfies BasketCheckoutRequest,
  setBillingAddress: invoiceDetails,
  setShippingAddress: address,
  selectShipping: { shippingMethodId: 'standard' } satisfies ShippingSelection,
  setComment: { comment: 'Please leave the parcel with the neighbour.' } satisfies CheckoutComment,
};

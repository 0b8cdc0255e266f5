import type {
  Acknowledgement,
  AuthenticateRequest,
  AuthenticateResponse,
  BasketCheckoutRequest,
  BasketCheckoutResponse,
  BasketLinePayload,
  BasketLineUpdate,
  BasketResponse,
  BasketSummary,
  CheckoutComment,
  CheckoutState,
  ConfirmEmailRequest,
  DropPointListResponse,
  ForgotPasswordRequest,
  InvoiceDetailsDraft,
  NewsletterSignupRequest,
  Order,
  OrderListResponse,
  ProfileUpdateRequest,
  Receipt,
  RegisterRequest,
  ResetPasswordRequest,
  ShippingDetailsDraft,
  ShippingSelection,
  UserProfile,
} from '@clubshop/api-sdk';

/**
 * The calls of the api-sdk client that auth, basket and checkout make, by domain. The client
 * `createClient()` of `@clubshop/api-sdk` returns satisfies it; naming only what we use keeps
 * these packages honest about their needs.
 */
export interface ApiClient {
  /** Users: authentication, account mails, profile, orders, newsletter. */
  users: {
    authenticate(body: AuthenticateRequest): Promise<AuthenticateResponse>;
    register(body: RegisterRequest): Promise<Acknowledgement>;
    confirmEmail(body: ConfirmEmailRequest): Promise<Acknowledgement>;
    forgotPassword(body: ForgotPasswordRequest): Promise<Acknowledgement>;
    resetPassword(body: ResetPasswordRequest): Promise<Acknowledgement>;
    profile(): Promise<UserProfile>;
    updateProfile(body: ProfileUpdateRequest): Promise<UserProfile>;
    orders(): Promise<OrderListResponse>;
    order(orderId: string): Promise<Order>;
    newsletterSignup(listId: string, body: NewsletterSignupRequest): Promise<Acknowledgement>;
  };
  /** Baskets by token. */
  basket: {
    create(): Promise<BasketResponse>;
    get(token: string): Promise<BasketResponse>;
    add(token: string, line: BasketLinePayload): Promise<BasketResponse>;
    updateLines(token: string, lines: BasketLineUpdate[]): Promise<BasketResponse>;
    summary(token: string): Promise<BasketSummary>;
    receipt(token: string): Promise<Receipt>;
    checkout(token: string, body: BasketCheckoutRequest): Promise<BasketCheckoutResponse>;
  };
  /** Checkout of a basket token. */
  checkout: {
    get(token: string): Promise<CheckoutState>;
    setBillingAddress(token: string, body: InvoiceDetailsDraft): Promise<CheckoutState>;
    setShippingAddress(token: string, body: ShippingDetailsDraft): Promise<CheckoutState>;
    deleteShippingAddress(token: string): Promise<CheckoutState>;
    selectShipping(token: string, body: ShippingSelection): Promise<CheckoutState>;
    dropPoints(token: string, shippingOptionId: string, zipCode: string): Promise<DropPointListResponse>;
    setComment(token: string, body: CheckoutComment): Promise<CheckoutState>;
    addVoucher(token: string, code: string): Promise<CheckoutState>;
    removeVoucher(token: string, code: string): Promise<CheckoutState>;
  };
}

import type * as v from 'valibot';
import { type Acknowledgement, acknowledgementSchema } from '../contract/common.ts';
import {
  type AuthenticateRequest,
  type AuthenticateResponse,
  authenticateResponseSchema,
  type ConfirmEmailRequest,
  type ForgotPasswordRequest,
  type LogoutRequest,
  type NewsletterSignupRequest,
  type Order,
  type OrderListResponse,
  orderListResponseSchema,
  orderSchema,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UserProfile,
  userProfileSchema,
} from '../contract/users.ts';
import type { Transport } from '../transport/transport.ts';
import type { RequestOptions } from '../transport/types.ts';
import { pathParameter } from './path-parameter.ts';

/** User calls (user host). */
export interface UsersClient {
  /**
   * `POST /api/users/authenticate` (authenticate): password login or token refresh. Never sends
   * the bearer token and never triggers a refresh. Wrong credentials resolve `isSuccess: false`.
   */
  authenticate(body: AuthenticateRequest, options?: RequestOptions): Promise<AuthenticateResponse>;
  /**
   * `POST /api/users/logout` (logout, our extension): revokes the session the refresh token
   * belongs to on the server. Never sends the bearer token and never triggers a refresh.
   *
   * @example
   * await client.users.logout({ refresh_token: refreshToken });
   */
  logout(body: LogoutRequest, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /api/users/register` (register). */
  register(body: RegisterRequest, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /api/users/confirm-email` (confirmEmail). */
  confirmEmail(body: ConfirmEmailRequest, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /api/users/forgot-password` (forgotPassword). */
  forgotPassword(body: ForgotPasswordRequest, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /api/users/reset-password` (resetPassword). */
  resetPassword(body: ResetPasswordRequest, options?: RequestOptions): Promise<Acknowledgement>;
  /** `GET /api/users/me/profile` (getProfile). */
  profile(options?: RequestOptions): Promise<UserProfile>;
  /** `PATCH /api/users/me/profile` (updateProfile): answers the updated profile. */
  updateProfile(body: ProfileUpdateRequest, options?: RequestOptions): Promise<UserProfile>;
  /** `GET /api/users/me/orders` (getOrders): newest first. */
  orders(options?: RequestOptions): Promise<OrderListResponse>;
  /** `GET /api/users/me/orders/{orderId}` (getOrder). */
  order(orderId: string, options?: RequestOptions): Promise<Order>;
  /** `POST /api/users/newsletter/{listId}` (newsletterSignup). */
  newsletterSignup(
    listId: string,
    body: NewsletterSignupRequest,
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
}

/** Builds the users client. */
export function createUsersClient(transport: Transport): UsersClient {
  const post = <TSchema extends v.GenericSchema>(
    operation: string,
    path: string,
    body: unknown,
    schema: TSchema,
    options: RequestOptions | undefined,
    authenticated = true,
  ) =>
    transport.request({
      operation,
      host: 'user',
      method: 'POST',
      path,
      json: body,
      schema,
      options,
      authenticated,
    });

  return {
    authenticate: (body, options) =>
      post('authenticate', '/api/users/authenticate', body, authenticateResponseSchema, options, false),
    logout: (body, options) =>
      post('logout', '/api/users/logout', body, acknowledgementSchema, options, false),
    register: (body, options) =>
      post('register', '/api/users/register', body, acknowledgementSchema, options),
    confirmEmail: (body, options) =>
      post('confirmEmail', '/api/users/confirm-email', body, acknowledgementSchema, options),
    forgotPassword: (body, options) =>
      post('forgotPassword', '/api/users/forgot-password', body, acknowledgementSchema, options),
    resetPassword: (body, options) =>
      post('resetPassword', '/api/users/reset-password', body, acknowledgementSchema, options),
    profile: (options) =>
      transport.request({
        operation: 'getProfile',
        host: 'user',
        method: 'GET',
        path: '/api/users/me/profile',
        schema: userProfileSchema,
        options,
      }),
    updateProfile: (body, options) =>
      transport.request({
        operation: 'updateProfile',
        host: 'user',
        method: 'PATCH',
        path: '/api/users/me/profile',
        json: body,
        schema: userProfileSchema,
        options,
      }),
    orders: (options) =>
      transport.request({
        operation: 'getOrders',
        host: 'user',
        method: 'GET',
        path: '/api/users/me/orders',
        schema: orderListResponseSchema,
        options,
      }),
    async order(orderId, options) {
      const id = pathParameter(orderId, 'orderId', 'getOrder');
      return transport.request({
        operation: 'getOrder',
        host: 'user',
        method: 'GET',
        path: `/api/users/me/orders/${id}`,
        schema: orderSchema,
        options,
      });
    },
    async newsletterSignup(listId, body, options) {
      const list = pathParameter(listId, 'listId', 'newsletterSignup');
      return post('newsletterSignup', `/api/users/newsletter/${list}`, body, acknowledgementSchema, options);
    },
  };
}

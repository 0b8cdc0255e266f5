/**
 * A staff member in the back office, as their browser talks to it through the edge: the
 * script-free sign-in forms (the form token of the CSRF cookie), the second step, and the admin
 * API through the back office's forwarder (same origin, the app's CSRF header), each from the
 * member's own loopback address.
 */
import { type Answer, CookieJar, jsonOf, send } from './http.ts';
import { codeOf } from './totp.ts';

/** How a sign-in ended. */
export type SignInOutcome = 'signed-in' | 'code-asked' | 'refused';

/** A browser of one staff member. */
export class StaffBrowser {
  readonly jar = new CookieJar();

  constructor(
    /** The edge's origin, e.g. `http://127.0.0.1:5509`. */
    readonly origin: string,
    /** The loopback address this browser's requests leave from. */
    readonly from: string,
  ) {}

  private form(path: string, fields: Record<string, string>): Promise<Answer> {
    return send(`${this.origin}${path}`, {
      method: 'POST',
      from: this.from,
      jar: this.jar,
      headers: { origin: this.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** The form token, after the sign-in page set its cookie. */
  async csrf(): Promise<string> {
    if (!this.jar.cookies.get('clubshop_bo_csrf')) {
      await send(`${this.origin}/sign-in`, { from: this.from, jar: this.jar });
    }
    return this.jar.cookies.get('clubshop_bo_csrf') ?? '';
  }

  /** Whether the browser holds a session (the back office's access or refresh cookie). */
  hasSession(): boolean {
    return this.jar.cookies.has('clubshop_bo_access') || this.jar.cookies.has('clubshop_bo_refresh');
  }

  /** The password step. */
  async signIn(email: string, password: string): Promise<{ outcome: SignInOutcome; answer: Answer }> {
    const answer = await this.form('/sign-in', { email, password, csrf: await this.csrf() });
    const outcome: SignInOutcome =
      answer.status === 303 && this.hasSession()
        ? 'signed-in'
        : answer.status === 200 && /name="code"/.test(answer.body)
          ? 'code-asked'
          : 'refused';
    return { outcome, answer };
  }

  /** The second step with a code (TOTP or recovery). */
  async code(code: string): Promise<{ outcome: SignInOutcome; answer: Answer }> {
    const answer = await this.form('/sign-in/code', { code, csrf: await this.csrf() });
    return { outcome: answer.status === 303 && this.hasSession() ? 'signed-in' : 'refused', answer };
  }

  /** Signs out with the sign-out form. */
  signOut(): Promise<Answer> {
    return this.csrf().then((csrf) => this.form('/sign-out', { csrf }));
  }

  /** A call of the admin API through the back office, as the app makes it. */
  async api(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read loosely by the scenarios
  ): Promise<Answer & { json: any }> {
    const answer = await send(`${this.origin}/admin/api${path}`, {
      method,
      from: this.from,
      jar: this.jar,
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { origin: this.origin, 'x-clubshop-csrf': '1' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
    });
    return { ...answer, json: jsonOf(answer) };
  }

  /**
   * A PATCH with the ETag `reader` sees for the resource now (the member under test may not be
   * allowed to read it: the attack then uses the ETag an insider would have).
   */
  async patch(path: string, change: unknown, reader: StaffBrowser = this) {
    const read = await reader.api('GET', path);
    return this.api('PATCH', path, change, { 'if-match': String(read.headers.etag ?? '*') });
  }

  /**
   * Signs a new owner in with the password and sets up two-step sign-in as the back office asks;
   * resolves with the secret and the recovery codes.
   */
  async signInAndSetUpTwoStep(email: string, password: string) {
    const first = await this.signIn(email, password);
    if (first.outcome !== 'signed-in') throw new Error(`${email} could not sign in: ${first.answer.status}`);
    const started = await this.api('POST', '/me/two-factor');
    const secret = String(started.json?.secret ?? '');
    if (!secret) throw new Error(`no two-step setup for ${email}: ${started.status} ${started.body}`);
    const confirmed = await this.api('POST', '/me/two-factor/confirm', { code: codeOf(secret) });
    const recoveryCodes = (confirmed.json?.recoveryCodes ?? []) as string[];
    if (recoveryCodes.length === 0) throw new Error(`two-step not confirmed for ${email}: ${confirmed.body}`);
    return { secret, recoveryCodes };
  }
}

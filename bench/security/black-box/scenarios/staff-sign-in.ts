/**
 * Issue 43, finding 9 and the audit part of 11: the staff sign-in throttle per account and per
 * address (30 wrong sign-ins by anyone locked every member out), the staff password policy,
 * two-step sign-in required for owners, sign-ins audited, and audit rows append-only for the
 * app's own database role.
 */
import { queryAt } from '../../../../apps/commerce-api/test/support/sql.ts';
import { type Check, check, note, type Scenario } from '../scenario.ts';

export const staffSignIn: Scenario = {
  id: 'staff-sign-in',
  title: 'staff throttle per account/address, password policy, TOTP for owners, audit append-only',
  async run(context) {
    const { cast, stack } = context;
    const checks: Check[] = [];

    // One address guessing at many accounts: that address is slowed, nobody else.
    const guesser = cast.browser('127.0.0.50');
    const guesses: number[] = [];
    for (let index = 0; index < 35; index++) {
      guesses.push(
        (await guesser.signIn(`nobody-${index}@probe.example`, 'wrong password 123')).answer.status,
      );
    }
    const bystander = cast.browser('127.0.0.51');
    const bystanderStarted = performance.now();
    const bystanderIn = await bystander.signIn(cast.emails.otherEditor, cast.password);
    const bystanderMs = performance.now() - bystanderStarted;
    const throttled = guesses.filter((status) => status === 429).length;
    checks.push(
      check(
        '35 wrong sign-ins from one address: that address throttled, a member elsewhere signs in at once',
        throttled > 0 && bystanderIn.outcome === 'signed-in' && bystanderMs < 3000,
        `${throttled} of 35 answered 429 (first at #${guesses.indexOf(429) + 1}); the other member ${bystanderIn.outcome} in ${Math.round(bystanderMs)} ms`,
      ),
    );

    // Many addresses guessing one account: the member still signs in from their usual address.
    const attempts: number[] = [];
    for (let index = 0; index < 25; index++) {
      const attacker = cast.browser(`127.0.1.${10 + index}`);
      attempts.push((await attacker.signIn(cast.emails.editor, 'wrong password 123')).answer.status);
    }
    const usual = cast.browser(cast.editor.from);
    const usualIn = await usual.signIn(cast.emails.editor, cast.password);
    checks.push(
      check(
        '25 wrong passwords for one member from 25 addresses: the member signs in from their usual address',
        usualIn.outcome === 'signed-in',
        `attacks answered ${[...new Set(attempts)].join('/')} (${attempts.filter((s) => s === 429).length} x 429); the member ${usualIn.outcome} (${usualIn.answer.status})`,
      ),
    );

    // Where the edge is skipped (the back office's own port reachable): a made-up
    // X-Forwarded-For per attempt. The API counts two proxies (TRUST_PROXY=2: edge + back office,
    // as Varnish + storefront), so a client one hop closer picks its address: the back office must
    // stand behind as many proxies as the storefront (docs/configuration.md, TRUST_PROXY).
    const direct = `http://127.0.0.1:${stack.ports.backoffice}`;
    const directPage = await fetch(`${direct}/sign-in`);
    const directCsrf = /clubshop_bo_csrf=([^;]+)/.exec(directPage.headers.get('set-cookie') ?? '')?.[1] ?? '';
    let directThrottled = 0;
    for (let index = 0; index < 35; index++) {
      const answer = await fetch(`${direct}/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin: direct,
          cookie: `clubshop_bo_csrf=${directCsrf}`,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${index + 1}`,
        },
        body: new URLSearchParams({
          email: `direct-${index}@probe.example`,
          password: 'wrong password 123',
          csrf: directCsrf,
        }),
      });
      await answer.arrayBuffer();
      if (answer.status === 429) directThrottled++;
    }
    checks.push(
      note(
        'straight to the back office (no edge), a made-up X-Forwarded-For per attempt',
        `${directThrottled} of 35 wrong sign-ins throttled${directThrottled === 0 ? ': each made-up address was believed one hop short of TRUST_PROXY (the account key still counts)' : ''}`,
      ),
    );

    // Is the admin API reachable on a shop's own origin (through Varnish and the storefront)?
    const onShop = await fetch(`${context.front}/admin/api/me`).catch(() => undefined);
    checks.push(
      check(
        "the admin API is not served on a shop's origin",
        onShop !== undefined && onShop.status === 404,
        `GET /admin/api/me through Varnish: ${onShop?.status}`,
      ),
    );

    // The password policy, on the API (through the back office) and the command line.
    const weak = [];
    for (const password of ['password', '12345678', 'password1234', 'aaaaaaaaaaaa']) {
      const created = await cast.root.api('POST', '/staff', {
        email: `weak-${weak.length}@probe.example`,
        password,
        role: 'editor',
        sites: ['northbridge-gb'],
      });
      weak.push(`${password} ${created.status}`);
    }
    const cliWeak = stack.cli(['staff', 'create', '--email', 'weak-cli@probe.example', '--role', 'editor'], {
      CLUBSHOP_STAFF_PASSWORD: 'password',
    });
    checks.push(
      check(
        'weak staff passwords refused (API 400, command line fails)',
        weak.every((line) => line.endsWith(' 400')) && cliWeak.code !== 0,
        `${weak.join(', ')}; clubshop staff create with "password": exit ${cliWeak.code}`,
      ),
    );

    // Two-step sign-in: required for owners, then asked at every sign-in.
    const created = stack.cli(
      [
        'staff',
        'create',
        '--email',
        'new-owner@probe.example',
        '--role',
        'owner',
        '--sites',
        'northbridge-gb',
      ],
      { CLUBSHOP_STAFF_PASSWORD: cast.password },
    );
    const newOwner = cast.browser('127.0.0.52');
    const newOwnerIn = await newOwner.signIn('new-owner@probe.example', cast.password);
    const restricted = await newOwner.api('GET', '/sites');
    const restrictedStaff = await newOwner.api('GET', '/staff');
    checks.push(
      check(
        'an owner without two-step sign-in reaches only its setup',
        created.code === 0 &&
          restricted.status === 403 &&
          restrictedStaff.status === 403 &&
          restricted.json?.errors?.[0]?.code === 'Api.Error.TwoFactorSetupRequired',
        `created ${created.code}; signed in ${newOwnerIn.outcome}; /sites ${restricted.status} ${restricted.json?.errors?.[0]?.code}, /staff ${restrictedStaff.status}`,
      ),
    );
    const owner = cast.browser(cast.scopedOwner.from);
    const passwordOnly = await owner.signIn(cast.emails.scopedOwner, cast.password);
    const sessionAfterPassword = owner.hasSession();
    const wrongCode = await owner.code('000001');
    const recovery = cast.scopedOwnerTwoStep.recoveryCodes[0] ?? '';
    const byRecovery = await owner.code(recovery);
    const again = cast.browser('127.0.0.53');
    await again.signIn(cast.emails.scopedOwner, cast.password);
    const reused = await again.code(recovery);
    checks.push(
      check(
        "an owner's password alone gives no session; a wrong code is refused; a recovery code works once",
        passwordOnly.outcome === 'code-asked' &&
          !sessionAfterPassword &&
          wrongCode.outcome === 'refused' &&
          byRecovery.outcome === 'signed-in' &&
          reused.outcome === 'refused',
        `password ${passwordOnly.outcome} (session ${sessionAfterPassword}); wrong code ${wrongCode.answer.status}; recovery code ${byRecovery.outcome}; again ${reused.outcome} (${reused.answer.status})`,
      ),
    );

    // Sign-ins, failures and sign-outs are in the audit log.
    await bystander.signOut();
    const audit = await cast.root.api('GET', '/audit?limit=500');
    const actions = new Set(
      ((audit.json?.items ?? []) as Array<{ action: string }>).map((row) => row.action),
    );
    checks.push(
      check(
        'sign-ins, failed sign-ins and sign-outs are audited',
        ['sign-in', 'sign-in failed', 'sign-out'].every((action) => actions.has(action)),
        `audit ${audit.status}: ${[...actions].filter((action) => action.startsWith('sign')).join(', ')}`,
      ),
    );

    // The audit log is append-only for the app's own role (the API's DATABASE_URL).
    const tried = [];
    for (const statement of [
      "update audit_log set action = 'rewritten'",
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      const outcome = await queryAt(stack.appDatabaseUrl, statement).then(
        () => 'done',
        (error: Error) => `refused (${error.message.slice(0, 60)})`,
      );
      tried.push(`${statement.split(' ')[0]}: ${outcome}`);
    }
    checks.push(
      check(
        "UPDATE, DELETE and TRUNCATE of audit rows as the app's role are refused",
        tried.every((line) => line.includes('refused')),
        tried.join('; '),
      ),
    );
    const disable = await queryAt(stack.appDatabaseUrl, 'alter table audit_log disable trigger user').then(
      () => 'allowed',
      (error: Error) => `refused (${error.message.slice(0, 60)})`,
    );
    if (disable === 'allowed')
      await queryAt(stack.appDatabaseUrl, 'alter table audit_log enable trigger user');
    checks.push(
      note(
        "the app's role, owner of the table, switching the append-only trigger off",
        `${disable} (decision 0067: an operator who wants more runs migrations as another role)`,
      ),
    );
    return checks;
  },
};

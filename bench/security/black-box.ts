/**
 * The black-box rerun of issue 43's probe: starts a production-like shop of its own (see
 * black-box/stack.ts: PostgreSQL, two compiled API instances behind a balancer, the built
 * storefront behind Debian's Varnish with deploy/varnish unchanged, the built back office behind
 * an edge, the Stripe double) on ports from BLACK_BOX_PORT_BASE (default 5500), makes the staff
 * with the `clubshop` command line, then runs each scenario from outside, over HTTP, as staff,
 * shoppers and attackers would, and prints PASS or FAIL per scenario with what it saw. Results go
 * to bench/results/security-black-box.json; the exit code is 1 when a scenario failed.
 *
 * Run after a build (docs/security.md, "Black-box rerun"):
 *   npx -y pnpm@10.34.9 exec turbo run build
 *   npx -y pnpm@10.34.9 --filter @clubshop/commerce-api exec tsx --conditions=@clubshop/source ../../bench/security/black-box.ts [scenario ids]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cast, Check, Context, Scenario } from './black-box/scenario.ts';
import { backofficeBodies } from './black-box/scenarios/backoffice-bodies.ts';
import { csvExports } from './black-box/scenarios/csv-exports.ts';
import { edges } from './black-box/scenarios/edges.ts';
import { editorMarkup } from './black-box/scenarios/editor-markup.ts';
import { forwardedHeaders } from './black-box/scenarios/forwarded-headers.ts';
import { generatedPictures } from './black-box/scenarios/generated-pictures.ts';
import { imageRenders } from './black-box/scenarios/image-renders.ts';
import { basketChanged, lateWebhook, twoTabs } from './black-box/scenarios/money.ts';
import { staffScope } from './black-box/scenarios/staff-scope.ts';
import { staffSignIn } from './black-box/scenarios/staff-sign-in.ts';
import { type Stack, startStack } from './black-box/stack.ts';
import { StaffBrowser } from './black-box/staff-browser.ts';

/** In the order they run: the sign-in throttle's scenario last (it slows addresses down). */
const scenarios: Scenario[] = [
  staffScope,
  generatedPictures,
  editorMarkup,
  forwardedHeaders,
  csvExports,
  twoTabs,
  basketChanged,
  lateWebhook,
  edges,
  imageRenders,
  backofficeBodies,
  staffSignIn,
];

const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const toRun = chosen.length > 0 ? scenarios.filter((scenario) => chosen.includes(scenario.id)) : scenarios;
const base = Number(process.env.BLACK_BOX_PORT_BASE ?? 5500);
const log = (line: string) => process.stdout.write(`${line}\n`);
const startedAt = Date.now();

/** The staff, made with the command line as an operator does, signed in through the back office. */
async function castOf(stack: Stack): Promise<Cast> {
  const password = 'probe staff pass 7!';
  const emails = {
    root: 'root@probe.example',
    scopedOwner: 'owner-nb@probe.example',
    secondOwner: 'owner-two@probe.example',
    editor: 'editor-nb@probe.example',
    otherEditor: 'editor-rs@probe.example',
  } as const;
  const made: Array<[keyof typeof emails, string, string]> = [
    ['root', 'owner', 'all'],
    ['scopedOwner', 'owner', 'northbridge-gb'],
    ['secondOwner', 'owner', 'all'],
    ['editor', 'editor', 'northbridge-gb'],
    ['otherEditor', 'editor', 'riverside-gb'],
  ];
  for (const [who, role, sites] of made) {
    const result = stack.cli(['staff', 'create', '--email', emails[who], '--role', role, '--sites', sites], {
      CLUBSHOP_STAFF_PASSWORD: password,
    });
    if (result.code !== 0) throw new Error(`staff create ${emails[who]}: ${result.output}`);
  }
  const edge = `http://127.0.0.1:${stack.ports.edge}`;
  const browser = (from: string) => new StaffBrowser(edge, from);
  const root = browser('127.0.0.2');
  const rootTwoStep = await root.signInAndSetUpTwoStep(emails.root, password);
  const scopedOwner = browser('127.0.0.3');
  const scopedOwnerTwoStep = await scopedOwner.signInAndSetUpTwoStep(emails.scopedOwner, password);
  const editor = browser('127.0.0.4');
  const editorIn = await editor.signIn(emails.editor, password);
  if (editorIn.outcome !== 'signed-in')
    throw new Error(`the editor could not sign in: ${editorIn.answer.status}`);
  const members = (await root.api('GET', '/staff?pageSize=100')).json?.items as Array<{
    id: string;
    email: string;
  }>;
  const idOf = (email: string) => members.find((member) => member.email === email)?.id ?? '';
  const ids = Object.fromEntries(
    Object.entries(emails).map(([who, email]) => [who, idOf(email)]),
  ) as Cast['ids'];
  return { password, root, rootTwoStep, scopedOwner, scopedOwnerTwoStep, editor, emails, ids, browser };
}

log(
  `black-box rerun of issue 43 on ports ${base}-${base + 9} (${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)})`,
);
const stack = await startStack(base, (line) => log(`  ${line}`));
const results: Array<{ id: string; title: string; pass: boolean; seconds: number; checks: Check[] }> = [];
try {
  const cast = await castOf(stack);
  log(
    `  staff made with clubshop staff create; owners set up two-step sign-in (${Math.round((Date.now() - startedAt) / 1000)} s)`,
  );
  const context: Context = {
    stack,
    cast,
    front: `http://127.0.0.1:${stack.ports.varnish}`,
    hostOf: (storeId) => `${storeId}.localhost:${stack.ports.varnish}`,
  };
  for (const scenario of toRun) {
    const started = Date.now();
    let checks: Check[];
    try {
      checks = await scenario.run(context);
    } catch (error) {
      checks = [
        { name: 'the scenario ran to its end', pass: false, saw: String((error as Error).stack ?? error) },
      ];
    }
    const pass = checks.every((item) => item.pass);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    results.push({ id: scenario.id, title: scenario.title, pass, seconds, checks });
    log(`\n${pass ? 'PASS' : 'FAIL'} ${scenario.id}: ${scenario.title} (${seconds} s)`);
    for (const item of checks) {
      log(`  ${item.note ? 'note' : item.pass ? 'ok  ' : 'FAIL'} ${item.name}\n         saw: ${item.saw}`);
    }
  }
  if (process.env.BLACK_BOX_KEEP === '1') {
    log(
      `\nthe stack is kept for a look around (Varnish ${context.front}, back office http://127.0.0.1:${stack.ports.edge}); SIGINT or SIGTERM stops it`,
    );
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  }
} finally {
  await stack.close();
}
const failed = results.filter((result) => !result.pass);
const seconds = Math.round((Date.now() - startedAt) / 1000);
log(
  `\n${results.length - failed.length} of ${results.length} scenarios pass${failed.length ? `; FAIL: ${failed.map((r) => r.id).join(', ')}` : ''} (${seconds} s)`,
);
if (chosen.length === 0) {
  const out = fileURLToPath(new URL('../results/security-black-box.json', import.meta.url));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), seconds, cores: availableParallelism(), results }, null, 2)}\n`,
  );
}
process.exit(failed.length > 0 ? 1 : 0);

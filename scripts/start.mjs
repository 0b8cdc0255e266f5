#!/usr/bin/env node
// The README's start command runs this after `pnpm install`: builds the storefront and starts, side
// by side until Ctrl+C, the commerce API (embedded database, migrated and seeded on first start),
// the production storefront server that renders every page and the back office on 5174
// (`pnpm start`). `--dev` runs both
// in development instead (`pnpm dev`): the API restarting on changes, the storefront rendered on
// the server with hot reload.
//
// The storefront and the back office start once the API is ready (its `/ready` answers 200), so
// the shop never opens on an error page while the API migrates or seeds.
//
// Each service runs in a process group of its own, and a signal goes to the whole group: the
// package manager in front of a service does not pass signals on, so without this a Ctrl+C or a
// SIGTERM to this script would leave the servers running orphaned.
import { spawn, spawnSync } from 'node:child_process';

const dev = process.argv.includes('--dev');
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const [command, ...prefix] = pnpm;
const apiPort = process.env.API_PORT ?? '4000';
const storefrontPort = process.env.STOREFRONT_PORT ?? '5173';
const backofficePort = process.env.BACKOFFICE_PORT ?? '5174';

if (!dev) {
  console.info('clubshop: building the storefront (browser bundle and server)…');
  const built = spawnSync(command, [...prefix, '--filter', '@clubshop/storefront', 'build'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.info('clubshop: building the back office…');
  const backoffice = spawnSync(command, [...prefix, '--filter', '@clubshop/backoffice', 'build'], {
    stdio: 'inherit',
  });
  if (backoffice.status !== 0) process.exit(backoffice.status ?? 1);
}

const services = [
  {
    name: 'commerce-api',
    args: ['--filter', '@clubshop/commerce-api', dev ? 'dev' : 'start'],
    // Only the storefront and the back office, on this machine, reach the API: it listens on the
    // loopback address and believes the storefront's X-Forwarded-Host and -For (one proxy). So
    // images and the payment page are linked under the shop's own address (the storefront
    // forwards /images, /media and /payment), and throttling counts each shopper, not the
    // storefront server.
    env: { PORT: apiPort, HOST: '127.0.0.1', TRUST_PROXY: '1', STOREFRONT_PORT: storefrontPort },
  },
  {
    name: 'storefront',
    args: ['--filter', '@clubshop/storefront', dev ? 'dev' : 'start'],
    env: { PORT: storefrontPort, API_URL: `http://127.0.0.1:${apiPort}` },
  },
  {
    // Where club staff work (issue 27): its own server, holding the staff session in cookies.
    name: 'backoffice',
    args: ['--filter', '@clubshop/backoffice', dev ? 'dev' : 'start'],
    env: { BACKOFFICE_PORT: backofficePort, API_URL: `http://127.0.0.1:${apiPort}` },
  },
];

let stopping = false;
const children = [];

/** Starts one service in a process group of its own; if it stops, everything stops. */
function startService({ name, args, env }) {
  const child = spawn(command, [...prefix, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`clubshop: ${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
      stop(code || 1);
    }
  });
  children.push(child);
}

/**
 * Resolves once the API answers `/ready` (its database migrated, the demo clubs seeded on a first
 * start), so the shop never opens on a 503 page; false when it stopped or did not get ready in time.
 */
async function apiReady(timeoutMs = 10 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${apiPort}/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

// Before the wait: a Ctrl+C while the API gets ready must stop it too.
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const [api, ...opensWithTheApi] = services;
startService(api);
console.info(`clubshop: waiting for the API on http://127.0.0.1:${apiPort}/ready…`);
if (await apiReady()) {
  for (const service of opensWithTheApi) startService(service);
  console.info(
    `clubshop: the shop is at http://localhost:${storefrontPort}, the back office at http://localhost:${backofficePort}`,
  );
} else if (!stopping) {
  console.error('clubshop: the API did not get ready in 10 minutes; stopping');
  stop(1);
}

/** Sends SIGTERM to every service's process group, and exits once all are gone. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group is gone already.
    }
  }
}

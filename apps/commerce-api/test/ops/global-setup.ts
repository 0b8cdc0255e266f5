/**
 * Once per run of the operations suite: builds the API (`dist/`, what the Dockerfile runs),
 * starts the suite's own PostgreSQL cluster and makes a template database with the compiled
 * `migrate` and `seed-demo` commands; every test file copies the template (`createDatabase`).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../support/ports.ts';
import { queryAt } from '../support/sql.ts';
import { appDir, productionEnv, runToEnd } from './support/api-process.ts';
import { startCluster } from './support/cluster.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The cluster's port. */
    opsPostgresPort: number;
    /** The cluster's folder (pg_ctl). */
    opsPostgresDataDir: string;
    /** The seeded template database. */
    opsTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const tsupDir = dirname(createRequire(join(appDir, 'package.json')).resolve('tsup/package.json'));
  execFileSync(process.execPath, [join(tsupDir, 'dist', 'cli-default.js')], {
    cwd: appDir,
    stdio: 'inherit',
  });
  const port = await freePort();
  const cluster = startCluster(port);
  const template = 'clubshop_ops_template';
  await queryAt(cluster.url(), `create database ${template}`);
  const env = productionEnv({ DATABASE_URL: cluster.url(template) });
  for (const command of ['migrate', 'seed-demo']) {
    const result = await runToEnd(command, env);
    if (result.code !== 0) {
      cluster.destroy();
      throw new Error(`${command} failed (${result.code}): ${result.stderr} ${JSON.stringify(result.logs)}`);
    }
  }
  project.provide('opsPostgresPort', port);
  project.provide('opsPostgresDataDir', cluster.dataDir);
  project.provide('opsTemplate', template);
  return () => cluster.destroy();
}

/**
 * Catalogue import bench (issue 26): imports a generated Shopify product CSV of BENCH_PRODUCTS
 * products (default 10,000; the fixture's generator, each product 4-30 rows) into an empty shop
 * made by `clubshop init`, in process, on an empty PGlite database in memory, or on PostgreSQL
 * when DATABASE_URL is set (a throwaway database is created on that server and dropped after).
 * Measures the real import (one transaction), then the same file again (nothing changes); then
 * the shop's export in our JSON format imported into a second fresh shop, and again (issue 39:
 * JSON import is linear too). Prints seconds and rows/s as JSON, also written to
 * bench/results/import-<database>.json.
 *
 *   pnpm --filter @clubshop/commerce-api exec tsx --conditions=@clubshop/source ../../bench/api/import.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { exportCatalogue } from '../../apps/commerce-api/src/catalogue-io/export-catalogue.ts';
import { importCatalogue, siteByHost } from '../../apps/commerce-api/src/catalogue-io/import-catalogue.ts';
import { initShop } from '../../apps/commerce-api/src/cli/init-command.ts';
import { type Database, openDatabase } from '../../apps/commerce-api/src/db/database.ts';
import { migrateDatabase } from '../../apps/commerce-api/src/db/migrate.ts';
import { generateShopifyCsv } from '../../apps/commerce-api/test/fixtures/make-shopify-fixture.ts';

const count = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const serverUrl = process.env.DATABASE_URL;

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!serverUrl) return { database: await openDatabase({ memory: true }), drop: async () => {} };
  const name = `clubshop_import_bench_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, maxConnections: 1 });
  await admin.pool?.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.pool?.query(`drop database ${name}`);
      await admin.close();
    },
  };
}

const csv = generateShopifyCsv(count);
const rows = csv.split('\n').length - 2;
const { database, drop } = await open();
try {
  await migrateDatabase(database);
  /** A fresh Danish shop on its own host, with its owner (`owner@<label>.example`). */
  const newShop = async (label: string, name: string) => {
    const host = `${label}.klovermarken.example`;
    await initShop(database.db, { name: 'bench' }, new Date(), {
      site: host,
      name,
      culture: 'da',
      currency: 'DKK',
      owner: `owner@${label}.example`,
      password: 'bench password 1',
    });
    const created = await siteByHost(database.db, host);
    if (!created) throw new Error(`no site ${host}`);
    return created;
  };
  const site = await newShop('bench', 'Kløvermarken BK');
  const run = async (text = csv, format: 'csv' | 'json' = 'csv', into = site) => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const report = await importCatalogue(
      database.db,
      { name: 'bench' },
      new Date(),
      into,
      { text, format },
      { dryRun: false },
    );
    const seconds = (performance.now() - started) / 1000;
    // The process's own CPU (PGlite runs in it): what the import costs whatever the machine's load.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = Number(((cpu.user + cpu.system) / 1e6).toFixed(1));
    if (report.bad.length > 0) throw new Error(`bad rows: ${JSON.stringify(report.bad.slice(0, 3))}`);
    return {
      seconds: Number(seconds.toFixed(2)),
      cpuSeconds,
      rowsPerSecond: Math.round(rows / seconds),
      productsPerSecond: Math.round(count / seconds),
      report: { created: report.created, updated: report.updated, unchanged: report.unchanged },
    };
  };
  const first = await run();
  const again = await run();
  // Our JSON of the same catalogue into a second, fresh shop.
  const json = await exportCatalogue(database.db, site, 'json');
  const jsonSite = await newShop('bench-json', 'Kløvermarken BK JSON');
  const jsonFirst = await run(json, 'json', jsonSite);
  const jsonAgain = await run(json, 'json', jsonSite);
  const result = {
    database: database.kind,
    products: count,
    csvRows: rows,
    firstImport: first,
    sameFileAgain: again,
    json: {
      megabytes: Number((json.length / 1e6).toFixed(1)),
      firstImport: jsonFirst,
      sameFileAgain: jsonAgain,
    },
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      loadavg: loadavg().map((value) => Number(value.toFixed(2))),
    },
    at: new Date().toISOString(),
  };
  console.info(JSON.stringify(result, null, 2));
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`../results/import-${database.kind}.json`, import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  if (serverUrl) await drop();
  else await database.close();
}

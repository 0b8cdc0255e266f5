/**
 * The operator's files under `deploy/` (issue 42, decision 0090), checked without servers:
 * `promtool` (Debian's prometheus package) accepts the alerting rules and the example
 * configuration (its rule files included), and the Grafana dashboard parses, takes its data
 * source from the `DS_PROMETHEUS` input and has a query in every panel. That the rules load and
 * evaluate in a running Prometheus and that every metric name they and the dashboard use exists
 * in a real scrape: prometheus-scrape.suite.ts.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  alertsFile,
  dashboardExpressions,
  dataPanels,
  metricNames,
  prometheusConfigFile,
  readDashboard,
} from './deploy-files.ts';

const PROMTOOL = process.env.PROMTOOL ?? '/usr/bin/promtool';
const missing = existsSync(PROMTOOL) ? undefined : `no ${PROMTOOL} (apt-get install prometheus)`;
if (missing && process.env.CI) throw new Error(`the metrics suite needs promtool: ${missing}`);
const scratch = mkdtempSync(join(tmpdir(), 'clubshop-deploy-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs promtool; its output, or the error with its output. */
function promtool(...args: string[]): string {
  try {
    return execFileSync(PROMTOOL, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(' ')}: ${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}

describe.skipIf(missing !== undefined)('promtool accepts deploy/prometheus', () => {
  test('promtool check rules: every alert of alerts.yml', () => {
    const alerts = [...readFileSync(alertsFile, 'utf8').matchAll(/^\s*- alert: (\w+)/gm)].map((m) => m[1]);
    expect(alerts.length).toBeGreaterThanOrEqual(7);
    expect(promtool('check', 'rules', alertsFile)).toContain(`SUCCESS: ${alerts.length} rules found`);
  });

  test('promtool check config: the example, with its rule files and a credentials file that exists', () => {
    // The example names /etc/prometheus/...: its syntax as written, then the whole check (rule
    // files included) on a copy whose credentials file exists.
    promtool('check', 'config', '--syntax-only', prometheusConfigFile);
    const tokenFile = join(scratch, 'metrics-token');
    writeFileSync(tokenFile, 'a-metrics-token\n');
    const config = readFileSync(prometheusConfigFile, 'utf8');
    const credentialsFiles = [...config.matchAll(/credentials_file: (\S+)/g)].map((m) => m[1]);
    expect(credentialsFiles.length).toBe(3);
    writeFileSync(
      join(scratch, 'prometheus.yml'),
      config.replaceAll(/credentials_file: \S+/g, `credentials_file: ${tokenFile}`),
    );
    copyFileSync(alertsFile, join(scratch, 'alerts.yml'));
    const checked = promtool('check', 'config', join(scratch, 'prometheus.yml'));
    expect(checked).toMatch(/SUCCESS: .*prometheus\.yml is valid prometheus config file syntax/);
    expect(checked).toMatch(/SUCCESS: \d+ rules found/);
  });
});

/** The data source every panel names: the dashboard's input, filled in when it is imported. */
const dataSource = { type: 'prometheus', uid: ['$', '{DS_PROMETHEUS}'].join('') };

describe('the Grafana dashboard', () => {
  test('parses, takes its data source from the DS_PROMETHEUS input, every panel queries it', () => {
    const dashboard = readDashboard();
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.__inputs).toContainEqual(
      expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', pluginId: 'prometheus' }),
    );
    const panels = dataPanels(dashboard.panels);
    expect(panels.length).toBeGreaterThanOrEqual(20);
    for (const panel of panels) {
      expect(panel.datasource, panel.title).toEqual(dataSource);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        expect(target.expr?.trim(), panel.title).toBeTruthy();
        expect(metricNames(target.expr ?? '').length, `${panel.title}: ${target.expr}`).toBeGreaterThan(0);
      }
    }
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
  });

  test('the metric names are read out of PromQL', () => {
    expect(
      metricNames(
        'topk(10, histogram_quantile(0.99, sum by (job, le) (rate(a_seconds_bucket{job=~"$job", route="x"}[$__rate_interval])))) / on (job) b_total offset 5m > 1.5e9 and up == 0',
      ).sort(),
    ).toEqual(['a_seconds_bucket', 'b_total', 'up']);
    expect(dashboardExpressions().flatMap(metricNames)).toContain('clubshop_http_requests_total');
  });
});

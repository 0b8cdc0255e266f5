/**
 * The operator's files of issue 42 under `deploy/` (decision 0090): Prometheus' alerting rules
 * and example configuration (`deploy/prometheus/`) and the Grafana dashboard
 * (`deploy/grafana/clubshop-dashboard.json`), and what the metrics suites read of them: the
 * dashboard's panels and their PromQL, and the metric names an expression uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storefrontDir } from '../e2e/harness/shop-server.ts';

export const deployDir = join(storefrontDir, '..', '..', 'deploy');
export const alertsFile = join(deployDir, 'prometheus', 'alerts.yml');
export const prometheusConfigFile = join(deployDir, 'prometheus', 'prometheus.yml');
export const dashboardFile = join(deployDir, 'grafana', 'clubshop-dashboard.json');

/** What the suites read of a Grafana panel. */
export interface DashboardPanel {
  id: number;
  type: string;
  title: string;
  datasource?: { type?: string; uid?: string };
  targets?: Array<{ expr?: string; refId?: string; datasource?: { type?: string; uid?: string } }>;
  panels?: DashboardPanel[];
}

/** The dashboard, parsed. */
export function readDashboard(): {
  schemaVersion: number;
  __inputs: Array<{ name: string; type: string; pluginId: string }>;
  panels: DashboardPanel[];
  templating: { list: Array<{ name: string; query: { query: string } | string }> };
} {
  return JSON.parse(readFileSync(dashboardFile, 'utf8'));
}

/** Every panel showing data (rows' own panels included, rows themselves left out). */
export function dataPanels(panels: DashboardPanel[]): DashboardPanel[] {
  return panels.flatMap((panel) =>
    panel.type === 'row' ? dataPanels(panel.panels ?? []) : [panel, ...dataPanels(panel.panels ?? [])],
  );
}

/** Every PromQL expression of the dashboard's panels. */
export function dashboardExpressions(): string[] {
  return dataPanels(readDashboard().panels).flatMap((panel) =>
    (panel.targets ?? []).map((target) => target.expr ?? ''),
  );
}

/** A dashboard expression with Grafana's variables replaced, so Prometheus itself can run it. */
export function withoutGrafanaVariables(expr: string): string {
  return expr
    .replaceAll(/\$__rate_interval|\$\{__rate_interval\}/g, '1m')
    .replaceAll(/\$\{?(job|instance)\}?/g, '.*');
}

/** Words of PromQL that are not metric names where a metric name could stand. */
const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads: the identifiers left once strings, Grafana's
 * variables, label matchers (`{...}`), ranges (`[...]`), grouping clauses (`by (...)`,
 * `on (...)`...), numbers and durations are taken out, leaving out functions and aggregations
 * (an identifier followed by `(`) and the binary operators' keywords.
 */
export function metricNames(expr: string): string[] {
  const text = expr
    .replaceAll(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replaceAll(/\$\{[^}]*\}|\$\w+/g, ' ')
    .replaceAll(/\{[^}]*\}/g, ' ')
    .replaceAll(/\[[^\]]*\]/g, ' ')
    .replaceAll(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replaceAll(/(?<![\w:.])\d+(?:\.\d+)?(?:e[+-]?\d+|ms|[smhdwy])*(?![\w:])/gi, ' ');
  const names = new Set<string>();
  for (const match of text.matchAll(/([A-Za-z_:][\w:]*)\s*(\()?/g)) {
    const [, name, call] = match;
    if (call || !name || keywords.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}

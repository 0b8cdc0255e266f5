/**
 * What a scenario of the black-box rerun is and what it reports: checks, each passed or failed
 * with what the probe saw, and notes that inform without failing.
 */
import type { Stack } from './stack.ts';
import type { StaffBrowser } from './staff-browser.ts';

/** One check of a scenario. */
export interface Check {
  name: string;
  pass: boolean;
  /** What the probe saw (statuses, figures). */
  saw: string;
  /** Reported, never failing the scenario. */
  note?: boolean;
}

/** The staff the scenarios act as, made with `clubshop staff create` before they run. */
export interface Cast {
  password: string;
  /** Owner of all sites (two-step set up). */
  root: StaffBrowser;
  rootTwoStep: { secret: string; recoveryCodes: string[] };
  /** Owner of northbridge-gb only (two-step set up). */
  scopedOwner: StaffBrowser;
  scopedOwnerTwoStep: { secret: string; recoveryCodes: string[] };
  /** Editor of northbridge-gb. */
  editor: StaffBrowser;
  emails: Record<'root' | 'scopedOwner' | 'secondOwner' | 'editor' | 'otherEditor', string>;
  ids: Record<'root' | 'scopedOwner' | 'secondOwner' | 'editor' | 'otherEditor', string>;
  /** A fresh staff browser leaving from `from`. */
  browser: (from: string) => StaffBrowser;
}

/** What every scenario gets. */
export interface Context {
  stack: Stack;
  cast: Cast;
  /** `http://127.0.0.1:<varnish>`: the shop's front door. */
  front: string;
  /** The Host header of a site at the front door. */
  hostOf: (storeId: string) => string;
}

/** A scenario of issue 43. */
export interface Scenario {
  id: string;
  title: string;
  run: (context: Context) => Promise<Check[]>;
}

/** A check. */
export const check = (name: string, pass: boolean, saw: string): Check => ({ name, pass, saw });

/** A note: what was seen, reported without failing. */
export const note = (name: string, saw: string): Check => ({ name, pass: true, saw, note: true });

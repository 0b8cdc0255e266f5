import type { ClubSettings } from '@clubshop/api-sdk';
import type { ConformanceOptions } from './conformance-options.ts';
import type { Recorder } from './recorder.ts';

/** A check the run makes: the operationId of its call and what it checks. */
export type CheckName = readonly [id: string, check: string];

/** What the sections of a run share: the recorder, the options, and what earlier calls found. */
export interface RunState {
  rec: Recorder;
  options: ConformanceOptions;
  /** The site's settings (the first call). */
  club: ClubSettings;
  /** A category with products, and a product listed in it. */
  category?: { id: string; url: string } | undefined;
  product?: { id: string; url: string; name: string } | undefined;
  /** A variant in stock of that product (what is added to the basket). */
  variantId?: string | undefined;
  /** The logged-in account. */
  session?:
    | {
        email: string;
        password: string;
        accessToken: string;
        refreshToken: string;
        /** Registered by this run (its password may be reset). */
        registered: boolean;
      }
    | undefined;
  /** The order this run paid for. */
  order?: { orderNumber: string; total: number } | undefined;
}

/** The checks of one section, by a short name. */
export type SectionChecks = Readonly<Record<string, CheckName>>;

/** Why a section stopped before its end, or undefined when it ran to its end. */
export type SectionOutcome = string | undefined;

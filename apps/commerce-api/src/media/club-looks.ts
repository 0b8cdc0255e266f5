/**
 * What a generated club picture (logo, banner) is drawn from: the club's colours, name and
 * stadium as its sites' settings documents hold them, so a club added to the database gets its
 * pictures without a code change.
 */
import { asc, eq } from 'drizzle-orm';
import { sites } from '../content/tables.ts';
import type { Db } from '../db/database.ts';

/** The looks of one club. */
export interface ClubLook {
  siteName: string;
  primaryColor: string;
  secondaryColor: string;
  textColor: string;
  /** Named on its banners (the footer picture's title in the settings). */
  stadium: string;
}

/** Finds a club's looks by its id; undefined for an unknown club. */
export type ClubLooks = (clubId: string) => Promise<ClubLook | undefined>;

/** The settings fields a look is read from (the settings document is the contract's `Settings`). */
interface LookSettings {
  theme?: { siteName?: string };
  theming?: { primaryColor?: string; secondaryColor?: string; textColor?: string };
  footer?: { image?: { title?: string } };
}

/** What a club id looks like: anything else names no club and never reaches the database. */
const CLUB_ID = /^[a-z0-9-]{1,64}$/;

/** Club looks read from the first site of the club (every site of a club shares them). */
export function clubLooksFrom(db: Db): ClubLooks {
  return async (clubId) => {
    if (!CLUB_ID.test(clubId)) return undefined;
    const [site] = await db
      .select({ settings: sites.settings })
      .from(sites)
      .where(eq(sites.clubId, clubId))
      .orderBy(asc(sites.sortOrder))
      .limit(1);
    if (!site) return undefined;
    const settings = site.settings as LookSettings;
    const theming = settings.theming ?? {};
    return {
      siteName: settings.theme?.siteName ?? clubId,
      primaryColor: theming.primaryColor ?? '#333333',
      secondaryColor: theming.secondaryColor ?? '#FFFFFF',
      textColor: theming.textColor ?? '#000000',
      stadium: settings.footer?.image?.title ?? '',
    };
  };
}

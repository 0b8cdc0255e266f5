/**
 * What a generated club picture (logo, banner) is drawn from: the club's colours, name and
 * stadium as its sites' settings documents hold them, so a club added to the database gets its
 * pictures without a code change.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sites } from '../db/tables/content.ts';
import { themeColourHex } from '../shared/theme-colour.ts';

/** The looks of one club; its colours are always `#rrggbb` (a stored colour that does not parse is the default). */
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
  theme?: { siteName?: unknown };
  theming?: { primaryColor?: unknown; secondaryColor?: unknown; textColor?: unknown };
  footer?: { image?: { title?: unknown } };
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
    const siteName = settings.theme?.siteName;
    const stadium = settings.footer?.image?.title;
    // A settings document written before the colour rule (or by hand) may hold anything: the
    // colours are parsed and re-written here, so a picture never carries one as it was typed.
    return {
      siteName: typeof siteName === 'string' && siteName !== '' ? siteName : clubId,
      primaryColor: themeColourHex(theming.primaryColor) ?? '#333333',
      secondaryColor: themeColourHex(theming.secondaryColor) ?? '#ffffff',
      textColor: themeColourHex(theming.textColor) ?? '#000000',
      stadium: typeof stadium === 'string' ? stadium : '',
    };
  };
}

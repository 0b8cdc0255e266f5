/**
 * Seeds clubs, sites with their settings documents, and each site's content pages (home, contact,
 * terms, a page with its own template alias, a privacy page hidden from robots, and a 301 route).
 * Image urls are API-relative (`/media/...`); responses make them absolute.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { categories } from '../db/tables/catalog.ts';
import { clubs, pages, sites } from '../db/tables/content.ts';
import { seedVatRates } from '../sites/vat-rates.ts';
import type { Texts } from './category-tree.ts';
import { type DemoClub, type DemoCountry, rootCategoryIdOf, storeIdOf } from './clubs.ts';

type Culture = keyof Texts;
const t = (en: string, de: string, da: string): Texts => ({ en, de, da });

/** Where the site's terms page lives. */
export const termsPath = '/terms/';

interface NavItem {
  name: string;
  url: string;
  children: NavItem[];
}

async function navigationOf(db: Db, storeId: string): Promise<NavItem[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, url: categories.url })
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.depth), asc(categories.sortOrder));
  const byParent = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parentId: string, depth: number): NavItem[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      name: row.name,
      url: row.url,
      children: depth < 3 ? build(row.id, depth + 1) : [],
    }));
  return build(rootCategoryIdOf(storeId), 1);
}

function usps(culture: Culture) {
  return [
    {
      // The amount is the site's own shipping methods' threshold, filled in as the settings are
      // answered (content/advertised-thresholds.ts): the banner and checkout cannot disagree.
      text: t(
        'Free delivery over {freeShippingFrom}',
        'Kostenloser Versand ab {freeShippingFrom}',
        'Fri fragt over {freeShippingFrom}',
      )[culture],
      image: { url: '/media/icon/truck.svg' },
      link: { url: '/delivery/' },
      showOnMobile: true,
    },
    {
      text: t('30-day returns', '30 Tage Rückgaberecht', '30 dages returret')[culture],
      image: { url: '/media/icon/return.svg' },
      showOnMobile: false,
    },
    {
      text: t('Official club store', 'Offizieller Fanshop', 'Officiel klubshop')[culture],
      image: { url: '/media/icon/crest.svg' },
      showOnMobile: false,
    },
  ];
}

/** The company's registration number the site's country asks for (VAT no., USt-IdNr., CVR-nr.). */
function registrationNumberOf(club: DemoClub, country: DemoCountry): string {
  return club.registrationNumbers[country.code as keyof DemoClub['registrationNumbers']] ?? '';
}

/** The settings document of one site (`views.clubSettings`). */
async function settingsOf(db: Db, club: DemoClub, country: DemoCountry, countries: DemoCountry[]) {
  const culture = country.culture;
  const storeId = storeIdOf(club, country);
  return {
    hostName: `${storeId}.localhost`,
    storeId,
    rootCategoryId: rootCategoryIdOf(storeId),
    currency: country.currency,
    culture,
    locale: country.locale,
    serviceCloudClubIdentifier: club.serviceCloudClubIdentifier,
    logo: { url: `/media/logo/${club.id}.svg`, altText: club.siteName },
    theme: { themeName: club.themeName, siteName: club.siteName },
    theming: {
      primaryColor: club.primaryColor,
      secondaryColor: club.secondaryColor,
      textColor: club.textColor,
      fontFamily: club.fontFamily,
    },
    mainNavigation: { children: await navigationOf(db, storeId) },
    // Urls get the port of the page asking for settings (see content/settings.ts).
    languageNavigation: countries.map((other) => ({
      name: other.names[other.culture],
      url: `http://${storeIdOf(club, other)}.localhost/`,
      culture: other.culture,
    })),
    header: { usps: usps(culture) },
    footer: {
      usps: usps(culture),
      image: {
        url: `/media/banner/${club.id}/footer.svg`,
        altText: club.stadium,
        title: club.stadium,
        focal: { top: 50, left: 50 },
      },
      logo: { url: `/media/logo/${club.id}.svg`, altText: club.siteName },
      companyInfo: { ...club.company, cvr: registrationNumberOf(club, country) },
      linkSections: [
        {
          headline: t('Customer service', 'Kundenservice', 'Kundeservice')[culture],
          links: [
            { text: t('Contact', 'Kontakt', 'Kontakt')[culture], url: '/contact/' },
            { text: t('Delivery', 'Versand', 'Levering')[culture], url: '/delivery/' },
            { text: t('Terms and conditions', 'AGB', 'Handelsbetingelser')[culture], url: termsPath },
          ],
        },
        {
          headline: t('The club', 'Der Verein', 'Klubben')[culture],
          links: [
            { text: t('Our story', 'Unsere Geschichte', 'Vores historie')[culture], url: '/club-story/' },
            { text: t('Privacy', 'Datenschutz', 'Privatliv')[culture], url: '/privacy/' },
            {
              text: t('Tickets', 'Tickets', 'Billetter')[culture],
              url: `https://tickets.${club.id}.example/`,
              target: '_blank',
            },
          ],
        },
      ],
      copyright: `© ${new Date().getUTCFullYear()} ${club.company.name}`,
    },
    checkoutSettings: {
      countries: countries.map((other) => ({ code: other.iso, name: other.names[culture] })),
    },
    termsAndConditionsPage: { id: `${storeId}-page-terms`, url: termsPath },
    tagManager: club.tagManager,
    newsletter: { listId: `${club.id}-newsletter` },
  };
}

interface PageSeed {
  key: string;
  path: string;
  template: 'contentPage' | 'termsPage';
  contentAlias: string;
  title: Texts;
  description: Texts;
  status?: number;
  redirect?: string;
  robotsIndex?: boolean;
  robotsFollow?: boolean;
  blocks: (culture: Culture, club: DemoClub) => Array<Record<string, unknown>>;
}

const paragraph = (text: string) => ({ type: 'richText', html: `<p>${text}</p>` });

const pageSeeds: PageSeed[] = [
  {
    key: 'home',
    path: '/',
    template: 'contentPage',
    contentAlias: 'homePage',
    title: t('Home', 'Startseite', 'Forside'),
    description: t('The official club shop.', 'Der offizielle Fanshop.', 'Den officielle klubshop.'),
    blocks: (culture, club) => [
      {
        type: 'hero',
        heading: t(
          'The new home shirt is here',
          'Das neue Heimtrikot ist da',
          'Den nye hjemmebanetrøje er her',
        )[culture],
        text: t(
          `Wear the colours of ${club.siteName}.`,
          `Trage die Farben von ${club.siteName}.`,
          `Bær ${club.siteName}s farver.`,
        )[culture],
        image: {
          url: `/media/banner/${club.id}/hero.svg`,
          altText: club.siteName,
          focal: { top: 40, left: 50 },
        },
        link: { text: t('Shop shirts', 'Trikots kaufen', 'Køb trøjer')[culture], url: 'category:men/shirts' },
      },
      {
        type: 'productList',
        heading: t('New arrivals', 'Neuheiten', 'Nyheder')[culture],
        categoryKey: 'men/shirts',
        count: 8,
      },
      {
        type: 'productList',
        heading: t('On sale', 'Im Angebot', 'På tilbud')[culture],
        categoryKey: '',
        onSale: true,
        count: 8,
      },
    ],
  },
  {
    key: 'contact',
    path: '/contact/',
    template: 'contentPage',
    contentAlias: 'contactPage',
    title: t('Contact', 'Kontakt', 'Kontakt'),
    description: t('Get in touch with the shop.', 'Kontaktiere den Shop.', 'Kontakt shoppen.'),
    blocks: (culture, club) => [
      paragraph(
        t(
          `Questions about an order? Write to ${club.company.email} or use the form below.`,
          `Fragen zu einer Bestellung? Schreib an ${club.company.email} oder nutze das Formular.`,
          `Spørgsmål til en ordre? Skriv til ${club.company.email} eller brug formularen.`,
        )[culture],
      ),
    ],
  },
  {
    key: 'terms',
    path: termsPath,
    template: 'termsPage',
    contentAlias: 'termsPage',
    title: t('Terms and conditions', 'Allgemeine Geschäftsbedingungen', 'Handelsbetingelser'),
    description: t('Terms of sale.', 'Verkaufsbedingungen.', 'Salgsbetingelser.'),
    blocks: (culture, club) => [
      paragraph(
        t(
          `These terms apply to every purchase from ${club.company.name}.`,
          `Diese Bedingungen gelten für jeden Kauf bei ${club.company.name}.`,
          `Disse betingelser gælder for alle køb hos ${club.company.name}.`,
        )[culture],
      ),
      paragraph(
        t(
          'You may return unused goods within 30 days.',
          'Unbenutzte Ware kannst du innerhalb von 30 Tagen zurückgeben.',
          'Ubrugte varer kan returneres inden for 30 dage.',
        )[culture],
      ),
    ],
  },
  {
    key: 'story',
    path: '/club-story/',
    template: 'contentPage',
    contentAlias: 'storyPage',
    title: t('Our story', 'Unsere Geschichte', 'Vores historie'),
    description: t('The history of the club.', 'Die Geschichte des Vereins.', 'Klubbens historie.'),
    blocks: (culture, club) => [
      {
        type: 'image',
        image: {
          url: `/media/banner/${club.id}/story.svg`,
          altText: club.stadium,
          focal: { top: 30, left: 60 },
        },
      },
      paragraph(
        t(
          `Founded in ${club.founded}, ${club.siteName} has played at ${club.stadium} ever since.`,
          `${club.siteName} wurde ${club.founded} gegründet und spielt seitdem im ${club.stadium}.`,
          `${club.siteName} blev grundlagt i ${club.founded} og har siden spillet på ${club.stadium}.`,
        )[culture],
      ),
    ],
  },
  {
    key: 'delivery',
    path: '/delivery/',
    template: 'contentPage',
    contentAlias: 'contentPage',
    title: t('Delivery', 'Versand', 'Levering'),
    description: t(
      'Delivery options and prices.',
      'Versandoptionen und Preise.',
      'Leveringsmuligheder og priser.',
    ),
    blocks: (culture) => [
      paragraph(
        t(
          'We deliver to your door or to a pick-up point within 2-4 working days.',
          'Wir liefern innerhalb von 2-4 Werktagen an deine Tür oder an eine Abholstation.',
          'Vi leverer til døren eller til et udleveringssted inden for 2-4 hverdage.',
        )[culture],
      ),
    ],
  },
  {
    key: 'privacy',
    path: '/privacy/',
    template: 'contentPage',
    contentAlias: 'contentPage',
    title: t('Privacy', 'Datenschutz', 'Privatlivspolitik'),
    description: t(
      'How we handle your data.',
      'Wie wir mit deinen Daten umgehen.',
      'Sådan behandler vi dine data.',
    ),
    robotsIndex: false,
    robotsFollow: false,
    blocks: (culture) => [
      paragraph(
        t(
          'We only use your data to handle your orders.',
          'Wir verwenden deine Daten nur zur Abwicklung deiner Bestellungen.',
          'Vi bruger kun dine data til at behandle dine ordrer.',
        )[culture],
      ),
    ],
  },
  {
    key: 'old-shop',
    path: '/old-shop/',
    template: 'contentPage',
    contentAlias: 'redirect',
    title: t('Old shop', 'Alter Shop', 'Gammel shop'),
    description: t('Moved.', 'Umgezogen.', 'Flyttet.'),
    status: 301,
    redirect: '/',
    blocks: () => [],
  },
];

/** Inserts the club, its sites with settings, and their pages (categories must exist). */
export async function seedClubContent(
  db: Db,
  club: DemoClub,
  countries: DemoCountry[],
  sortOffset: number,
  isDefaultClub: boolean,
): Promise<void> {
  await db.insert(clubs).values({ id: club.id, themeName: club.themeName, siteName: club.siteName });
  for (const [index, country] of countries.entries()) {
    const storeId = storeIdOf(club, country);
    await db.insert(sites).values({
      storeId,
      clubId: club.id,
      country: country.iso,
      countryName: country.names.en,
      culture: country.culture,
      locale: country.locale,
      currency: country.currency,
      hostName: `${storeId}.localhost`,
      rootCategoryId: rootCategoryIdOf(storeId),
      isDefault: isDefaultClub && index === 0,
      sortOrder: sortOffset + index,
      settings: await settingsOf(db, club, country, countries),
    });
    // The standard VAT rate of every country the demo sites ship to (decision 0105).
    await seedVatRates(
      db,
      storeId,
      countries.map((entry) => entry.iso),
    );
    await db.insert(pages).values(
      pageSeeds.map((page) => ({
        id: `${storeId}-page-${page.key}`,
        storeId,
        path: page.path,
        template: page.template,
        contentAlias: page.contentAlias,
        title: page.title[country.culture],
        status: page.status ?? 200,
        redirect: page.redirect ?? null,
        seoTitle: `${page.title[country.culture]} | ${club.siteName}`,
        seoDescription: page.description[country.culture],
        canonicalUrl: page.path,
        robotsIndex: page.robotsIndex ?? true,
        robotsFollow: page.robotsFollow ?? true,
        blocks: page.blocks(country.culture, club),
      })),
    );
  }
}

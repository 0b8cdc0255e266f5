/**
 * The demo's drop points: real places (stations, shopping streets) in the cities of the demo
 * clubs and their countries' largest cities, with their coordinates, for the parcel-shop method
 * of each country (`gb-parcelshop`, `de-parcelshop`, `dk-parcelshop`). The shop names are
 * illustrative (no carrier's list is copied); the streets and postcodes are real ones of those
 * cities, their coordinates from public maps to about 100 m (decision 0072).
 */

import type { Db } from '../db/database';
import { dropPoints } from '../db/tables/checkout';

type SeedPoint = Omit<typeof dropPoints.$inferInsert, 'shippingMethodId' | 'country' | 'openingHours'>;

/**
 * Opening hours as each country's carriers write them (the shopper reads them on that country's
 * site, in its language): a shop's week, and a locker's every day.
 */
const HOURS: Record<string, { week: string[]; everyDay: string[] }> = {
  GB: { week: ['Mon–Fri 08:00–20:00', 'Sat 09:00–18:00'], everyDay: ['Mon–Sun 00:00–24:00'] },
  DE: { week: ['Mo.–Fr. 08:00–20:00 Uhr', 'Sa. 09:00–18:00 Uhr'], everyDay: ['Mo.–So. 00:00–24:00 Uhr'] },
  DK: { week: ['Man.–fre. 8.00–20.00', 'Lør. 9.00–18.00'], everyDay: ['Alle dage 0.00–24.00'] },
};

/** Points per parcel-shop method: [method id, country, points]. */
const POINTS: ReadonlyArray<readonly [string, string, readonly SeedPoint[]]> = [
  [
    'dk-parcelshop',
    'DK',
    [
      {
        id: 'dk-kbh-oesterbro',
        name: 'Pakkeshop Østerbrogade',
        street: 'Østerbrogade 94',
        zipCode: '2100',
        city: 'København Ø',
        latitude: 55.7056,
        longitude: 12.5776,
      },
      {
        id: 'dk-kbh-noerreport',
        name: 'Pakkeboks Nørreport St.',
        street: 'Nørre Voldgade 2',
        zipCode: '1358',
        city: 'København K',
        latitude: 55.6833,
        longitude: 12.5713,
      },
      {
        id: 'dk-kbh-noerrebro',
        name: 'Pakkeshop Nørrebrogade',
        street: 'Nørrebrogade 52',
        zipCode: '2200',
        city: 'København N',
        latitude: 55.6905,
        longitude: 12.553,
      },
      {
        id: 'dk-kbh-vesterbro',
        name: 'Pakkeshop Vesterbrogade',
        street: 'Vesterbrogade 41',
        zipCode: '1620',
        city: 'København V',
        latitude: 55.672,
        longitude: 12.555,
      },
      {
        id: 'dk-aarhus-c',
        name: 'Pakkeshop Frederiks Allé',
        street: 'Frederiks Allé 57',
        zipCode: '8000',
        city: 'Aarhus C',
        latitude: 56.152,
        longitude: 10.202,
      },
      {
        id: 'dk-aarhus-h',
        name: 'Pakkeboks Aarhus H',
        street: 'Banegårdspladsen 1',
        zipCode: '8000',
        city: 'Aarhus C',
        latitude: 56.1503,
        longitude: 10.2046,
      },
      {
        id: 'dk-aarhus-n',
        name: 'Pakkeshop Trøjborg',
        street: 'Tordenskjoldsgade 30',
        zipCode: '8200',
        city: 'Aarhus N',
        latitude: 56.171,
        longitude: 10.21,
      },
      {
        id: 'dk-odense-c',
        name: 'Pakkeshop Odense Banegård',
        street: 'Østre Stationsvej 27',
        zipCode: '5000',
        city: 'Odense C',
        latitude: 55.4018,
        longitude: 10.3871,
      },
      {
        id: 'dk-aalborg-sv',
        name: 'Pakkeshop Hobrovej',
        street: 'Hobrovej 452',
        zipCode: '9200',
        city: 'Aalborg SV',
        latitude: 57.015,
        longitude: 9.88,
      },
      {
        id: 'dk-esbjerg',
        name: 'Pakkeshop Kongensgade',
        street: 'Kongensgade 40',
        zipCode: '6700',
        city: 'Esbjerg',
        latitude: 55.467,
        longitude: 8.452,
      },
    ],
  ],
  [
    'de-parcelshop',
    'DE',
    [
      {
        id: 'de-hh-hafencity',
        name: 'Paketshop HafenCity',
        street: 'Überseeboulevard 5',
        zipCode: '20457',
        city: 'Hamburg',
        latitude: 53.542,
        longitude: 9.995,
      },
      {
        id: 'de-hh-altstadt',
        name: 'Packstation Steinstraße',
        street: 'Steinstraße 7',
        zipCode: '20095',
        city: 'Hamburg',
        latitude: 53.5497,
        longitude: 10.0,
      },
      {
        id: 'de-hh-altona',
        name: 'Paketshop Ottensen',
        street: 'Ottenser Hauptstraße 10',
        zipCode: '22765',
        city: 'Hamburg',
        latitude: 53.552,
        longitude: 9.932,
      },
      {
        id: 'de-hh-eimsbuettel',
        name: 'Packstation Osterstraße',
        street: 'Osterstraße 120',
        zipCode: '20255',
        city: 'Hamburg',
        latitude: 53.576,
        longitude: 9.953,
      },
      {
        id: 'de-muc-altstadt',
        name: 'Packstation Rosenstraße',
        street: 'Rosenstraße 1',
        zipCode: '80331',
        city: 'München',
        latitude: 48.1366,
        longitude: 11.575,
      },
      {
        id: 'de-muc-schwabing',
        name: 'Paketshop Leopoldstraße',
        street: 'Leopoldstraße 50',
        zipCode: '80802',
        city: 'München',
        latitude: 48.16,
        longitude: 11.586,
      },
      {
        id: 'de-ber-mitte',
        name: 'Paketshop Alexanderplatz',
        street: 'Alexanderplatz 5',
        zipCode: '10178',
        city: 'Berlin',
        latitude: 52.5219,
        longitude: 13.4132,
      },
      {
        id: 'de-koeln-hbf',
        name: 'Paketshop Trankgasse',
        street: 'Trankgasse 11',
        zipCode: '50667',
        city: 'Köln',
        latitude: 50.943,
        longitude: 6.958,
      },
      {
        id: 'de-ffm-zeil',
        name: 'Packstation Zeil',
        street: 'Zeil 90',
        zipCode: '60313',
        city: 'Frankfurt am Main',
        latitude: 50.1145,
        longitude: 8.683,
      },
    ],
  ],
  [
    'gb-parcelshop',
    'GB',
    [
      {
        id: 'gb-ldn-trafalgar',
        name: 'Post Office Trafalgar Square',
        street: '24-28 William IV Street',
        zipCode: 'WC2N 4DL',
        city: 'London',
        latitude: 51.5089,
        longitude: -0.1263,
      },
      {
        id: 'gb-ldn-haymarket',
        name: 'Co-op Haymarket',
        street: '52 Haymarket',
        zipCode: 'SW1Y 4RP',
        city: 'London',
        latitude: 51.509,
        longitude: -0.132,
      },
      {
        id: 'gb-ldn-islington',
        name: 'Tesco Express Upper Street',
        street: '12 Upper Street',
        zipCode: 'N1 0PN',
        city: 'London',
        latitude: 51.534,
        longitude: -0.105,
      },
      {
        id: 'gb-ldn-london-bridge',
        name: 'InPost Locker London Bridge',
        street: '61 Tooley Street',
        zipCode: 'SE1 2TF',
        city: 'London',
        latitude: 51.505,
        longitude: -0.086,
      },
      {
        id: 'gb-bristol-broadmead',
        name: 'Post Office Broadmead',
        street: 'The Galleries, Broadmead',
        zipCode: 'BS1 3XD',
        city: 'Bristol',
        latitude: 51.457,
        longitude: -2.588,
      },
      {
        id: 'gb-bristol-temple-meads',
        name: 'InPost Locker Temple Meads',
        street: 'Station Approach',
        zipCode: 'BS1 6QF',
        city: 'Bristol',
        latitude: 51.449,
        longitude: -2.581,
      },
      {
        id: 'gb-manchester-spring-gardens',
        name: 'Post Office Spring Gardens',
        street: '26 Spring Gardens',
        zipCode: 'M2 1BB',
        city: 'Manchester',
        latitude: 53.481,
        longitude: -2.242,
      },
      {
        id: 'gb-birmingham-new-street',
        name: 'InPost Locker New Street',
        street: 'Station Street',
        zipCode: 'B2 4QA',
        city: 'Birmingham',
        latitude: 52.4778,
        longitude: -1.899,
      },
      {
        id: 'gb-liverpool-bold-street',
        name: 'Co-op Bold Street',
        street: '90 Bold Street',
        zipCode: 'L1 4HY',
        city: 'Liverpool',
        latitude: 53.402,
        longitude: -2.98,
      },
      {
        id: 'gb-leeds-city',
        name: 'Post Office Leeds City',
        street: 'St John’s Centre, Albion Street',
        zipCode: 'LS2 8LQ',
        city: 'Leeds',
        latitude: 53.799,
        longitude: -1.546,
      },
    ],
  ],
];

/** Seeds the demo drop points (lockers open every day, shops on weekdays and Saturdays). */
export async function seedDropPoints(db: Db): Promise<void> {
  const rows = POINTS.flatMap(([shippingMethodId, country, points]) =>
    points.map((point) => ({
      ...point,
      shippingMethodId,
      country,
      openingHours: /Packstation|Pakkeboks|Locker/.test(point.name)
        ? (HOURS[country]?.everyDay ?? [])
        : (HOURS[country]?.week ?? []),
    })),
  );
  await db.insert(dropPoints).values(rows).onConflictDoNothing();
}

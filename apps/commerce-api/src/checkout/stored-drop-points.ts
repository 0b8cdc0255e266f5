/**
 * The drop points a shipping method answers for a postcode (decisions 0049, 0072). Staff store a
 * method's points (`drop_points`, the demo seed stores real places); a search answers the
 * `DROP_POINTS_PER_SEARCH` stored points of the destination country nearest the postcode by
 * great-circle distance, with the distance in metres:
 *
 * - the postcode is located within the destination country by the `PostcodeGeocoder`; one the
 *   country does not write that way, or that does not exist there, is refused (400);
 * - a point is where its coordinates say, or, without coordinates, at its own postcode's centre;
 *   points that cannot be placed come last;
 * - in a country the geocoder does not know, the points keep the older rule that needs no map
 *   (longest common postcode prefix, then the smaller numeric difference) and carry no distance.
 *
 * Equal candidates come by name, then id, so a search always answers the same order. The chosen
 * point is checked against the same answer at checkout, so a shopper can only pick a point the
 * search could have shown.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type DropPoint, dropPoints, type shippingMethods } from '../db/tables/checkout';
import { type GeoPoint, greatCircleMetres } from '../geocoding/geo-point.ts';
import type { PostcodeGeocoder } from '../geocoding/postcode-geocoder.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { badRequest } from '../shared/api-error.ts';
import { DROP_POINTS_PER_SEARCH, normaliseZipCode } from './drop-points';

type Method = Pick<typeof shippingMethods.$inferSelect, 'id' | 'hasDropPoints'>;
type StoredPoint = typeof dropPoints.$inferSelect;

/**
 * Where a searched postcode lies in the destination country: a point, or null when the
 * geocoder does not know the country. Throws 400 (`Api.Error.PostcodeMalformed` /
 * `Api.Error.PostcodeUnknown`) for a postcode the country cannot have.
 */
export async function locateSearchedPostcode(
  geocoder: PostcodeGeocoder,
  country: string,
  zipCode: string,
  field: string,
): Promise<GeoPoint | null> {
  const located = await geocoder.locate(country, zipCode);
  const params = { zipCode: zipCode.trim(), country: country.toUpperCase() };
  switch (located.kind) {
    case 'found':
      return located.point;
    case 'malformed':
      throw badRequest(apiMessage('Api.Error.PostcodeMalformed', params, field));
    case 'unknown':
      throw badRequest(apiMessage('Api.Error.PostcodeUnknown', params, field));
    case 'unsupportedCountry':
      return null;
  }
}

/** How near a stored point's zip code is to the searched one: larger first, then smaller. */
function prefixNearness(point: string, searched: string): [number, number] {
  let prefix = 0;
  while (prefix < point.length && point[prefix] === searched[prefix]) prefix++;
  const numeric = /^\d+$/.test(point) && /^\d+$/.test(searched);
  return [prefix, numeric ? Math.abs(Number(point) - Number(searched)) : Number.POSITIVE_INFINITY];
}

const byNameThenId = (a: StoredPoint, b: StoredPoint): number =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Orders stored points by postcode prefix (the rule for countries the geocoder does not know)
 * and keeps the first few; points whose zip code is not plausible sort last.
 */
export function nearestByPrefix(points: readonly StoredPoint[], zipCode: string): StoredPoint[] {
  const searched = normaliseZipCode(zipCode) ?? '';
  const ranked = points.map((point) => ({
    point,
    rank: prefixNearness(normaliseZipCode(point.zipCode) ?? '', searched),
  }));
  ranked.sort(
    (a, b) =>
      b.rank[0] - a.rank[0] ||
      (a.rank[1] === b.rank[1] ? 0 : a.rank[1] < b.rank[1] ? -1 : 1) ||
      byNameThenId(a.point, b.point),
  );
  return ranked.slice(0, DROP_POINTS_PER_SEARCH).map(({ point }) => point);
}

/** Where a stored point is: its coordinates, else its postcode's centre, else null. */
async function positionOf(geocoder: PostcodeGeocoder, point: StoredPoint): Promise<GeoPoint | null> {
  if (point.latitude !== null && point.longitude !== null) {
    return { latitude: point.latitude, longitude: point.longitude };
  }
  const located = await geocoder.locate(point.country, point.zipCode);
  return located.kind === 'found' ? located.point : null;
}

/** The stored points nearest `origin` by great-circle distance, each with its distance in metres. */
export async function nearestByDistance(
  geocoder: PostcodeGeocoder,
  points: readonly StoredPoint[],
  origin: GeoPoint,
): Promise<{ point: StoredPoint; distance: number | undefined }[]> {
  const measured = await Promise.all(
    points.map(async (point) => {
      const position = await positionOf(geocoder, point);
      return { point, distance: position ? Math.round(greatCircleMetres(origin, position)) : undefined };
    }),
  );
  measured.sort(
    (a, b) =>
      (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
      byNameThenId(a.point, b.point),
  );
  return measured.slice(0, DROP_POINTS_PER_SEARCH);
}

/** A stored point as the shop API shows it. */
function shown(point: StoredPoint, distance: number | undefined): DropPoint {
  const { shippingMethodId: _method, latitude: _lat, longitude: _lng, ...rest } = point;
  return distance === undefined ? rest : { ...rest, distance };
}

/**
 * The drop points a method answers near a postcode in a destination country (rule above).
 * Throws 400 for a postcode the country cannot have; `field` names the input in that error.
 */
export async function dropPointsNear(
  db: Db,
  geocoder: PostcodeGeocoder,
  method: Method,
  zipCode: string,
  country: string,
  field = 'zipCode',
): Promise<DropPoint[]> {
  if (!method.hasDropPoints || normaliseZipCode(zipCode) === null) return [];
  const origin = await locateSearchedPostcode(geocoder, country, zipCode, field);
  const stored = await db
    .select()
    .from(dropPoints)
    .where(and(eq(dropPoints.shippingMethodId, method.id), eq(dropPoints.country, country.toUpperCase())))
    .orderBy(asc(dropPoints.id));
  if (origin === null) return nearestByPrefix(stored, zipCode).map((point) => shown(point, undefined));
  const nearest = await nearestByDistance(geocoder, stored, origin);
  return nearest.map(({ point, distance }) => shown(point, distance));
}

/** The chosen drop point when the search for this postcode answers it, else undefined. */
export async function findDropPointNear(
  db: Db,
  geocoder: PostcodeGeocoder,
  method: Method,
  dropPointId: string,
  zipCode: string,
  country: string,
): Promise<DropPoint | undefined> {
  const near = await dropPointsNear(db, geocoder, method, zipCode, country, 'customZipCode');
  return near.find((point) => point.id === dropPointId);
}

/**
 * The drop points a shipping method answers for a zip code (decision 0049). Staff store a
 * method's points (`drop_points`); a search answers the `DROP_POINTS_PER_SEARCH` stored points of
 * the destination country nearest the zip code by a simple rule that needs no map data:
 *
 * 1. the longest common prefix of the normalised zip codes first (postal codes share leading
 *    characters by region in GB, DE and DK alike);
 * 2. then, where both codes are digits, the smaller numeric difference;
 * 3. then the name, so equal candidates always come in the same order.
 *
 * Stored points carry no `distance` (we do not know it). A method without stored points answers
 * none, except the demo seed's parcel-shop methods (`generatedDropPoints`), which keep the points
 * generated from the zip code (`drop-points.ts`). The chosen point is checked against the same
 * answer at checkout, so a shopper can only pick a point the search could have shown.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { DROP_POINTS_PER_SEARCH, generateDropPoints, normaliseZipCode } from './drop-points';
import { type DropPoint, dropPoints, type shippingMethods } from './tables';

type Method = Pick<typeof shippingMethods.$inferSelect, 'id' | 'hasDropPoints' | 'generatedDropPoints'>;
type StoredPoint = typeof dropPoints.$inferSelect;

/** How near a stored point's zip code is to the searched one: larger first, then smaller. */
function nearness(point: string, searched: string): [number, number] {
  let prefix = 0;
  while (prefix < point.length && point[prefix] === searched[prefix]) prefix++;
  const numeric = /^\d+$/.test(point) && /^\d+$/.test(searched);
  return [prefix, numeric ? Math.abs(Number(point) - Number(searched)) : Number.POSITIVE_INFINITY];
}

/**
 * Orders stored points by nearness to a zip code (rule above) and keeps the first few; points
 * whose zip code is not plausible sort last.
 */
export function nearestPoints(points: readonly StoredPoint[], zipCode: string): StoredPoint[] {
  const searched = normaliseZipCode(zipCode) ?? '';
  const ranked = points.map((point) => ({
    point,
    rank: nearness(normaliseZipCode(point.zipCode) ?? '', searched),
  }));
  ranked.sort(
    (a, b) =>
      b.rank[0] - a.rank[0] ||
      (a.rank[1] === b.rank[1] ? 0 : a.rank[1] < b.rank[1] ? -1 : 1) ||
      a.point.name.localeCompare(b.point.name) ||
      a.point.id.localeCompare(b.point.id),
  );
  return ranked.slice(0, DROP_POINTS_PER_SEARCH).map(({ point }) => point);
}

/** A stored point as the shop API shows it. */
function shown(point: StoredPoint): DropPoint {
  const { shippingMethodId: _method, ...rest } = point;
  return rest;
}

/** The drop points a method answers near a zip code in a destination country (rule above). */
export async function dropPointsNear(
  db: Db,
  method: Method,
  zipCode: string,
  country: string,
): Promise<DropPoint[]> {
  if (!method.hasDropPoints || normaliseZipCode(zipCode) === null) return [];
  const stored = await db
    .select()
    .from(dropPoints)
    .where(and(eq(dropPoints.shippingMethodId, method.id), eq(dropPoints.country, country.toUpperCase())))
    .orderBy(asc(dropPoints.id));
  if (stored.length === 0 && method.generatedDropPoints) {
    return generateDropPoints(method.id, zipCode, country);
  }
  return nearestPoints(stored, zipCode).map(shown);
}

/** The chosen drop point when the search for this zip code answers it, else undefined. */
export async function findDropPointNear(
  db: Db,
  method: Method,
  dropPointId: string,
  zipCode: string,
  country: string,
): Promise<DropPoint | undefined> {
  const near = await dropPointsNear(db, method, zipCode, country);
  return near.find((point) => point.id === dropPointId);
}

/** A place on the earth, in degrees (WGS 84). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean earth radius, metres (IUGG). */
const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, metres, by the haversine formula (a sphere is
 * within 0.5 % of the ellipsoid, far closer than our postcode centroids).
 *
 * @example greatCircleMetres({ latitude: 55.68, longitude: 12.57 }, { latitude: 56.16, longitude: 10.2 }) // ≈ 157 km
 */
export function greatCircleMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

import * as v from 'valibot';
import { adminFieldLimits } from './admin-field-limits.ts';
import { requiredAdminText } from './admin-fields.ts';
import { adminMessageKeys as keys } from './admin-message-keys.ts';

const limits = adminFieldLimits.dropPoint;

/**
 * A zip code a drop point may have (and a shopper may search near): 3 to 10 letters, digits,
 * spaces or dashes, starting and ending with a letter or digit. The API compares zip codes
 * without their spaces and dashes.
 */
export const zipCodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** The fields of a drop point (parcel shop, locker), each with its rule. */
export const dropPointFieldSchemas = {
  name: requiredAdminText(limits.name),
  street: requiredAdminText(limits.street),
  zipCode: v.pipe(requiredAdminText(limits.zipCode), v.regex(zipCodePattern, keys.zipCode)),
  city: requiredAdminText(limits.city),
  /** A two-letter country code such as DK (any case). */
  country: v.pipe(v.string(keys.country), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, keys.country)),
  openingHours: v.pipe(
    v.array(requiredAdminText(limits.openingHoursLine), keys.list),
    v.maxLength(limits.openingHoursLines, keys.maxItems),
  ),
  /**
   * Where the point is, degrees (WGS 84); null or left out: a search places it at its postcode's
   * centre (decision 0072). Give both or neither.
   */
  latitude: v.optional(
    v.nullable(
      v.pipe(v.number(keys.latitude), v.minValue(-90, keys.latitude), v.maxValue(90, keys.latitude)),
    ),
  ),
  longitude: v.optional(
    v.nullable(
      v.pipe(v.number(keys.longitude), v.minValue(-180, keys.longitude), v.maxValue(180, keys.longitude)),
    ),
  ),
};

/** A new drop point; `openingHours` may be left out (none). */
export const dropPointFormSchema = v.object(
  {
    ...dropPointFieldSchemas,
    openingHours: v.optional(dropPointFieldSchemas.openingHours, []),
  },
  keys.required,
);

/** A change of a drop point: any field. */
export const dropPointChangeFormSchema = v.partial(v.object(dropPointFieldSchemas));

/**
 * An import of drop points: every point of a shipping method (an `id` keeps a point's id), at
 * most `adminFieldLimits.dropPoint.perImport`, ids not repeated.
 */
export const dropPointImportFormSchema = v.pipe(
  v.array(
    v.object(
      {
        id: v.optional(
          v.pipe(v.string(keys.dropPointId), v.regex(/^[A-Za-z0-9_-]{1,80}$/, keys.dropPointId)),
        ),
        ...dropPointFormSchema.entries,
      },
      keys.required,
    ),
    keys.list,
  ),
  v.maxLength(limits.perImport, keys.maxItems),
  v.check(
    (points) =>
      new Set(points.flatMap((point) => (point.id ? [point.id] : []))).size ===
      points.filter((point) => point.id).length,
    keys.dropPointIdsRepeat,
  ),
);

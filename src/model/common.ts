/**
 * Building blocks shared by every resource schema: sparse records, open enumerations,
 * timestamps, the pager and the collection envelope.
 *
 * Two rules of the spec shape every record:
 * - a response carries only the fields `fs` selected, so every field may be absent;
 * - "selected-but-empty fields are returned as null", so every field may be null.
 * {@link record} applies both to each field. The complete, selected-whole type of a record is
 * recovered at the type level by {@link Complete}.
 */
import * as z from 'zod/mini';
import type { OpenEnum } from './open-enum.js';
import { hasExistingDay } from './refinements.js';
import { DATE_ONLY_PATTERN, TIMESTAMP_PATTERN } from './timestamp.js';

/** A field as a response may carry it: absent when not selected, null when empty. */
export type SparseField<T extends z.ZodMiniType> = z.ZodMiniOptional<z.ZodMiniNullable<T>>;

/** The shape of {@link record}'s object: every field {@link SparseField}. */
export type SparseShape<Shape extends Record<string, z.ZodMiniType>> = {
  -readonly [K in keyof Shape]: SparseField<Shape[K]>;
};

const sparse = <T extends z.ZodMiniType>(schema: T): SparseField<T> => z.optional(z.nullable(schema));

/**
 * An object schema whose every field may be absent or null. Unknown fields are accepted and
 * kept: a service that adds fields never breaks a client, and nothing it sends is dropped.
 *
 * A field written as a getter is kept lazy, which is how recursive records (content lists that
 * hold content lists) are declared.
 */
export function record<Shape extends Record<string, z.ZodMiniType>>(
  shape: Shape,
): z.ZodMiniObject<SparseShape<Shape>, z.core.$loose> {
  const fields: Record<string, z.ZodMiniType> = {};
  for (const key of Object.keys(shape)) {
    const getter = Object.getOwnPropertyDescriptor(shape, key)?.get;
    if (getter) {
      let cached: z.ZodMiniType | undefined;
      Object.defineProperty(fields, key, {
        enumerable: true,
        get: () => {
          cached ??= sparse(getter.call(shape) as z.ZodMiniType);
          return cached;
        },
      });
    } else {
      fields[key] = sparse(shape[key] as z.ZodMiniType);
    }
  }
  return z.looseObject(fields) as z.ZodMiniObject<SparseShape<Shape>, z.core.$loose>;
}

export type { OpenEnum } from './open-enum.js';

/**
 * An open enumeration: a string typed as the values the spec lists as "seen", plus any other.
 * The known values are recorded as JSON Schema `examples`.
 */
export function openEnum<const Known extends string>(known: readonly Known[]): z.ZodMiniType<OpenEnum<Known>, string> {
  return z.string().check(z.meta({ examples: [...known] })) as z.ZodMiniType<OpenEnum<Known>, string>;
}

/** A whole number within JavaScript's safe range. */
export const integer: z.ZodMiniInt = z.int();

/** Runs a refinement only where every earlier check passed (the pattern matched). */
const onlyWellFormed = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** A timestamp: ISO 8601 with `Z`, `±hh:mm`, `±hhmm` or `±hh` (kept as a string). */
export const timestamp: z.ZodMiniString = z
  .string()
  .check(
    z.regex(TIMESTAMP_PATTERN, 'an ISO 8601 timestamp with an offset (Z, ±hh:mm, ±hhmm or ±hh)'),
    z.refine(hasExistingDay, { message: 'a calendar day that exists', when: onlyWellFormed }),
  );

/** A calendar date without time, `YYYY-MM-DD` (kept as a string). */
export const dateOnly: z.ZodMiniString = z
  .string()
  .check(
    z.regex(DATE_ONLY_PATTERN, 'a date YYYY-MM-DD'),
    z.refine(hasExistingDay, { message: 'a calendar day that exists', when: onlyWellFormed }),
  );

/** A timestamp, or a date-only string where the service also uses one (events). */
export const timestampOrDate: z.ZodMiniUnion<[z.ZodMiniString, z.ZodMiniString]> = z.union([timestamp, dateOnly]);

/** A game-clock value, minutes:seconds (`15:00`, `0:07`). */
export const clock: z.ZodMiniString = z.string().check(z.regex(/^\d{1,2}:[0-5]\d$/, 'a clock value minutes:seconds'));

/** The pager of a collection envelope. It may be `{}`, and any member may be null. */
export const PagerSchema = record({
  previous: z.string(),
  self: z.string(),
  next: z.string(),
  limit: integer,
  offset: integer,
  total: integer,
});

/** A collection envelope `{ pager, data: [...] }` of the given item. */
export function envelope<Item extends z.ZodMiniType>(item: Item) {
  return record({ pager: PagerSchema, data: z.array(item) });
}

/** An embedded collection the service sends either as a plain list or as an envelope. */
export function listOrEnvelope<Item extends z.ZodMiniType>(item: Item) {
  return z.union([z.array(item), envelope(item)]);
}

/**
 * The TypeScript types of every record. Each is the *complete* record, as the service sends it
 * when every field is selected: fields are present, and null where the service had no data.
 * What a response holds for a narrower selection is derived from these by the query builder;
 * {@link Sparse} is the loosest such shape, the one the schemas accept.
 */
import type { Pager as CompletePager } from './records.generated.js';

/** Whether a key is an index signature's (`string`, `number`, `symbol`) rather than a field's. */
type IndexKey<K> = string extends K ? true : number extends K ? true : symbol extends K ? true : false;

/** Values that are not records; `string & {}` of an open enumeration included. */
type Scalar = string | number | boolean | bigint | symbol | null | undefined;

/**
 * Makes every field of a sparse record, at any depth, present (keeping `null`). Fields a form
 * may never have (`never`, such as `data` on a standings object) are left out, and so is the
 * index signature of unknown fields: they are kept at run time, but reading one is a typo far
 * more often than not.
 */
export type Complete<T> = T extends Scalar
  ? T
  : T extends readonly (infer Item)[]
    ? Complete<Item>[]
    : {
        [K in keyof T as IndexKey<K> extends true
          ? never
          : [Exclude<T[K], undefined>] extends [never]
            ? never
            : K]-?: Complete<Exclude<T[K], undefined>>;
      };

/** Makes every field of a record, at any depth, optional: what any `fs` may return. */
export type Sparse<T> = T extends Scalar
  ? T
  : T extends readonly (infer Item)[]
    ? Sparse<Item>[]
    : { [K in keyof T]?: Sparse<T[K]> | undefined };

/** A pager: `{}` or any members, each possibly null. */
export type Pager = Sparse<CompletePager>;
/** A collection envelope. */
export interface Envelope<Item> {
  pager?: Pager | null;
  data?: Item[] | null;
}

/*
 * The record types, written out from the schemas by `npm run generate` (records.generated.ts):
 * one per named schema (`GameWeekSchema` gives `GameWeek`), each `Complete<z.output<…>>` of its
 * schema (tests/model/record-types.test-d.ts). The complete pager is the one not exported under
 * its own name: `Pager` above, declared here, takes precedence over it.
 */
export type * from './records.generated.js';

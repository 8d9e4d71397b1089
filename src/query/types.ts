/**
 * Type-level views of the model for queries: the field paths of a record, the value at a path,
 * selection masks and the exact type a selection returns. Recursion stops at
 * {@link MAX_TYPE_DEPTH} levels and falls back to loose types below, so that no resource runs
 * into TypeScript's instantiation limits.
 */
import type { RecordTypes } from '../model/record-types.js';
import type { ResourceName, resources } from '../resources/resource-table.js';
import type { JsonValue } from './nodes.js';
import type { DefaultRecord, GameDefaultRow, QueryRecord, WithDefaultFields } from './records.js';

export type { WithFields } from './records.js';

/** How many levels of fields the types follow before they fall back to loose typing. */
type MAX_TYPE_DEPTH = 6;

type Scalar = string | number | boolean | bigint | symbol | null | undefined;
type Level = readonly 0[];
type Deeper<D extends Level> = readonly [...D, 0];

export type { RecordTypes };

/**
 * The records a position holds: list items are looked through, an envelope `{ pager, data }`
 * stands for itself and its records (paths and selections go through it, as the spec's
 * `depthChart{person{displayName}}` does), and null is left out.
 *
 * It asks about null first, and about lists by `readonly unknown[]` and `T[number]` rather than
 * by an `infer` pattern, which the compiler instantiates afresh at each check: Item is applied at
 * every level of every path, mask and selector, and so it costs an app's compile fewer
 * instantiations (issue 38).
 */
export type Item<T> = T extends null
  ? never
  : T extends readonly unknown[]
    ? Item<T[number]>
    : T extends Envelope
      ? T | Item<T['data']>
      : T;

/** A collection envelope, as complete record types have it. */
type Envelope = { readonly pager: unknown; readonly data: unknown };

/**
 * The field names of an object, in whichever forms of a union have them. The model's records
 * have no index signatures (`Complete` leaves them out), so their keys are their fields.
 */
export type FieldKeys<T> = T extends Scalar ? never : keyof T & string;

/**
 * The type of field `K` in whichever forms of `T` have it (`T[never]`, `never`, in a form that
 * lacks it: an indexed access where a second conditional on `keyof T` cost an app's compile
 * more instantiations, issue 38). The keys are {@link FieldKeys}', which the compiler keeps per
 * record, where `keyof` of a record derived from zod (a mapped type with `as`) is worked out
 * afresh at each use.
 */
export type FieldOf<T, K extends string> = T extends unknown ? T[K & FieldKeys<T>] : never;

/**
 * Every dotted field path of a record: `'id' | 'week' | 'week.season' | 'drives.yards' | …`.
 * Lists are looked through (`drives.yards` filters inside the drives of a game).
 */
export type FieldPath<T, D extends Level = []> = D['length'] extends MAX_TYPE_DEPTH
  ? string
  : Item<T> extends infer Record
    ? Record extends Scalar
      ? never
      : { [K in FieldKeys<Record>]: K | `${K}.${FieldPath<FieldOf<Record, K>, Deeper<D>>}` }[FieldKeys<Record>]
    : never;

/** What a list position compares as: its items (`$in` matches inside embedded lists). */
type Compared<T> = T extends readonly (infer Element)[] ? Compared<Element> : T;

/** The value at a dotted path of a record; `never` where the path does not exist. */
export type ValueAt<T, Path extends string> =
  Item<T> extends infer Record
    ? Record extends Scalar
      ? never
      : Path extends `${infer Head}.${infer Rest}`
        ? ValueAt<FieldOf<Record, Head>, Rest>
        : Compared<FieldOf<Record, Path>>
    : never;

/** What a condition on a path may compare with: the field's type, a `Date` for a string field. */
export type Operand<T, Path extends string> = [ValueAt<T, Path>] extends [never]
  ? JsonValue | Date
  : ValueAt<T, Path> extends infer Value
    ? Value extends string
      ? Value | Date
      : Value
    : never;

/** The selection masks of a record: `true` for a field whole, a nested mask for some of it. */
export type SelectionMaskOf<T, D extends Level = []> = D['length'] extends MAX_TYPE_DEPTH
  ? { readonly [field: string]: unknown }
  : Item<T> extends infer Record
    ? {
        readonly [K in FieldKeys<Record>]?:
          | boolean
          | (Item<FieldOf<Record, K>> extends Scalar ? never : SelectionMaskOf<FieldOf<Record, K>, Deeper<D>>);
      }
    : never;

/** The fields a mask selects (`true` or a nested mask). */
type Picked<Mask> = { [K in keyof Mask]: Mask[K] extends false | undefined ? never : K }[keyof Mask] & string;

/**
 * The type as one object literal. Hovering a result shows its fields rather than the name of
 * the type that computed them: an alias whose body is a mapped type `& {}` is displayed
 * expanded, at every level.
 */
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** Selects from an object: exactly the selected fields, each with its own selection (flat, see {@link Flat}). */
type SelectedFields<T, Mask> = {
  [K in Picked<Mask> & FieldKeys<T>]: Selected<FieldOf<T, K>, Mask[K & keyof Mask]>;
} & {};

/**
 * Selects through an envelope: fields of its records selected directly on it land in `data`
 * (`depthChart{person{displayName}}`); `pager` is there when selected, and may be otherwise.
 */
type SelectedEnvelope<T extends Envelope, Mask> = Flat<EnvelopeParts<T, Mask>>;

type EnvelopeParts<T extends Envelope, Mask> = ('pager' extends Picked<Mask>
  ? { pager: Selected<T['pager'], Mask['pager' & keyof Mask]> }
  : { pager?: T['pager'] }) & {
  data: Selected<
    T['data'],
    ('data' extends Picked<Mask> ? Mask['data' & keyof Mask] : unknown) & Omit<Mask, 'pager' | 'data'>
  >;
};

/**
 * The type a mask selects from a record: exactly the selected fields, nullability kept. A field
 * that is a scalar or an object by how it is asked for (a team's `conference` and `division`: "string
 * when selected whole; object with `abbr` when sub-selected") is the object under a sub-selection.
 */
export type Selected<T, Mask> = Mask extends true
  ? T
  : T extends null
    ? null
    : T extends readonly (infer Element)[]
      ? Selected<Element, Mask>[]
      : T extends Scalar
        ? Mask extends object
          ? never
          : T
        : T extends Envelope
          ? Exclude<Picked<Mask>, 'pager' | 'data'> extends never
            ? SelectedFields<T, Mask>
            : SelectedEnvelope<T, Mask>
          : SelectedFields<T, Mask>;

/** A record of a resource huddle has no model for: any field, any value. */
export interface LooseRecord {
  readonly [field: string]: unknown;
}

/**
 * Walks `Path` through a record, visiting only the fields along it (so that checking a path
 * costs its depth, not the size of {@link FieldPath}'s union, and has no depth cap): the type
 * of the field found, as `[type]`, or `{ miss }`, the paths that continue the known part of
 * `Path` ({@link PathMisses}). It carries the record and the whole path only to name the misses,
 * so that a path that exists (what an app compiles, nearly always) builds no prefix on its way.
 */
type PathWalk<T, Path extends string, Row, Whole extends string> =
  Item<T> extends infer Record
    ? Path extends `${infer Head}.${infer Rest}`
      ? Head extends FieldKeys<Record>
        ? PathWalk<FieldOf<Record, Head>, Rest, Row, Whole>
        : { readonly miss: PathMisses<Row, Whole> }
      : Path extends FieldKeys<Record>
        ? readonly [FieldOf<Record, Path>]
        : { readonly miss: PathMisses<Row, Whole> }
    : never;

/**
 * The paths that continue the known part of `Path`, a path the record does not have: its
 * fields one level further, or the path up to a field that has none.
 */
type PathMisses<T, Path extends string, Prefix extends string = '', Parent extends string = never> =
  Item<T> extends infer Record
    ? Path extends `${infer Head}.${infer Rest}`
      ? Head extends FieldKeys<Record>
        ? PathMisses<FieldOf<Record, Head>, Rest, `${Prefix}${Head}.`, `${Prefix}${Head}`>
        : Parent | `${Prefix}${FieldKeys<Record>}`
      : Parent | `${Prefix}${FieldKeys<Record>}`
    : never;

/**
 * `Path` itself when the record has that field path (any path for a loose record); otherwise
 * the paths that continue its known part, which `Path` is not assignable to: a compile error
 * naming the fields there are, and what an editor offers to complete.
 */
export type CheckedPath<Row, Path extends string> = string extends keyof Row
  ? Path
  : PathWalk<Row, Path, Row, Path> extends { readonly miss: infer Paths extends string }
    ? Paths
    : Path;

/** The value a field of the given path is compared with (anything JSON for a path the record lacks). */
export type OperandOf<Row, Path extends string> = string extends keyof Row
  ? JsonValue | Date
  : PathWalk<Row, Path, Row, Path> extends readonly [infer Field]
    ? ComparedOrDate<Field>
    : JsonValue | Date;

/**
 * What a field compares as ({@link Compared}: list items), and also a `Date` where that is a
 * string; one distributive step per member, where the two steps apart took two. A string is
 * asked about first, and a list without an `infer` pattern (see {@link Item}).
 */
type ComparedOrDate<Value> = Value extends string
  ? Value | Date
  : Value extends readonly unknown[]
    ? ComparedOrDate<Value[number]>
    : Value;

/** The masks a builder accepts: the record's, or any mask for a loose record. */
export type MaskOf<Row> = string extends keyof Row ? { readonly [field: string]: unknown } : SelectionMaskOf<Row>;

/** The record type an embedded list holds: list items, or the `data` of an envelope. */
export type CollectionItem<Row, Path extends string> = string extends keyof Row
  ? LooseRecord
  : ListItem<FieldAt<Row, Path>>;

type FieldAt<T, Path extends string> =
  Item<T> extends infer Record
    ? Path extends `${infer Head}.${infer Rest}`
      ? FieldAt<FieldOf<Record, Head>, Rest>
      : FieldOf<Record, Path>
    : never;

type ListItem<T> = T extends readonly (infer Element)[]
  ? Item<Element>
  : T extends { readonly data: infer Data }
    ? Item<Data>
    : Exclude<T, null>;

/**
 * The mask of a selection whose fields are not known to the types (a tree read at run time):
 * a record of it may have any of the record's fields.
 */
export interface UnknownSelection {
  readonly __unknownSelection: true;
}

/** The mask of a builder after a selection is added to it. */
export type AddedMask<Mask, Added> = [Mask] extends [null] ? Added : Mask & Added;

/** A record of which any field, at any depth, may be left out. */
export type PartialRecord<T> = T extends Scalar
  ? T
  : T extends readonly (infer Element)[]
    ? PartialRecord<Element>[]
    : { [K in keyof T]?: PartialRecord<T[K]> };

/**
 * The `Default` of a builder whose records come whole when nothing is selected: it stands for
 * the record type, so that a builder's type does not carry (and print) the record twice.
 */
export interface WholeRecord {
  readonly __wholeRecord: true;
}

/** What a query returns: the selection's type, or the resource's default fields. */
export type ResultOf<Row, Mask, Default> = [Mask] extends [null]
  ? [Default] extends [WholeRecord]
    ? Row
    : Default
  : [Mask] extends [UnknownSelection]
    ? PartialRecord<Row>
    : Selected<Row, Mask>;

/**
 * The default result of a resource: its default fields where the spec gives them, else all, as
 * the named record ({@link QueryRecord}) that `query()` builders carry too, so that an app's
 * client chains and `query()` chains share the compiler's work on each record (issue 38).
 */
export type DefaultResult<Name extends ResourceName> = DefaultOf<Name, QueryRecord<Name>>;

/**
 * A builder's `Default` for a resource: its default fields where the spec gives them (a named
 * record, {@link GameDefaultRow}), else `Whole` ({@link WholeRecord} in a builder's type).
 */
export type DefaultOf<Name extends ResourceName, Whole = WholeRecord> = Name extends WithDefaultFields
  ? DefaultRecord<Name>
  : Whole;

/** The embedded lists a resource's `s` can filter. */
export type CollectionOf<Name extends ResourceName> = (typeof resources)[Name]['subQueries'][number]['collection'];

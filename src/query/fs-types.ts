/**
 * Reads a field selector at the type level, so that `select('id,homeTeam{abbr}')` is typed
 * exactly like `select({ id: true, homeTeam: { abbr: true } })`: braces, parentheses, dotted
 * paths and whitespace, as `parseFields` reads them at run time.
 */
import type { FieldKeys, FieldOf, Item, UnknownSelection } from './types.js';

type Space = ' ' | '\n' | '\t' | '\r';

/** The string without surrounding whitespace. */
type Trim<S extends string> = S extends `${Space}${infer Rest}`
  ? Trim<Rest>
  : S extends `${infer Rest}${Space}`
    ? Trim<Rest>
    : S;

/** How many times `Char` occurs in `S`, added to `Count` (a tuple, so that it can be compared). */
type Occurrences<
  S extends string,
  Char extends string,
  Count extends readonly 0[] = [],
> = S extends `${string}${Char}${infer Rest}` ? Occurrences<Rest, Char, [...Count, 0]> : Count;

/** `Depth` less `Closed` levels (never below zero). */
type Closed<Depth extends readonly 0[], Closing extends readonly 0[]> = Closing extends readonly [
  0,
  ...infer Others extends readonly 0[],
]
  ? Depth extends readonly [0, ...infer Outer extends readonly 0[]]
    ? Closed<Outer, Others>
    : []
  : Depth;

/** The nesting depth after `Chunk`, which holds no comma, starting from `Depth`. */
type DepthAfter<Chunk extends string, Depth extends readonly 0[]> = Closed<
  Occurrences<Chunk, '(', Occurrences<Chunk, '{', Depth>>,
  Occurrences<Chunk, ')', Occurrences<Chunk, '}'>>
>;

/**
 * Splits a selector at its top-level commas. It steps from comma to comma and counts the
 * brackets between them, rather than reading a character at a time: the compiler's work grows
 * with the commas and brackets, not the length.
 */
type SplitItems<
  S extends string,
  Depth extends readonly 0[] = [],
  Current extends string = '',
  Items extends readonly string[] = [],
> = S extends `${infer Chunk},${infer Rest}`
  ? DepthAfter<Chunk, Depth> extends infer After extends readonly 0[]
    ? After extends readonly []
      ? SplitItems<Rest, [], '', [...Items, `${Current}${Chunk}`]>
      : SplitItems<Rest, After, `${Current}${Chunk},`, Items>
    : never
  : [...Items, `${Current}${S}`];

/** The mask of a dotted path whose last name has `Inner` as its selection. */
type PathMask<Path extends string, Inner> = Path extends `${infer Head}.${infer Rest}`
  ? { [K in Trim<Head>]: PathMask<Rest, Inner> }
  : { [K in Trim<Path>]: Inner };

/** The mask of one item: a path, with a sub-selection in braces or parentheses. */
type ItemMask<Item extends string> =
  Trim<Item> extends `${infer Head}{${infer Inner}}`
    ? Head extends `${string}(${string}`
      ? ParenItem<Trim<Item>>
      : PathMask<Head, FieldsMask<Inner>>
    : ParenItem<Trim<Item>>;

type ParenItem<Item extends string> = Item extends `${infer Head}(${infer Inner})`
  ? PathMask<Head, FieldsMask<Inner>>
  : PathMask<Item, true>;

type MergeItems<Items extends readonly string[]> = Items extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? ItemMask<First> & MergeItems<Rest>
  : unknown;

/**
 * The selection mask a field selector string describes. A selector whose text is not known to
 * the compiler (a `string` from a URL, a setting or a user) is an {@link UnknownSelection}: its
 * records may have any of the record's fields, and the selector is checked when the query is built.
 */
export type FieldsMask<S extends string> = string extends S ? UnknownSelection : MergeItems<SplitItems<S>>;

/** The dotted paths of a mask that the record does not have (`never` when all exist). */
export type UnknownMaskPaths<T, Mask, Prefix extends string = ''> = Mask extends true
  ? never
  : Item<T> extends infer Record
    ? UnknownFields<Record, FieldKeys<Record>, Mask, Prefix>
    : never;

type UnknownFields<Record, Keys, Mask, Prefix extends string> = {
  [K in keyof Mask & string]: K extends Keys
    ? UnknownMaskPaths<FieldOf<Record, K>, Mask[K], `${Prefix}${K}.`>
    : `${Prefix}${K}`;
}[keyof Mask & string];

/**
 * Whether every path of a mask exists in the record. It carries no prefix, so that checking a
 * sub-mask against a field (`{ abbr: true }` against a team summary) is one instantiation,
 * shared by every selector that selects it; {@link UnknownMaskPaths} names the paths only when
 * one is missing.
 */
type MaskFits<T, Mask> = Mask extends true
  ? true
  : Item<T> extends infer Record
    ? false extends FieldsFit<Record, FieldKeys<Record>, Mask>
      ? false
      : true
    : never;

type FieldsFit<Record, Keys, Mask> = {
  [K in keyof Mask & string]: K extends Keys ? MaskFits<FieldOf<Record, K>, Mask[K]> : false;
}[keyof Mask & string];

/**
 * The selector itself when every path in it exists in the record; otherwise a message naming
 * the first unknown path, which the selector is not assignable to (a compile error). A `string`
 * whose text the compiler cannot know is taken as it is: it is checked at run time, and its
 * result is the wider {@link FieldsMask} of an unknown selection.
 */
export type CheckedSelector<Row, S extends string> = string extends keyof Row
  ? S
  : string extends S
    ? S
    : MaskFits<Row, FieldsMask<S>> extends true
      ? S
      : `unknown field: ${UnknownMaskPaths<Row, FieldsMask<S>> & string}`;

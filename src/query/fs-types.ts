/**
 * Reads a field selector at the type level, so that `select('id,homeTeam{abbr}')` is typed
 * exactly like `select({ id: true, homeTeam: { abbr: true } })`: braces, parentheses, dotted
 * paths and whitespace, as `parseFields` reads them at run time.
 */
import type { FieldKeys, FieldOf, Item } from './types.js';

type Space = ' ' | '\n' | '\t' | '\r';

/** The string without surrounding whitespace. */
type Trim<S extends string> = S extends `${Space}${infer Rest}`
  ? Trim<Rest>
  : S extends `${infer Rest}${Space}`
    ? Trim<Rest>
    : S;

/** Splits a selector at its top-level commas. */
type SplitItems<
  S extends string,
  Depth extends readonly 0[] = [],
  Current extends string = '',
  Items extends readonly string[] = [],
> = S extends `${infer Char}${infer Rest}`
  ? Char extends '{' | '('
    ? SplitItems<Rest, [...Depth, 0], `${Current}${Char}`, Items>
    : Char extends '}' | ')'
      ? SplitItems<
          Rest,
          Depth extends readonly [0, ...infer Outer extends readonly 0[]] ? Outer : [],
          `${Current}${Char}`,
          Items
        >
      : Char extends ','
        ? Depth extends readonly []
          ? SplitItems<Rest, Depth, '', [...Items, Current]>
          : SplitItems<Rest, Depth, `${Current}${Char}`, Items>
        : SplitItems<Rest, Depth, `${Current}${Char}`, Items>
  : [...Items, Current];

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

/** The selection mask a field selector string describes. */
export type FieldsMask<S extends string> = MergeItems<SplitItems<S>>;

/** The dotted paths of a mask that the record does not have (`never` when all exist). */
export type UnknownMaskPaths<T, Mask, Prefix extends string = ''> = Mask extends true
  ? never
  : {
      [K in keyof Mask & string]: K extends FieldKeys<Item<T>>
        ? UnknownMaskPaths<FieldOf<Item<T>, K>, Mask[K], `${Prefix}${K}.`>
        : `${Prefix}${K}`;
    }[keyof Mask & string];

/**
 * The selector itself when every path in it exists in the record; otherwise a message naming
 * the first unknown path, which the selector is not assignable to (a compile error).
 */
export type CheckedSelector<Row, S extends string> = string extends keyof Row
  ? S
  : [UnknownMaskPaths<Row, FieldsMask<S>>] extends [never]
    ? S
    : `unknown field: ${UnknownMaskPaths<Row, FieldsMask<S>> & string}`;

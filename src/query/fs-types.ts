/**
 * Reads a field selector at the type level, so that `select('id,homeTeam{abbr}')` is typed
 * exactly like `select({ id: true, homeTeam: { abbr: true } })`: braces, parentheses, dotted
 * paths and whitespace, as `parseFields` reads them at run time.
 *
 * What an app's compiler pays for each `select('…')` is mostly here (issue 38): the reader and
 * the check step from item to item and instantiate as little as they can at each step.
 */
import type { FieldKeys, FieldOf, Item, UnknownSelection } from './types.js';

type Space = ' ' | '\n' | '\t' | '\r';

// The patterns below are written out as unions of templates under a name of their own: a named
// union of no type parameters is not instantiated again at each use (one template with a union
// in it is, member by member), and the check it serves is one instantiation, not five.

/** Strings with whitespace in them. */
type Spaced = `${string} ${string}` | `${string}\n${string}` | `${string}\t${string}` | `${string}\r${string}`;
/** Strings that start with whitespace. */
type SpaceFirst = ` ${string}` | `\n${string}` | `\t${string}` | `\r${string}`;
/** Strings with a bracket in them. */
type WithBracket = `${string}{${string}` | `${string}(${string}` | `${string}}${string}` | `${string})${string}`;
/** Strings with a bracket other than `{` in them. */
type WithOtherThanBrace = `${string}(${string}` | `${string}}${string}` | `${string})${string}`;
/** Strings with a closing bracket in them. */
type WithCloser = `${string}}${string}` | `${string})${string}`;

/** The string without surrounding whitespace (one check when it has none, as most names). */
type Trim<S extends string> = S extends Spaced ? TrimSpaces<S> : S;

type TrimSpaces<S extends string> = S extends `${Space}${infer Rest}`
  ? TrimSpaces<Rest>
  : S extends `${infer Rest}${Space}`
    ? TrimSpaces<Rest>
    : S;

/** The string without leading whitespace. */
type TrimStart<S extends string> = S extends SpaceFirst ? (S extends `${Space}${infer Rest}` ? TrimStart<Rest> : S) : S;

/** The mask of a dotted path (trimmed) whose last name has `Inner` as its selection. */
type PathMask<Path extends string, Inner> = Path extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: PathMask<Rest, Inner> }
  : { [K in Path]: Inner };

/**
 * Reads the items of one level of a selector, up to its end or to the bracket that closes the
 * level, into `[mask, rest]`: `rest` is `''`, or starts at that closing bracket. A recursive
 * descent, as `parseFields` reads at run time: it steps from comma to comma, and looks for
 * brackets only in an item that has one, so that the compiler's work grows with the items and
 * brackets, not the length.
 */
type Items<S extends string, Mask = unknown> = S extends `${infer Head},${infer Rest}`
  ? Head extends WithBracket
    ? Bracketed<S, Mask>
    : Items<Rest, Mask & PathMask<Trim<Head>, true>>
  : S extends WithBracket
    ? Bracketed<S, Mask>
    : [Mask & PathMask<Trim<S>, true>, ''];

/** `S`, whose next item has a bracket: an item with a sub-selection in braces, if `{` comes first. */
type Bracketed<S extends string, Mask> = S extends `${infer Head}{${infer Inner}`
  ? Head extends WithOtherThanBrace
    ? Parenthesized<S, Mask>
    : SubSelection<Head, Inner, Mask>
  : Parenthesized<S, Mask>;

/** `S`, whose next bracket is not `{`: a sub-selection in parentheses, if `(` comes first. */
type Parenthesized<S extends string, Mask> = S extends `${infer Head}(${infer Inner}`
  ? Head extends WithCloser
    ? Closing<S, Mask>
    : SubSelection<Head, Inner, Mask>
  : Closing<S, Mask>;

/** `S`, whose next bracket closes the level: what is before it is the level's last item. */
type Closing<S extends string, Mask> = S extends `${infer Head}}${infer Rest}`
  ? Head extends `${string})${string}`
    ? ClosingParenthesis<S, Mask>
    : LastItem<Head, `}${Rest}`, Mask>
  : ClosingParenthesis<S, Mask>;

type ClosingParenthesis<S extends string, Mask> = S extends `${infer Head})${infer Rest}`
  ? LastItem<Head, `)${Rest}`, Mask>
  : [Mask, ''];

type LastItem<Head extends string, Rest extends string, Mask> = [
  Trim<Head> extends '' ? Mask : Mask & PathMask<Trim<Head>, true>,
  Rest,
];

/** The path `Head` with the selection that `Inner` opens (what follows its opening bracket), and the items after it. */
type SubSelection<Head extends string, Inner extends string, Mask> =
  Items<Inner> extends [infer Selection, `${string}${infer After}`]
    ? ItemsAfter<TrimStart<After>, Mask & PathMask<Trim<Head>, Selection>>
    : never;

/** The items after a closing bracket, if a comma follows it; else the level ends there. */
type ItemsAfter<S extends string, Mask> = S extends `,${infer Rest}` ? Items<Rest, Mask> : [Mask, S];

/**
 * The selection mask a field selector string describes. A selector whose text is not known to
 * the compiler (a `string` from a URL, a setting or a user) is an {@link UnknownSelection}: its
 * records may have any of the record's fields, and the selector is checked when the query is built.
 */
export type FieldsMask<S extends string> = string extends S ? UnknownSelection : Items<S>[0];

/** The dotted paths of a mask that the record does not have (`never` when all exist). */
type UnknownMaskPaths<T, Mask, Prefix extends string = ''> = Mask extends true
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
  [K in keyof Mask & string]: K extends Keys
    ? Mask[K] extends true
      ? true
      : MaskFits<FieldOf<Record, K>, Mask[K]>
    : false;
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

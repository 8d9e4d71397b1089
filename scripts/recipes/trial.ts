/**
 * What a recipe trial is: the edits a contributor makes by following one recipe of CONTRIBUTING.md
 * to add a throwaway kind, and what the recipe names without asking for an edit.
 */

/** One hand edit: text put beside an anchor that must be in the file, or a file written whole. */
export type Edit =
  | { readonly file: string; readonly after: string; readonly insert: string }
  | { readonly file: string; readonly before: string; readonly insert: string }
  | { readonly file: string; readonly replace: string; readonly with: string }
  | { readonly file: string; readonly create: string };

/** One recipe, tried. */
export interface RecipeTrial {
  /** The recipe's heading in CONTRIBUTING.md, without the `### `. */
  readonly heading: string;
  /** What stands for `<name>`, `<platform>`… in the recipe's paths. */
  readonly placeholder: Readonly<Record<string, string>>;
  /** The first edit the recipe asks for (its row): the compiler must then point only at files the recipe names. */
  readonly row: readonly Edit[];
  /** Every other edit, in the recipe's order. */
  readonly rest: readonly Edit[];
  /** Files the recipe names for a contributor to read or run, not to edit. */
  readonly named: readonly string[];
  /** The npm scripts the recipe says to run (`npm run generate`), in order, once every edit is made. */
  readonly scripts: readonly string[];
  /** Test files run in the copy once every edit is made: the recipe's own, and those that pin lists of this kind. */
  readonly tests: readonly string[];
}

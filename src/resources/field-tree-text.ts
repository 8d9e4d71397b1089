/**
 * Field trees as text, the form `npm run generate` writes them in: about half the size of their
 * JSON, and decoded only when the first builder of a resource is made. The grammar is `fs`'s own, with a
 * mark after each scalar field's name for its kind:
 *
 *   games{id,week{season#,seasonType},gameTime@,homeTeam{…}},teams{…}
 *
 * A name alone is a string field; `#` a number, `?` a boolean, `@` a timestamp, `*` any value;
 * `{…}` an object's fields (or a list's items'); `^n` a recursive field, which has the fields of
 * its `n`th ancestor node.
 */
import type { FieldKind } from './field-kinds.js';
import type { FieldTree } from './field-tree.js';

/** The mark after a field's name that gives its kind (none for a string). */
const kindMarks = {
  string: '',
  number: '#',
  boolean: '?',
  timestamp: '@',
  any: '*',
} as const satisfies Record<FieldKind, string>;

/** The kind of each mark, for reading. */
const markKinds = Object.fromEntries(Object.entries(kindMarks).map(([kind, mark]) => [mark, kind])) as {
  readonly [mark: string]: FieldKind;
};

/** A field name as a field tree may hold it (never `__proto__`, which an object would not keep as a key). */
const TREE_NAME = /^(?!__proto__$)[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The text of a field tree.
 *
 * @throws {@link Error} for a name that is not a field name (`__proto__` included).
 */
export function encodeFieldTree(tree: FieldTree): string {
  return Object.entries(tree)
    .map(([name, node]) => {
      if (!TREE_NAME.test(name)) throw new Error(`a field tree cannot hold the name ${JSON.stringify(name)}`);
      if (typeof node === 'number') return `${name}^${node}`;
      if (typeof node === 'object') return `${name}{${encodeFieldTree(node)}}`;
      return name + kindMarks[node];
    })
    .join(',');
}

/**
 * The field tree a text describes (what {@link encodeFieldTree} wrote). Each member becomes its
 * JSON (`season#` is `"season":"number"`, `homeTeam{` is `"homeTeam":{`) and `JSON.parse` reads
 * the whole: the smallest reader, for text that `npm run generate` wrote and keeps current.
 *
 * @throws {@link SyntaxError} for text that does not fit the grammar (`JSON.parse`'s own).
 */
export function decodeFieldTree(text: string): FieldTree {
  const json = text.replace(
    /(\w+)(\{|\^\d+|[#?@*]?)/g,
    (_, name: string, mark: string) =>
      `"${name}":${mark === '{' ? mark : mark[0] === '^' ? mark.slice(1) : `"${markKinds[mark]}"`}`,
  );
  return JSON.parse(`{${json}}`);
}

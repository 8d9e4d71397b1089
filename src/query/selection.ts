/**
 * Field selections (`fs`): building them from names, paths and masks, merging duplicates, and
 * writing the canonical braces form.
 */
import { SelectionMaskError } from '../errors/query-error.js';
import { FIELD_NAME } from './names.js';
import { deepFreeze, type FieldNode, type SelectionNode } from './nodes.js';

/** A selection mask: `true` selects a field whole, an object selects some of its fields. */
export type SelectionMask = { readonly [field: string]: true | false | undefined | SelectionMask };

/** Merges two selections of the same field: a whole selection covers any partial one. */
function mergeChildren(a: SelectionNode | null, b: SelectionNode | null): SelectionNode | null {
  if (a === null || b === null) return null;
  return mergeSelections(a, b);
}

/**
 * Merges selections: fields keep the order of their first appearance, and a field named twice
 * is selected once, with the union of its sub-selections (`a{b},a{c}` is `a{b,c}`).
 */
export function mergeSelections(...selections: readonly SelectionNode[]): SelectionNode {
  const merged = new Map<string, SelectionNode | null>();
  for (const selection of selections) {
    for (const { name, children } of selection.fields) {
      merged.set(name, merged.has(name) ? mergeChildren(merged.get(name) ?? null, children) : children);
    }
  }
  return deepFreeze({
    kind: 'selection',
    fields: [...merged].map(([name, children]): FieldNode => ({ name, children })),
  });
}

/** The selection of one dotted path: `a.b.c` is `a{b{c}}`, with `children` under the last name. */
export function selectPath(names: readonly string[], children: SelectionNode | null = null): SelectionNode {
  let node = children;
  for (let index = names.length - 1; index >= 0; index--) {
    node = { kind: 'selection', fields: [{ name: names[index] as string, children: node }] };
  }
  if (node === null) throw new RangeError('A path has at least one name');
  return deepFreeze(node);
}

/** Writes a selection in the canonical braces form: `id,homeTeam{abbr,nickName}`. */
export function formatFields(selection: SelectionNode): string {
  const fields = selection.fields;
  let text = '';
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as FieldNode;
    if (index > 0) text += ',';
    text += field.children === null ? field.name : `${field.name}{${formatFields(field.children)}}`;
  }
  return text;
}

/**
 * The selection a mask describes: `{ id: true, homeTeam: { abbr: true } }` is `id,homeTeam{abbr}`.
 * `false` leaves a field out; a key may be a dotted path (`'week.season': true`).
 *
 * @throws {@link SelectionMaskError} for an empty mask, a value other than `true`, `false` or a
 * mask, or a key that is not a field name or path.
 */
export function selectionFromMask(mask: SelectionMask, path: readonly string[] = []): SelectionNode {
  if (mask === null || typeof mask !== 'object' || Array.isArray(mask)) {
    throw new SelectionMaskError(
      path,
      `expected an object of fields, found ${Array.isArray(mask) ? 'an array' : String(mask)}`,
    );
  }
  const parts: SelectionNode[] = [];
  for (const [key, value] of Object.entries(mask)) {
    const names = key.split('.');
    if (!names.every((name) => FIELD_NAME.test(name))) {
      throw new SelectionMaskError([...path, key], 'not a field name or dotted path');
    }
    if (value === false || value === undefined) continue;
    if (value === true) parts.push(selectPath(names));
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      parts.push(selectPath(names, selectionFromMask(value, [...path, key])));
    } else {
      throw new SelectionMaskError(
        [...path, key],
        `expected true, false or a nested mask, found ${JSON.stringify(value)}`,
      );
    }
  }
  if (parts.length === 0) throw new SelectionMaskError(path, 'selects no field');
  return mergeSelections(...parts);
}

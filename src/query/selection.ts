/**
 * Field selections (`fs`): building them from names, paths and masks, merging duplicates, and
 * writing the canonical braces form.
 *
 * Selections are built as drafts (a map per level, each name once) and frozen once at the end:
 * merging a field named again costs the size of what it adds, not of what is already there, so
 * reading `a.b0,a.b1,…` is linear in its length.
 */
import { SelectionMaskError } from '../errors/query-error.js';
import { shown } from './checks.js';
import { MAX_SELECTION_DEPTH } from './limits.js';
import { FIELD_NAME } from './names.js';
import { FieldNode, SelectionNode } from './nodes.js';

/** A selection mask: `true` selects a field whole, an object selects some of its fields. */
export type SelectionMask = { readonly [field: string]: true | false | undefined | SelectionMask };

/**
 * @internal A selection under construction: each name once, in the order of its first
 * appearance; `null` selects the field whole.
 */
export type SelectionDraft = Map<string, SelectionDraft | null>;

/**
 * @internal Merges `source` into `target`, taking over `source`'s maps (which must not be used
 * afterwards). A whole selection covers any partial one.
 */
function mergeDraft(target: SelectionDraft, source: SelectionDraft): void {
  for (const [name, children] of source) addField(target, name, children);
}

/** Adds one field to `target`, merging it with the field of that name already there. */
function addField(target: SelectionDraft, name: string, children: SelectionDraft | null): void {
  const existing = target.get(name);
  if (existing === undefined) target.set(name, children);
  else if (existing !== null) {
    if (children === null) target.set(name, null);
    else mergeDraft(existing, children);
  }
}

/** @internal Adds the dotted path `names` to `target`, with `children` under its last name. */
export function addPath(target: SelectionDraft, names: readonly string[], children: SelectionDraft | null): void {
  let node: SelectionDraft | null = children;
  for (let index = names.length - 1; index > 0; index--) node = new Map().set(names[index] as string, node);
  addField(target, names[0] as string, node);
}

/** @internal Copies a selection tree into `target`. */
function addSelection(target: SelectionDraft, selection: SelectionNode): void {
  for (const { name, children } of selection.fields) {
    const existing = target.get(name);
    if (existing === null) continue;
    if (children === null) {
      target.set(name, null);
      continue;
    }
    if (existing === undefined) {
      const draft: SelectionDraft = new Map();
      target.set(name, draft);
      addSelection(draft, children);
    } else addSelection(existing, children);
  }
}

/** @internal The frozen selection tree of a draft. */
export function freezeDraft(draft: SelectionDraft): SelectionNode {
  const fields: FieldNode[] = [];
  for (const [name, children] of draft)
    fields.push(FieldNode.create(name, children === null ? null : freezeDraft(children)));
  return SelectionNode.create(fields);
}

/**
 * Merges selections: fields keep the order of their first appearance, and a field named twice
 * is selected once, with the union of its sub-selections (`a{b},a{c}` is `a{b,c}`).
 */
export function mergeSelections(...selections: readonly SelectionNode[]): SelectionNode {
  const draft: SelectionDraft = new Map();
  for (const selection of selections) addSelection(draft, selection);
  return freezeDraft(draft);
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

const isMaskObject = (value: unknown): value is SelectionMask =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads `mask`, whose fields sit `level` names below the root, into `target`. */
function readMask(
  target: SelectionDraft,
  mask: SelectionMask,
  path: readonly string[],
  level: number,
  ancestors: Set<object>,
): void {
  let selected = false;
  ancestors.add(mask);
  for (const key of Object.keys(mask)) {
    const value = mask[key];
    const at = () => [...path, key];
    const names = key.includes('.') ? key.split('.') : [key];
    if (!names.every((name) => FIELD_NAME.test(name)))
      throw new SelectionMaskError(at(), 'not a field name or dotted path');
    if (value === false || value === undefined) continue;
    if (level + names.length > MAX_SELECTION_DEPTH) {
      throw new SelectionMaskError(at(), `selections nest deeper than ${MAX_SELECTION_DEPTH} levels`);
    }
    if (value === true) addPath(target, names, null);
    else if (isMaskObject(value)) {
      if (ancestors.has(value)) throw new SelectionMaskError(at(), 'the mask contains itself');
      const children: SelectionDraft = new Map();
      readMask(children, value, at(), level + names.length, ancestors);
      addPath(target, names, children);
    } else {
      throw new SelectionMaskError(
        at(),
        `expected true, false or a nested mask, found ${Array.isArray(value) ? 'an array' : shown(value)}`,
      );
    }
    selected = true;
  }
  ancestors.delete(mask);
  if (!selected) throw new SelectionMaskError(path, 'selects no field');
}

/**
 * The selection a mask describes: `{ id: true, homeTeam: { abbr: true } }` is `id,homeTeam{abbr}`.
 * `false` leaves a field out; a key may be a dotted path (`'week.season': true`).
 *
 * @throws {@link SelectionMaskError} for an empty mask, a value other than `true`, `false` or a
 * mask, a key that is not a field name or path, a mask nested deeper than
 * {@link MAX_SELECTION_DEPTH} names (as `fs` may be), or a mask that contains itself.
 */
export function selectionFromMask(mask: SelectionMask, path: readonly string[] = []): SelectionNode {
  if (!isMaskObject(mask)) {
    throw new SelectionMaskError(
      path,
      `expected an object of fields, found ${Array.isArray(mask) ? 'an array' : String(mask)}`,
    );
  }
  const draft: SelectionDraft = new Map();
  readMask(draft, mask, path, 0, new Set());
  return freezeDraft(draft);
}

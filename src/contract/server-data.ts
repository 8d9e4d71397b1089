/**
 * What the checks know of the server's data before they generate a query: a sample of each
 * resource's records, and for every scalar path of the model the values found there. Queries are
 * written from the model (its paths and kinds) and these values, so that a filter matches
 * something and a sort has ties to break.
 */
import { type FieldKind, fieldKinds, isFieldKind } from '../resources/field-kinds.js';
import type { FieldTree } from '../resources/field-tree.js';
import { fieldTreeOf } from '../resources/field-trees.js';
import { type ResourceName, resources, type SubQueryRow } from '../resources/resource-table.js';
import { isEnvelope, isRecord } from '../untyped-values.js';
import type { AnswerRecord } from './answers.js';

/** Paths are generated this many names deep at most. */
const MAX_DEPTH = 4;
/** Values kept per path. */
const MAX_VALUES = 24;

/** A scalar path of a resource (or of an embedded collection's items), with the values the sample holds there. */
export interface PathFacts {
  readonly path: string;
  readonly kind: FieldKind;
  /** Distinct values found, each of the path's kind (none when the sample holds a value of another kind). */
  readonly values: readonly (string | number | boolean)[];
  /** Whether the path goes through a list, so that it reads several values of one record. */
  readonly throughList: boolean;
  /** Whether records share values here: a sort on it has ties for the next key to break. */
  readonly ties: boolean;
}

/** An embedded collection that `s` filters, with the paths of its items. */
export interface CollectionFacts {
  readonly row: SubQueryRow;
  readonly paths: readonly PathFacts[];
}

/** What the checks know of one resource. */
export interface ResourceFacts {
  readonly name: ResourceName;
  readonly tree: FieldTree;
  readonly sample: readonly AnswerRecord[];
  /** The scalar paths that hold values of their kind in the sample. */
  readonly paths: readonly PathFacts[];
  readonly collections: readonly CollectionFacts[];
  /** Whether the records have ids (by-id checks, paging without repeats). */
  readonly hasIds: boolean;
}

/** The scalar paths of a tree, `pager` and `data` left out (paths read through envelopes without them). */
function scalarPaths(tree: FieldTree, prefix = '', depth = 1): { path: string; kind: FieldKind }[] {
  const found: { path: string; kind: FieldKind }[] = [];
  for (const [name, node] of Object.entries(tree)) {
    if (name === 'pager' || name === 'data' || typeof node === 'number') continue;
    const path = prefix === '' ? name : `${prefix}.${name}`;
    if (isFieldKind(node)) {
      if (node !== 'any') found.push({ path, kind: node });
    } else if (depth < MAX_DEPTH) found.push(...scalarPaths(node, path, depth + 1));
  }
  return found;
}

/** The values at a path of a record, through lists and envelopes, and whether one was crossed. */
function valuesAt(value: unknown, names: readonly string[], found: { values: unknown[]; list: boolean }): void {
  if (Array.isArray(value) || isEnvelope(value)) {
    found.list = true;
    for (const item of Array.isArray(value) ? value : value.data) valuesAt(item, names, found);
    return;
  }
  const [name, ...rest] = names;
  if (name === undefined) {
    found.values.push(value);
    return;
  }
  if (isRecord(value) && Object.hasOwn(value, name)) valuesAt(value[name], rest, found);
}

/** The facts of each path over a sample of records (or of items). */
function pathFacts(tree: FieldTree, items: readonly unknown[]): PathFacts[] {
  return scalarPaths(tree).flatMap(({ path, kind }) => {
    const found = { values: [] as unknown[], list: false };
    for (const item of items) valuesAt(item, path.split('.'), found);
    const present = found.values.filter((value) => value !== null && value !== undefined);
    if (present.length === 0) return [];
    // A value the model does not allow here is the model rule's finding; the other rules leave the path alone.
    if (!present.every((value) => !Array.isArray(value) && fieldKinds[kind].fits(value))) return [];
    const distinct = [...new Set(present as (string | number | boolean)[])];
    return [
      {
        path,
        kind,
        values: distinct.slice(0, MAX_VALUES),
        throughList: found.list,
        ties: distinct.length < present.length,
      },
    ];
  });
}

/**
 * The items of the embedded collection at a dotted path of a record (a list, an envelope's data,
 * or one object): what a sub-collection filter keeps or cuts.
 */
export function itemsAt(record: unknown, path: string): unknown[] {
  const found = { values: [] as unknown[], list: false };
  valuesAt(record, path.split('.'), found);
  return found.values.filter((value) => value !== null && value !== undefined);
}

/** What the checks know of a resource, from a sample of its records. */
export function resourceFacts(name: ResourceName, sample: readonly AnswerRecord[]): ResourceFacts {
  const tree = fieldTreeOf(name);
  const collections = resources[name].subQueries.flatMap((row): CollectionFacts[] => {
    let node: unknown = tree;
    for (const step of row.collection.split('.')) node = isRecord(node) ? node[step] : undefined;
    if (!isRecord(node)) return [];
    // An envelope's node holds its items' fields beside `pager` and `data`.
    const paths = pathFacts(
      node as FieldTree,
      sample.flatMap((record) => itemsAt(record, row.collection)),
    );
    return paths.length === 0 ? [] : [{ row, paths }];
  });
  return {
    name,
    tree,
    sample,
    paths: pathFacts(tree, sample),
    collections,
    hasIds: sample.length > 0 && sample.every((record) => typeof record.id === 'string'),
  };
}

/**
 * A record with the latitude's values: nulls at the spec's nullable paths, timestamps in other
 * forms, the pagers of its embedded envelopes varied. The record is walked beside its resource's
 * field tree (from the model), so only fields the model types as timestamps are rewritten.
 * Records are never changed: a varied record is a copy.
 */
import type { FieldKind } from '../../resources/field-kinds.js';
import type { FieldTree } from '../../resources/field-tree.js';
import { isTimestamp } from '../../timestamp-grammar.js';
import { isEnvelope, isRecord } from '../../untyped-values.js';
import { draw } from './draw.js';
import type { LatitudeSettings } from './options.js';
import { variedPager } from './pagers.js';
import { type OffsetForm, SHOWN_FORMS, variedTimestamp } from './timestamps.js';

/** The share of values at a nullable path that the latitude nulls. */
const NULL_SHARE = 1 / 4;

/** What a walk of one resource's records reads. */
export interface RecordWalk {
  readonly settings: LatitudeSettings;
  readonly tree: FieldTree;
  readonly nullable: ReadonlySet<string>;
}

type Node = FieldTree | FieldKind | undefined;

/** The forms a latitude writes timestamps in. */
const formsOf = (settings: LatitudeSettings): readonly OffsetForm[] =>
  settings.compactOffsets ? [...SHOWN_FORMS, '±hhmm'] : SHOWN_FORMS;

/** Whether a node of a field tree holds anything the latitude varies: a timestamp or an envelope. */
const varies = new WeakMap<FieldTree, boolean>();
function holdsVaried(node: FieldTree): boolean {
  const known = varies.get(node);
  if (known !== undefined) return known;
  varies.set(node, true); // a recursive field (a number) reaches a node being judged: judged by the others
  const found =
    (Object.hasOwn(node, 'pager') && Object.hasOwn(node, 'data')) ||
    Object.values(node).some((child) => child === 'timestamp' || (typeof child === 'object' && holdsVaried(child)));
  varies.set(node, found);
  return found;
}

/** Every dotted prefix of the paths given (`a.b.c`: `a`, `a.b`, `a.b.c`). */
const prefixesOf = (paths: ReadonlySet<string>): ReadonlySet<string> =>
  new Set([...paths].flatMap((path) => path.split('.').map((_, index, names) => names.slice(0, index + 1).join('.'))));

/**
 * A record varied: every choice drawn from the seed and `key` (the record's id, else its place)
 * with the value's place in the record, so the same record always varies the same way.
 */
export function variedRecord(record: unknown, key: string, walk: RecordWalk): unknown {
  const { settings, nullable } = walk;
  const { seed } = settings;
  const forms = formsOf(settings);
  const toNull = prefixesOf(nullable);
  const vary = (value: unknown, node: Node, ancestors: readonly FieldTree[], path: string, at: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => vary(item, node, ancestors, path, `${at}.${index}`));
    if (value === null || value === undefined) return value;
    if (settings.nulls && nullable.has(path) && draw(seed, `null|${key}|${at}`) < NULL_SHARE) return null;
    if (typeof value === 'string') {
      return settings.timestamps && node === 'timestamp' && isTimestamp(value)
        ? variedTimestamp(value, forms, seed, `${key}|${at}`)
        : value;
    }
    if (!isRecord(value)) return value;
    const tree = typeof node === 'object' ? node : undefined;
    // What holds nothing to vary is shared, not copied: most of a team's or a person's record.
    if ((tree === undefined || !holdsVaried(tree)) && !toNull.has(path)) return value;
    const stack = tree === undefined ? ancestors : [...ancestors, tree];
    const copy: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      let child = tree === undefined || !Object.hasOwn(tree, name) ? undefined : tree[name];
      // A recursive field (content lists in content lists) has the fields of an ancestor.
      if (typeof child === 'number') child = stack[stack.length - child];
      copy[name] = vary(field, child, stack, path === '' ? name : `${path}.${name}`, `${at}.${name}`);
    }
    if (settings.pagers && isEnvelope(value) && 'pager' in copy)
      copy.pager = variedPager(copy.pager, seed, `${key}|${at}`);
    return copy;
  };
  return vary(record, walk.tree, [], '', '');
}

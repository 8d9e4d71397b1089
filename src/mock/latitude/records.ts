/**
 * A record with the latitude's values: nulls at the spec's nullable paths, timestamps in other
 * forms, the pagers of its embedded envelopes varied. The record is walked beside its resource's
 * field tree (from the model), so only fields the model types as timestamps are rewritten.
 * Records are never changed: a varied record is a copy.
 */
import type { FieldKind } from '../../resources/field-kinds.js';
import type { FieldTree } from '../../resources/field-tree.js';
import { isTimestamp } from '../../timestamp-shapes.js';
import { isEnvelope, isRecord } from '../../value-shapes.js';
import { draw } from './draw.js';
import type { LatitudeSettings } from './options.js';
import { variedPager } from './pagers.js';
import { type OffsetForm, SHOWN_FORMS, variedTimestamp } from './timestamps.js';

/** The share of values at a nullable path that the latitude nulls. */
export const NULL_SHARE = 1 / 4;

/** What a walk of one resource's records reads. */
export interface RecordWalk {
  readonly settings: LatitudeSettings;
  readonly tree: FieldTree;
  readonly nullable: ReadonlySet<string>;
}

type Node = FieldTree | FieldKind | undefined;

/** The forms a latitude writes timestamps in. */
export const formsOf = (settings: LatitudeSettings): readonly OffsetForm[] =>
  settings.compactOffsets ? [...SHOWN_FORMS, '±hhmm'] : SHOWN_FORMS;

/**
 * A record varied: every choice drawn from the seed and `key` (the record's id, else its place)
 * with the value's place in the record, so the same record always varies the same way.
 */
export function variedRecord(record: unknown, key: string, walk: RecordWalk): unknown {
  const { settings, nullable } = walk;
  const { seed } = settings;
  const forms = formsOf(settings);
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

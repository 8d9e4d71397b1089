/** One resource's records, with their query views and what the views tell about paths. */
import type { FilterNode, JsonValue } from '../../query/nodes.js';
import { operand, translate } from './criteria.js';
import { buildIndex, type FieldIndex, plan } from './indexes.js';
import { compileCriteria } from './mingo.js';
import { firstAt, viewOf } from './views.js';

/** The records of one resource, ready to query. */
export class Table {
  private readonly timestampPaths = new Map<string, boolean>();
  private viewsCache: Record<string, unknown>[] | undefined;
  private readonly recordOf = new Map<object, Readonly<Record<string, unknown>>>();
  private readonly indexes = new Map<string, FieldIndex | null>();

  constructor(readonly records: readonly Readonly<Record<string, unknown>>[]) {}

  /** The query views, built on first use. */
  get views(): readonly Record<string, unknown>[] {
    if (this.viewsCache === undefined) {
      this.viewsCache = this.records.map((record) => {
        const view = viewOf(record);
        this.recordOf.set(view, record);
        return view;
      });
    }
    return this.viewsCache;
  }

  /** The record a view was built from. */
  record(view: object): Readonly<Record<string, unknown>> {
    return this.recordOf.get(view) as Readonly<Record<string, unknown>>;
  }

  /** The index of a path, built on first use; `null` for a path that reaches into lists. */
  readonly indexOf = (path: string): FieldIndex | null => {
    if (!this.indexes.has(path)) this.indexes.set(path, buildIndex(this.views, path));
    return this.indexes.get(path) ?? null;
  };

  /** The views that match a filter: the indexes answer what they can, mingo the rest. */
  match(filter: FilterNode | null): readonly Record<string, unknown>[] {
    const operandOf = (path: string, value: JsonValue) => operand(value, this.isTimestampPath(path));
    const { positions, residual } = plan(filter, this.views.length, this.indexOf, operandOf);
    const candidates =
      positions === null ? this.views : positions.map((position) => this.views[position] as Record<string, unknown>);
    if (residual === null) return candidates;
    const query = compileCriteria(translate(residual, this.isTimestampPath).criteria);
    return candidates.filter((view) => query.test(view));
  }

  /** Whether a dotted path holds timestamps, judged by the first records that have a value there. */
  readonly isTimestampPath = (path: string): boolean => {
    let known = this.timestampPaths.get(path);
    if (known === undefined) {
      const names = path.split('.');
      const found = this.views
        .slice(0, 200)
        .map((view) => firstAt(view, names))
        .find((value) => value != null);
      known = found instanceof Date;
      this.timestampPaths.set(path, known);
    }
    return known;
  };
}

/** A test for items of an embedded collection, whose timestamp paths are judged under `collection`. */
export function itemTest(table: Table, collection: string, filter: FilterNode): (item: object) => boolean {
  const { criteria } = translate(filter, (path) => table.isTimestampPath(`${collection}.${path}`));
  const query = compileCriteria(criteria);
  return (item) => query.test(viewOf(item));
}

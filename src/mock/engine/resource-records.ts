/** One resource's records, with their query views and what the views tell about paths. */
import type { FilterNode, JsonValue } from '../../query/nodes.js';
import { compileFilter, operand } from '../../semantics/predicate.js';
import { firstValueAt, viewOf } from '../../semantics/query-views.js';
import { buildIndex, type FieldIndex, plan } from './field-indexes.js';
import { Lru } from './lru.js';

/**
 * How many paths' indexes a resource's records keep (each as large as the records), and how many paths' kinds:
 * paths come from requests, so a client sending ever new ones must not grow the caches for ever.
 * A path evicted is judged again when asked for (an index is rebuilt in one pass).
 */
export const CACHED_INDEXES = 128;
export const CACHED_PATH_KINDS = 1024;

/** The records of one resource, ready to query. */
export class ResourceRecords {
  private readonly timestampPaths = new Lru<string, boolean>(CACHED_PATH_KINDS);
  private viewsCache: Record<string, unknown>[] | undefined;
  private readonly recordByView = new Map<object, Readonly<Record<string, unknown>>>();
  private readonly indexes = new Lru<string, FieldIndex | null>(CACHED_INDEXES);

  constructor(readonly records: readonly Readonly<Record<string, unknown>>[]) {}

  /** The query views, built on first use. */
  get views(): readonly Record<string, unknown>[] {
    if (this.viewsCache === undefined) {
      this.viewsCache = this.records.map((record) => {
        const view = viewOf(record);
        this.recordByView.set(view, record);
        return view;
      });
    }
    return this.viewsCache;
  }

  /** The record a view was built from. */
  recordOf(view: object): Readonly<Record<string, unknown>> {
    return this.recordByView.get(view) as Readonly<Record<string, unknown>>;
  }

  /** The index of a path, built on first use; `null` for a path that reaches into lists. */
  readonly indexOf = (path: string): FieldIndex | null => this.indexes.get(path, () => buildIndex(this.views, path));

  /** How many entries its caches hold now (indexes, timestamp judgements). */
  get cached(): { readonly indexes: number; readonly pathKinds: number } {
    return { indexes: this.indexes.size, pathKinds: this.timestampPaths.size };
  }

  /** The views that match a filter: the indexes answer what they can, the compiled filter the rest. */
  matching(filter: FilterNode | null): readonly Record<string, unknown>[] {
    const operandOf = (path: string, value: JsonValue) => operand(value, this.isTimestampPath(path));
    const { positions, residual } = plan(filter, this.views.length, this.indexOf, operandOf);
    const candidates =
      positions === null ? this.views : positions.map((position) => this.views[position] as Record<string, unknown>);
    if (residual === null) return candidates;
    const test = compileFilter(residual, this.isTimestampPath);
    return candidates.filter(test);
  }

  /** Whether a dotted path holds timestamps, judged by the first records that have a value there. */
  readonly isTimestampPath = (path: string): boolean =>
    this.timestampPaths.get(path, () => {
      const names = path.split('.');
      // The first records' views only: judging a path must not build the views of every record.
      const found = this.records
        .slice(0, 200)
        .map((record) => firstValueAt(viewOf(record), names))
        .find((value) => value != null);
      return found instanceof Date;
    });
}

/** Compiles a query tree into the service's two query-string parameters. */
import { QueryError } from '../errors/query-error.js';
import { formatQuery, queryObject } from './format-query.js';
import type { QueryNode, SelectionNode } from './nodes.js';
import { formatFields } from './selection.js';

/** The query-string parameters of a call; a part with nothing in it is left out. */
export interface QueryParams {
  /** The field selector, in canonical braces form. */
  fs?: string;
  /** The query, as JSON. */
  s?: string;
}

const MODELED_KEYS = new Set(['$query', '$sort', '$take', '$skip']);

/**
 * Compiles a selection and a query into `{ fs, s }`.
 *
 * @throws {@link QueryError} when a raw key collides with one the query writes itself.
 */
export function compile(tree: { readonly selection: SelectionNode | null; readonly query: QueryNode }): QueryParams {
  const params: QueryParams = {};
  if (tree.selection !== null) params.fs = formatFields(tree.selection);
  const { raw } = tree.query;
  if (raw !== null) {
    const written = queryObject({ ...tree.query, raw: null }) ?? {};
    for (const key of Object.keys(raw)) {
      if (MODELED_KEYS.has(key) || Object.hasOwn(written, key)) {
        throw new QueryError(
          [key],
          `raw() key "${key}" is also written by the query; set it through the builder instead`,
        );
      }
    }
  }
  const s = formatQuery(tree.query);
  if (s !== null) params.s = s;
  return params;
}

/** A query as the checks send it: the resource, its `fs` and its `s`, and the URL they make. */
import { withQuery } from '../client/query-string.js';
import type { JsonValue } from '../query/nodes.js';
import type { ResourceName } from '../resources/resource-table.js';
import { resourceUrl } from '../resources/router.js';
import type { FindingRequest } from './finding.js';

/** The JSON of `s`, as the checks build it. */
export type SObject = { readonly [key: string]: JsonValue };

/** A list query of one resource. */
export interface WireQuery {
  readonly resource: ResourceName;
  readonly fs: string | null;
  readonly s: SObject | null;
}

/** The request of a list query (or of one record, with `id`). */
export function requestOf(baseUrl: string, query: WireQuery, id?: string): FindingRequest {
  const fs = query.fs;
  const s = query.s === null || id !== undefined ? null : JSON.stringify(query.s);
  return {
    method: 'GET',
    url: withQuery(resourceUrl(baseUrl, query.resource, id), {
      ...(fs === null ? {} : { fs }),
      ...(s === null ? {} : { s }),
    }),
    fs,
    s,
  };
}

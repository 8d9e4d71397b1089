/** The spec's envelope for each resource, and the pager with its links. */
import { type EnvelopeKind, type ResourceName, resources } from '../../resources/resource-table.js';

/** A pager as the service writes it. */
export interface MockPager {
  readonly total: number;
  readonly limit: number;
  readonly offset: number;
  readonly self: string;
  readonly next: string | null;
  readonly previous: string | null;
}

/** The pager of a page: links to this page and its neighbours, with `$skip` rewritten in `s`. */
export function pagerOf(
  url: URL,
  s: Record<string, unknown>,
  total: number,
  offset: number,
  count: number,
  take: number | null,
): MockPager {
  const link = (skip: number) => {
    const target = new URL(url);
    const query = { ...s };
    if (skip === 0) delete query.$skip;
    else query.$skip = skip;
    if (Object.keys(query).length === 0) target.searchParams.delete('s');
    else target.searchParams.set('s', JSON.stringify(query));
    return target.href;
  };
  const size = take ?? count;
  return {
    total,
    limit: size,
    offset,
    self: link(offset),
    next: offset + count < total && size > 0 ? link(offset + size) : null,
    previous: offset > 0 ? link(Math.max(0, offset - Math.max(size, 1))) : null,
  };
}

/** What an envelope's writer is handed: the resource, its page of records and their pager. */
interface EnvelopeOutput {
  readonly resource: ResourceName;
  readonly data: readonly unknown[];
  readonly pager: MockPager;
  /** Whether the request asked for a content list (a `content-list` resource filtered on its `contentListWhen`). */
  readonly contentList: boolean;
}

/** How each envelope kind is written; the compiler asks for a writer of each new kind. */
const envelopeWriters: Record<EnvelopeKind, (output: EnvelopeOutput) => unknown> = {
  list: ({ data }) => data,
  envelope: ({ data, pager }) => ({ pager, data }),
  'keyed-envelope': ({ resource, data, pager }) => ({ [resource]: { pager, data } }),
  'content-list': ({ data, pager, contentList }) =>
    // The spec's content-list object: `{type: CONTENT_LIST, items{pager{total}, data:[Video]}, id (null), title}`.
    contentList
      ? { type: 'CONTENT_LIST', items: { pager, data }, id: null, title: 'Videos of the game' }
      : { pager, data },
  'record-or-envelope': ({ data, pager }) => ({ pager, data }),
};

/** The body of a list answer, in the resource's envelope. */
export function listBody(
  resource: ResourceName,
  data: readonly unknown[],
  pager: MockPager,
  shape: { readonly contentList: boolean },
): unknown {
  return envelopeWriters[resources[resource].envelope]({ resource, data, pager, contentList: shape.contentList });
}

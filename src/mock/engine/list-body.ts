/** The spec's envelope for each resource, and the pager with its links. */
import { type ResourceName, resources } from '../../resources/table.js';

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

/** The body of a list answer, in the resource's envelope. */
export function listBody(
  resource: ResourceName,
  data: readonly unknown[],
  pager: MockPager,
  shape: { readonly contentList: boolean },
): unknown {
  switch (resources[resource].envelope) {
    case 'list':
      return data;
    case 'keyed-envelope':
      return { [resource]: { pager, data } };
    case 'content-list':
      return shape.contentList
        ? { type: 'CONTENT_LIST', title: 'Videos of the game', items: { pager, data } }
        : { pager, data };
    default:
      return { pager, data };
  }
}

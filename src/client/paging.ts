/**
 * `$skip`/`$take` paging: what one page says about the next. `pages()` and the infinite queries
 * of `huddle/tanstack` both step through a query with it, so they stop at the same places.
 */
import type { Page } from './response.js';

/** How many records a page holds in `all()` and `pages()` when the query sets no `take`. */
export const DEFAULT_PAGE_SIZE = 50;

/** What was asked for: the page's offset, the page size, and the offset paging started at. */
export interface PageRequest {
  readonly offset: number;
  readonly pageSize: number;
  readonly start: number;
}

/** What a page says: whether it belongs to the results, and where the next page starts. */
export interface PageStep {
  /** `false` for a page the service sent by mistake (it ignored `$skip`), or an empty one. */
  readonly keep: boolean;
  /** The offset of the next page, or `null` when this page is the last. */
  readonly next: number | null;
  /** The page's records as text, when it is full: the next step compares it with its own. */
  readonly fingerprint: string | null;
}

const last = (keep: boolean): PageStep => ({ keep, next: null, fingerprint: null });

/**
 * Reads a page of a query paged by `$skip`/`$take`. Paging always ends: at an empty or short
 * page; at a page longer than asked for (the service ignored `$take`: the first such page is
 * the one page it has); at a pager offset other than the one asked for (it ignored `$skip`); at
 * a full page identical to the one before (it ignored `$skip` and echoed the offset), which is
 * not kept; and at the pager's `total` (a hint to stop early, never a reason to go on).
 *
 * @param previous - The fingerprint of the page before, when there was one.
 */
export function pageStep(page: Page<unknown>, request: PageRequest, previous: string | null): PageStep {
  const { offset, pageSize, start } = request;
  const count = page.data.length;
  if (page.pager.offset !== null && page.pager.offset !== offset) return last(false);
  if (count === 0) return last(false);
  if (count > pageSize) return last(offset === start);
  const fingerprint = count === pageSize ? JSON.stringify(page.data) : null;
  if (fingerprint !== null && fingerprint === previous) return last(false);
  const next = offset + count;
  const ended = count < pageSize || (page.pager.total !== null && next >= page.pager.total);
  return { keep: true, next: ended ? null : next, fingerprint };
}

/** The pager of envelopes the dataset writes whole. */

/** The pager of a list given whole. */
export interface WholePager {
  previous: null;
  self: null;
  next: null;
  limit: number;
  offset: number;
  total: number;
}

/** A pager for a list given whole: one page holding every item. */
export function wholePager(total: number): WholePager {
  return { previous: null, self: null, next: null, limit: total, offset: 0, total };
}

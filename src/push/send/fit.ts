/** Fitting the message of a vendor request into every part of it the vendor counts. */
import { buildWithin } from '../codecs/build-within-limit.js';
import type { PushPlatform } from '../platform.js';

/** A part of a request its vendor holds to a limit: the text it counts, and what the message costs there. */
export interface CountedPart<Request> {
  /** The platform named by `PayloadTooLargeError` when the part is over its limit. */
  readonly platform: PushPlatform;
  readonly limit: number;
  /** The part as the vendor counts it, in the request holding a message. */
  wire(request: Request): string;
  /** What a piece of the message costs in that text, in UTF-8 bytes (every copy of it counted). */
  cost(piece: string): number;
}

/**
 * The request around `message`, its message shortened, with `truncate`, on a grapheme boundary
 * ending in `…` until every part fits; without `truncate` a part over its limit throws
 * `PayloadTooLargeError`. Each part is fitted in turn: a shorter message only makes every other
 * part smaller, and a second cut drops the first cut's `…` with at least one grapheme.
 */
export function fitRequest<Request>(
  build: (message: string) => Request,
  message: string,
  parts: readonly CountedPart<Request>[],
  truncate: boolean,
): Request {
  let fitted = message;
  for (const part of parts) {
    const layout = {
      platform: part.platform,
      limit: part.limit,
      build: (text: string) => text,
      wire: (text: string) => part.wire(build(text)),
      cost: part.cost,
    };
    fitted = buildWithin(layout, fitted, truncate);
  }
  return build(fitted);
}

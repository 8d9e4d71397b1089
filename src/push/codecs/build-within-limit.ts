/** Fitting a payload into its platform's byte limit, shortening the message if asked to. */
import { EncodeError } from '../errors/encode-error.js';
import { PayloadTooLargeError } from '../errors/payload-too-large-error.js';
import type { PushPlatform } from '../platform.js';
import { isOver, utf8Length } from './text.js';

/** What a shortened message ends with. */
const ELLIPSIS = '…';

let segmenter: Intl.Segmenter | undefined;

/**
 * The grapheme clusters of a text, by `Intl.Segmenter` (Node, Deno, Bun, every current browser).
 * An engine without it (Hermes) cannot truncate: it throws rather than split a cluster.
 */
function graphemes(text: string, platform: PushPlatform): Iterable<Intl.SegmentData> {
  if (typeof globalThis.Intl?.Segmenter !== 'function') {
    throw new EncodeError(platform, 'message', 'truncating needs Intl.Segmenter');
  }
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/** How a platform writes a payload around a message. */
export interface Layout<Payload> {
  readonly platform: PushPlatform;
  readonly limit: number;
  /** The payload holding `message`. */
  build(message: string): Payload;
  /** The payload as it travels, whose UTF-8 bytes are counted. */
  wire(payload: Payload): string;
  /** How many bytes a piece of the message takes in the wire text, escaped as written there. */
  cost(piece: string): number;
}

/**
 * Builds the payload; when it is over the limit, throws `PayloadTooLargeError`, or with
 * `truncate` builds it again with the longest prefix of whole grapheme clusters that fits,
 * followed by `…`.
 */
export function buildWithin<Payload>(layout: Layout<Payload>, message: string, truncate: boolean): Payload {
  const payload = layout.build(message);
  const text = layout.wire(payload);
  if (!isOver(text, layout.limit)) return payload;
  const size = utf8Length(text);
  let room = layout.limit - size + layout.cost(message) - layout.cost(ELLIPSIS);
  if (!truncate || room < 0) throw new PayloadTooLargeError(layout.platform, size, layout.limit, room >= 0);
  let end = 0;
  for (const { segment } of graphemes(message, layout.platform)) {
    room -= layout.cost(segment);
    if (room < 0) break;
    end += segment.length;
  }
  return layout.build(message.slice(0, end) + ELLIPSIS);
}

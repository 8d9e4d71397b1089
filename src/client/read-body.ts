/**
 * Reads a response body as text, within `maxResponseBytes`, the attempt's deadline and the
 * caller's abort. A body that streams (`response.body`) is counted while it arrives, so reading
 * stops at the limit. A response without a stream (React Native's `fetch`, whose `body` is
 * `undefined`, and bodiless responses, whose `body` is `null`) is read whole with `text()`: no
 * `TextDecoder` needed (Hermes has none before React Native 0.85), the declared length checked
 * before and the UTF-8 length after, the read raced against the signal.
 */
import type { RequestSummary } from '../errors/request-error.js';
import { ResponseTooLargeError } from '../errors/response-too-large-error.js';
import { isOver, utf8Length } from '../push/codecs/text.js';
import { untilAborted } from './linked-signal.js';

/** A body read as text; `complete` is false when reading stopped at the limit. */
export interface BodyText {
  readonly text: string;
  readonly complete: boolean;
}

/** How a body is read: its byte limit, what ends the read, and what to do over the limit. */
export interface ReadLimits {
  readonly limit: number;
  /** Its abort ends the read at once, rejecting with the signal's reason. */
  readonly signal: AbortSignal;
  /** The request, named by a {@link ResponseTooLargeError}. */
  readonly summary: RequestSummary;
  /** Over the limit, keep the text within it (`complete: false`) rather than fail. */
  readonly truncate: boolean;
}

/**
 * Reads a body as text. Over `limit` bytes, with `truncate` the text within the limit is kept
 * (`complete: false`); without it the read fails with a {@link ResponseTooLargeError}. An abort
 * of `signal` ends the read at once, rejecting with the signal's reason.
 */
export async function readBody(response: Response, read: ReadLimits): Promise<BodyText> {
  const { limit, truncate, summary } = read;
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (!truncate && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(summary, limit);
  }
  const { body } = response;
  if (body === null || body === undefined) return readWhole(response, read);
  return readStream(body, read);
}

async function readStream(body: ReadableStream<Uint8Array>, read: ReadLimits): Promise<BodyText> {
  const { limit, signal, summary, truncate } = read;
  const reader = body.getReader();
  const onAbort = () => {
    reader.cancel(signal.reason).catch(() => undefined);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  try {
    for (;;) {
      if (signal.aborted) throw signal.reason;
      const { done, value } = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        if (!truncate) throw new ResponseTooLargeError(summary, limit);
        return { text: text + decoder.decode(value.subarray(0, value.byteLength - (size - limit))), complete: false };
      }
      text += decoder.decode(value, { stream: true });
    }
    return { text: text + decoder.decode(), complete: true };
  } finally {
    signal.removeEventListener('abort', onAbort);
    reader.cancel().catch(() => undefined);
  }
}

async function readWhole(response: Response, read: ReadLimits): Promise<BodyText> {
  const { limit, signal, summary, truncate } = read;
  const text = await untilAborted(response.text(), signal);
  if (!isOver(text, limit)) return { text, complete: true };
  if (!truncate) throw new ResponseTooLargeError(summary, limit);
  return { text: utf8Prefix(text, limit), complete: false };
}

/** The longest start of `text` whose UTF-8 form fits in `limit` bytes, cut between code points. */
function utf8Prefix(text: string, limit: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += utf8Length(char);
    if (bytes > limit) break;
    end += char.length;
  }
  return text.slice(0, end);
}

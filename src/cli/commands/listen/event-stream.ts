/**
 * A reader of Server-Sent Events text (the WHATWG `text/event-stream` format), fed in chunks as
 * they arrive: lines end in LF, CR or CRLF (a CRLF split across chunks counts once); `field:
 * value` with one leading space dropped; `data` lines joined by LF; comments (`:`) and unknown
 * fields ignored; an event is dispatched at a blank line, and not when it has no data.
 *
 * Each character is looked at once: a chunk is scanned for line ends from its own start, and the
 * unfinished line is kept aside until one comes. A line or an event longer than `maxLength`
 * characters fails with an {@link EventStreamError} rather than growing without end.
 */
import { EventStreamError } from '../../core/errors/event-stream-error.js';

/** One event of the stream. */
export interface StreamEvent {
  /** `event:`, or `message` when none was given. */
  readonly event: string;
  /** The last `id:` seen so far in the stream (it carries over), or `''`. */
  readonly id: string;
  readonly data: string;
}

/** Options of {@link eventStreamReader}. */
export interface EventStreamOptions {
  /** The longest line, and the most data one event may carry, in characters; 1 MiB by default. */
  readonly maxLength?: number;
}

/** The reader {@link eventStreamReader} creates. */
export interface EventStreamReader {
  /** The events this chunk completes. Throws an {@link EventStreamError} past the limit. */
  feed(chunk: string): StreamEvent[];
  /** How many characters were looked at for line ends so far: each once, so the input's length. */
  readonly scanned: number;
}

/** A mebibyte of characters: far more than any delivery of the mock (a payload is at most 5 KiB). */
const MAX_EVENT_STREAM_LINE = 1024 * 1024;

/** Creates a reader; `feed` returns the events each chunk completes. */
export function eventStreamReader({ maxLength = MAX_EVENT_STREAM_LINE }: EventStreamOptions = {}): EventStreamReader {
  // The line not ended yet, in the pieces it came in (joined once, when it ends).
  let partial: string[] = [];
  let partialLength = 0;
  // A chunk that ended in CR: a LF starting the next one belongs to the same line ending.
  let afterCr = false;
  let scanned = 0;
  let lastId = '';
  let type = '';
  let data: string[] = [];
  let dataLength = 0;

  const tooLong = (what: string) =>
    new EventStreamError(`event stream ${what} over ${maxLength} characters (the reader's limit)`);

  const line = (text: string, events: StreamEvent[]) => {
    if (text === '') {
      if (data.length > 0) events.push({ event: type === '' ? 'message' : type, id: lastId, data: data.join('\n') });
      type = '';
      data = [];
      dataLength = 0;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') {
      dataLength += value.length + 1;
      if (dataLength > maxLength) throw tooLong('event');
      data.push(value);
    } else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    get scanned() {
      return scanned;
    },
    feed(chunk) {
      const events: StreamEvent[] = [];
      let index = afterCr && chunk.startsWith('\n') ? 1 : 0;
      scanned += index;
      afterCr = false;
      let start = index;
      for (; index < chunk.length; index++) {
        scanned++;
        const code = chunk[index];
        if (code !== '\n' && code !== '\r') continue;
        if (partialLength + index - start > maxLength) throw tooLong('line');
        const piece = chunk.slice(start, index);
        line(partial.length === 0 ? piece : [...partial, piece].join(''), events);
        partial = [];
        partialLength = 0;
        if (code === '\r') {
          if (index + 1 === chunk.length) afterCr = true;
          else if (chunk[index + 1] === '\n') {
            index++;
            scanned++;
          }
        }
        start = index + 1;
      }
      if (start < chunk.length) {
        partialLength += chunk.length - start;
        if (partialLength > maxLength) throw tooLong('line');
        partial.push(chunk.slice(start));
      }
      return events;
    },
  };
}

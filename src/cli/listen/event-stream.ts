/**
 * A reader of Server-Sent Events text (the WHATWG `text/event-stream` format), fed in chunks as
 * they arrive: lines end in LF, CR or CRLF (a CRLF split across chunks counts once); `field:
 * value` with one leading space dropped; `data` lines joined by LF; comments (`:`) and unknown
 * fields ignored; an event is dispatched at a blank line, and not when it has no data.
 */

/** One event of the stream. */
export interface StreamEvent {
  /** `event:`, or `message` when none was given. */
  readonly event: string;
  /** The last `id:` seen so far in the stream (it carries over), or `''`. */
  readonly id: string;
  readonly data: string;
}

/** Creates a reader; `feed` returns the events each chunk completes. */
export function eventStreamReader(): { feed(chunk: string): StreamEvent[] } {
  let buffer = '';
  // A chunk that ended in CR: a LF starting the next one belongs to the same line ending.
  let afterCr = false;
  let lastId = '';
  let type = '';
  let data: string[] = [];

  const line = (text: string, events: StreamEvent[]) => {
    if (text === '') {
      if (data.length > 0) events.push({ event: type === '' ? 'message' : type, id: lastId, data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    feed(chunk) {
      const events: StreamEvent[] = [];
      let text = chunk;
      if (afterCr && text.startsWith('\n')) text = text.slice(1);
      afterCr = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const code = buffer[index];
        if (code !== '\n' && code !== '\r') continue;
        line(buffer.slice(start, index), events);
        if (code === '\r') {
          if (index + 1 === buffer.length) afterCr = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return events;
    },
  };
}

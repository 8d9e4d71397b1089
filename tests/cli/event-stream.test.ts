/** The Server-Sent Events reader `huddle listen` reads the mock's delivery stream with. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventStreamReader, type StreamEvent } from '../../src/cli/commands/listen/event-stream.ts';
import { EventStreamError } from '../../src/cli/core/errors/event-stream-error.ts';

/** Text of a field value: no line breaks (a value cannot hold one). */
const value = fc.string({ maxLength: 8 }).map((text) => text.replace(/[\r\n]/g, ''));
const anEvent = fc.record({
  event: fc.option(
    value.filter((text) => text !== ''),
    { nil: undefined },
  ),
  id: fc.option(
    value.filter((text) => !text.includes('\0')),
    { nil: undefined },
  ),
  lines: fc.array(value, { minLength: 1, maxLength: 3 }),
  comment: fc.boolean(),
});

/** Feeds `text` in the pieces the cut points make. */
function readAll(text: string, cuts: readonly number[]): StreamEvent[] {
  const reader = eventStreamReader();
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  let start = 0;
  const events: StreamEvent[] = [];
  for (const point of [...points, text.length]) {
    events.push(...reader.feed(text.slice(start, point)));
    start = point;
  }
  return events;
}

describe('eventStreamReader', () => {
  it('reads back any events, whatever the line endings and however the text is cut', () => {
    fc.assert(
      fc.property(
        fc.array(anEvent, { maxLength: 5 }),
        fc.constantFrom('\n', '\r', '\r\n'),
        fc.array(fc.nat(), { maxLength: 6 }),
        (events, end, cuts) => {
          let text = '';
          let lastId = '';
          const expected: StreamEvent[] = [];
          for (const { event, id, lines, comment } of events) {
            if (comment) text += `: keep-alive${end}`;
            if (event !== undefined) text += `event: ${event}${end}`;
            if (id !== undefined) {
              text += `id: ${id}${end}`;
              lastId = id;
            }
            for (const line of lines) text += `data: ${line}${end}`;
            text += end;
            expected.push({ event: event ?? 'message', id: lastId, data: lines.join('\n') });
          }
          expect(readAll(text, cuts)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('drops one space after the colon only, reads a field without a colon as empty, and skips events without data', () => {
    const reader = eventStreamReader();
    expect(reader.feed('data:  two spaces\ndata\n\nevent: lonely\n\nid: 7\nretry: 10\ndata:x\n\n')).toEqual([
      { event: 'message', id: '', data: ' two spaces\n' },
      { event: 'message', id: '7', data: 'x' },
    ]);
  });

  it('keeps a line that has not ended for the next chunk', () => {
    const reader = eventStreamReader();
    expect(reader.feed('event: delivery\nid: 1\ndata: {"a"')).toEqual([]);
    expect(reader.feed(':1}\n\n')).toEqual([{ event: 'delivery', id: '1', data: '{"a":1}' }]);
  });

  it('looks at each character once, however long the line and however small the chunks (linear, not quadratic)', () => {
    const reader = eventStreamReader();
    const payload = `data: ${'x'.repeat(900_000)}`;
    let fed = 0;
    let events: StreamEvent[] = [];
    // 900 kB in 1,000-character chunks: a reader that rescanned its buffer would look at ~400 M.
    for (let at = 0; at < payload.length; at += 1000) {
      const chunk = payload.slice(at, at + 1000);
      events = events.concat(reader.feed(chunk));
      fed += chunk.length;
    }
    for (const chunk of ['\r', '\n', '\r\n']) {
      events = events.concat(reader.feed(chunk));
      fed += chunk.length;
    }
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toHaveLength(900_000);
    expect(reader.scanned).toBe(fed);
  });

  it('refuses a line over the limit with an EventStreamError naming the limit, before it ends', () => {
    const reader = eventStreamReader({ maxLength: 1000 });
    expect(reader.feed(`data: ${'y'.repeat(994)}\n\n`)).toHaveLength(1); // 1,000 characters: at the limit
    reader.feed('data: ');
    const over = () => reader.feed('z'.repeat(995));
    expect(over).toThrow(EventStreamError);
    expect(over).toThrow('event stream line over 1000 characters');
    const ended = eventStreamReader({ maxLength: 1000 });
    expect(() => ended.feed(`: ${'c'.repeat(999)}\n`)).toThrow('event stream line over 1000 characters');
  });

  it('refuses an event whose data lines add up past the limit', () => {
    const reader = eventStreamReader({ maxLength: 1000 });
    const line = `data: ${'d'.repeat(400)}\n`;
    reader.feed(line + line);
    expect(() => reader.feed(line)).toThrow('event stream event over 1000 characters');
  });
});

/**
 * linkSignals with and without `AbortSignal.any` (React Native has none): the linked signal
 * aborts with the reason of the first signal to abort, and a hand-made link lets go of its
 * listeners when disposed.
 */
import { getEventListeners } from 'node:events';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { linkSignals } from '../../src/client/linked-signal.ts';

const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
const withoutAny = () => Reflect.deleteProperty(AbortSignal, 'any');
afterEach(() => {
  if (any) Object.defineProperty(AbortSignal, 'any', any);
});

const controllers = (count: number) => Array.from({ length: count }, () => new AbortController());
const signalsOf = (list: AbortController[]) =>
  list.map((controller) => controller.signal) as [AbortSignal, ...AbortSignal[]];

describe.each([
  ['with AbortSignal.any', () => undefined],
  ['without AbortSignal.any', withoutAny],
])('linkSignals %s', (_name, setUp) => {
  it('aborts with the reason of whichever signal aborts first, and only then', () => {
    setUp();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(), (count, pick) => {
        const sources = controllers(count);
        const { signal, dispose } = linkSignals(signalsOf(sources));
        expect(signal.aborted).toBe(false);
        const first = sources[pick % count];
        const reason = new Error(`source ${pick % count}`);
        first?.abort(reason);
        expect(signal.aborted).toBe(true);
        for (const other of sources) other.abort(new Error('later'));
        expect(signal.reason).toBe(reason);
        dispose();
      }),
    );
  });

  it('is aborted at once when a signal already is', () => {
    setUp();
    const [live, done] = controllers(2);
    done?.abort('before');
    const { signal } = linkSignals(signalsOf([live, done].filter((c) => c !== undefined)));
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('before');
  });

  it('hands back a single signal as it is', () => {
    setUp();
    const [only] = controllers(1);
    if (only === undefined) throw new Error('no controller');
    expect(linkSignals([only.signal]).signal).toBe(only.signal);
  });
});

describe('linkSignals without AbortSignal.any', () => {
  it('removes its listeners from every signal when disposed, and no longer follows them', () => {
    withoutAny();
    const sources = controllers(3);
    const { signal, dispose } = linkSignals(signalsOf(sources));
    expect(sources.map(({ signal: source }) => getEventListeners(source, 'abort').length)).toEqual([1, 1, 1]);
    dispose();
    expect(sources.map(({ signal: source }) => getEventListeners(source, 'abort').length)).toEqual([0, 0, 0]);
    sources[0]?.abort();
    expect(signal.aborted).toBe(false);
  });

  it('removes its listeners from the others once one signal aborts', () => {
    withoutAny();
    const sources = controllers(3);
    linkSignals(signalsOf(sources));
    sources[1]?.abort();
    expect(sources.map(({ signal: source }) => getEventListeners(source, 'abort').length)).toEqual([0, 0, 0]);
  });
});

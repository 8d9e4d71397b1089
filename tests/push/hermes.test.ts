/**
 * The device side of huddle/push runs on engines with ECMAScript's builtins and little more:
 * Hermes has no `Intl.Segmenter`, and older WebViews lack `TextEncoder`, `structuredClone`, `URL`.
 * Each entry is bundled as an app's bundler bundles it and run in a bare `node:vm` context (which
 * has only the language's builtins) with `Intl.Segmenter` deleted; every case must give there what
 * it gives in Node. A decoder reaching for a missing global throws a ReferenceError there, and the
 * outcomes differ.
 *
 * Each case is a function of the two entries and a JSON input; it runs in the engine by its source
 * text, so it may use nothing but its parameters. To try one more received shape, add a line to
 * `received`.
 */
import { resolve } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushSource } from '../../src/push/index.ts';
import * as push from '../../src/push/index.ts';
import * as toast from '../../src/push/toast/index.ts';

interface Entries {
  readonly push: typeof push;
  readonly toast: typeof toast;
}
type Case = (entries: Entries, input: never) => unknown;
type Outcome = { readonly value: unknown } | { readonly error: { readonly name: string; readonly message: string } };

const notification = {
  message: 'Final: NE 24, NYJ 17 🏈',
  title: 'NE wins',
  extras: { type: 'teamAlertGameEnd', more: { gameId: '0042' } },
} as const;

/**
 * What devices hand over, each decoded by both entries' `decode`, with the `source` that the toast
 * entry's `decode` (which reads every shape) tells, or the error it throws.
 */
const received: readonly (readonly [name: string, input: unknown, source: PushSource | 'DecodeError'])[] = [
  ['an aps payload', push.aps.encode(notification), 'aps'],
  ['an aps payload as JSON text', JSON.stringify(push.aps.encode(notification)), 'aps'],
  [
    'an aps payload with a plain-string alert',
    { aps: { alert: 'Final', badge: 1 }, extras: notification.extras },
    'aps',
  ],
  ['a data payload', push.data.encode(notification), 'data'],
  ['a data payload with extras as JSON text', push.data.encode(notification, { extrasAsJson: true }), 'data'],
  ['toast XML', toast.toast.encode(notification), 'toast'],
  ['toast XML without a title', toast.toast.encode({ message: 'Final', extras: { type: 'trendingNews' } }), 'toast'],
  [
    'an aps payload over its limit in UTF-8 bytes only',
    JSON.stringify({ aps: { alert: 'é'.repeat(2100) } }),
    'DecodeError',
  ],
  ['malformed JSON', '{"aps":', 'DecodeError'],
  ['a payload over every limit', `{"aps":{"alert":"${'x'.repeat(6000)}"}}`, 'DecodeError'],
];

/** Runs a case, telling its value from what it threw. Runs in the engine by its source text too. */
function attempt(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    const { name, message } = error as Error;
    return { error: { name, message } };
  }
}

let engine: ReturnType<typeof createContext>;

/** The outcome of a case in the bare engine, through JSON. */
function inEngine(run: Case, input: unknown = null): Outcome {
  engine.__input = JSON.stringify(input);
  const json = runInContext(
    `JSON.stringify((${attempt.toString()})(() => (${run.toString()})({ push, toast }, JSON.parse(__input))))`,
    engine,
  );
  return JSON.parse(json) as Outcome;
}

/** The outcome of a case in Node, through JSON. */
function inNode(run: Case, input: unknown = null): Outcome {
  return JSON.parse(JSON.stringify(attempt(() => run({ push, toast }, JSON.parse(JSON.stringify(input)) as never))));
}

async function bundle(entry: string, globalName: string, external: string[] = []): Promise<string> {
  const result = await build({
    entryPoints: [resolve(import.meta.dirname, '../../src', entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    globalName,
    external,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

beforeAll(async () => {
  engine = createContext({});
  runInContext('delete Intl.Segmenter', engine);
  runInContext(await bundle('push/index.ts', 'push'), engine);
  runInContext(await bundle('push/toast/index.ts', 'toast'), engine);
});

describe('huddle/push on an engine without Intl.Segmenter, TextEncoder or structuredClone', () => {
  it('runs in an engine that lacks them, and more a WebView may lack', () => {
    const missing = ['TextEncoder', 'TextDecoder', 'structuredClone', 'URL', 'URLSearchParams', 'Buffer', 'atob'];
    expect(runInContext(`[${missing.map((name) => `typeof ${name}`)}, typeof Intl.Segmenter]`, engine)).toEqual([
      ...missing.map(() => 'undefined'),
      'undefined',
    ]);
    expect(runInContext('typeof push.decode + typeof toast.decode', engine)).toBe('functionfunction');
  });

  it.each(received)('decodes %s as Node does, with either entry', (_name, input, source) => {
    expect(inNode((entries, given: unknown) => entries.toast.decode(given).source, input)).toEqual(
      source === 'DecodeError' ? { error: expect.objectContaining({ name: source }) } : { value: source },
    );
    for (const run of [
      ((entries, given: unknown) => entries.push.decode(given)) satisfies Case,
      ((entries, given: unknown) => entries.toast.decode(given)) satisfies Case,
    ]) {
      expect(inEngine(run, input)).toEqual(inNode(run, input));
    }
  });

  it.each<[string, Case, unknown?]>([
    ['route', (entries, extras: unknown) => entries.push.route(extras), notification.extras],
    ['readNotification', (entries, extras: unknown) => entries.push.readNotification(extras), notification.extras],
    [
      'toPath and fromPath',
      (entries, id: string) => {
        const link = { screen: 'gameDetails', gameId: id, liveStream: true } as const;
        const url = entries.push.toPath(link, { scheme: 'myapp' });
        return [url, entries.push.fromPath(url), entries.push.fromPath('/articles/%E0'), entries.push.fromPath('/x')];
      },
      'a/b ?#%&😀 é',
    ],
    [
      'the Preferences model',
      ({ push: { Preferences } }, groups: string[]) => {
        const offered = Preferences.offered({ teams: ['NE', 'KC'] });
        const chosen = offered.enable('breakingNews').toggle('teamAlertGameEnd_NE');
        return [offered.groups, chosen.toGroups(), chosen.diff(groups), Preferences.fromGroups(groups).toGroups()];
      },
      ['breakingNews', 'teamAlertScoringPlays_KC'],
    ],
    ['aps.encode', (entries, message: typeof notification) => entries.push.aps.encode(message), notification],
    [
      'data.encode',
      (entries, message: typeof notification) => entries.push.data.encode(message, { extrasAsJson: true }),
      notification,
    ],
    ['toast.encode', (entries, message: typeof notification) => entries.toast.toast.encode(message), notification],
    [
      'the toast entry decoding what toast.encode wrote',
      (entries, message: typeof notification) => entries.toast.decode(entries.toast.toast.encode(message)),
      notification,
    ],
  ])('runs %s as Node does', (_name, run, input) => {
    const outcome = inNode(run, input);
    expect(outcome).toHaveProperty('value');
    expect(inEngine(run, input)).toEqual(outcome);
  });

  it('refuses an over-long message without truncate as Node does', () => {
    const run: Case = (entries, message: string) => entries.push.aps.encode({ message });
    const outcome = inNode(run, 'x'.repeat(5000));
    expect(outcome).toMatchObject({ error: { name: 'PayloadTooLargeError' } });
    expect(inEngine(run, 'x'.repeat(5000))).toEqual(outcome);
  });

  it.each<[string, Case]>([
    ['aps', (entries, message: string) => entries.push.aps.encode({ message }, { truncate: true })],
    ['data', (entries, message: string) => entries.push.data.encode({ message }, { truncate: true })],
    ['toast', (entries, message: string) => entries.toast.toast.encode({ message }, { truncate: true })],
  ])('refuses to truncate for %s with the documented EncodeError, not a ReferenceError', (platform, run) => {
    const message = '🏈'.repeat(3000);
    expect(inNode(run, message)).toHaveProperty('value');
    expect(inEngine(run, message)).toEqual({
      error: { name: 'EncodeError', message: `${platform} payload, message: truncating needs Intl.Segmenter` },
    });
  });

  it("names none of those globals in huddle's own code, on paths these cases do not reach either", async () => {
    const code =
      (await bundle('push/toast/index.ts', 'toast', ['fast-xml-parser'])) + (await bundle('push/index.ts', 'push'));
    expect(
      code.match(/\b(?:structuredClone|TextEncoder|TextDecoder|Buffer|URLSearchParams|atob|btoa)\b|\bnew URL\b/g),
    ).toBeNull();
  });
});

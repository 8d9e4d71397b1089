/**
 * The fuzz targets: each a way to make inputs (generated and mutated), a way to run one with the
 * target's own output checks, and the shapes its linear-growth test scales.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { HuddleError } from '../../src/errors/huddle-error.ts';
import { createDataset } from '../../src/league/index.ts';
import { createEngine, type MockResponse } from '../../src/mock/index.ts';
import {
  aps,
  type DecodedPush,
  data,
  type PushCodec,
  type PushMessage,
  decode as pushDecode,
} from '../../src/push/index.ts';
import { decode as anyDecode, EncodeError, toast } from '../../src/push/toast/index.ts';
import { escapeAttribute } from '../../src/push/xml/escape.ts';
import {
  formatFields,
  formatQuery,
  mergeSelections,
  parseFields,
  parseQuery,
  query,
  type SelectionMask,
  selectionFromMask,
} from '../../src/query/index.ts';
import type { QueryNode, SelectionNode } from '../../src/query/nodes.ts';
import { resources } from '../../src/resources/resource-table.ts';
import { invariant, type Target } from './harness.ts';
import {
  encodedPayload,
  fsSeed,
  fsText,
  hostilePayloadText,
  launchXml,
  maskSeed,
  specFs,
  sSeed,
  sText,
  toastAround,
} from './inputs.ts';
import { mutated, objectMutated, parsedOrText } from './mutate.ts';

/** A structured input shape whose size grows with `n`, for the linear-growth tests. */
export interface ScalingShape<Input> {
  readonly shape: string;
  /** The input at scale `n` (1, 10, 100). */
  readonly make: (n: number) => Input;
}

export interface FuzzTarget<Input> extends Target<Input> {
  readonly scaling: readonly ScalingShape<Input>[];
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

// --- output checks ----------------------------------------------------------------------------

/** Whitespace outside ASCII: the spec allows whitespace between items, meaning the ASCII kind. */
const NON_ASCII_SPACE = /[^\S \t\n\r\v\f]/;

function checkSelection(selection: SelectionNode, what: string): void {
  const text = formatFields(selection);
  let again: SelectionNode;
  try {
    again = parseFields(text);
  } catch (error) {
    invariant(
      false,
      `${what} gave a selection whose canonical form ${JSON.stringify(text.slice(0, 80))} does not parse: ${error}`,
    );
  }
  invariant(isDeepStrictEqual(again, selection), `${what}: the canonical form reads back differently`);
}

// --- parseFields --------------------------------------------------------------------------------

const fsInput: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fsText },
  { weight: 3, arbitrary: mutated(fsSeed) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const parseFieldsTarget: FuzzTarget<string> = {
  name: 'parseFields',
  input: fsInput,
  run: (fs) => parseFields(fs),
  check(selection, fs) {
    invariant(!NON_ASCII_SPACE.test(fs), 'accepted non-ASCII whitespace between items');
    checkSelection(selection as SelectionNode, 'parseFields');
  },
  scaling: [
    {
      shape: 'many items a0,a1,…',
      make: (n) =>
        range(30 * n)
          .map((i) => `a${i}`)
          .join(','),
    },
    {
      shape: 'many items under one field a{b0,b1,…}',
      make: (n) =>
        `a{${range(30 * n)
          .map((i) => `b${i}`)
          .join(', ')}}`,
    },
    {
      shape: 'repeated field a{b0},a{b1},…',
      make: (n) =>
        range(30 * n)
          .map((i) => `a{b${i}}`)
          .join(','),
    },
    {
      shape: 'dotted paths a.b0,a.b1,…',
      make: (n) =>
        range(30 * n)
          .map((i) => `a.b${i}`)
          .join(','),
    },
    {
      shape: 'long whitespace runs',
      make: (n) =>
        range(20 * n)
          .map((i) => `a${i}`)
          .join(' \t\n , \t\n '),
    },
    { shape: 'one long name', make: (n) => `a${'x'.repeat(300 * n)}` },
  ],
};

// --- parseQuery ---------------------------------------------------------------------------------

interface QueryInput {
  readonly s: unknown;
  readonly allowUnknown: boolean;
}

const sValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: sText },
  { weight: 3, arbitrary: mutated(sSeed) },
  { weight: 2, arbitrary: objectMutated(sSeed.map(parsedOrText)) },
  { weight: 1, arbitrary: objectMutated(fc.jsonValue({ maxDepth: 4 })) },
);

const parseQueryTarget: FuzzTarget<QueryInput> = {
  name: 'parseQuery',
  input: fc.record({ s: sValue, allowUnknown: fc.boolean() }),
  run: ({ s, allowUnknown }) => parseQuery(s as string | object, { allowUnknown }),
  check(output, { allowUnknown }) {
    const parsed = output as QueryNode;
    const written = formatQuery(parsed) ?? '{}';
    let again: unknown;
    try {
      again = parseQuery(written, { allowUnknown });
    } catch (error) {
      invariant(false, `parseQuery accepted s whose formatted form does not parse: ${error}`);
    }
    invariant(isDeepStrictEqual(again, parsed), 'parseQuery: the formatted form reads back differently');
  },
  scaling: [
    {
      shape: 'many $query keys',
      make: (n) => ({
        s: JSON.stringify({ $query: Object.fromEntries(range(40 * n).map((i) => [`f${i}`, i])) }),
        allowUnknown: false,
      }),
    },
    {
      shape: 'long $or array',
      make: (n) => ({
        s: JSON.stringify({ $query: { $or: range(40 * n).map((i) => ({ a: i })) } }),
        allowUnknown: false,
      }),
    },
    {
      shape: 'long $in array',
      make: (n) => ({ s: JSON.stringify({ $query: { a: { $in: range(200 * n) } } }), allowUnknown: false }),
    },
    {
      shape: 'many $sort keys',
      make: (n) => ({
        s: JSON.stringify({ $sort: Object.fromEntries(range(40 * n).map((i) => [`f${i}`, 1])) }),
        allowUnknown: false,
      }),
    },
    {
      shape: 'long string value',
      make: (n) => ({ s: JSON.stringify({ $query: { a: 'x'.repeat(300 * n) } }), allowUnknown: false }),
    },
    {
      shape: 'many unknown keys kept raw',
      make: (n) => ({
        s: JSON.stringify(Object.fromEntries(range(40 * n).map((i) => [`$u${i}`, i]))),
        allowUnknown: true,
      }),
    },
  ],
};

// --- selectionFromMask and the builder's select(mask) ------------------------------------------

const maskInput = fc.oneof(
  { weight: 3, arbitrary: objectMutated(maskSeed) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);
const wideMask = (n: number) => Object.fromEntries(range(30 * n).map((i) => [`f${i}`, true]));
const maskScaling: ScalingShape<unknown>[] = [
  { shape: 'many keys', make: wideMask },
  { shape: 'dotted keys a.b0, a.b1, …', make: (n) => Object.fromEntries(range(30 * n).map((i) => [`a.b${i}`, true])) },
  {
    shape: 'many keys, each a nested mask',
    make: (n) => Object.fromEntries(range(10 * n).map((i) => [`f${i}`, { x: true, y: { z: true } }])),
  },
];

const selectionFromMaskTarget: FuzzTarget<unknown> = {
  name: 'selectionFromMask',
  input: maskInput,
  run: (mask) => selectionFromMask(mask as SelectionMask),
  check: (selection) => checkSelection(selection as SelectionNode, 'selectionFromMask'),
  scaling: maskScaling,
};

const selectMaskTarget: FuzzTarget<unknown> = {
  name: 'query().select(mask)',
  input: fc.oneof(
    maskInput,
    fc.constantFrom<unknown>({ id: true, homeTeam: { abbr: true } }, { 'week.season': true, drives: true }),
  ),
  run: (mask) => query('games').select(mask as never),
  check(built) {
    const { selection } = (built as { toNode(): { selection: SelectionNode | null } }).toNode();
    invariant(selection !== null, 'select(mask) selected nothing');
    checkSelection(selection, 'select(mask)');
  },
  scaling: [
    { shape: 'many keys (unknown fields)', make: wideMask },
    {
      shape: 'dotted keys under one field homeTeam.f0, homeTeam.f1, …',
      make: (n) => Object.fromEntries(range(20 * n).map((i) => [`homeTeam.f${i}`, true])),
    },
  ],
};

// --- mergeSelections -----------------------------------------------------------------------------

type SelectionPair = readonly [SelectionNode, SelectionNode];

/** A selection read from an fs the generators made, or `a` when that fs does not parse. */
const selectionFrom = (fs: string): SelectionNode => {
  try {
    return parseFields(fs);
  } catch {
    return parseFields('a');
  }
};
const selectionInput: fc.Arbitrary<SelectionNode> = fc.oneof(fsText, mutated(fsSeed)).map(selectionFrom);
const dotted = (prefix: string, items: number) =>
  parseFields(
    range(items)
      .map((i) => `a.${prefix}${i}`)
      .join(','),
  );

const mergeSelectionsTarget: FuzzTarget<SelectionPair> = {
  name: 'mergeSelections',
  input: fc.tuple(selectionInput, selectionInput),
  run: ([left, right]) => mergeSelections(left, right),
  check: (merged) => checkSelection(merged as SelectionNode, 'mergeSelections'),
  scaling: [
    // The regression tests/query/scaling.test.ts guarded until it moved here: merging two wide
    // children of one field rebuilt the field's children for every item.
    {
      shape: 'two wide children of one field a{b0,…} + a{c0,…}',
      make: (n) => [dotted('b', 15 * n), dotted('c', 15 * n)],
    },
    { shape: 'the same wide field twice', make: (n) => [dotted('b', 30 * n), dotted('b', 30 * n)] },
  ],
};

// --- push decoders ------------------------------------------------------------------------------

const codecs: readonly { readonly name: string; readonly codec: PushCodec<unknown> }[] = [
  { name: 'aps', codec: aps },
  { name: 'data', codec: data as PushCodec<unknown> },
  { name: 'toast', codec: toast as PushCodec<unknown> },
];

const wire = (payload: unknown) => (typeof payload === 'string' ? payload : JSON.stringify(payload));

/**
 * What a decoder gives back holds what every platform carries: re-encoded by each codec (with
 * `truncate`, parameter values as text), it decodes to the same title and extras. Only
 * `PayloadTooLargeError` may stop the re-encoding: a name or value one decoder accepts and an
 * encoder refuses is a defect of one of them.
 */
function checkDecoded(decoded: DecodedPush, platform: string | null): void {
  invariant(typeof decoded.message === 'string', 'message is not a string');
  if (platform !== null) invariant(decoded.platform === platform, `decoded as ${decoded.platform}, not ${platform}`);
  invariant(
    decoded.title === null || (typeof decoded.title === 'string' && decoded.title !== ''),
    'title neither text nor null',
  );
  const more =
    decoded.extras?.more == null
      ? undefined
      : Object.fromEntries(Object.entries(decoded.extras.more).map(([name, value]) => [name, String(value)]));
  const message = {
    message: decoded.message,
    title: decoded.title,
    extras: decoded.extras === null ? null : { type: decoded.extras.type, more },
  } as PushMessage;
  for (const { name, codec } of codecs) {
    let encoded: unknown;
    try {
      encoded = codec.encode(message, { truncate: true });
    } catch (error) {
      // A toast never reads back an empty message, so its encoder refuses one; the JSON decoders
      // still take `""` (see the toast decoder's report: they should refuse it too).
      const emptyToast = name === 'toast' && message.message === '' && error instanceof EncodeError;
      invariant(
        error instanceof HuddleError && (error.name === 'PayloadTooLargeError' || emptyToast),
        `${decoded.platform} decoded what ${name}.encode refuses: ${error instanceof Error ? error.message : error}`,
      );
      continue;
    }
    const again = codec.decode(encoded);
    invariant(again.title === decoded.title, `${decoded.platform} → ${name}: the title changed`);
    invariant(
      isDeepStrictEqual(
        again.extras,
        message.extras == null ? null : { type: message.extras.type, more: more ?? null },
      ),
      `${decoded.platform} → ${name}: the extras changed`,
    );
    invariant(
      again.message === decoded.message || again.message.endsWith('…'),
      `${decoded.platform} → ${name}: the message changed`,
    );
  }
}

const pushSeeds = fc.oneof(
  encodedPayload('aps'),
  encodedPayload('data'),
  encodedPayload('data-json'),
  encodedPayload('toast'),
  hostilePayloadText,
);
/** Payloads as text (mutated wire form) and as objects (mutated structure). */
const payloadInput = (own: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 2, arbitrary: own },
    {
      weight: 3,
      arbitrary: mutated(fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: pushSeeds }).map(wire)),
    },
    { weight: 2, arbitrary: mutated(own.map(wire)).map(parsedOrText) },
    {
      weight: 2,
      arbitrary: objectMutated(fc.oneof(own, pushSeeds).map((p) => (typeof p === 'string' ? parsedOrText(p) : p))),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );

const longText = (n: number) => 'Final: NE 24, NYJ 17. '.repeat(n);
const manyParameters = (n: number) => Object.fromEntries(range(3 * n).map((i) => [`p${i}`, `v${i}`]));

const apsScaling: ScalingShape<unknown>[] = [
  { shape: 'long message (object)', make: (n) => ({ aps: { alert: { body: longText(10 * n) } } }) },
  {
    shape: 'many parameters (object)',
    make: (n) => ({ aps: { alert: 'x' }, extras: { type: 'trendingNews', more: manyParameters(10 * n) } }),
  },
  {
    shape: 'long message (text, to the limit)',
    make: (n) => JSON.stringify({ aps: { alert: { body: 'x'.repeat(40 * n) } } }),
  },
];
const dataScaling: ScalingShape<unknown>[] = [
  {
    shape: 'long message (object)',
    make: (n) => ({ data: { message: longText(10 * n) }, notification: { title: 't' } }),
  },
  {
    shape: 'many parameters as JSON text (object)',
    make: (n) => ({
      data: { message: 'x', extras: JSON.stringify({ type: 'trendingNews', more: manyParameters(10 * n) }) },
      notification: { title: '' },
    }),
  },
  {
    shape: 'long message (text, to the limit)',
    make: (n) => JSON.stringify({ data: { message: 'x'.repeat(40 * n) }, notification: { title: '' } }),
  },
];

/** A toast whose launch XML holds `n` parameters. */
const manyLaunchParameters = (n: number) =>
  toastAround(
    escapeAttribute(
      `<extras><type>t</type><more>${range(n)
        .map((i) => `<p${i}>v</p${i}>`)
        .join('')}</more></extras>`,
    ),
  );

const toastText = (n: number) => toastAround('', '&amp;&lt;x'.repeat(4 * n));
const toastScaling: ScalingShape<unknown>[] = [
  { shape: 'long message of references (to the limit)', make: toastText },
  {
    shape: 'many launch parameters (to the limit)',
    make: manyLaunchParameters,
  },
  {
    shape: 'long comment run',
    make: (n) => toastAround('', 'x').replace('<visual', `${'<!-- c -->'.repeat(4 * n)}<visual`),
  },
  {
    shape: 'long attribute value beside another attribute',
    make: (n) =>
      toastAround('', 'x').replace('addImageQuery="false"><text>', `addImageQuery="${'false'.repeat(9 * n)}"><text>`),
  },
];

const decoderTarget = (
  name: string,
  platform: string | null,
  decode: (input: unknown) => DecodedPush,
  own: fc.Arbitrary<unknown>,
  scaling: ScalingShape<unknown>[],
): FuzzTarget<unknown> => ({
  name,
  input: payloadInput(own),
  run: decode,
  check: (decoded) => checkDecoded(decoded as DecodedPush, platform),
  scaling,
});

const apsDecodeTarget = decoderTarget(
  'aps.decode',
  'aps',
  (input) => aps.decode(input),
  fc.oneof(encodedPayload('aps'), hostilePayloadText.filter((t) => t.includes('"aps"')).map(parsedOrText)),
  apsScaling,
);
const dataDecodeTarget = decoderTarget(
  'data.decode',
  'data',
  (input) => data.decode(input),
  fc.oneof(
    encodedPayload('data'),
    encodedPayload('data-json'),
    hostilePayloadText.filter((t) => t.includes('"data"')).map(parsedOrText),
  ),
  dataScaling,
);
const pushDecodeTarget = decoderTarget(
  'decode (huddle/push)',
  null,
  pushDecode,
  fc.oneof(encodedPayload('aps'), encodedPayload('data-json'), hostilePayloadText.map(parsedOrText)),
  [...apsScaling, ...dataScaling],
);
const toastDecodeTarget = decoderTarget(
  'toast.decode',
  'toast',
  (input) => toast.decode(input),
  encodedPayload('toast'),
  toastScaling,
);
const anyDecodeTarget = decoderTarget(
  'decode (huddle/push/toast)',
  null,
  anyDecode,
  fc.oneof(encodedPayload('toast'), encodedPayload('aps'), encodedPayload('data')),
  [...toastScaling, ...apsScaling],
);

/** The toast `launch` reader, through toast.decode of a well-formed toast around generated launch XML. */
const launchTarget: FuzzTarget<string> = {
  name: 'toast launch',
  input: fc.oneof(launchXml, mutated(launchXml)).map((xml) => toastAround(escapeAttribute(xml))),
  run: (xml) => toast.decode(xml),
  check: (decoded) => checkDecoded(decoded as DecodedPush, 'toast'),
  scaling: [
    {
      shape: 'many parameters',
      make: manyLaunchParameters,
    },
    {
      shape: 'long parameter value of references',
      make: (n) => toastAround(escapeAttribute(`<type>t</type><more><a>${'&amp;'.repeat(4 * n)}</a></more>`)),
    },
    {
      shape: 'long attribute value beside another attribute',
      make: (n) => toastAround(escapeAttribute(`<extras a="1" b="${'false'.repeat(8 * n)}"><type>t</type></extras>`)),
    },
    {
      shape: 'repeated parameter names',
      make: (n) => toastAround(escapeAttribute(`<type>t</type><more>${'<a>v</a>'.repeat(2 * n)}</more>`)),
    },
  ],
};

// --- the mock engine ----------------------------------------------------------------------------

const BASE = 'http://mock.test/api';
let engineState: { engine: ReturnType<typeof createEngine>; counts: Map<string, number>; ids: string[] } | undefined;

/** The engine over `createDataset({ seed: 1 })`, built once and warmed (views built), as a long-lived mock is. */
function engineOf() {
  if (engineState === undefined) {
    const dataset = createDataset({ seed: 1 });
    const engine = createEngine({ dataset, baseUrl: BASE });
    const counts = new Map<string, number>();
    for (const [name, definition] of Object.entries(resources)) {
      counts.set(name, (dataset as unknown as Record<string, unknown[]>)[name]?.length ?? 0);
      for (const path of definition.paths)
        engine.answer({ method: 'GET', url: new URL(`${BASE}${path}?s={"$take":1}`) });
    }
    const ids = [dataset.teams[0]?.id, dataset.videos[0]?.id, dataset.videoJobs[0]?.id, dataset.games[0]?.id].filter(
      (id): id is string => typeof id === 'string',
    );
    engineState = { engine, counts, ids };
  }
  return engineState;
}

interface EngineInput {
  readonly method: string;
  readonly path: string;
  readonly fs: string | null;
  readonly s: string | null;
  /** Query text appended as it is, unencoded (`%` escapes and all). */
  readonly rawQuery: string;
  readonly authorization: string | null;
  readonly body: unknown;
}

const listPaths = Object.values(resources).flatMap((definition) => definition.paths);
const byIdPrefixes = Object.values(resources).flatMap((definition) =>
  definition.byIdPath === null ? [] : [definition.byIdPath.slice(0, definition.byIdPath.indexOf('{id}'))],
);
const segment = fc.oneof(
  fc.constantFrom(
    'app',
    'device-1',
    'x',
    '%41',
    '%zz',
    '%',
    '%E0%A4%A',
    '%C0%AF',
    '__proto__',
    'constructor',
    '%2F',
    '..',
  ),
  mutated(fc.constantFrom('device-1', 'app%20name')),
);
const idSegment = fc.oneof(
  fc.constant(null),
  fc.constantFrom('missing', '%zz', '%', '%E0%A4%A', '__proto__', 'constructor', 'jobs', '%2e%2e'),
  mutated(fc.constantFrom('missing', 'e64ed2cd-8bfe-4f81-9510-a14973ea143e')),
);
const enginePath = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...listPaths) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...byIdPrefixes), idSegment)
      .map(([prefix, id]) => `${prefix}${id ?? (engineOf().ids[prefix.length % engineOf().ids.length] as string)}`),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(segment, segment).map(([app, device]) => `/v1/push/${app}/devices/${device}/groups`),
  },
  { weight: 1, arbitrary: mutated(fc.constantFrom(...listPaths, '/v1/push/app/devices/d/groups')) },
);
/** `s` with a small `$take` most of the time, so that answers stay small enough to check whole. */
const engineS = fc.oneof(
  { weight: 3, arbitrary: sText.map((s) => s.replace(/^\{/, '{"$take":3,').replace(/,}$/, '}')) },
  { weight: 3, arbitrary: mutated(sSeed) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('id', 'abbr', 'week.season', 'homeTeam.abbr', '__proto__', 'constructor'),
        fc.array(
          fc.oneof(
            fc.string(),
            fc.integer({ min: 2020, max: 2026 }),
            fc.constantFrom('NE', 'KC'),
            // Ids of records that exist, so that a duplicated value can find a record twice.
            fc.nat().map((index) => engineOf().ids[index % engineOf().ids.length] as string),
          ),
          { maxLength: 6 },
        ),
      )
      .map(([path, values]) => JSON.stringify({ $query: { [path]: { $in: [...values, ...values] } }, $take: 5 })),
  },
  { weight: 1, arbitrary: fc.constant('{"$take":2}') },
);

const engineTarget: FuzzTarget<EngineInput> = {
  name: 'engine.answer',
  // A request without `s` answers a whole list (up to 4,864 playerGameStats records), projected.
  timeLimitMs: 150,
  input: fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'PUT', 'POST'),
    path: enginePath,
    fs: fc.option(
      fc.oneof(
        fsInput,
        fc.constantFrom(...specFs),
        fc.constantFrom('__proto__', 'constructor', 'id,__proto__{polluted}'),
      ),
      { nil: null },
    ),
    s: fc.option(engineS, { nil: null, freq: 8 }),
    rawQuery: fc.oneof(fc.constant(''), mutated(fc.constantFrom('fs=id', 's=%7B%7D', 'fs=%zz', 's=%'))),
    authorization: fc.option(fc.constantFrom('Bearer t', 'Bearer', 'Basic x'), { nil: null }),
    body: fc.oneof(
      fc.constant(undefined),
      fc.record({
        groups: fc.array(fc.constantFrom('breakingNews', 'teamAlertNews_NE', '__proto__', 'x'), { maxLength: 4 }),
      }),
      objectMutated(fc.constant({ groups: ['breakingNews'] })),
    ),
  }),
  run(input) {
    const url = urlOf(input);
    if (url === null) return null; // not a URL: nothing reaches the engine
    const headers = new Headers(input.authorization === null ? {} : { authorization: input.authorization });
    return { url, response: engineOf().engine.answer({ method: input.method, url, headers, body: input.body }) };
  },
  check(output, input) {
    if (output === null) return;
    const { url, response } = output as { url: URL; response: MockResponse };
    checkResponse(response, url, engineOf().counts);
    checkInDuplicates(input, url, response);
  },
  scaling: [
    {
      shape: 'many fs items',
      make: (n) => ({
        ...plainGet,
        path: '/teams',
        fs: range(25 * n)
          .map((i) => `f${i}`)
          .join(','),
        s: '{"$take":2}',
      }),
    },
    {
      shape: 'long $in array of ids',
      make: (n) => ({
        ...plainGet,
        path: '/games',
        fs: 'id',
        s: JSON.stringify({ $query: { id: { $in: range(20 * n).map((i) => `g${i}`) } } }),
      }),
    },
    {
      shape: 'long $or',
      make: (n) => ({
        ...plainGet,
        path: '/games',
        fs: 'id',
        s: JSON.stringify({ $query: { $or: range(8 * n).map((i) => ({ 'week.week': i })) }, $take: 3 }),
      }),
    },
  ],
};

/** `s` with every `$in` list without repeated values, or `null` when it has none to remove. */
function withoutInDuplicates(s: string): string | null {
  let changed = false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(s, (key, value) => {
      if (key !== '$in' || !Array.isArray(value)) return value;
      const unique = [...new Map(value.map((item) => [JSON.stringify(item), item])).values()];
      changed ||= unique.length !== value.length;
      return unique;
    });
  } catch {
    return null;
  }
  return changed ? JSON.stringify(parsed) : null;
}

/** A value named twice in `$in` selects what it selects once: the same rows either way. */
function checkInDuplicates(input: EngineInput, url: URL, response: MockResponse): void {
  const route = engineOf().engine.routeOf(url);
  if (input.s === null || response.status !== 200 || route === null || route.kind !== 'list') return;
  const deduplicated = withoutInDuplicates(input.s);
  if (deduplicated === null) return;
  const other = new URL(url);
  other.searchParams.set('s', deduplicated);
  const again = engineOf().engine.answer({ method: input.method, url: other });
  invariant(
    again.status === 200 &&
      isDeepStrictEqual(rowsOf(route.resource, again.body)?.rows, rowsOf(route.resource, response.body)?.rows),
    `$in with repeated values answers other rows than without them (${again.status})`,
  );
}

function urlOf(input: EngineInput): URL | null {
  let url: URL;
  try {
    url = new URL(`${BASE}${input.path}`);
  } catch {
    return null;
  }
  if (input.fs !== null) url.searchParams.set('fs', input.fs);
  if (input.s !== null) url.searchParams.set('s', input.s);
  if (input.rawQuery !== '') url.search += `${url.search === '' ? '' : '&'}${input.rawQuery}`;
  return url;
}

const plainGet: EngineInput = {
  method: 'GET',
  path: '/games',
  fs: null,
  s: null,
  rawQuery: '',
  authorization: null,
  body: undefined,
};

const STATUSES = new Set([200, 202, 400, 401, 404, 405]);

/** Where an answer's JSON stops being JSON: a function, a class instance, a cycle. */
function jsonProblem(
  value: unknown,
  budget = { nodes: 5_000 },
  seen = new Set<object>(),
  path = 'body',
): string | null {
  if (--budget.nodes < 0) return null;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (value === undefined) return null;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (seen.has(value)) return `${path} is a cycle`;
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null)
    return `${path} is a ${prototype?.constructor?.name}`;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    const problem = jsonProblem(item, budget, seen, `${path}.${key}`);
    if (problem !== null) return problem;
  }
  seen.delete(value);
  return null;
}

/** The rows of a list answer, by the resource's envelope kind (a single record is one row). */
function rowsOf(resource: keyof typeof resources, body: unknown): { rows: unknown[]; total: number | null } | null {
  const envelope = (value: unknown) => {
    const candidate = value as { pager?: { total?: unknown }; data?: unknown } | null;
    return Array.isArray(candidate?.data)
      ? { rows: candidate.data, total: typeof candidate.pager?.total === 'number' ? candidate.pager.total : null }
      : null;
  };
  switch (resources[resource].envelope) {
    case 'list':
      return Array.isArray(body) ? { rows: body, total: null } : envelope(body);
    case 'keyed-envelope':
      return envelope((body as Record<string, unknown> | null)?.[resource]);
    case 'content-list':
      return envelope(body) ?? envelope((body as { items?: unknown } | null)?.items);
    case 'record-or-envelope':
      return envelope(body) ?? { rows: [body], total: null };
    default:
      return envelope(body);
  }
}

function checkResponse(response: MockResponse, url: URL, counts: ReadonlyMap<string, number>): void {
  invariant(STATUSES.has(response.status), `answered ${response.status}`);
  const problem = jsonProblem(response.body);
  invariant(problem === null, `the answer is not JSON: ${problem}`);
  if (response.status !== 200) return;
  const route = engineOf().engine.routeOf(url);
  if (route === null || route.kind === 'push' || route.kind === 'malformed') return;
  // A row holds exactly the fields `fs` selects, each an own property (`null` where missing).
  const fs = url.searchParams.get('fs');
  const selected = fs === null ? null : parseFields(fs).fields.map((field) => field.name);
  const checkRow = (row: unknown) => {
    if (selected === null || row === null || typeof row !== 'object') return;
    const keys = Object.keys(row);
    invariant(
      keys.length === selected.length && selected.every((name) => Object.hasOwn(row, name)),
      `a row holds the fields ${JSON.stringify(keys.slice(0, 8))}, fs selected ${JSON.stringify(selected.slice(0, 8))}`,
    );
  };
  if (route.kind === 'byId') {
    checkRow(response.body);
    return;
  }
  const listed = rowsOf(route.resource, response.body);
  invariant(listed !== null, `a ${route.resource} list answered without its envelope`);
  listed.rows.forEach(checkRow);
  const count = counts.get(route.resource) ?? Number.POSITIVE_INFINITY;
  invariant(
    listed.total === null || listed.total <= count,
    `pager.total ${listed.total} is over the ${count} ${route.resource} records`,
  );
  invariant(listed.rows.length <= count, `${listed.rows.length} rows, over the ${count} ${route.resource} records`);
  const ids = listed.rows.map((row) => (row as { id?: unknown } | null)?.id).filter((id) => typeof id === 'string');
  invariant(new Set(ids).size === ids.length, `the same ${route.resource} record twice in one answer`);
}

/** Every target, in report order. */
export const targets: readonly FuzzTarget<never>[] = [
  parseFieldsTarget,
  parseQueryTarget,
  selectionFromMaskTarget,
  selectMaskTarget,
  mergeSelectionsTarget,
  apsDecodeTarget,
  dataDecodeTarget,
  pushDecodeTarget,
  toastDecodeTarget,
  anyDecodeTarget,
  launchTarget,
  engineTarget,
] as unknown as readonly FuzzTarget<never>[];

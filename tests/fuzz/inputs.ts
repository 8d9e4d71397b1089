/**
 * Generated inputs: grammar-aware generators of valid-ish `fs`, `s`, masks, push payloads,
 * toast `launch` XML and mock requests, and the valid seeds the mutators start from (the spec's
 * examples, encoder outputs).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { PushMessage } from '../../src/push/index.ts';
import { aps, data } from '../../src/push/index.ts';
import { toast } from '../../src/push/toast/index.ts';
import { formatQuery } from '../../src/query/format-query.ts';
import type { SelectionNode } from '../../src/query/nodes.ts';
import { queryTree, selectionTree } from '../support/properties/query-arbitraries.ts';

/** The `fs` and `s` strings of the spec's examples, as tests/query/spec-examples.test.ts writes them. */
const specExamples = (() => {
  const source = readFileSync(new URL('../query/spec-examples.test.ts', import.meta.url), 'utf8');
  const fs: string[] = [];
  const s: string[] = [];
  for (const [, key, text] of source.matchAll(/\b(fs|s): '((?:[^'\\]|\\.)*)'/g)) {
    (key === 'fs' ? fs : s).push((text as string).replace(/\\(.)/g, '$1'));
  }
  return { fs, s };
})();

export const specFs: readonly string[] = [
  ...specExamples.fs,
  'id, homeTeam(abbr), rightsHolder.contentProvider.name',
  'id, gameTime, homeTeam{abbr}, visitorTeam{abbr}',
  'depthChart{person{displayName}, unit, positionAbbr, group, depthOrder}',
];
const specS: readonly string[] = specExamples.s;

// --- fs ---------------------------------------------------------------------------------------

const SPACES = ['', '', '', ' ', '  ', '\t', '\n', '\r\n', ' \n '];
const SPACES_ODD = ['\u00a0', '\u2003', '\u3000', '\u2028', '\ufeff', '\v', '\f'];

/** Writes a selection in a random mix of the forms the spec shows: braces, parentheses, dotted paths, whitespace. */
function writeSelection(selection: SelectionNode, choices: readonly number[], odd: boolean): string {
  let cursor = 0;
  const next = (n: number) => (choices[cursor++ % choices.length] as number) % n;
  const space = () => {
    const pool = odd && next(8) === 0 ? SPACES_ODD : SPACES;
    return pool[next(pool.length)] as string;
  };
  const write = (node: SelectionNode): string =>
    node.fields
      .map(({ name, children }) => {
        if (children === null) return name;
        const only = children.fields.length === 1 ? children.fields[0] : undefined;
        if (only !== undefined && next(3) === 0) return `${name}.${write(children)}`;
        const [open, close] = next(3) === 0 ? ['(', ')'] : ['{', '}'];
        return `${name}${space()}${open}${space()}${write(children)}${space()}${close}`;
      })
      .join(`${space()},${space()}`);
  return space() + write(selection) + space();
}

/** `fs` text from a selection tree, in varied forms; sometimes with non-ASCII whitespace. */
export const fsText: fc.Arbitrary<string> = fc
  .tuple(selectionTree, fc.array(fc.nat(), { minLength: 16, maxLength: 16 }), fc.boolean())
  .map(([selection, choices, odd]) => writeSelection(selection, choices, odd));

/** Seeds for `fs` mutation. */
export const fsSeed = fc.oneof(fc.constantFrom(...specFs), fsText);

// --- s ----------------------------------------------------------------------------------------

/** `s` JSON text as the formatter writes it, from generated query trees. */
export const sText: fc.Arbitrary<string> = queryTree.map((tree) => formatQuery(tree) ?? '{}');

/** Hostile keys, in JSON text so that JSON.parse keeps them own properties. */
const hostileS = fc.constantFrom(
  '{"__proto__":{"$query":{"a":1}}}',
  '{"$query":{"__proto__":{"polluted":1}}}',
  '{"$query":{"constructor":{"prototype":{"polluted":1}}}}',
  '{"$query":{"a":{"__proto__":{"$gt":1}}}}',
  '{"$query":{"a":{"$in":[1,1,1,2,2]}}}',
  '{"$query":{"id":{"$in":["x","x"]}}}',
  '{"$sort":{"__proto__":1}}',
  '{"$query":{"$or":[{"__proto__":1},{"constructor":2}]}}',
  '{"$playerStats":{"__proto__":{"$query":{}}}}',
  '{"$query":{"a":{"$query":{"__proto__":{"polluted":1}}}}}',
  '{"drives":{"$query":{"constructor":1}}}',
  '{"$take":1e309}',
  '{"$skip":-0}',
  '{"$query":{"$takeLast":9007199254740993}}',
);

export const sSeed = fc.oneof(fc.constantFrom(...specS), sText, hostileS);

// --- masks ------------------------------------------------------------------------------------

type Mask = { [key: string]: unknown };
function maskOf(selection: SelectionNode, choices: readonly number[]): Mask {
  let cursor = 0;
  const next = (n: number) => (choices[cursor++ % choices.length] as number) % n;
  const write = (node: SelectionNode): Mask => {
    const mask: Mask = {};
    for (const { name, children } of node.fields) {
      const only = children?.fields.length === 1 ? children.fields[0] : undefined;
      if (children === null) mask[name] = true;
      else if (only !== undefined && only.children === null && next(2) === 0) mask[`${name}.${only.name}`] = true;
      else mask[name] = write(children);
      if (next(6) === 0) mask[`${name}_off`] = false;
    }
    return mask;
  };
  return write(selection);
}

const maskKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('id', 'week', 'homeTeam', 'abbr', 'week.season', 'a.b.c', '_x') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', '.', 'a..b', 'a.', '$in', '1a'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const maskValue = fc.constantFrom<unknown>(true, false, undefined, null, 1, 10n, 'yes', [], {}, [true]);
const randomMask: fc.Arbitrary<unknown> = fc.letrec<{ mask: unknown }>((tie) => ({
  mask: fc.dictionary(maskKey, fc.oneof({ depthSize: 'small' }, maskValue, tie('mask')), { maxKeys: 5 }),
})).mask;

/** Masks: generated from selection trees, and random ones with hostile keys and values. */
export const maskSeed: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(selectionTree, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }))
      .map(([s, c]) => maskOf(s, c)),
  },
  { weight: 1, arbitrary: randomMask },
);

// --- push payloads ----------------------------------------------------------------------------

const unit = fc.oneof(
  fc.constantFrom('&', '<', '>', '"', "'", '&amp;', '&#10;', ']]>', '\n', '\r', '\t', ' ', '…', '\\', '%'),
  fc.constantFrom('😀', '👨‍👩‍👧', 'é', 'e\u0301', '中', '\u00a0', '\u2028'),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters no platform carries
const carried = (text: string) => !/[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/.test(text);
const text = fc
  .array(unit, { maxLength: 10 })
  .map((parts) => parts.join(''))
  .filter(carried);
const parameterName = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/)
  .filter((value) => !/^xml/i.test(value) && !(value in Object.prototype) && value !== 'prototype');
const notificationType = fc.constantFrom(
  'breakingNews',
  'trendingNews',
  'teamAlertGameEnd',
  'teamAlertScoringPlay',
  'teamAlertInjury',
  'tuneInAlertLiveGame',
  'unknownType',
);

/** Messages every encoder takes (the types loosely: the catalog is not what is fuzzed here). */
const pushMessage: fc.Arbitrary<PushMessage> = fc.record({
  message: text,
  title: fc.option(text, { nil: undefined }),
  extras: fc.option(
    fc.record({
      type: notificationType,
      more: fc.option(fc.dictionary(parameterName, text, { maxKeys: 4 }), { nil: undefined }),
    }),
    { nil: null },
  ),
}) as fc.Arbitrary<PushMessage>;

const encodeOrNull = (encode: () => unknown): unknown => {
  try {
    return encode();
  } catch {
    return null;
  }
};

/** An encoder's output for a generated message: the platform's payload as an object or text. */
export const encodedPayload = (platform: 'aps' | 'data' | 'data-json' | 'toast'): fc.Arbitrary<unknown> =>
  pushMessage
    .map((message) =>
      encodeOrNull(() => {
        switch (platform) {
          case 'aps':
            return aps.encode(message, { truncate: true });
          case 'data':
            return data.encode(message, { truncate: true });
          case 'data-json':
            return data.encode(message, { truncate: true, extrasAsJson: true });
          case 'toast':
            return toast.encode(message, { truncate: true });
        }
      }),
    )
    .filter((payload) => payload !== null);

/** Hand-written hostile payloads, as JSON text (own `__proto__` keys survive JSON.parse). */
export const hostilePayloadText = fc.constantFrom(
  '{"aps":{"alert":{"body":"x"}},"extras":{"type":"t","more":{"__proto__":"x"}}}',
  '{"aps":{"alert":{"body":"x"}},"extras":{"type":"t","more":{"constructor":"x","polluted":"1"}}}',
  '{"aps":{"alert":"x"},"extras":{"type":"t","more":{"a b":"x","1a":"y","xmlns":"z"}}}',
  '{"aps":{"alert":"x"},"extras":{"type":"t","more":{"":"x"}}}',
  '{"__proto__":{"aps":{"alert":"x"}}}',
  '{"data":{"message":"x","extras":"{\\"type\\":\\"t\\",\\"more\\":{\\"__proto__\\":\\"x\\"}}"},"notification":{"title":""}}',
  '{"data":{"message":"x","extras":"{\\"type\\":\\"t\\",\\"more\\":{\\"-a\\":\\"x\\",\\"a:b\\":1}}"},"notification":{"title":"t"}}',
  '{"data":{"message":"x"},"android":{"notification":{"title":"t"}}}',
  '{"data":{"message":"x"},"notification":null,"android":{"notification":{"title":{"a":1}}}}',
  '{"aps":{"alert":{"body":"\\ud800"}}}',
  '{"aps":{"alert":{"body":"a\\u0000b"}}}',
);

// --- toast launch -----------------------------------------------------------------------------

const xmlText = text.map((value) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\r', '&#13;'),
);
const launchName = fc.oneof(
  { weight: 4, arbitrary: parameterName },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'xmlns',
      'a:b',
      '#text',
      'type',
      'more',
      'extras',
      'launch',
    ),
  },
);

/** The XML a toast's `launch` attribute holds: `<extras><type/><more/></extras>`, or the bare sequence. */
export const launchXml: fc.Arbitrary<string> = fc
  .record({
    wrapped: fc.boolean(),
    root: fc.constantFrom('extras', 'extras', 'x', '__proto__'),
    type: fc.option(fc.oneof(notificationType, xmlText), { nil: undefined }),
    more: fc.option(fc.array(fc.tuple(launchName, fc.oneof(xmlText, fc.constant('<a>x</a>'))), { maxLength: 5 }), {
      nil: undefined,
    }),
    declaration: fc.boolean(),
    padding: fc.constantFrom('', ' ', '\n', ' <!-- c --> '),
  })
  .map(({ wrapped, root, type, more, declaration, padding }) => {
    let body = type === undefined ? '' : `<type>${type}</type>`;
    if (more !== undefined)
      body += `<more>${more.map(([name, value]) => `<${name}>${value}</${name}>`).join(padding)}</more>`;
    const xml = wrapped ? `<${root}>${padding}${body}${padding}</${root}>` : body;
    return (declaration ? '<?xml version="1.0" encoding="utf-8"?>' : '') + xml;
  });

/** A well-formed toast around a `launch` attribute value (already escaped for the attribute). */
export const toastAround = (launchAttribute: string, message = 'Final: NE 24, NYJ 17'): string =>
  `<toast launch="${launchAttribute}"><visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false"><text>${message}</text><image/></binding></visual></toast>`;

/**
 * Mutated inputs: valid seeds (spec examples, encoder outputs, generated well-formed inputs) with
 * byte/char mutations applied: insert, delete, duplicate a span, swap spans, inject hostile
 * tokens (`\u0000`, `%`, `__proto__`, `constructor`, NBSP, lone surrogates, XML specials),
 * wrap a region in deep nesting, repeat a span many times. And the object-level counterparts:
 * own `__proto__` keys, cycles, deep nesting, values JSON has no form for.
 */
import fc from 'fast-check';

/** Tokens a mutation injects: what tends to break parsers, decoders and routers. */
const HOSTILE_TOKENS = [
  '\u0000',
  '%',
  '%2',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%25',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'polluted',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\uffff',
  '😀',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  ':',
  '"',
  "'",
  '\\',
  '\\u0000',
  '\\ud800',
  '$',
  '$or',
  '$in',
  '$query',
  '$takeLast',
  '<',
  '>',
  '/>',
  '</',
  '&',
  '&amp;',
  '&#0;',
  '&#x110000;',
  '&#99999999;',
  '&lt;',
  '&unknown;',
  ']]>',
  '<![CDATA[',
  '<!DOCTYPE a [<!ENTITY x "y">]>',
  '<!-- -->',
  '<?xml version="1.0"?>',
  '=',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '-1',
  '1e309',
  '9007199254740993',
  'null',
  'true',
  '',
];

/** Opener/closer pairs a nesting mutation wraps around a region. */
const NESTERS: readonly (readonly [string, string])[] = [
  ['{', '}'],
  ['(', ')'],
  ['a{', '}'],
  ['a(', ')'],
  ['a.', ''],
  ['[', ']'],
  ['{"a":', '}'],
  ['{"$or":[', ']}'],
  ['{"$query":', '}'],
  ['{"a":{"$query":', '}}'],
  ['<a>', '</a>'],
  ['&lt;a&gt;', '&lt;/a&gt;'],
];

export type Mutation =
  | { readonly kind: 'insert'; readonly at: number; readonly token: string }
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | { readonly kind: 'duplicate'; readonly at: number; readonly length: number; readonly times: number }
  | { readonly kind: 'swap'; readonly at: number; readonly other: number; readonly length: number }
  | { readonly kind: 'replace'; readonly at: number; readonly char: string }
  | {
      readonly kind: 'nest';
      readonly at: number;
      readonly length: number;
      readonly pair: number;
      readonly depth: number;
    }
  | { readonly kind: 'repeat'; readonly at: number; readonly token: string; readonly times: number };

const position = fc.nat({ max: 1 << 16 });
const token = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TOKENS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: position, token }),
  fc.record({ kind: fc.constant('delete' as const), at: position, length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    at: position,
    length: fc.integer({ min: 1, max: 24 }),
    times: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 120 })),
  }),
  fc.record({
    kind: fc.constant('swap' as const),
    at: position,
    other: position,
    length: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({
    kind: fc.constant('replace' as const),
    at: position,
    char: fc.oneof(
      fc.constantFrom(...HOSTILE_TOKENS.filter((t) => t.length === 1)),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
  }),
  fc.record({
    kind: fc.constant('nest' as const),
    at: position,
    length: fc.nat({ max: 16 }),
    pair: fc.nat({ max: NESTERS.length - 1 }),
    depth: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(31, 32, 33, 64, 500, 3000)),
  }),
  fc.record({
    kind: fc.constant('repeat' as const),
    at: position,
    token,
    times: fc.oneof(fc.integer({ min: 2, max: 50 }), fc.constantFrom(500, 2000)),
  }),
);

/** Applies one mutation; positions wrap around the text's length. */
function applyMutation(text: string, change: Mutation): string {
  const at = change.at % (text.length + 1);
  switch (change.kind) {
    case 'insert':
      return text.slice(0, at) + change.token + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + change.length);
    case 'duplicate': {
      const span = text.slice(at, at + change.length);
      return text.slice(0, at) + span.repeat(change.times + 1) + text.slice(at + change.length);
    }
    case 'swap': {
      const other = change.other % (text.length + 1);
      const [first, second] = at <= other ? [at, other] : [other, at];
      const length = Math.min(change.length, second - first);
      if (length === 0) return text;
      const a = text.slice(first, first + length);
      const b = text.slice(second, second + length);
      return text.slice(0, first) + b + text.slice(first + length, second) + a + text.slice(second + b.length);
    }
    case 'replace':
      return text.slice(0, at) + change.char + text.slice(at + 1);
    case 'nest': {
      const [open, close] = NESTERS[change.pair] as readonly [string, string];
      const region = text.slice(at, at + change.length);
      return (
        text.slice(0, at) +
        open.repeat(change.depth) +
        region +
        close.repeat(change.depth) +
        text.slice(at + change.length)
      );
    }
    case 'repeat':
      return text.slice(0, at) + change.token.repeat(change.times) + text.slice(at);
  }
}

/** Seeds with one to four mutations applied. */
export const mutated = (seeds: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(seeds, fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([seed, changes]) => changes.reduce(applyMutation, seed));

/** Object-level changes of a parsed value. */
export type ObjectChange =
  | { readonly kind: 'own-key'; readonly key: string; readonly value: unknown; readonly pick: number }
  | { readonly kind: 'cycle'; readonly pick: number }
  | {
      readonly kind: 'deep';
      readonly key: string;
      readonly depth: number;
      readonly pick: number;
      readonly array: boolean;
    }
  | { readonly kind: 'wide'; readonly pick: number; readonly count: number };

const oddValue = fc.oneof(
  fc.constantFrom<unknown>(
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -0,
    Number.MAX_VALUE,
    new Date(Number.NaN),
    new Date(0),
    '',
    '\u0000',
    [],
    {},
    { polluted: 'yes' },
    { __proto__: null },
    10n,
    Symbol('s'),
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

const objectChange: fc.Arbitrary<ObjectChange> = fc.oneof(
  fc.record({
    kind: fc.constant('own-key' as const),
    key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'polluted', '$query', '$in', ''),
    value: oddValue,
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('cycle' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('deep' as const),
    key: fc.constantFrom('a', '$or', '$and', '$query', 'more', 'aps', '__proto__'),
    depth: fc.constantFrom(8, 33, 100, 2000, 20000),
    pick: fc.nat(),
    array: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('wide' as const), pick: fc.nat(), count: fc.constantFrom(10, 1000) }),
);

/** Every object and array inside a value, parents first. */
function containers(value: unknown, found: object[] = [], depth = 0): object[] {
  if (value === null || typeof value !== 'object' || depth > 20 || found.includes(value)) return found;
  found.push(value);
  for (const item of Object.values(value)) containers(item, found, depth + 1);
  return found;
}

/** Applies changes to a structured copy of `value`; the result may be cyclic or hostile. */
function applyObjectChanges(value: unknown, changes: readonly ObjectChange[]): unknown {
  const root = structuredClone(value);
  for (const change of changes) {
    const targets = containers(root);
    if (targets.length === 0) return root;
    const target = targets[change.pick % targets.length] as Record<string, unknown>;
    const key = Array.isArray(target) ? String(target.length) : undefined;
    switch (change.kind) {
      case 'own-key':
        Object.defineProperty(target, key ?? change.key, {
          value: change.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        break;
      case 'cycle':
        Object.defineProperty(target, key ?? 'cycle', {
          value: root,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        break;
      case 'deep': {
        let nested: unknown = { leaf: 1 };
        for (let level = 0; level < change.depth; level++) nested = change.array ? [nested] : { [change.key]: nested };
        // fast-check prints values recursively: a short description keeps its stack whole.
        const description = `${change.array ? '[' : `{${change.key}:`}…${change.depth} levels…}`;
        Object.defineProperty(nested, fc.toStringMethod, { value: () => description });
        Object.defineProperty(target, key ?? change.key, {
          value: nested,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        break;
      }
      case 'wide':
        for (let index = 0; index < change.count; index++) target[Array.isArray(target) ? index : `k${index}`] = index;
        break;
    }
  }
  return root;
}

/** Values with zero to three object-level changes applied. */
export const objectMutated = (values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(values, fc.array(objectChange, { maxLength: 3 }))
    .map(([value, changes]) => (changes.length === 0 ? value : applyObjectChanges(value, changes)));

/** JSON text parsed when it is JSON (own `__proto__` keys stay own keys, as from the wire). */
export const parsedOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

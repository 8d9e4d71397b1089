/** The fields of a notification, read and checked alike by every encoder and decoder. */
import type { HuddleError } from '../../errors/huddle-error.js';
import { describeKind, isRecord } from '../../untyped-values.js';
import type { DecodeProblem, ReceivedExtras } from '../payload.js';
import { textProblem } from './text.js';

/** Builds the error for a field: `DecodeError` when decoding, `EncodeError` when encoding. */
export type Fail = (field: string, reason: string) => HuddleError;

const expected = (fail: Fail, field: string, what: string, value: unknown) =>
  fail(field, `expected ${what}, found ${describeKind(value)}`);

/** An object field. */
export function record(value: unknown, field: string, fail: Fail): Readonly<Record<string, unknown>> {
  if (!isRecord(value)) throw expected(fail, field, 'an object', value);
  return value;
}

/** Why a value is not a required text field's, or `null` when it is: missing, not a string, or not carried by every platform. */
function textReason(value: unknown): string | null {
  if (value == null) return 'missing';
  if (typeof value !== 'string') return `expected a string, found ${describeKind(value)}`;
  return textProblem(value);
}

/** A required text field, holding only what every platform can carry. */
export function text(value: unknown, field: string, fail: Fail): string {
  const reason = textReason(value);
  if (reason !== null) throw fail(field, reason);
  return value as string;
}

/** An optional text field: absent, `null` and `''` are all `null`. */
export const optionalText = (value: unknown, field: string, fail: Fail): string | null =>
  value == null || value === '' ? null : text(value, field, fail);

/** Parses JSON text, failing at `field`. */
export function parseJson(json: string, field: string, fail: Fail): unknown {
  try {
    return JSON.parse(json);
  } catch (error) {
    // V8 quotes the input as it is ("{\n…"): quoted again as JSON, the quote closes on its line.
    const reason = (error as Error).message.replace(/"([\s\S]*)"/, (_, excerpt: string) => JSON.stringify(excerpt));
    throw fail(field, `malformed JSON (${reason})`);
  }
}

// One rule for every codec, encoding and decoding: a name toast can write as an element (ASCII
// letters, digits, `_`, `.` and `-`, not starting with a digit, `.`, `-` or `xml`), so that what one
// platform carries every other can. A name Object.prototype has (`__proto__`, `constructor`,
// `toString`, …) or `prototype` would reach or shadow an object's machinery, and is refused too.
const PARAMETER_NAME = /^(?!xml)[A-Za-z_][\w.-]*$/i;

/** Why a parameter name (a key of `extras.more`) cannot travel, or `null` when it can. */
export const parameterNameProblem = (name: string): string | null =>
  name in Object.prototype || name === 'prototype'
    ? 'a reserved name'
    : PARAMETER_NAME.test(name)
      ? null
      : `not a parameter name: does not match ${PARAMETER_NAME}`;

/**
 * The parameters of extras (`extras.more`): `null` when absent, else each held to
 * `parameterNameProblem` and read as text; when decoding (`textOnly` false), a safe integer is
 * read as its decimal text (a sender that writes `gameId: 42` means the id `'42'`) and booleans and
 * null are kept. Any other number is refused: a fraction would not read back as written, and an
 * integer past 2^53 has already been rounded by `JSON.parse`.
 */
function parametersOf(
  more: unknown,
  field: string,
  fail: Fail,
  textOnly: boolean,
): Readonly<Record<string, string | boolean | null>> | null {
  if (more == null) return null;
  const parameters: Record<string, string | boolean | null> = {};
  const given = record(more, field, fail);
  for (const name of Object.keys(given)) {
    const parameter = given[name];
    const path = `${field}.${name}`;
    const problem = parameterNameProblem(name);
    if (problem !== null) throw fail(path, problem);
    if (typeof parameter === 'string') parameters[name] = text(parameter, path, fail);
    else if (textOnly) throw expected(fail, path, 'a string', parameter);
    else if (typeof parameter === 'number') {
      if (!Number.isSafeInteger(parameter)) throw fail(path, 'not a safe integer (send it as text)');
      parameters[name] = `${parameter}`;
    } else if (parameter === null || typeof parameter === 'boolean') parameters[name] = parameter;
    else throw expected(fail, path, 'a string, integer, boolean or null', parameter);
  }
  return parameters;
}

/** Extras given as an object or as JSON text (FCM data), as an object. */
const extrasObject = (value: unknown, field: string, fail: Fail) =>
  record(typeof value === 'string' ? parseJson(value, field, fail) : value, field, fail);

/**
 * The extras a sender writes: `null` when absent, else a type (text, required) and parameters
 * (`null` when absent, see {@link parametersOf}), given as an object or as JSON text.
 */
export function extras(value: unknown, field: string, fail: Fail, textOnly: boolean): ReceivedExtras | null {
  if (value == null) return null;
  const { type, more } = extrasObject(value, field, fail);
  const checkedType = text(type, `${field}.type`, fail);
  return { type: checkedType, more: parametersOf(more, `${field}.more`, fail, textOnly) };
}

/** Extras as a device reads them, and what it read past to keep the push. */
export interface ReadExtras {
  readonly extras: ReceivedExtras | null;
  readonly problems: readonly DecodeProblem[];
}

/** No extras, and nothing read past. */
export const noExtras: ReadExtras = { extras: null, problems: [] };

/**
 * The extras as a decoder reads them: as {@link extras} reads them, except that a `type` that is
 * missing, `null` or not text does not cost the push its message ("`message` is always provided;
 * the default client behavior is to display the message and link to the app home screen"): the
 * extras are read as absent, so the push leads home, and the problem is named at `{field}.type`.
 * Extras that are not an object, and parameters that cannot travel, still throw.
 */
export function receivedExtras(value: unknown, field: string, fail: Fail, textOnly: boolean): ReadExtras {
  if (value == null) return noExtras;
  const given = extrasObject(value, field, fail);
  const reason = textReason(given.type);
  if (reason !== null) return { extras: null, problems: [{ field: `${field}.type`, reason }] };
  return { extras: extras(given, field, fail, textOnly), problems: [] };
}

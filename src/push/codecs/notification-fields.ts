/** The fields of a notification, read and checked alike by every encoder and decoder. */
import type { HuddleError } from '../../errors/huddle-error.js';
import { describeKind, isRecord } from '../../value-shapes.js';
import type { ReceivedExtras } from '../payload.js';
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

/** A required text field, holding only what every platform can carry. */
export function text(value: unknown, field: string, fail: Fail): string {
  if (value == null) throw fail(field, 'missing');
  if (typeof value !== 'string') throw expected(fail, field, 'a string', value);
  const problem = textProblem(value);
  if (problem !== null) throw fail(field, problem);
  return value;
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
 * The extras: `null` when absent, else a type (text) and parameters (`null` when absent), given
 * as an object or as JSON text (FCM data), their names held to `parameterNameProblem`. Parameters
 * are text; when decoding, a safe integer is read as its decimal text (a sender that writes
 * `gameId: 42` means the id `'42'`) and booleans and null are kept. Any other number is refused:
 * a fraction would not read back as written, and an integer past 2^53 has already been rounded
 * by `JSON.parse`.
 */
export function extras(value: unknown, field: string, fail: Fail, textOnly: boolean): ReceivedExtras | null {
  if (value == null) return null;
  const { type, more } = record(typeof value === 'string' ? parseJson(value, field, fail) : value, field, fail);
  const checkedType = text(type, `${field}.type`, fail);
  if (more == null) return { type: checkedType, more: null };
  const parameters: Record<string, string | boolean | null> = {};
  const given = record(more, `${field}.more`, fail);
  for (const name of Object.keys(given)) {
    const parameter = given[name];
    const path = `${field}.more.${name}`;
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
  return { type: checkedType, more: parameters };
}

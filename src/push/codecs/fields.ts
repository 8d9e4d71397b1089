/** The fields of a notification, read and checked alike by every encoder and decoder. */
import type { HuddleError } from '../../errors/huddle-error.js';
import { describeKind, isRecord } from '../../values.js';
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
    throw fail(field, `malformed JSON (${(error as Error).message})`);
  }
}

// A name Object.prototype has (`__proto__`, `constructor`, `toString`, …) or `prototype` would
// reach or shadow an object's machinery; XML parsers refuse or rename some of them, so every
// codec refuses all of them alike.
const isReservedName = (name: string) => name in Object.prototype || name === 'prototype';

/**
 * The extras: `null` when absent, else a type (text) and parameters (`null` when absent), given
 * as an object or as JSON text (FCM data). Parameters are text, or when decoding also numbers,
 * booleans or null; `nameProblem` adds a platform's rule for their names.
 */
export function extras(
  value: unknown,
  field: string,
  fail: Fail,
  textOnly: boolean,
  nameProblem?: (name: string) => string | null,
): ReceivedExtras | null {
  if (value == null) return null;
  const { type, more } = record(typeof value === 'string' ? parseJson(value, field, fail) : value, field, fail);
  const checkedType = text(type, `${field}.type`, fail);
  if (more == null) return { type: checkedType, more: null };
  const parameters: Record<string, string | number | boolean | null> = {};
  const given = record(more, `${field}.more`, fail);
  for (const name of Object.keys(given)) {
    const parameter = given[name];
    const path = `${field}.more.${name}`;
    const problem = isReservedName(name) ? 'a reserved name' : nameProblem?.(name);
    if (problem != null) throw fail(path, problem);
    if (typeof parameter === 'string') parameters[name] = text(parameter, path, fail);
    else if (!textOnly && (parameter === null || typeof parameter === 'number' || typeof parameter === 'boolean')) {
      parameters[name] = parameter;
    } else throw expected(fail, path, textOnly ? 'a string' : 'a string, number, boolean or null', parameter);
  }
  return { type: checkedType, more: parameters };
}

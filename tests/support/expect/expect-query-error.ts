/** Assertions on huddle's typed query errors, in place of try/catch blocks in tests. */
import { expect } from 'vitest';

type ErrorClass = abstract new (...args: never[]) => Error;

/** The class an error must be, and optionally members it must have (`path`, `reason`, `position`…). */
export type ExpectedQueryError = ErrorClass | { readonly type: ErrorClass; readonly [member: string]: unknown };

function check(error: unknown, expected: ExpectedQueryError): void {
  const { type, ...members } = typeof expected === 'function' ? { type: expected } : expected;
  expect(error, String(error)).toBeInstanceOf(type);
  if (Object.keys(members).length > 0) expect(error).toMatchObject(members);
}

/** Runs `run`, which must throw the error described by `expected`; returns that error. */
export function expectQueryError<E extends Error = Error>(run: () => unknown, expected: ExpectedQueryError): E {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    check(error, expected);
    return error as E;
  }
  throw new Error(`expected ${run.toString()} to throw, it returned ${String(result)}`);
}

/**
 * Runs `run`, which may return or throw, as a property over any input says: what it throws must
 * be the error described by `expected`. Returns what `run` returned, or `undefined` if it threw.
 */
export function resultOrQueryError<T>(run: () => T, expected: ExpectedQueryError): T | undefined {
  try {
    return run();
  } catch (error) {
    check(error, expected);
    return undefined;
  }
}

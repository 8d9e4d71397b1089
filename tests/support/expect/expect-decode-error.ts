/** Assertions about push decoders: what they throw, instead of a try/catch in every test. */
import { expect } from 'vitest';
import { DecodeError } from '../../../src/push/errors/decode-error.ts';
import { thrown } from './thrown.ts';

/** What the DecodeError must hold; each member compared as `toMatchObject` does (matchers welcome). */
export interface ExpectedDecodeError {
  readonly platform?: unknown;
  readonly field?: unknown;
  readonly reason?: unknown;
}

/**
 * Asserts that `run` throws a `DecodeError` matching `expected`, and returns it. Fails the test
 * when `run` returns, or throws anything else.
 */
export function expectDecodeError(run: () => unknown, expected: ExpectedDecodeError = {}): DecodeError {
  const error = thrown(run);
  expect(error).toBeInstanceOf(DecodeError);
  expect(error).toMatchObject(expected);
  return error as DecodeError;
}

/**
 * Asserts that `run` either returns or throws a `DecodeError` (what a decoder may do with any
 * input); returns the result, or `undefined` when it threw.
 */
export function expectResultOrDecodeError<Result>(run: () => Result): Result | undefined {
  try {
    return run();
  } catch (error) {
    expect(error).toBeInstanceOf(DecodeError);
    return undefined;
  }
}

import { hasBrand } from './brand.js';
import type { HuddleErrorCode } from './codes.js';

/**
 * The base class of every error huddle throws, so one `instanceof` catches them all. Abstract:
 * each error is of a subclass, and each subclass names its {@link HuddleError.code}.
 */
export abstract class HuddleError extends Error {
  override name = 'HuddleError';
  /** What went wrong, as a stable string to switch on (`ERR_HTTP`, `ERR_TIMEOUT`, …). */
  abstract readonly code: HuddleErrorCode;
}
// brand(HuddleError, 'error') written out: huddle/push loads this module and no other of
// errors/, and every byte of it counts.
(HuddleError.prototype as unknown as Record<symbol, boolean>)[Symbol.for('huddle.error')] = true;

/**
 * Whether `value` is an error huddle threw. Unlike `instanceof HuddleError`, it also recognises
 * an error from the other build of huddle when an app loads both the ESM and the CommonJS one.
 *
 * @example
 * try {
 *   await client.games.list();
 * } catch (error) {
 *   if (isHuddleError(error)) console.warn(error.code, error.message);
 *   else throw error;
 * }
 */
export function isHuddleError(value: unknown): value is HuddleError {
  return value instanceof HuddleError || hasBrand(value, 'error');
}

import { hasBrand } from './brand.js';

/** The base class of every error huddle throws, so one `instanceof` catches them all. */
export class HuddleError extends Error {
  override name = 'HuddleError';
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
 *   if (isHuddleError(error)) console.warn(error.name, error.message);
 *   else throw error;
 * }
 */
export function isHuddleError(value: unknown): value is HuddleError {
  return value instanceof HuddleError || hasBrand(value, 'error');
}

/** The failure of everything that reads toast XML: a `DecodeError` of the toast platform. */
import { DecodeError } from '../errors/decode-error.js';

/** The `DecodeError` of the toast decoder at `field`. */
export const fail = (field: string, reason: string): DecodeError => new DecodeError('toast', field, reason);

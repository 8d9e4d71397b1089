/**
 * The record factories (`factories.ts`, `mock.make.games({ … })`) and the error a contradicted
 * override throws.
 */

export { MockRecordError } from '../errors/mock-record-error.js';
export { createFactories, type DeepPartial, type RecordFactories } from './factories.js';

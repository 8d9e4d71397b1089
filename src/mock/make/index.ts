/**
 * The record factories (`factories.ts`, `mock.make.games({ … })`) and the error a contradicted
 * override throws.
 */
export { createFactories, type DeepPartial, type Factories, type RecordFactories } from './factories.js';
export { MockRecordError } from './mock-record-error.js';

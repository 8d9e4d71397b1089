export * from './common.js';
export * from './content.js';
export * from './game.js';
export * from './job.js';
export * from './media.js';
export * from './people.js';
// ./types.js carries the generated map of the same name; the complete one over the table is the model's.
export type { RecordTypes } from './record-types.js';
export * from './resources.js';
export * from './stats.js';
export * from './team.js';
export * from './timestamp.js';
export type * from './types.js';

export * from './common.js';
export * from './content.js';
export * from './game.js';
export * from './job.js';
export * from './media.js';
export * from './people.js';
// Both ./resources.js and ./types.js carry a RecordTypes (the generated map, and the complete one
// over the table that wraps it): the complete one is the model's.
export type { RecordTypes } from './resources.js';
export * from './resources.js';
export * from './stats.js';
export * from './team.js';
export * from './timestamp.js';
export type * from './types.js';

/**
 * The complete record type of each resource, apart from the schemas: this module imports no zod,
 * so the declarations of `huddle`, `huddle/query` and the rest reach none
 * (tests/declarations/no-zod.test.ts).
 */
import type { ResourceName } from '../resources/resource-table.js';
import type { RecordTypes as GeneratedRecordTypes } from './records.generated.js';

/**
 * The complete record type of each resource of the table: the interfaces `npm run generate`
 * writes from the schemas of `resourceSchemas` (records.generated.ts), which tests/model/record-types.test-d.ts
 * holds equal to `Complete<z.output<schema>>`. Plain interfaces, so that an app's compiler reads
 * them rather than infer them from zod's types on every compile (issue 38).
 */
export interface RecordTypes extends GeneratedRecordTypes, NotYetGenerated {}

/**
 * The resources of the table that records.generated.ts does not have yet: none once
 * `npm run generate` has run. Until then each reads as `never`, so that a new row gives the
 * one error below rather than one at every `RecordTypes[Name]` of the client, the mock and
 * `huddle/tanstack`.
 */
type NotYetGenerated = { [Name in Exclude<ResourceName, keyof GeneratedRecordTypes>]: never };

/** Compiles only when records.generated.ts has every resource of the table. */
type StaleWhenNotNever<Missing> = [Missing] extends [never] ? true : { readonly 'run npm run generate': Missing };
const recordTypesGenerated: StaleWhenNotNever<keyof NotYetGenerated> = true;
void recordTypesGenerated;

/** The shape of the generated, zod-free facts about each resource. */
import type { ResourceName, SubQueryDefinition } from '../resources.js';
import type { FieldTree } from './field-tree.js';

/** What the query side knows of one resource. */
export interface ResourceQueryFact {
  /** Fields returned when `fs` is omitted, where the spec gives them; `null`: whole records. */
  readonly defaultFields: readonly string[] | null;
  /** Embedded lists `s` can filter, and where their filter goes. */
  readonly subQueries: readonly SubQueryDefinition[];
  /** Every field of the resource's model. */
  readonly fields: FieldTree;
}

/** The facts of every resource of the table. */
export type ResourceQueryFacts = { readonly [Name in ResourceName]: ResourceQueryFact };

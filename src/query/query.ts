/** `query()`: a standalone builder, checked against the generated, zod-free facts of the model. */
import { HuddleError } from '../errors/huddle-error.js';
import type { ResourceName, SubQueryDefinition } from '../resources.js';
import { QueryBuilder } from './builder.js';
import { emptyQuery } from './nodes.js';
import { resourceFacts } from './resource-fields.generated.js';
import type { CollectionOf, DefaultResult, RecordTypes } from './types.js';

/** Every sub-collection filter the spec shows, for loose builders. */
const everySubQuery = (): SubQueryDefinition[] => Object.values(resourceFacts).flatMap((facts) => facts.subQueries);

/**
 * Starts a query for a resource of the service. Paths, masks, values and the result type are
 * checked against the resource's model: at compile time in TypeScript, and at run time for
 * untyped callers.
 *
 * @example
 * query('games')
 *   .select({ id: true, homeTeam: { abbr: true } })
 *   .where('week.season', 2024)
 *   .where('homeTeam.abbr', '$in', ['NE', 'KC'])
 *   .sort('gameTime', 'desc')
 *   .take(10)
 *   .toParams() // { fs: 'id,homeTeam{abbr}', s: '{"$query":{…},"$sort":{"gameTime":-1},"$take":10}' }
 */
export function query<Name extends ResourceName>(
  resource: Name,
): QueryBuilder<RecordTypes[Name], null, DefaultResult<Name>, CollectionOf<Name>>;
/** Starts a loose query, for any resource: paths are checked for syntax only. */
export function query(): QueryBuilder;
export function query(resource?: string): unknown {
  const tree = { selection: null, query: emptyQuery };
  if (resource === undefined)
    return new QueryBuilder({ resource: null, facts: { fields: null, subQueries: everySubQuery() }, tree });
  if (!Object.hasOwn(resourceFacts, resource)) {
    throw new HuddleError(`Unknown resource "${resource}"; the service has ${Object.keys(resourceFacts).join(', ')}`);
  }
  return new QueryBuilder({ resource: resource as ResourceName, facts: resourceFacts[resource as ResourceName], tree });
}

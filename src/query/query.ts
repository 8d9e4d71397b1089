/** `query()`: a standalone builder, checked against the resource table and its field trees. */
import { ArgumentError } from '../errors/argument-error.js';
import { fieldTrees } from '../resources/field-trees.generated.js';
import { type ResourceName, resourceNames, resources, type SubQueryRow } from '../resources/table.js';
import { QueryBuilder } from './builder.js';
import { emptyQuery } from './nodes.js';
import type { QueryRecord } from './records.js';
import type { CollectionOf, DefaultOf } from './types.js';

/** Every sub-collection filter the spec shows, for loose builders. */
const everySubQuery = (): SubQueryRow[] =>
  resourceNames.flatMap((name): readonly SubQueryRow[] => resources[name].subQueries);

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
): QueryBuilder<QueryRecord<Name>, null, DefaultOf<Name>, CollectionOf<Name>>;
/** Starts a loose query, for any resource: paths are checked for syntax only. */
export function query(): QueryBuilder;
export function query(resource?: string): unknown {
  const tree = { selection: null, query: emptyQuery };
  if (resource === undefined)
    return new QueryBuilder({ resource: null, facts: { fields: null, subQueries: everySubQuery() }, tree });
  if (!Object.hasOwn(resources, resource)) {
    throw new ArgumentError('resource', `Unknown resource "${resource}"; the service has ${resourceNames.join(', ')}`);
  }
  const name = resource as ResourceName;
  return new QueryBuilder({
    resource: name,
    facts: { subQueries: resources[name].subQueries, fields: fieldTrees[name] },
    tree,
  });
}

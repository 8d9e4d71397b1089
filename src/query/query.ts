/** `query()`: a standalone builder, checked against the resource table and its field trees. */
import { ArgumentError } from '../errors/argument-error.js';
import { fieldTreeNames, fieldTreeOf } from '../resources/field-trees.js';
import type { ResourceName } from '../resources/resource-table.js';
import { type SubQueryRow, subQueriesOf, subQueryTable } from '../resources/sub-queries.js';
import { QueryBuilder } from './builder.js';
import { emptyQuery } from './nodes.js';
import type { QueryRecord } from './records.js';
import type { CollectionOf, DefaultOf } from './types.js';

/** Every sub-collection filter the spec shows, for loose builders. */
const everySubQuery = (): SubQueryRow[] => Object.values(subQueryTable).flat();

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
  const names: readonly string[] = fieldTreeNames();
  if (!names.includes(resource)) {
    throw new ArgumentError('resource', `Unknown resource "${resource}"; the service has ${names.join(', ')}`);
  }
  const name = resource as ResourceName;
  return new QueryBuilder({
    resource: name,
    facts: { subQueries: subQueriesOf(name), fields: fieldTreeOf(name) },
    tree,
  });
}

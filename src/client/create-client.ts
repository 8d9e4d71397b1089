/** `createClient`: one typed client per endpoint of the service, derived from the resource table. */
import { HuddleError } from '../errors/huddle-error.js';
import { type ResourceName, resourceNames } from '../resources.js';
import type { ClientOptions } from './options.js';
import { type ResourceQuery, type ResourceRuntime, resourceQuery } from './resource-query.js';
import { Transport } from './transport.js';

/** A client: one query builder per resource of the service (`client.games`, `client.teams`, …). */
export type HuddleClient = { readonly [Name in ResourceName]: ResourceQuery<Name> };

function baseUrlOf(value: string | URL): URL {
  try {
    return new URL(value);
  } catch {
    throw new HuddleError(`baseUrl must be an absolute URL, found ${JSON.stringify(String(value))}`);
  }
}

/**
 * Creates a client of the service.
 *
 * @example
 * const client = createClient({ baseUrl: 'https://api.example.com' });
 * const { data } = await client.games.select({ id: true, homeTeam: { abbr: true } }).where('week.season', 2024).take(10).list();
 * for await (const game of client.games.where('week.season', 2024).all()) console.log(game.id);
 */
export function createClient(options: ClientOptions): HuddleClient {
  if (options.authenticate === 'all' && options.token === undefined) {
    throw new HuddleError("authenticate: 'all' needs a token");
  }
  const runtime: ResourceRuntime = {
    transport: new Transport(options),
    baseUrl: baseUrlOf(options.baseUrl),
    validate: options.validate ?? 'full',
  };
  return Object.freeze(
    Object.fromEntries(resourceNames.map((name) => [name, resourceQuery(name, runtime)])) as HuddleClient,
  );
}

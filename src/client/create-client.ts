/** `createClient`: one typed client per endpoint of the service, derived from the resource table. */

import { nameHint } from '../did-you-mean.js';
import { ArgumentError } from '../errors/argument-error.js';
import { type ResourceName, resourceNames } from '../resources/resource-table.js';
import { checkBaseUrl } from './base-url.js';
import { type ClientOptions, clientOptionNames } from './options.js';
import { PushClient } from './push-client.js';
import { type ClientContext, type ResourceQuery, resourceQuery } from './resource-query.js';
import { Transport } from './transport.js';

/**
 * A client: one query builder per resource of the service (`client.games`, `client.teams`, …),
 * and the push interface (`client.push`).
 */
export type HuddleClient = { readonly [Name in ResourceName]: ResourceQuery<Name> } & { readonly push: PushClient };

/**
 * Creates a client of the service.
 *
 * @throws {@link ArgumentError} without options (there is no default `baseUrl`), for an option
 * it cannot use, or for one it does not have (naming the closest it has: `baseURL`, did you mean
 * `baseUrl`?).
 *
 * @example
 * const client = createClient({ baseUrl: 'https://api.example.com' });
 * const { data } = await client.games.select({ id: true, homeTeam: { abbr: true } }).where('week.season', 2024).take(10).list();
 * for await (const game of client.games.where('week.season', 2024).all()) console.log(game.id);
 */
export function createClient(options: ClientOptions): HuddleClient {
  // From untyped code: the service has no address to fall back to, so name what is needed.
  if (typeof options !== 'object' || options === null) {
    throw new ArgumentError(
      'options',
      "createClient needs its options, at least the service's baseUrl: createClient({ baseUrl: 'https://…' })",
    );
  }
  const unknown = Object.keys(options).find((name) => !clientOptionNames.includes(name));
  if (unknown !== undefined) {
    const hint = nameHint(unknown, clientOptionNames, 'its options are');
    throw new ArgumentError(unknown, `createClient has no option ${JSON.stringify(unknown)}: ${hint}`);
  }
  if (options.authenticate === 'all' && options.token === undefined) {
    throw new ArgumentError('authenticate', "authenticate: 'all' needs a token: pass `token` to createClient");
  }
  const transport = new Transport(options);
  const baseUrl = checkBaseUrl('baseUrl', options.baseUrl);
  const pushBaseUrl = options.pushBaseUrl === undefined ? baseUrl : checkBaseUrl('pushBaseUrl', options.pushBaseUrl);
  const context: ClientContext = { transport, baseUrl, validate: options.validate ?? 'full' };
  return Object.freeze({
    ...Object.fromEntries(resourceNames.map((name) => [name, resourceQuery(name, context)])),
    push: new PushClient(transport, pushBaseUrl, options.token !== undefined),
  }) as HuddleClient;
}

/** The push interface: setting the groups a device is subscribed to. */

import { ArgumentError } from '../errors/argument-error.js';
import { GroupNameError } from '../errors/group-name-error.js';
import { HttpError } from '../errors/http-error.js';
import { pathSegment } from '../errors/id-error.js';
import type { GroupName } from '../push/groups.js';
import { pushUrl } from '../resources/router.js';
import type { CallOptions } from './options.js';
import type { Transport } from './transport.js';

/** What {@link PushClient.setGroups} sends. */
export interface SetGroupsRequest extends CallOptions {
  /** The application's name on the service. */
  readonly appName: string;
  /** The device's identifier. */
  readonly deviceId: string;
  /**
   * Every group the device is to be subscribed to (an empty list unsubscribes it from all), each
   * a name of the catalog (`breakingNews`, `teamAlertScoringPlays_NE`): `groupName()` and
   * `parseGroup()` of huddle/push make one from a kind and a team, or check a string read from
   * elsewhere. Checked again at run time, for untyped callers.
   */
  readonly groups: readonly GroupName[];
}

export class PushClient {
  /** @internal */
  constructor(
    private readonly transport: Transport,
    private readonly baseUrl: string,
    private readonly hasToken: boolean,
  ) {
    Object.freeze(this);
  }

  /**
   * Sets a device's groups: `PUT /v1/push/{appName}/devices/{id}/groups` with the token. Names
   * are checked first, and nothing is sent when one is wrong or there is no token. Being
   * idempotent, it is retried like a GET.
   *
   * Only `202` is success. A redirect is not followed (a 303 would turn the PUT into a GET) and
   * fails with an {@link HttpError} of its 3xx status (status `0` in browsers, which hide it), as
   * does any 2xx other than 202.
   *
   * @throws {@link GroupNameError} for a bad or repeated group name, before sending.
   * @throws `IdError` for an appName or deviceId that is empty, `.`, `..` or holds a lone
   * surrogate, before sending.
   * @throws {@link BadRequestError} when the service answers 400; {@link HttpError} for any other status.
   */
  async setGroups({ appName, deviceId, groups, signal }: SetGroupsRequest): Promise<void> {
    if (!this.hasToken) throw new ArgumentError('token', 'setGroups needs a token: pass `token` to createClient');
    const app = pathSegment('appName', appName, 'setGroups');
    const device = pathSegment('deviceId', deviceId, 'setGroups');
    // The group catalog loads with the first call: most apps never make one from the client.
    const { parseGroup } = await import('../push/groups.js');
    const seen = new Set<string>();
    for (const group of groups) {
      parseGroup(group);
      if (seen.has(group)) throw new GroupNameError(group, 'listed twice');
      seen.add(group);
    }
    const url = pushUrl(this.baseUrl, app, device);
    const { status } = await this.transport.send({
      method: 'PUT',
      url,
      json: { groups: [...groups] },
      authenticated: true,
      badRequest: true,
      ...(signal ? { signal } : {}),
    });
    // The spec's only success is 202; another 2xx is not the service this client speaks to.
    if (status !== 202) throw new HttpError({ method: 'PUT', url }, { status });
  }
}

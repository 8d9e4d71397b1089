/**
 * The group-subscription call as it leaves the client, seen by a real `node:http` server on
 * 127.0.0.1: `PUT {base_url}/v1/push/{appName}/devices/{id}/groups` with the bearer token, the
 * JSON content type and `{"groups": […]}` holding exactly the list given; `202` without a body is
 * success and `400` without a body a typed error.
 */
import { describe, expect, it } from 'vitest';
import { BadRequestError, createClient, HttpError } from '../../../src/index.ts';
import type { GroupName } from '../../../src/push/index.ts';
import { cite } from '../support/cite.ts';
import { only, target, useWire } from './support/wire.ts';

const wire = useWire();
const TOKEN = 'access-token-0123456789';
const pushClient = (base = wire.base) => createClient({ baseUrl: base, token: TOKEN, retry: 0 }).push;

/** Every group name of the spec's table, copied by hand, the team groups for NE. */
const everyGroup: GroupName[] = [
  'breakingNews',
  'tuneInAlertDraft',
  'tuneInAlertLiveGame',
  'tuneInAlertLiveProgramming',
  'teamAlertScoringPlays_NE',
  'teamAlertNews_NE',
  'teamAlertGameStart_NE',
  'teamAlertGameEnd_NE',
  'trendingNews',
  'teamAlertInjury_NE',
  'relationalAlertGameDiff_NE',
  'relationalAlertGameOvertimeNE',
  'closeGameCarrier',
];

describe('PUT {base_url}/v1/push/{appName}/devices/{id}/groups', () => {
  it(
    cite('Update push notification preferences', '`PUT {base_url}/v1/push/{appName}/devices/{id}/groups`'),
    async () => {
      await pushClient().setGroups({
        appName: 'huddle-app',
        deviceId: 'device-42',
        groups: ['breakingNews', 'teamAlertGameEnd_NE'],
      });
      const { method, url } = only(wire.arrived);
      expect(method).toBe('PUT');
      expect(url).toBe('/v1/push/huddle-app/devices/device-42/groups');
    },
  );

  it(
    cite(
      'Update push notification preferences',
      '| Header Authorization | yes | `Bearer <ACCESS_TOKEN>` | Access token for the call. |',
    ),
    async () => {
      await pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: [] });
      expect(only(wire.arrived).headers.authorization).toBe(`Bearer ${TOKEN}`);
    },
  );

  it(
    cite('Authentication', 'The group-subscription call requires the header `Authorization: Bearer <ACCESS_TOKEN>`.'),
    async () => {
      // With no token to send, the call is not made at all.
      const tokenless = createClient({ baseUrl: wire.base, retry: 0 }).push;
      await expect(tokenless.setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: [] })).rejects.toThrow(
        /token/,
      );
      expect(wire.arrived).toEqual([]);
    },
  );

  it(
    cite(
      'Update push notification preferences',
      '| Header Content-Type | yes | `application/json` | Announces the JSON body. |',
    ),
    async () => {
      await pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: ['trendingNews'] });
      expect(only(wire.arrived).headers['content-type']).toBe('application/json');
    },
  );

  it(
    cite(
      'Update push notification preferences',
      '| Body field groups | yes | list of strings | Groups the device is subscribed to (names under Events). |',
    ),
    async () => {
      await pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: everyGroup });
      const { body } = only(wire.arrived);
      expect(JSON.parse(body)).toEqual({ groups: everyGroup });
    },
  );

  it(
    cite('Update push notification preferences', 'The subscription is stated as the list sent in `groups`.'),
    async () => {
      const groups: GroupName[] = ['teamAlertNews_KC', 'breakingNews', 'relationalAlertGameOvertimeKC'];
      await pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups });
      await pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: [] });
      expect(wire.arrived.map(({ body }) => JSON.parse(body))).toEqual([{ groups }, { groups: [] }]);
    },
  );

  it(
    cite(
      'Device group subscription (push)',
      'A device is identified by a string `id` within an application identified by string `appName`.',
    ),
    async () => {
      await pushClient().setGroups({ appName: 'my app/β', deviceId: 'device 1/2?#%', groups: ['breakingNews'] });
      const { url } = only(wire.arrived);
      const segments = target(url).path.split('/').map(decodeURIComponent);
      expect(segments).toEqual(['', 'v1', 'push', 'my app/β', 'devices', 'device 1/2?#%', 'groups']);
    },
  );

  it(cite('Device group subscription (push)', 'Its subscription is a list of group names (see Events).'), async () => {
    await pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: everyGroup });
    expect(JSON.parse(only(wire.arrived).body).groups).toEqual(everyGroup);
  });

  it(cite('Versioning', 'The push path carries the version prefix `/v1`.'), async () => {
    await pushClient(`${wire.base}/api`).setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: [] });
    expect(only(wire.arrived).url).toBe('/api/v1/push/huddle-app/devices/device-42/groups');
  });

  it(
    cite(
      'What the service does',
      "Push interface: a client sets which notification groups a device is subscribed to (`PUT` on the device's groups path).",
    ),
    async () => {
      await pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: ['tuneInAlertLiveGame'] });
      const { method, url, body } = only(wire.arrived);
      expect([method, url, JSON.parse(body)]).toEqual([
        'PUT',
        '/v1/push/huddle-app/devices/device-42/groups',
        { groups: ['tuneInAlertLiveGame'] },
      ]);
    },
  );
});

describe('no maximum number of groups', () => {
  it(cite('Limits', 'maximum number of groups per device and maximum query length: not shown'), async () => {
    const teams = [
      'ARI',
      'ATL',
      'BAL',
      'BUF',
      'CAR',
      'CHI',
      'CIN',
      'CLE',
      'DAL',
      'DEN',
      'DET',
      'GB',
      'HOU',
      'IND',
      'JAX',
      'KC',
    ];
    const groups = teams
      .flatMap((abbr) => everyGroup.map((name) => name.replace(/NE$/, abbr) as GroupName))
      .filter((name, index, all) => all.indexOf(name) === index);
    await pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups });
    expect(JSON.parse(only(wire.arrived).body)).toEqual({ groups });
    expect(groups).toHaveLength(6 + 16 * 7);
  });
});

describe('answers', () => {
  it(
    cite('Update push notification preferences', 'Responses: `202` Accepted, no body; `400` Bad Request, no body.'),
    async () => {
      wire.answerWith((_request, response) => response.writeHead(202).end());
      await expect(
        pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: everyGroup }),
      ).resolves.toBeUndefined();
    },
  );

  it(cite('Errors', 'Group update: `400` with no body; `202` is the success code, also with no body.'), async () => {
    wire.answerWith((_request, response) => response.writeHead(400).end());
    const error = await pushClient()
      .setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: ['breakingNews'] })
      .then(
        () => null,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: 'ERR_BAD_REQUEST' });
    expect(wire.arrived).toHaveLength(1);
  });

  it(cite('Errors', '`202` is the success code'), async () => {
    // Success is 202: no other status stands for it.
    wire.answerWith((_request, response) => response.writeHead(200).end());
    await expect(
      pushClient().setGroups({ appName: 'huddle-app', deviceId: 'device-42', groups: [] }),
    ).rejects.toBeInstanceOf(HttpError);
  });
});

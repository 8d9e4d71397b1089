/**
 * What each resource client sends, seen by a real `node:http` server on 127.0.0.1 as it arrives:
 * `GET {base_url}/<resource>` with no version prefix and no body, the path shapes of the endpoint
 * table, and `fs` and `s` as the spec describes them, their decoded values compared with strings
 * and objects written by hand.
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../../../src/index.ts';
import { cite } from '../support/cite.ts';
import { only, target, useWire } from './support/wire.ts';

const wire = useWire();
const client = () => createClient({ baseUrl: wire.base, retry: 0 });

/** The `s` a request carried, parsed: what the spec calls a JSON object. */
function sent(url: string): unknown {
  const s = target(url).params.get('s');
  if (s === null) throw new Error(`no s in ${url}`);
  return JSON.parse(s);
}

describe('resource paths', () => {
  it(
    cite(
      'Endpoints',
      'All query endpoints use `GET`, have no request body, and return JSON. Resources are addressed as {base_url}/<resource>.',
    ),
    async () => {
      const c = client();
      await c.games.list();
      await c.teams.list();
      await c.videos.list();
      await c.videoJobs.list();
      await c.lists.list();
      await c.users.list();
      await c.persons.list();
      await c.playerSeasonStats.list();
      await c.playerTeamStats.list();
      await c.playerGameStats.list();
      await c.playerCareerStats.list();
      await c.teamSeasonStats.list();
      await c.audios.list();
      await c.events.list();
      expect(wire.arrived.map(({ method, url }) => `${method} ${target(url).path}`)).toEqual([
        'GET /games',
        'GET /teams',
        'GET /videos',
        'GET /videos/assets/jobs',
        'GET /lists',
        'GET /users',
        'GET /persons',
        'GET /playerSeasonStats',
        'GET /playerTeamStats',
        'GET /playerGameStats',
        'GET /playerCareerStats',
        'GET /teamSeasonStats',
        'GET /audios',
        'GET /events',
      ]);
      for (const { body, headers } of wire.arrived) {
        expect(body).toBe('');
        expect(headers['content-length'] ?? '0').toBe('0');
        expect(headers['transfer-encoding']).toBeUndefined();
      }
    },
  );

  it(cite('Endpoints', 'Resources are addressed as {base_url}/<resource>.'), async () => {
    const c = createClient({ baseUrl: `${wire.base}/content/api`, retry: 0 });
    await c.games.list();
    await c.playerCareerStats.list();
    await c.teams.get('team-ne');
    expect(wire.arrived.map(({ url }) => target(url).path)).toEqual([
      '/content/api/games',
      '/content/api/playerCareerStats',
      '/content/api/teams/team-ne',
    ]);
  });

  it(cite('Versioning', 'The query endpoints carry no version prefix in their paths.'), async () => {
    await client().games.list();
    await client().videos.get('video-1');
    expect(wire.arrived.map(({ url }) => target(url).path)).toEqual(['/games', '/videos/video-1']);
  });

  it(
    cite(
      'Endpoint table',
      '| GET | /teams/{team_id} | fs | one Team (depth chart available via `depthChart{person{displayName}, ..., depthOrder}`) |',
    ),
    async () => {
      await client().teams.get('team-ne', {
        fs: 'abbr,depthChart{person{displayName},unit,positionAbbr,group,depthOrder}',
      });
      const { method, url, body } = only(wire.arrived);
      expect(method).toBe('GET');
      expect(body).toBe('');
      expect(target(url).path).toBe('/teams/team-ne');
      expect(target(url).params.get('fs')).toBe(
        'abbr,depthChart{person{displayName},unit,positionAbbr,group,depthOrder}',
      );
      expect(target(url).params.has('s')).toBe(false);
    },
  );

  it(cite('Endpoint table', '| GET | /videos/{video_id} | fs | one Video |'), async () => {
    await client().videos.select('id,title').where('week.season', 2024).get('video-1');
    const { url } = only(wire.arrived);
    expect(target(url).path).toBe('/videos/video-1');
    expect(target(url).params.get('fs')).toBe('id,title');
    // The endpoint takes fs only: no s, though the builder had a condition.
    expect(target(url).params.has('s')).toBe(false);
  });

  it(cite('Endpoint table', '| GET | /videos/assets/{job_id} | fs | one Job |'), async () => {
    await client().videoJobs.get('job-1', { fs: 'name,status,tasks{status}' });
    const { url } = only(wire.arrived);
    expect(target(url).path).toBe('/videos/assets/job-1');
    expect(target(url).params.get('fs')).toBe('name,status,tasks{status}');
  });

  it(cite('Endpoint table', '| GET | /videos/assets/jobs | fs, s | envelope of Job |'), async () => {
    await client().videoJobs.select('name,status').where('status', 'IN_PROGRESS').list();
    const { url } = only(wire.arrived);
    expect(target(url).path).toBe('/videos/assets/jobs');
    expect(target(url).params.get('fs')).toBe('name,status');
    expect(sent(url)).toEqual({ $query: { status: 'IN_PROGRESS' } });
  });

  it(cite('Endpoint table', '| GET | /playerSeasonStats | fs, s | envelope under resource key |'), async () => {
    await client()
      .playerSeasonStats.select('player{firstName,lastName},rushing{yards}')
      .where('season', 2024)
      .where('seasonType', 'REG')
      .sort('rushing.yards', 'desc')
      .take(5)
      .list();
    const { url } = only(wire.arrived);
    expect(target(url).path).toBe('/playerSeasonStats');
    expect(target(url).params.get('fs')).toBe('player{firstName,lastName},rushing{yards}');
    expect(sent(url)).toEqual({
      $query: { season: 2024, seasonType: 'REG' },
      $sort: { 'rushing.yards': -1 },
      $take: 5,
    });
  });
});

describe('fs', () => {
  it(
    cite(
      'Common query parameters',
      'Field selector: comma-separated field names. A field with sub-fields is followed by braces holding its own selector (nesting to any depth).',
    ),
    async () => {
      await client()
        .games.select({
          id: true,
          homeTeam: { abbr: true },
          stadiumInfo: { location: { geoCoordinates: { latitude: true } } },
        })
        .list();
      const { url } = only(wire.arrived);
      expect(target(url).params.get('fs')).toBe('id,homeTeam{abbr},stadiumInfo{location{geoCoordinates{latitude}}}');
    },
  );

  it(
    cite('Common query parameters', 'Dotted paths are also used (e.g. rightsHolder.contentProvider.name).'),
    async () => {
      await client().audios.select('title,rightsHolder.contentProvider.name').list();
      const fs = target(only(wire.arrived).url).params.get('fs');
      // Either form names the same field; braces are the primary form.
      expect(['title,rightsHolder.contentProvider.name', 'title,rightsHolder{contentProvider{name}}']).toContain(fs);
    },
  );

  it(
    cite('Common query parameters', 'Some examples use parentheses for nesting; braces are the primary form.'),
    async () => {
      await client().games.from({ fs: 'id, homeTeam(abbr), visitorTeam{ abbr }' }).list();
      expect(target(only(wire.arrived).url).params.get('fs')).toBe('id,homeTeam{abbr},visitorTeam{abbr}');
    },
  );

  it(
    cite(
      'Common query parameters',
      "When `fs` is omitted, the resource's default fields are returned (shown for `/games`).",
    ),
    async () => {
      await client().games.list();
      await client().games.where('week.season', 2024).list();
      for (const { url } of wire.arrived) expect(target(url).params.has('fs')).toBe(false);
    },
  );

  it(
    cite(
      'Common query parameters',
      'A selected object field with no sub-selector returns its default content (e.g. the whole stadiumInfo, the whole drives list).',
    ),
    async () => {
      await client().games.select('id,stadiumInfo,drives').list();
      expect(target(only(wire.arrived).url).params.get('fs')).toBe('id,stadiumInfo,drives');
    },
  );
});

describe('s', () => {
  it(
    cite('Common query parameters', '| s | no | JSON object, URL-encoded as needed, with the keys below. |'),
    async () => {
      await client().teams.where('fullName', 'New England "Pats" & {co} 100%').list();
      const { url } = only(wire.arrived);
      const raw = url.slice(url.indexOf('?') + 1);
      // What a URL cannot carry as it is, is percent-encoded.
      expect(raw).not.toMatch(/[{}" ]/);
      expect(sent(url)).toEqual({ $query: { fullName: 'New England "Pats" & {co} 100%' } });
    },
  );

  it(
    cite(
      'Common query parameters',
      '| $query | object | Conditions: a dotted field path maps to a value (equality) or to an operator object. Several conditions listed together all apply. |',
    ),
    async () => {
      await client()
        .games.where('week.season', 2024)
        .where('week.seasonType', 'REG')
        .where('week.week', 3)
        .where('homeTeam.abbr', 'NE')
        .list();
      expect(sent(only(wire.arrived).url)).toEqual({
        $query: { 'week.season': 2024, 'week.seasonType': 'REG', 'week.week': 3, 'homeTeam.abbr': 'NE' },
      });
    },
  );

  it(
    cite(
      'Common query parameters',
      '$gt, $lt, $gte, $lte (comparison); $in (array of allowed values, also matches inside embedded lists); $or, $and (array of condition objects)',
    ),
    async () => {
      await client()
        .games.where('drives.firstDowns', '$gte', 5)
        .where('drives.yards', '$gt', 70)
        .where('week.week', '$lt', 10)
        .where('week.season', '$lte', 2024)
        .where('visitorTeam.abbr', '$in', ['KC', 'BUF'])
        .or(
          (b) => b.where('homeTeam.abbr', 'NE'),
          (b) => b.where('homeTeam.abbr', 'NYJ'),
        )
        .list();
      expect(sent(only(wire.arrived).url)).toEqual({
        $query: {
          'drives.firstDowns': { $gte: 5 },
          'drives.yards': { $gt: 70 },
          'week.week': { $lt: 10 },
          'week.season': { $lte: 2024 },
          'visitorTeam.abbr': { $in: ['KC', 'BUF'] },
          $or: [{ 'homeTeam.abbr': 'NE' }, { 'homeTeam.abbr': 'NYJ' }],
        },
      });
    },
  );

  it(cite('Common query parameters', '$or, $and (array of condition objects)'), async () => {
    await client()
      .users.and(
        (b) => b.where('city', 'Boston'),
        (b) => b.where('socialNetworks.gender', 'F'),
      )
      .list();
    expect(sent(only(wire.arrived).url)).toEqual({
      $query: { $and: [{ city: 'Boston' }, { 'socialNetworks.gender': 'F' }] },
    });
  });

  it(
    cite(
      'Common query parameters',
      '| $sort | object: field path -> 1 (ascending) or -1 (descending) | Several keys sort in the order listed. |',
    ),
    async () => {
      await client().games.sort('week.week', 'asc').sort('gameTime', 'desc').sort('homeTeam.abbr').list();
      const s = sent(only(wire.arrived).url) as { $sort: Record<string, number> };
      expect(s).toEqual({ $sort: { 'week.week': 1, gameTime: -1, 'homeTeam.abbr': 1 } });
      expect(Object.keys(s.$sort)).toEqual(['week.week', 'gameTime', 'homeTeam.abbr']);
    },
  );

  it(
    cite(
      'Common query parameters',
      '| $skip | integer | Skip that many records first; combined with $take and $sort for paging. |',
    ),
    async () => {
      await client().games.where('week.season', 2024).sort('gameTime').skip(20).take(10).list();
      expect(sent(only(wire.arrived).url)).toEqual({
        $query: { 'week.season': 2024 },
        $sort: { gameTime: 1 },
        $take: 10,
        $skip: 20,
      });
    },
  );

  it(
    cite(
      'Update push notification preferences',
      'Request parameters for paging beyond `$take`, `$skip` and the pager object members: not shown.',
    ),
    async () => {
      // Walking every page asks with $skip and $take alone: two full pages of 2 teams, then a short one.
      const sizes = [2, 2, 1];
      wire.answerWith((_request, response) => {
        const count = sizes.shift() ?? 0;
        const data = Array.from({ length: count }, (_, index) => ({ id: `team-${sizes.length}-${index}`, abbr: 'NE' }));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pager: {}, data }));
      });
      const teams = [];
      for await (const one of client().teams.select('id,abbr').sort('abbr').take(2).all()) teams.push(one);
      expect(teams).toHaveLength(5);
      const asked = wire.arrived.map(({ url }) => {
        const { $skip = 0, ...rest } = sent(url) as { $skip?: number };
        return { ...rest, $skip };
      });
      expect(asked).toEqual([
        { $sort: { abbr: 1 }, $take: 2, $skip: 0 },
        { $sort: { abbr: 1 }, $take: 2, $skip: 2 },
        { $sort: { abbr: 1 }, $take: 2, $skip: 4 },
      ]);
      for (const { url } of wire.arrived) expect([...target(url).params.keys()].sort()).toEqual(['fs', 's']);
    },
  );

  it(cite('Common query parameters', '| $take | integer | Return that many records. |'), async () => {
    await client().persons.take(3).list();
    expect(sent(only(wire.arrived).url)).toEqual({ $take: 3 });
  });

  it(cite('Common query parameters', 'Placed as a sibling of `$query` for `drives`'), async () => {
    await client()
      .games.select('id,drives')
      .where('week.season', 2024)
      .filter('drives', (d) => d.where('yards', '$gte', 20))
      .list();
    const s = sent(only(wire.arrived).url) as Record<string, unknown>;
    expect(s).toEqual({ $query: { 'week.season': 2024 }, drives: { $query: { yards: { $gte: 20 } } } });
  });

  it(cite('Common query parameters', 'and inside `$query` for `standings`'), async () => {
    await client()
      .teams.select('abbr,standings{overallWins}')
      .where('abbr', 'NE')
      .where('season', 2024)
      .filter('standings', (f) => f.where('week.seasonType', 'REG'))
      .list();
    expect(sent(only(wire.arrived).url)).toEqual({
      $query: { abbr: 'NE', season: 2024, standings: { $query: { 'week.seasonType': 'REG' } } },
    });
  });

  it(
    cite(
      'Common query parameters',
      'Appears inside `$query` in the standings example with a value of 1, together with a standings sub-query.',
    ),
    async () => {
      await client()
        .teams.filter('standings', (f) => f.where('week.seasonType', 'REG'))
        .takeLast(1)
        .list();
      expect(sent(only(wire.arrived).url)).toEqual({
        $query: { standings: { $query: { 'week.seasonType': 'REG' } }, $takeLast: 1 },
      });
    },
  );

  it(
    cite(
      'Common query parameters',
      '| $playerStats | `{$seasonStats: {$query}}` or `{$teamStats: {$query}}` | Filters the embedded player statistics of a person. |',
    ),
    async () => {
      await client()
        .persons.where('lastName', 'Maye')
        .filter('playerStats.seasonStats', (f) => f.where('season', 2024))
        .list();
      await client()
        .persons.filter('playerStats.teamStats', (f) => f.where('team.nickName', 'Patriots'))
        .list();
      expect(wire.arrived.map(({ url }) => sent(url))).toEqual([
        { $query: { lastName: 'Maye' }, $playerStats: { $seasonStats: { $query: { season: 2024 } } } },
        { $playerStats: { $teamStats: { $query: { 'team.nickName': 'Patriots' } } } },
      ]);
    },
  );

  it(
    cite(
      'Common query parameters',
      '| $teamSeasonStats | `{$query: {...}}` | Filters the embedded season statistics of a team. |',
    ),
    async () => {
      await client()
        .teams.select('nickName,teamSeasonStats')
        .filter('teamSeasonStats', (f) => f.where('season', 2024))
        .list();
      expect(sent(only(wire.arrived).url)).toEqual({ $teamSeasonStats: { $query: { season: 2024 } } });
    },
  );

  it(
    cite(
      'Common query parameters',
      '| $teamGameStats | `{$query: {...}}` | Filters the embedded game statistics of a team. |',
    ),
    async () => {
      await client()
        .teams.select('nickName,teamGameStats')
        .filter('teamGameStats', (f) => f.where('game.id', 'game-1'))
        .list();
      expect(sent(only(wire.arrived).url)).toEqual({ $teamGameStats: { $query: { 'game.id': 'game-1' } } });
    },
  );

  it(
    cite(
      'Endpoint table',
      'Per-endpoint query hints: /games filters on week.season, week.seasonType, week.week, homeTeam.abbr, visitorTeam.abbr, drives.firstDowns, drives.yards.',
    ),
    async () => {
      await client()
        .videos.where('related.games.id', 'game-1')
        .where('videoAsset.clipCategory', '$in', ['preview', 'recap', 'game-highlight', 'in-game-highlight'])
        .list();
      await client()
        .events.where('startDateTime', '$gte', '2024-04-01')
        .where('venue.location.city', 'Foxborough')
        .list();
      await client().audios.where('weekOfSeason.season', 2024).list();
      await client().users.where('state', 'MA').where('socialNetworks.name', 'mastodon').list();
      expect(wire.arrived.map(({ url }) => [target(url).path, sent(url)])).toEqual([
        [
          '/videos',
          {
            $query: {
              'related.games.id': 'game-1',
              'videoAsset.clipCategory': { $in: ['preview', 'recap', 'game-highlight', 'in-game-highlight'] },
            },
          },
        ],
        ['/events', { $query: { startDateTime: { $gte: '2024-04-01' }, 'venue.location.city': 'Foxborough' } }],
        ['/audios', { $query: { 'weekOfSeason.season': 2024 } }],
        ['/users', { $query: { state: 'MA', 'socialNetworks.name': 'mastodon' } }],
      ]);
    },
  );
});

describe('the interface', () => {
  it(
    cite(
      'What the service does',
      'Query interface: clients send HTTP GET requests to resource paths. Two query-string parameters shape the call: `fs` (field selector, chooses which fields are returned) and `s` (JSON query: filter, sort, paging, sub-collection filters).',
    ),
    async () => {
      await client().games.select('id').where('week.season', 2024).take(1).list();
      const { method, url } = only(wire.arrived);
      expect(method).toBe('GET');
      expect([...target(url).params.keys()].sort()).toEqual(['fs', 's']);
    },
  );

  it(cite('Content Query and Push Notification Service Interface', 'Base address: {base_url}.'), async () => {
    // One base address for both areas: the queries and the push call.
    const c = createClient({ baseUrl: `${wire.base}/svc`, token: 'secret-token', retry: 0 });
    await c.games.list();
    await c.push.setGroups({ appName: 'huddle-app', deviceId: 'device-1', groups: [] });
    expect(wire.arrived.map(({ method, url }) => `${method} ${target(url).path}`)).toEqual([
      'GET /svc/games',
      'PUT /svc/v1/push/huddle-app/devices/device-1/groups',
    ]);
  });

  it(
    cite(
      'What the service does',
      'The query resources are readable only as shown; no create, update or delete operations on them are described.',
    ),
    async () => {
      const c = client();
      const resources = [
        c.games,
        c.teams,
        c.videos,
        c.videoJobs,
        c.lists,
        c.users,
        c.persons,
        c.playerSeasonStats,
        c.playerTeamStats,
        c.playerGameStats,
        c.playerCareerStats,
        c.teamSeasonStats,
        c.audios,
        c.events,
      ];
      for (const resource of resources) {
        for (const write of ['create', 'update', 'delete', 'remove', 'post', 'put', 'patch', 'save', 'insert']) {
          expect(write in resource, write).toBe(false);
        }
        await resource.list();
        await resource.first();
      }
      expect(new Set(wire.arrived.map(({ method }) => method))).toEqual(new Set(['GET']));
    },
  );

  it(
    cite(
      'Limits',
      'Rate limits, maximum page size, bounds of `$take` and `$skip`, maximum number of groups per device and maximum query length: not shown.',
    ),
    async () => {
      // The client invents no bound the spec does not give: a large $take and $skip go as asked.
      await client().games.skip(1_000_000).take(100_000).list();
      expect(sent(only(wire.arrived).url)).toEqual({ $take: 100_000, $skip: 1_000_000 });
    },
  );

  it(cite('Authentication', 'Authentication for the GET query endpoints: not shown.'), async () => {
    // Nothing is asked of a query, so the client's token goes only where the spec asks for it.
    await createClient({ baseUrl: wire.base, token: 'secret-token' }).games.list();
    expect(only(wire.arrived).headers.authorization).toBeUndefined();
  });
});

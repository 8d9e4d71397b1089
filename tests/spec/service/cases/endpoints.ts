/**
 * The service's addresses and calls: the title's two areas, "What the service does",
 * "Endpoints", "Response envelopes", the endpoint table's rows, the groups call, and what the spec
 * says of authentication, errors, limits and versions.
 */
import { expect } from 'vitest';
import { cite } from '../../support/cite.ts';
import { envelope, envelopeProblems, fields, list, pagerProblems, shapeProblems } from '../support/shape.ts';
import { expectNone, recordsOf, STATISTICS_PATHS, type Suite, WRITE_METHODS } from '../support/suite.ts';
import { at, isObject } from '../support/wire.ts';

/** Every list path of the endpoint table, and how its answer is wrapped. */
const LIST_PATHS = [
  '/games',
  '/videos',
  '/videos/assets/jobs',
  '/lists',
  '/contentList',
  '/teams',
  '/teams/',
  '/users',
  '/persons',
  ...STATISTICS_PATHS.map((name) => `/${name}`),
  '/audios',
  '/events',
];

const APP = 'conformance app';

export function endpointCases({ test, get, json, records, send, write, groups, target, latitude }: Suite): void {
  /** An empty body: no bytes at all. */
  const expectNoBody = (answer: { text: string }, what: string) => expect(answer.text, `${what}: no body`).toBe('');

  // The title and "What the service does"

  test(cite('Content Query and Push Notification Service Interface', 'Base address: {base_url}.'), async () => {
    const answer = await get('/teams', { fs: 'abbr', s: { $take: 1 } });
    expect(answer.status).toBe(200);
    expect(new URL(`${target().baseUrl}/teams`).pathname.endsWith('/teams')).toBe(true);
  });

  test(
    cite(
      'Content Query and Push Notification Service Interface',
      '(1) A read-only query interface over sports content: games, teams, standings, videos, audios, content lists, persons, users, events, statistics and video-processing jobs.',
    ),
    async () => {
      for (const path of LIST_PATHS) expect((await get(path, { s: { $take: 1 } })).status, path).toBe(200);
      expect((await get('/teams', { fs: 'standings', s: { $take: 1 } })).status).toBe(200);
    },
  );

  test(
    cite(
      'Content Query and Push Notification Service Interface',
      "(2) A push-notification interface: setting a device's group subscriptions",
    ),
    async () => {
      const answer = await groups(APP, 'title-device', { groups: ['breakingNews'] });
      expect(answer.status).toBe(202);
      expect(await target().subscribed(APP, 'title-device', ['breakingNews'])).toEqual(['breakingNews']);
    },
  );

  test(
    cite('What the service does', 'Query interface: clients send HTTP GET requests to resource paths.'),
    async () => {
      for (const path of LIST_PATHS) {
        const answer = await get(path, { fs: 'id', s: { $take: 2 } });
        expect(answer.status, path).toBe(200);
      }
    },
  );

  test(cite('What the service does', 'Responses are JSON.'), async () => {
    for (const path of LIST_PATHS) {
      const answer = await get(path, { s: { $take: 2 } });
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json\b/);
      expect(answer.json, path).toBeDefined();
    }
  });

  test(
    cite(
      'What the service does',
      'Two query-string parameters shape the call: `fs` (field selector, chooses which fields are returned) and `s` (JSON query: filter, sort, paging, sub-collection filters).',
    ),
    async () => {
      const [first] = await records('/teams', { fs: 'abbr', s: { $sort: { abbr: 1 }, $take: 1 } });
      const shaped = await records('/teams', {
        fs: 'abbr',
        s: { $query: { abbr: { $gt: first?.abbr } }, $sort: { abbr: 1 }, $take: 2 },
      });
      expect(shaped).toHaveLength(2);
      for (const team of shaped) {
        expect(Object.keys(team)).toEqual(['abbr']);
        expect((team.abbr as string) > (first?.abbr as string)).toBe(true);
      }
    },
  );

  test(
    cite(
      'What the service does',
      "a client sets which notification groups a device is subscribed to (`PUT` on the device's groups path)",
    ),
    async () => {
      expect((await groups(APP, 'put-device', { groups: ['trendingNews', 'tuneInAlertDraft'] })).status).toBe(202);
      expect(
        await target().subscribed(APP, 'put-device', ['breakingNews', 'trendingNews', 'tuneInAlertDraft']),
      ).toEqual(['trendingNews', 'tuneInAlertDraft']);
    },
  );

  test(
    cite(
      'What the service does',
      'The query resources are readable only as shown; no create, update or delete operations on them are described.',
    ),
    async () => {
      const [team] = await records('/teams', { fs: 'id,abbr', s: { $take: 1 } });
      const before = await json('/teams', { fs: 'id,abbr' });
      for (const path of ['/games', '/teams', `/teams/${encodeURIComponent(String(team?.id))}`, '/videos', '/users']) {
        // huddle refuses any other method than GET with 405.
        for (const method of WRITE_METHODS) expect((await write(method, path)).status, `${method} ${path}`).toBe(405);
      }
      expect(await json('/teams', { fs: 'id,abbr' })).toEqual(before);
    },
  );

  // Endpoints

  test(cite('Endpoints', 'All query endpoints use `GET`, have no request body, and return JSON.'), async () => {
    for (const path of ['/games', '/teams', '/events']) {
      const answer = await send(`${path}?fs=id`, { method: 'GET' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json\b/);
    }
  });

  test(cite('Endpoints', 'Resources are addressed as {base_url}/<resource>.'), async () => {
    for (const path of LIST_PATHS) {
      const answer = await get(path, { fs: 'id', s: { $take: 1 } });
      expect(answer.status, path).toBe(200);
    }
    expect((await get('/resourceTheSpecDoesNotHave')).status).toBe(404);
  });

  // Response envelopes

  test(cite('Response envelopes', 'Collection results: object `{pager, data:[...]}`.'), async () => {
    for (const path of [
      '/videos',
      '/videos/assets/jobs',
      '/lists',
      '/teams',
      '/users',
      '/persons',
      '/audios',
      '/events',
    ]) {
      const body = await json(path, { fs: 'id', s: { $take: 3 } });
      expectNone(envelopeProblems(body, path, (item, where) => (isObject(item) ? [] : [`${where}: not a record`])));
    }
  });

  test(cite('Response envelopes', 'The `/games` examples show a bare list of records instead.'), async () => {
    // huddle answers the bare list the examples show.
    const body = await json('/games', { fs: 'id', s: { $take: 3 } });
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(3);
  });

  test(
    cite(
      'Response envelopes',
      'Statistics endpoints wrap the envelope under a key named as the resource (e.g. `playerSeasonStats: {pager, data}`).',
    ),
    async () => {
      for (const name of STATISTICS_PATHS) {
        const body = await json(`/${name}`, { s: { $take: 2 } });
        expect(isObject(body) && Object.keys(body), name).toEqual([name]);
        expectNone(
          envelopeProblems(at(body, name), name, (item, where) => (isObject(item) ? [] : [`${where}: not a record`])),
        );
      }
    },
  );

  test(cite('Response envelopes', 'A request by id returns the record itself.'), async () => {
    const cases = [
      ['/teams', '/teams/', 'id,abbr,nickName'],
      ['/videos', '/videos/', 'id,title'],
      ['/videos/assets/jobs', '/videos/assets/', 'id,name,status'],
    ] as const;
    for (const [list, byId, fs] of cases) {
      const [record] = await records(list, { fs, s: { $take: 1, $skip: 2 } });
      expect(await json(`${byId}${encodeURIComponent(String(record?.id))}`, { fs })).toEqual(record);
    }
  });

  test(
    cite('Response envelopes', 'Embedded collections are either envelopes or plain lists, as listed under Resources.'),
    async () => {
      // As listed under Resources: drives, teamSeasonStats, teamGameStats and socialNetworks are
      // lists; depthChart, tasks, items and consumerRoles envelopes.
      const cases = [
        ['/games', 'drives', list('object')],
        ['/teams', 'teamSeasonStats', list('object')],
        ['/teams', 'teamGameStats', list('object')],
        ['/teams', 'depthChart', envelope('object')],
        ['/videos/assets/jobs', 'tasks', envelope('object')],
        ['/lists', 'items', envelope('object')],
        ['/users', 'socialNetworks', list('object')],
      ] as const;
      for (const [path, name, shape] of cases) {
        const found = await records(path, { fs: name, s: { $take: 5 } });
        expect(
          found.some((record) => record[name] !== null),
          `${path} ${name}`,
        ).toBe(true);
        expectNone(
          found.flatMap((record, index) =>
            shapeProblems(record[name], shape, `${path}[${index}].${name}`, { exact: true }),
          ),
        );
      }
    },
  );

  test(
    cite(
      'Resources and their fields',
      'Pager object: `{previous, self, next, limit, offset, total}`. Any member may be null. It can also be an empty object `{}`. `total` is an integer count.',
    ),
    async () => {
      for (const path of ['/teams', '/users', '/videos/assets/jobs', '/events']) {
        const all = await json(path, { fs: 'id' });
        expectNone(pagerProblems(at(all, 'pager'), `${path}.pager`));
        const total = at(all, 'pager.total');
        // The count of the records the query matches, whatever the page.
        if (total !== undefined && total !== null) expect(total).toBe((at(all, 'data') as unknown[]).length);
        const page = await json(path, { fs: 'id', s: { $take: 2, $skip: 1 } });
        expectNone(pagerProblems(at(page, 'pager'), `${path}.pager`));
        const pageTotal = at(page, 'pager.total');
        if (pageTotal !== undefined && pageTotal !== null && total !== undefined && total !== null)
          expect(pageTotal).toBe(total);
      }
    },
  );

  test(cite('Resources and their fields', 'Collection envelope: `{pager, data: [ ... ]}`.'), async () => {
    const lists = await records('/lists', { fs: 'items{id},contentVisibility{consumerRoles}', s: { $take: 5 } });
    expect(lists.length).toBeGreaterThan(0);
    for (const [index, one] of lists.entries()) {
      expectNone(shapeProblems(one.items, envelope('object'), `[${index}].items`, { exact: true }));
      expectNone(
        shapeProblems(at(one, 'contentVisibility.consumerRoles'), envelope('object'), `[${index}].consumerRoles`, {
          exact: true,
        }),
      );
    }
  });

  test(cite('Endpoint table', '| GET | /games | fs, s | list of Game |'), async () => {
    const games = await records('/games', { fs: 'id,gameTime', s: { $take: 5 } });
    expect(games).toHaveLength(5);
  });

  test(cite('Endpoint table', 'envelope of Video, or content-list object for a related-game query'), async () => {
    const body = await json('/videos', { fs: 'id,type', s: { $take: 5 } });
    expectNone(envelopeProblems(body, '/videos', () => []));
    for (const video of at(body, 'data') as unknown[]) expect([null, 'VIDEO']).toContain(at(video, 'type'));
  });

  test(cite('Endpoint table', '| GET | /videos/{video_id} | fs | one Video |'), async () => {
    const [video] = await records('/videos', { fs: 'id,title,url', s: { $take: 1, $skip: 9 } });
    expect(await json(`/videos/${encodeURIComponent(String(video?.id))}`, { fs: 'id,title,url' })).toEqual(video);
  });

  test(cite('Endpoint table', '| GET | /videos/assets/{job_id} | fs | one Job |'), async () => {
    const [job] = await records('/videos/assets/jobs', { fs: 'id,type,percentComplete', s: { $take: 1, $skip: 4 } });
    expect(
      await json(`/videos/assets/${encodeURIComponent(String(job?.id))}`, { fs: 'id,type,percentComplete' }),
    ).toEqual(job);
  });

  test(cite('Endpoint table', '| GET | /videos/assets/jobs | fs, s | envelope of Job |'), async () => {
    const body = await json('/videos/assets/jobs', { fs: 'id,status', s: { $take: 4 } });
    expectNone(envelopeProblems(body, 'jobs', () => []));
    expect(at(body, 'data')).toHaveLength(4);
  });

  test(
    cite(
      'Endpoint table',
      '| GET | /lists and /contentList | fs, s | the selected content list, or envelope of content lists |',
    ),
    async () => {
      const lists = await json('/lists', { fs: 'id,title,type' });
      // The same lists (each pager's `self` names its own path).
      expect(at(await json('/contentList', { fs: 'id,title,type' }), 'data')).toEqual(at(lists, 'data'));
      expectNone(envelopeProblems(lists, '/lists', () => []));
      const [, second] = at(lists, 'data') as Record<string, unknown>[];
      for (const path of ['/lists', '/contentList']) {
        // A query that selects one content list answers that list itself.
        expect(await json(path, { fs: 'id,title,type', s: { $query: { id: second?.id } } }), path).toEqual(second);
      }
    },
  );

  test(cite('Endpoint table', '| GET | /teams and /teams/ | fs, s | envelope of Team |'), async () => {
    const plain = await json('/teams', { fs: 'id,abbr', s: { $take: 3 } });
    const slashed = await json('/teams/', { fs: 'id,abbr', s: { $take: 3 } });
    expectNone(envelopeProblems(slashed, '/teams/', () => []));
    expect(at(slashed, 'data')).toEqual(at(plain, 'data'));
  });

  test(
    cite(
      'Endpoint table',
      '| GET | /teams/{team_id} | fs | one Team (depth chart available via `depthChart{person{displayName}, ..., depthOrder}`) |',
    ),
    async () => {
      const [team] = await records('/teams', { fs: 'id,abbr', s: { $take: 1, $skip: 6 } });
      const one = await json(`/teams/${encodeURIComponent(String(team?.id))}`, {
        fs: 'id,abbr,depthChart{person{displayName},depthOrder}',
      });
      expect(at(one, 'abbr')).toBe(team?.abbr);
      const entry = fields({ person: fields({ displayName: 'any' }), depthOrder: 'integer' });
      expectNone(shapeProblems(at(one, 'depthChart'), envelope(entry), 'depthChart', { exact: true }));
    },
  );

  const envelopeRows = [
    [cite('Endpoint table', '| GET | /users | fs, s | envelope of User |'), '/users'],
    [cite('Endpoint table', '| GET | /persons | fs, s | envelope of Person |'), '/persons'],
    [cite('Endpoint table', '| GET | /audios | fs, s | envelope of Audio |'), '/audios'],
    [cite('Endpoint table', '| GET | /events | fs, s | envelope of Event |'), '/events'],
  ] as const;
  for (const [name, path] of envelopeRows) {
    test(name, async () => {
      const body = await json(path, { s: { $take: 2 } });
      expectNone(envelopeProblems(body, path, (item, where) => (isObject(item) ? [] : [`${where}: not a record`])));
      expect(at(body, 'data'), path).toHaveLength(2);
    });
  }

  const statisticsRows = [
    [cite('Endpoint table', '| GET | /playerSeasonStats | fs, s | envelope under resource key |'), 'playerSeasonStats'],
    [cite('Endpoint table', '| GET | /playerTeamStats | fs, s | envelope under resource key |'), 'playerTeamStats'],
    [cite('Endpoint table', '| GET | /playerGameStats | fs, s | envelope under resource key |'), 'playerGameStats'],
    [cite('Endpoint table', '| GET | /playerCareerStats | fs, s | envelope under resource key |'), 'playerCareerStats'],
    [cite('Endpoint table', '| GET | /teamSeasonStats | fs, s | envelope under resource key |'), 'teamSeasonStats'],
  ] as const;
  for (const [name, resource] of statisticsRows) {
    test(name, async () => {
      const body = await json(`/${resource}`, { fs: 'id', s: { $take: 2 } });
      expect(isObject(body) && Object.keys(body)).toEqual([resource]);
      expectNone(envelopeProblems(at(body, resource), resource, () => []));
      expect(at(body, `${resource}.data`)).toHaveLength(2);
    });
  }

  test(
    cite('Endpoint table', '| PUT | /v1/push/{appName}/devices/{id}/groups | JSON body | status only |'),
    async () => {
      const answer = await groups(APP, 'table-device', { groups: ['trendingNews'] });
      expect(answer.status).toBe(202);
      expectNoBody(answer, '202');
    },
  );

  // The groups call

  test(cite('Update push notification preferences', 'Responses: `202` Accepted, no body'), async () => {
    const answer = await groups(APP, 'accepted-device', { groups: ['breakingNews', 'teamAlertGameEnd_NE'] });
    expect(answer.status).toBe(202);
    expectNoBody(answer, '202');
  });

  test(cite('Update push notification preferences', '`400` Bad Request, no body.'), async () => {
    for (const body of ['{not json', { groups: 'breakingNews' }, { notGroups: [] }]) {
      const answer = await groups(APP, 'refused-device', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expectNoBody(answer, `400 for ${JSON.stringify(body)}`);
    }
    expect(await target().subscribed(APP, 'refused-device', ['breakingNews'])).toEqual([]);
  });

  test(
    cite('Update push notification preferences', 'The subscription is stated as the list sent in `groups`.'),
    async () => {
      const device = 'stated-device';
      const all = ['breakingNews', 'trendingNews', 'teamAlertNews_KC'];
      expect((await groups(APP, device, { groups: ['breakingNews', 'teamAlertNews_KC'] })).status).toBe(202);
      expect(await target().subscribed(APP, device, all)).toEqual(['breakingNews', 'teamAlertNews_KC']);
      // A second call states the whole subscription again: what it leaves out is no longer subscribed.
      expect((await groups(APP, device, { groups: ['trendingNews'] })).status).toBe(202);
      expect(await target().subscribed(APP, device, all)).toEqual(['trendingNews']);
      expect((await groups(APP, device, { groups: [] })).status).toBe(202);
      expect(await target().subscribed(APP, device, all)).toEqual([]);
    },
  );

  test(
    cite(
      'Update push notification preferences',
      '| Header Authorization | yes | `Bearer <ACCESS_TOKEN>` | Access token for the call. |',
    ),
    async () => {
      const device = 'unauthorised-device';
      for (const authorization of [null, 'Basic dXNlcjpwYXNz', 'Bearer']) {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          ...(authorization !== null && { authorization }),
        };
        const answer = await groups(APP, device, { groups: ['breakingNews'] }, headers);
        expect(answer.status, String(authorization)).not.toBe(202);
        expect(answer.status, String(authorization)).toBeGreaterThanOrEqual(400);
        expectNoBody(answer, `refused for ${authorization}`);
      }
      expect(await target().subscribed(APP, device, ['breakingNews'])).toEqual([]);
    },
  );

  test(
    cite(
      'Update push notification preferences',
      '| Header Content-Type | yes | `application/json` | Announces the JSON body. |',
    ),
    async () => {
      const device = 'untyped-device';
      const answer = await groups(
        APP,
        device,
        { groups: ['breakingNews'] },
        { authorization: 'Bearer conformance-token', 'content-type': 'text/plain' },
      );
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expectNoBody(answer, 'refused for text/plain');
      expect(await target().subscribed(APP, device, ['breakingNews'])).toEqual([]);
    },
  );

  test(
    cite(
      'Update push notification preferences',
      '| Body field groups | yes | list of strings | Groups the device is subscribed to (names under Events). |',
    ),
    async () => {
      const device = 'names-device';
      const answer = await groups(APP, device, {
        groups: ['breakingNews', 'relationalAlertGameOvertimeKC', 'closeGameCarrier'],
      });
      expect(answer.status).toBe(202);
      expect(
        await target().subscribed(APP, device, ['breakingNews', 'relationalAlertGameOvertimeKC', 'closeGameCarrier']),
      ).toEqual(['breakingNews', 'relationalAlertGameOvertimeKC', 'closeGameCarrier']);
      const numbers = await groups(APP, device, { groups: [1, 2] });
      expect(numbers.status).toBe(400);
      expectNoBody(numbers, '400');
    },
  );

  test(
    cite(
      'Device group subscription (push)',
      'A device is identified by a string `id` within an application identified by string `appName`.',
    ),
    async () => {
      expect((await groups('first app', 'shared-device', { groups: ['breakingNews'] })).status).toBe(202);
      expect((await groups('second app', 'shared-device', { groups: ['trendingNews'] })).status).toBe(202);
      const both = ['breakingNews', 'trendingNews'];
      expect(await target().subscribed('first app', 'shared-device', both)).toEqual(['breakingNews']);
      expect(await target().subscribed('second app', 'shared-device', both)).toEqual(['trendingNews']);
    },
  );

  test(
    cite('Device group subscription (push)', 'Its subscription is a list of group names (see Events).'),
    async () => {
      const device = 'listed-device';
      const names = [
        'tuneInAlertLiveGame',
        'teamAlertScoringPlays_BUF',
        'teamAlertInjury_DAL',
        'relationalAlertGameDiff_SF',
      ];
      expect((await groups(APP, device, { groups: names })).status).toBe(202);
      expect(await target().subscribed(APP, device, names)).toEqual(names);
    },
  );

  test(
    cite('Update push notification preferences', '| Path appName | yes | string | Application name. |'),
    async () => {
      // Any string, percent-encoded in the path: a slash or a space is part of the name, not of the path.
      for (const appName of ['app/with slash', 'äpp ☂', 'app%41']) {
        expect((await groups(appName, 'path-device', { groups: ['breakingNews'] })).status, appName).toBe(202);
        expect(await target().subscribed(appName, 'path-device', ['breakingNews']), appName).toEqual(['breakingNews']);
      }
      expect(await target().subscribed('app', 'path-device', ['breakingNews'])).toEqual([]);
    },
  );

  test(
    cite('Update push notification preferences', '| Path id | yes | string | Unique device identifier. |'),
    async () => {
      for (const deviceId of ['device/with slash', 'dévice ☂', 'f00d:cafe']) {
        expect((await groups(APP, deviceId, { groups: ['trendingNews'] })).status, deviceId).toBe(202);
        expect(await target().subscribed(APP, deviceId, ['trendingNews']), deviceId).toEqual(['trendingNews']);
      }
      expect(await target().subscribed(APP, 'device', ['trendingNews'])).toEqual([]);
    },
  );

  test(
    cite(
      'Update push notification preferences',
      'Write operations (create, update, delete) on content resources: not shown.',
    ),
    async () => {
      // huddle's choice: none exists; any other method than GET on a content path is refused with 405.
      const [video] = await records('/videos', { fs: 'id,title', s: { $take: 1 } });
      const one = `/videos/${encodeURIComponent(String(video?.id))}`;
      for (const path of ['/videos', one, '/lists', '/contentList', '/audios']) {
        for (const method of WRITE_METHODS) expect((await write(method, path)).status, `${method} ${path}`).toBe(405);
      }
      expect(await json(one, { fs: 'id,title' })).toEqual(video);
    },
  );

  test(
    cite(
      'Update push notification preferences',
      'Request parameters for paging beyond `$take`, `$skip` and the pager object members: not shown.',
    ),
    async () => {
      // huddle's choice (docs/mock.md): the pager's `next` and `previous` are the same query with
      // `$skip` moved, so that following them pages through the records.
      const s = { $sort: { id: 1 }, $skip: 4, $take: 4 };
      const page = await json('/users', { fs: 'id', s });
      const next = at(page, 'pager.next');
      const previous = at(page, 'pager.previous');
      // The spec lets any member be null; huddle fills them, but under latitude.
      if (!latitude) expect([typeof next, typeof previous]).toEqual(['string', 'string']);
      if (typeof next === 'string') {
        const link = new URL(next);
        expect(recordsOf('/users', await json(`/users${link.search}`))).toEqual(
          await records('/users', { fs: 'id', s: { ...s, $skip: 8 } }),
        );
      }
      if (typeof previous === 'string') {
        const link = new URL(previous);
        expect(recordsOf('/users', await json(`/users${link.search}`))).toEqual(
          await records('/users', { fs: 'id', s: { ...s, $skip: 0 } }),
        );
      }
    },
  );

  // Authentication

  test(
    cite('Authentication', 'The group-subscription call requires the header `Authorization: Bearer <ACCESS_TOKEN>`.'),
    async () => {
      const device = 'token-device';
      const refused = await groups(APP, device, { groups: ['breakingNews'] }, { 'content-type': 'application/json' });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect((await groups(APP, device, { groups: ['breakingNews'] })).status).toBe(202);
      expect(await target().subscribed(APP, device, ['breakingNews'])).toEqual(['breakingNews']);
    },
  );

  test(cite('Authentication', 'Authentication for the GET query endpoints: not shown.'), async () => {
    // huddle asks no credentials of a query: a GET without Authorization is answered.
    const answer = await get('/teams', { fs: 'abbr', s: { $take: 1 } });
    expect(answer.status).toBe(200);
  });

  test(cite('Authentication', 'How an access token is obtained, its lifetime and its scope: not shown.'), async () => {
    // huddle's choice (docs/mock.md, "Push"): any bearer token is taken; only its absence is refused.
    for (const token of ['a', 'another-token', 'eyJhbGciOiJub25lIn0.e30.']) {
      const answer = await groups(
        APP,
        'any-token-device',
        { groups: ['breakingNews'] },
        {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
      );
      expect(answer.status, token).toBe(202);
    }
  });

  // Errors

  test(cite('Errors', 'Group update: `400` with no body; `202` is the success code, also with no body.'), async () => {
    const accepted = await groups(APP, 'errors-device', { groups: ['trendingNews'] });
    expect(accepted.status).toBe(202);
    expectNoBody(accepted, '202');
    const refused = await groups(APP, 'errors-device', { groups: 'trendingNews' });
    expect(refused.status).toBe(400);
    expectNoBody(refused, '400');
  });

  test(cite('Errors', 'Conditions that produce `400`: not shown.'), async () => {
    // huddle's choice (docs/mock.md): a name that is no group of the service, or one given twice, is a 400.
    for (const names of [['noSuchGroup'], ['breakingNews', 'breakingNews'], ['teamAlertNews_']]) {
      const answer = await groups(APP, 'conditions-device', { groups: names });
      expect(answer.status, JSON.stringify(names)).toBe(400);
      expectNoBody(answer, JSON.stringify(names));
    }
    expect(await target().subscribed(APP, 'conditions-device', ['breakingNews'])).toEqual([]);
  });

  test(
    cite(
      'Errors',
      'Error codes, error body and status codes of the GET query endpoints (malformed `fs` or `s`, unknown id, unknown field): not shown.',
    ),
    async () => {
      // huddle's choices (docs/mock.md, "Errors"): 400 naming the parameter, 404 for an unknown id, null for an unknown field.
      const fs = await get('/games', { fs: 'id,homeTeam{abbr' });
      expect(fs.status).toBe(400);
      expect(fs.json).toMatchObject({ error: 'BAD_REQUEST', parameter: 'fs' });
      const s = await get('/games', { s: '{"$query":' });
      expect(s.status).toBe(400);
      expect(s.json).toMatchObject({ error: 'BAD_REQUEST', parameter: 's' });
      const id = await get('/teams/no-such-team');
      expect(id.status).toBe(404);
      expect(id.json).toMatchObject({ error: 'NOT_FOUND' });
      const [team] = await records('/teams', { fs: 'abbr,noSuchField', s: { $take: 1 } });
      expect(team).toEqual({ abbr: expect.any(String), noSuchField: null });
    },
  );

  // Limits

  test(
    cite(
      'Limits',
      'Rate limits, maximum page size, bounds of `$take` and `$skip`, maximum number of groups per device and maximum query length: not shown.',
    ),
    async () => {
      // huddle's choice (docs/mock.md, "Hostile requests"): an `s` longer than 16 KiB is refused
      // before it is read: 400 from the service, or 431 from Node's HTTP server for so long a head.
      const abbrs = Array.from({ length: 3000 }, (_, index) => `T${index}`);
      const answer = await get('/teams', { fs: 'abbr', s: { $query: { abbr: { $in: abbrs } } } });
      expect([400, 431]).toContain(answer.status);
      expect((await get('/teams', { fs: 'abbr', s: { $take: 1 } })).status).toBe(200);
    },
  );

  // Versioning

  test(cite('Versioning', 'The push path carries the version prefix `/v1`.'), async () => {
    const unversioned = await send(`/push/${encodeURIComponent(APP)}/devices/v-device/groups`, {
      method: 'PUT',
      headers: { authorization: 'Bearer conformance-token', 'content-type': 'application/json' },
      body: JSON.stringify({ groups: ['breakingNews'] }),
    });
    expect(unversioned.status).toBe(404);
    expect(await target().subscribed(APP, 'v-device', ['breakingNews'])).toEqual([]);
    expect((await groups(APP, 'v-device', { groups: ['breakingNews'] })).status).toBe(202);
  });

  test(cite('Versioning', 'The query endpoints carry no version prefix in their paths.'), async () => {
    expect((await get('/games', { fs: 'id', s: { $take: 1 } })).status).toBe(200);
    expect((await get('/v1/games', { fs: 'id', s: { $take: 1 } })).status).toBe(404);
    expect((await get('/v1/teams', { fs: 'id', s: { $take: 1 } })).status).toBe(404);
  });
}

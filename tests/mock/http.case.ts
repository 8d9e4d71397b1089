/**
 * The mock's HTTP behaviour, one suite for both ways of serving it (after hono's
 * `common.case.test.ts`): the msw handlers (http-msw.test.ts) and the `node:http` server
 * (http-server.test.ts) each run it over `fetch`. Routes, error bodies, `fs`/`s` answers, the push
 * call, malformed escapes and hostile inputs answer alike; a case one of them cannot show is
 * skipped by name, with the reason, in that file's skip list.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PARAMETER_LENGTH } from '../../src/mock/engine/index.ts';
import type { MockService } from '../../src/mock/mock.ts';

/** A running mock: where it answers, and the service behind it. */
interface MockHttpTarget {
  readonly baseUrl: string;
  readonly service: MockService;
  readonly stop: () => Promise<void> | void;
}

/** Cases left out for one implementation, and why. */
interface SkippedCases {
  readonly reason: string;
  readonly cases: readonly string[];
}

export interface MockHttpSuiteOptions {
  /** Starts the mock (once for the suite). */
  readonly start: () => Promise<MockHttpTarget>;
  readonly skip?: readonly SkippedCases[];
}

/** Every case of the suite, by name, so that a skip list naming no case fails. */
const caseNames: string[] = [];

type Answer = {
  status: number;
  text: string;
  body: Record<string, unknown> | undefined;
  /** The `x-huddle-reason` header: why an answer with no body refused (`null` when absent). */
  reason: string | null;
};

/** The push call's refusals, as the spec writes them: "`400` Bad Request, no body"; a reason header tells why. */
function expectNoBodyWithReason(answer: Answer) {
  expect(answer.text).toBe('');
  expect(typeof answer.reason).toBe('string');
  const reason = answer.reason as string;
  expect(reason.length).toBeGreaterThan(0);
  expect(reason).not.toMatch(/[^\x20-\x7e]/);
  expect(reason).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

/** A one-line error message: JSON, no newline, no stack, 300 characters at most. */
function expectOneLine(body: Record<string, unknown> | undefined) {
  expect(typeof body?.message).toBe('string');
  const message = body?.message as string;
  expect(message).not.toContain('\n');
  expect(message).not.toMatch(/\bat .*\.(ts|js):\d+/);
  expect(message.length).toBeLessThanOrEqual(300);
}

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

export function runMockHttpSuite({ start, skip = [] }: MockHttpSuiteOptions): void {
  let target: MockHttpTarget;
  beforeAll(async () => {
    target = await start();
  });
  afterEach(() => {
    target.service.reset();
    // No answer may pollute the prototype of every object.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
  afterAll(() => target.stop());

  const skipped = new Map(skip.flatMap(({ reason, cases }) => cases.map((name) => [name, reason] as const)));
  /** A case of the suite, skipped when the skip list names it. */
  const test = (name: string, run: () => Promise<void>) => {
    caseNames.push(name);
    const reason = skipped.get(name);
    if (reason === undefined) it(name, run);
    else it.skip(`${name} (skipped: ${reason})`, run);
  };

  /** A request with the path and query string exactly as written (escapes kept). */
  const send = async (path: string, init?: RequestInit): Promise<Answer> => {
    const response = await fetch(`${target.baseUrl}${path}`, init);
    const text = await response.text();
    return {
      status: response.status,
      text,
      body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>),
      reason: response.headers.get('x-huddle-reason'),
    };
  };
  /** A GET with `fs` and `s` encoded as a client would. */
  const get = (path: string, params: Record<string, unknown> = {}) => {
    const search = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString();
    return send(search === '' ? path : `${path}?${search}`);
  };
  const put = (path: string, body: unknown, token: string | null = 'secret') =>
    send(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token !== null && { authorization: `Bearer ${token}` }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const rows = (answer: Answer) => answer.body?.data as Record<string, unknown>[];

  describe('routes', () => {
    test('serves a list in its envelope, with a trailing slash too, and a record by id', async () => {
      const teams = await get('/teams', { fs: 'id,abbr', s: { $take: 2 } });
      expect(teams.status).toBe(200);
      expect(rows(teams)).toHaveLength(2);
      expect(rows(await get('/teams/', { fs: 'abbr', s: { $take: 2 } }))).toHaveLength(2);
      const [team] = rows(teams) as { id: string; abbr: string }[];
      const one = await get(`/teams/${encodeURIComponent(team?.id as string)}`, { fs: 'abbr' });
      expect(one).toMatchObject({ status: 200, body: { abbr: team?.abbr } });
    });

    test('serves /videos/assets/jobs as the list and /videos/assets/{id} as one job', async () => {
      const jobs = rows(await get('/videos/assets/jobs', { fs: 'id,status', s: { $take: 3 } }));
      expect(jobs).toHaveLength(3);
      const id = jobs[0]?.id as string;
      expect((await get(`/videos/assets/${id}`, { fs: 'id' })).body).toEqual({ id });
    });

    test('serves /contentList as /lists, and one content list for an id query', async () => {
      const [first] = rows(await get('/contentList', { fs: 'id,title' })) as { id: string }[];
      const one = await get('/lists', { fs: 'id,title', s: { $query: { id: first?.id } } });
      expect(one.body).toEqual(first);
    });

    test('answers 404 with a JSON body for a path the service does not have', async () => {
      const { status, body } = await get('/nothing-here');
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: 'NOT_FOUND' });
      expectOneLine(body);
    });

    test('answers 404 for an unknown id (the spec leaves GET errors open: the mock chooses 404)', async () => {
      const { status, body } = await get('/videos/no-such-video');
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: 'NOT_FOUND' });
    });

    test('answers 405 naming the method for a PUT to a query path or a GET of the push path', async () => {
      const wrong = await send('/games', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(wrong).toMatchObject({ status: 405, body: { error: 'METHOD_NOT_ALLOWED', message: 'GET only' } });
      // The push call's answers have no body: the method is named in the reason header.
      const push = await send('/v1/push/app/devices/d/groups');
      expect(push).toMatchObject({ status: 405, text: '', reason: 'PUT only' });
    });
  });

  describe('fs and s', () => {
    test('projects fs, filters and sorts by s, and takes', async () => {
      const { status, body } = await get('/teams', {
        fs: 'abbr',
        s: { $query: { abbr: { $in: ['NE', 'KC', 'BUF'] } }, $sort: { abbr: -1 }, $take: 2 },
      });
      expect(status).toBe(200);
      expect(body?.data).toEqual([{ abbr: 'NE' }, { abbr: 'KC' }]);
    });

    test('fills the pager: total, limit, offset and links that page', async () => {
      const page = await get('/users', { fs: 'id', s: { $skip: 10, $take: 10 } });
      const pager = page.body?.pager as {
        total: number;
        limit: number;
        offset: number;
        next: string;
        previous: string;
      };
      expect(pager).toMatchObject({ total: target.service.dataset.users.length, limit: 10, offset: 10 });
      const next = new URL(pager.next);
      expect(JSON.parse(next.searchParams.get('s') as string)).toEqual({ $skip: 20, $take: 10 });
      expect(JSON.parse(new URL(pager.previous).searchParams.get('s') as string)).toEqual({ $take: 10 });
      const followed = await send(`${next.pathname}${next.search}`);
      expect(rows(followed)[0]?.id).toBe((target.service.dataset.users[20] as { id: string }).id);
    });

    test('answers 400 naming the position in a malformed fs', async () => {
      const { status, body } = await get('/games', { fs: 'id,homeTeam{abbr' });
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'BAD_REQUEST', parameter: 'fs', position: 11 });
      expect(body?.message).toContain('{');
    });

    test('answers 400 naming the path in a malformed s, an unknown operator, or a collection the resource lacks', async () => {
      expect((await get('/games', { s: '{"$query":' })).body).toMatchObject({ parameter: 's', path: [] });
      expect((await get('/games', { s: { $query: { 'week.week': { $regex: 'x' } } } })).body).toMatchObject({
        parameter: 's',
        path: ['$query', 'week.week', '$regex'],
      });
      const lacking = await get('/users', { s: { drives: { $query: { yards: 1 } } } });
      expect(lacking.status).toBe(400);
      expect(lacking.body?.message).toContain('drives');
    });
  });

  describe("the spec's shapes (Resources and their fields)", () => {
    type Row = Record<string, unknown>;
    const teamBy = async (abbr: string, fs: string | undefined, s: { $query?: object } = {}) => {
      const answer = await get('/teams', {
        ...(fs !== undefined && { fs }),
        s: { ...s, $query: { ...s.$query, abbr } },
      });
      expect(answer.status).toBe(200);
      return rows(answer)[0] as Row;
    };

    test('conference and division selected whole are strings: by name in fs, and with fs omitted', async () => {
      // Team: "conference, division | string when selected whole; object with `abbr` when sub-selected".
      expect(await teamBy('NE', 'abbr,conference,division')).toEqual({
        abbr: 'NE',
        conference: 'AFC',
        division: 'AFC East',
      });
      const whole = await teamBy('GB', undefined);
      expect([whole.conference, whole.division]).toEqual(['NFC', 'NFC North']);
      const byId = await get(`/teams/${encodeURIComponent(whole.id as string)}`);
      expect(byId.body).toMatchObject({ abbr: 'GB', conference: 'NFC', division: 'NFC North' });
      const byIdSelected = await get(`/teams/${encodeURIComponent(whole.id as string)}`, { fs: 'conference' });
      expect(byIdSelected.body).toEqual({ conference: 'NFC' });
    });

    test('conference and division sub-selected are objects with abbr, in braces or dotted', async () => {
      expect(await teamBy('NE', 'conference{abbr},division.abbr')).toEqual({
        conference: { abbr: 'AFC' },
        division: { abbr: 'AFC East' },
      });
    });

    test('a filter on conference.abbr still selects the teams of the conference', async () => {
      const nfc = await get('/teams', { fs: 'abbr,conference', s: { $query: { 'conference.abbr': 'NFC' } } });
      const teams = rows(nfc);
      expect(teams).toHaveLength(16);
      for (const team of teams) expect(team.conference).toBe('NFC');
      expect(teams.map((team) => team.abbr)).toContain('DAL');
    });

    test('standings without a sub-query are one Standings object; with the standings sub-query, an envelope', async () => {
      // Team: "standings | Standings object, or envelope `{pager, data:[Standings]}` when a sub-query is applied".
      const plain = await teamBy('KC', 'standings');
      const object = plain.standings as Row;
      expect(typeof object).toBe('object');
      expect(Array.isArray(object)).toBe(false);
      expect(object).not.toHaveProperty('data');
      expect(object).not.toHaveProperty('pager');
      expect(Number.isInteger(object.overallWins)).toBe(true);
      expect(typeof object.overallWinPct).toBe('number');
      const subQuery = { $query: { standings: { $query: { 'week.seasonType': 'REG' } } } };
      const envelope = (await teamBy('KC', 'standings', subQuery)).standings as { pager: Row; data: Row[] };
      expect(Object.keys(envelope).sort()).toEqual(['data', 'pager']);
      expect(envelope.data.length).toBeGreaterThan(1);
      // The object without a sub-query is the team's latest: the last week of the whole list.
      expect(envelope.data.at(-1)).toEqual(object);
      const last = await teamBy('KC', 'standings{week,overallWins}', {
        $query: { standings: { $query: { 'week.seasonType': 'REG' } }, $takeLast: 1 },
      });
      expect((last.standings as { data: Row[] }).data).toEqual([
        { week: object.week, overallWins: object.overallWins },
      ]);
    });

    test('a filter on standings reads the Standings object, and a standings sub-query never changes which teams match', async () => {
      // The default dataset is a whole season played: every team's latest standings are of week 18.
      const latest = await get('/teams', { fs: 'abbr', s: { $query: { 'standings.week.week': 18 } } });
      expect(rows(latest)).toHaveLength(32);
      const earlier = await get('/teams', { fs: 'abbr', s: { $query: { 'standings.week.week': 1 } } });
      expect(rows(earlier)).toEqual([]);
      // "Filters an embedded list (e.g. `drives`, `standings`) without filtering the parent records."
      const cut = await get('/teams', {
        fs: 'abbr,standings{week}',
        s: { $query: { 'standings.week.week': 18, standings: { $query: { 'week.week': 1 } } } },
      });
      const teams = rows(cut);
      expect(teams).toHaveLength(32);
      for (const team of teams) {
        expect((team.standings as { data: { week: { week: number } }[] }).data.map(({ week }) => week.week)).toEqual([
          1,
        ]);
      }
    });

    test('standings sub-selected without a sub-query are one object too, on the list and by id', async () => {
      const team = await teamBy('KC', 'id,standings{overallWins,overallLosses}');
      expect(Object.keys(team.standings as Row).sort()).toEqual(['overallLosses', 'overallWins']);
      const byId = await get(`/teams/${encodeURIComponent(team.id as string)}`, { fs: 'standings{overallWins}' });
      expect(byId.body).toEqual({ standings: { overallWins: (team.standings as Row).overallWins } });
    });

    test('depth-chart units are OFFENSE or DEFENSE only', async () => {
      // Depth chart entry: "`unit` (`OFFENSE` or `DEFENSE`)".
      const teams = rows(await get('/teams', { fs: 'depthChart{unit}' }));
      expect(teams).toHaveLength(32);
      const units = new Set(teams.flatMap((team) => (team.depthChart as { data: Row[] }).data.map(({ unit }) => unit)));
      expect([...units].sort()).toEqual(['DEFENSE', 'OFFENSE']);
    });

    test('a video search by related game is a content list whose id is null', async () => {
      // Video: "`{type: CONTENT_LIST, items{pager{total}, data:[Video]}, id (null), title}`".
      const [game] = (await get('/games', { fs: 'id', s: { $take: 1 } })).body as unknown as { id: string }[];
      const { body } = await get('/videos', { fs: 'id', s: { $query: { 'related.games.id': game?.id } } });
      expect(body).toMatchObject({ type: 'CONTENT_LIST', id: null });
      expect(Object.hasOwn(body ?? {}, 'id')).toBe(true);
      expect(typeof body?.title).toBe('string');
      const items = body?.items as { pager: { total: number } } | undefined;
      expect(items?.pager.total).toBeGreaterThan(0);
    });

    test("events' start and end are timestamps, still found by date-only queries", async () => {
      // Event: "startDateTime, endDateTime (timestamps; queried with date-only strings)".
      const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:\d{2})?)$/;
      const events = rows(await get('/events', { fs: 'title,startDateTime,endDateTime' }));
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(event.startDateTime).toMatch(timestamp);
        expect(event.endDateTime).toMatch(timestamp);
      }
      // The 2025 combine opens on the fourth Thursday of February 2025: the 27th.
      const combine = await get('/events', { fs: 'title', s: { $query: { startDateTime: '2025-02-27' } } });
      expect(rows(combine)).toEqual([{ title: '2025 Scouting Combine' }]);
      const february = await get('/events', {
        fs: 'title',
        s: { $query: { startDateTime: { $gte: '2025-02-27', $lt: '2025-02-28' } } },
      });
      expect(rows(february).map(({ title }) => title)).toContain('2025 Scouting Combine');
    });
  });

  describe('the push call', () => {
    const path = '/v1/push/my%20app/devices/d-1/groups';

    test("records a device's groups and answers 202 with no body", async () => {
      const { status, text } = await put(path, { groups: ['breakingNews', 'teamAlertGameEnd_NE'] });
      expect(status).toBe(202);
      expect(text).toBe('');
      expect(target.service.groupsOf('my app', 'd-1')).toEqual(['breakingNews', 'teamAlertGameEnd_NE']);
    });

    test('answers 400 with no body for a bad body or an unknown group, its reason in x-huddle-reason', async () => {
      // The spec: "Responses: `202` Accepted, no body; `400` Bad Request, no body."
      for (const body of [
        '{not json',
        { groups: 'breakingNews' },
        { groups: ['breakingNews', 'teamAlertGameEnd_ne'] },
      ]) {
        const answer = await put(path, body);
        expect(answer.status).toBe(400);
        expectNoBodyWithReason(answer);
      }
      const unknown = await put(path, { groups: ['breakingNews', 'teamAlertGameEnd_ne'] });
      expect(unknown.reason).toContain('teamAlertGameEnd_ne');
      expect(target.service.groupsOf('my app', 'd-1')).toBeUndefined();
    });

    test('answers 401 without a bearer token and 415 for a body not sent as JSON, with no body either', async () => {
      const unauthorized = await put(path, { groups: ['breakingNews'] }, null);
      expect(unauthorized.status).toBe(401);
      expectNoBodyWithReason(unauthorized);
      const plain = await send(path, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain', authorization: 'Bearer secret' },
        body: JSON.stringify({ groups: ['breakingNews'] }),
      });
      expect(plain.status).toBe(415);
      expectNoBodyWithReason(plain);
      expect(target.service.groupsOf('my app', 'd-1')).toBeUndefined();
    });

    test('writes a reason that quotes a name outside ASCII as escapes, a header being bytes', async () => {
      const answer = await put(path, { groups: ['breakingNews…é'] });
      expect(answer.status).toBe(400);
      expectNoBodyWithReason(answer);
      expect(answer.reason).toContain('breakingNews\\u2026\\u00e9');
    });

    test('answers an injected failure of the push call with no body, its reason in the header', async () => {
      target.service.fail('push', { status: 503, count: 1 });
      const failed = await put(path, { groups: ['breakingNews'] });
      expect(failed.status).toBe(503);
      expectNoBodyWithReason(failed);
    });
  });

  describe('malformed % escapes', () => {
    test('answers 400 for a by-id path with a bad escape (/teams/%E0), not a 500 with a stack', async () => {
      const { status, body } = await send('/teams/%E0');
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'BAD_REQUEST' });
      expect(body?.message).toContain('%E0');
      expectOneLine(body);
    });

    test('answers 400 for a push path with a bad escape in the device or app segment', async () => {
      for (const path of ['/v1/push/app/devices/%E0/groups', '/v1/push/%E0%A4/devices/phone/groups']) {
        const answer = await put(path, { groups: [] });
        expect(answer.status).toBe(400);
        // The push call's 400 has no body, wherever its path is wrong.
        expectNoBodyWithReason(answer);
        expect(answer.reason).toContain('%E0');
      }
    });

    test('answers 400 naming the parameter for a query string with a bad escape (s=100%, fs=abbr%E0)', async () => {
      const s = await send('/games?s=100%');
      expect(s.status).toBe(400);
      expect(s.body).toMatchObject({ error: 'BAD_REQUEST', parameter: 's' });
      expectOneLine(s.body);
      // A bad escape in fs is read as the replacement character, which no field name holds.
      const fs = await send('/teams?fs=abbr%E0');
      expect(fs.status).toBe(400);
      expect(fs.body).toMatchObject({ error: 'BAD_REQUEST', parameter: 'fs', position: 4 });
      expectOneLine(fs.body);
    });

    test('ignores a bad escape in a parameter it does not read', async () => {
      expect((await send('/games?x=%E0&fs=id')).status).toBe(200);
    });
  });

  describe('prototype member names', () => {
    test('projects fs=constructor as an unknown field (null), never a member of Object.prototype', async () => {
      const [team] = rows(await get('/teams', { fs: 'abbr,constructor' }));
      expect(team).toEqual({ abbr: expect.any(String), constructor: null });
    });

    test('projects fs=__proto__{x} as an own field that is null, never the prototype of the answer', async () => {
      const answer = await get('/teams', { fs: 'abbr,__proto__{x},toString' });
      expect(answer.text).toContain('"__proto__":null');
      const [team] = rows(answer);
      expect(Object.hasOwn(team as object, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(team)).toBe(Object.prototype);
      expect(Object.keys(team as object)).toEqual(['abbr', '__proto__', 'toString']);
    });

    test('refuses a $query or $sort on __proto__ with a 400 (it matched every record)', async () => {
      for (const s of [
        '{"$query":{"__proto__":{"x":1}}}',
        '{"$query":{"__proto__.x":1}}',
        '{"$query":{"$or":[{"week.week":1},{"homeTeam.__proto__":{"$in":[1]}}]}}',
        '{"$sort":{"__proto__":1}}',
        '{"drives":{"$query":{"__proto__":1}}}',
      ]) {
        const { status, body } = await get('/games', { s });
        expect(status, s).toBe(400);
        expect(body).toMatchObject({ error: 'BAD_REQUEST', parameter: 's' });
        expect(body?.message).toContain('__proto__');
        expectOneLine(body);
      }
    });

    test('matches nothing for a $query on other Object.prototype members (constructor.name, toString)', async () => {
      for (const query of [
        { 'constructor.name': 'Object' },
        { constructor: { $in: [1, 'Object'] } },
        { 'homeTeam.constructor.name': 'Object' },
        { 'toString.length': 0 },
      ]) {
        const { status, body } = await get('/games', { fs: 'id', s: { $query: query } });
        expect(status).toBe(200);
        expect(body, JSON.stringify(query)).toEqual([]);
      }
    });
  });

  describe('deep and huge inputs', () => {
    const deep = 2000;
    const cases: Record<string, Record<string, string>> = {
      's with $or nested 2,000 deep': { s: `{"$query":${'{"$or":['.repeat(deep)}{"a":1}${']}'.repeat(deep)}}` },
      's with an operand nested 2,000 deep': { s: `{"$query":{"a":${'['.repeat(deep)}${']'.repeat(deep)}}}` },
      's with an object operand nested 2,000 deep': {
        s: `{"$query":{"a":${'{"b":'.repeat(deep)}1${'}'.repeat(deep)}}}`,
      },
      'fs nested 2,000 deep': { fs: `${'a{'.repeat(deep)}b${'}'.repeat(deep)}` },
      'fs of 100,000 fields': { fs: Array.from({ length: 100_000 }, (_, index) => `f${index}`).join(',') },
      [`s longer than ${MAX_PARAMETER_LENGTH} characters`]: {
        s: JSON.stringify({ $query: { 'homeTeam.abbr': { $in: Array.from({ length: 4000 }, (_, i) => `t${i}`) } } }),
      },
    };
    for (const [name, params] of Object.entries(cases)) {
      test(`answers 400 quickly for ${name}`, async () => {
        const { status, body } = await get('/games', params);
        expect(status).toBe(400);
        expect(body).toMatchObject({ error: 'BAD_REQUEST', parameter: params.s === undefined ? 'fs' : 's' });
        expectOneLine(body);
      });
    }
  });

  describe('overrides', () => {
    test("answers an on() handler's records through the engine, and the dataset once it is removed", async () => {
      const { service } = target;
      const made = service.make.teams({ abbr: 'NEW' });
      const off = service.on('teams', () => [made]);
      expect(await get('/teams', { fs: 'id,abbr' })).toMatchObject({
        status: 200,
        body: { pager: { total: 1 }, data: [{ id: made.id, abbr: 'NEW' }] },
      });
      off();
      expect((await get('/teams', { fs: 'id' })).body).toMatchObject({
        pager: { total: service.dataset.teams.length },
      });
    });
  });

  describe('failures', () => {
    test('answers an injected failure count times for one resource, and leaves the others alone', async () => {
      target.service.fail('games', { status: 503, count: 2 });
      expect((await get('/games', { fs: 'id' })).status).toBe(503);
      expect((await get('/teams', { fs: 'id' })).status).toBe(200);
      const failed = await get('/games', { fs: 'id' });
      expect(failed).toMatchObject({ status: 503, body: { error: 'INJECTED_FAILURE' } });
      expect((await get('/games', { fs: 'id' })).status).toBe(200);
    });

    test('answers 500 of one line when the service fails, and serves the next request', async () => {
      const { service } = target;
      const serve = service.serve;
      service.serve = () => Promise.reject(new Error('engine exploded\n    at somewhere (file.ts:1:1)'));
      try {
        const { status, body } = await get('/games');
        expect(status).toBe(500);
        expect(body).toEqual({ error: 'INTERNAL', message: 'Error: engine exploded' });
      } finally {
        service.serve = serve;
      }
      expect((await get('/games', { fs: 'id' })).status).toBe(200);
    });
  });

  it('skips only cases the suite has', () => {
    expect([...skipped.keys()].filter((name) => !caseNames.includes(name))).toEqual([]);
  });
}

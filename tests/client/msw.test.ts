import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AbortError,
  ArgumentError,
  createClient,
  HttpError,
  HuddleError,
  type Page,
  parseFields,
  QueryError,
  query,
  UnknownFieldError,
  ValidationError,
} from '../../src/index.ts';
import { type ResourceName, resourceNames, resources } from '../../src/resources/resource-table.ts';
import { specSamples } from '../fixtures/spec-samples.ts';
import { rejection } from './support/rejection.ts';

const BASE = 'https://api.test/v2';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The body a resource's list endpoint answers with, in the envelope the spec gives it. */
function listBody(name: ResourceName, records: unknown[], pager: object = { total: records.length }): unknown {
  switch (resources[name].envelope) {
    case 'list':
      return records;
    case 'keyed-envelope':
      return { [name]: { pager, data: records } };
    default:
      return { pager, data: records };
  }
}

/** Answers `path` with `body`, recording the URL of each request. */
function answer(path: string, body: unknown, init?: ResponseInit) {
  const urls: URL[] = [];
  server.use(
    http.get(`${BASE}${path}`, ({ request }) => {
      urls.push(new URL(request.url));
      return HttpResponse.json(body as never, init);
    }),
  );
  return urls;
}

const client = createClient({ baseUrl: BASE, retry: 0 });

describe('every endpoint of the table', () => {
  it.each(resourceNames)('%s: sends the compiled fs and s, and decodes its envelope', async (name) => {
    const sample = specSamples[name];
    const urls = answer(resources[name].paths[0], listBody(name, [sample, sample]));
    type Untyped = { select(fs: string): { take(count: number): { list(): Promise<Page<unknown>> } } };
    const page = await (client[name] as unknown as Untyped).select('id').take(2).list();
    expect(urls).toHaveLength(1);
    expect(urls[0]?.searchParams.get('fs')).toBe('id');
    expect(urls[0]?.searchParams.get('s')).toBe('{"$take":2}');
    expect(page.data).toEqual([sample, sample]);
    expect(page.pager.total).toBe(resources[name].envelope === 'list' ? null : 2);
  });
});

describe('the envelope shapes of the spec', () => {
  it('reads /games as a bare list, and as an envelope too', async () => {
    answer('/games', [specSamples.games]);
    expect((await client.games.list()).data).toEqual([specSamples.games]);
    server.resetHandlers();
    answer('/games', { pager: { total: 1, limit: 1, offset: 0 }, data: [specSamples.games] });
    const page = await client.games.list();
    expect(page.pager).toEqual({ previous: null, self: null, next: null, limit: 1, offset: 0, total: 1 });
  });

  it('reads a related-game video search answered with a content-list object', async () => {
    const body = {
      type: 'CONTENT_LIST',
      id: null,
      title: 'Videos',
      items: { pager: { total: 1 }, data: [specSamples.videos] },
    };
    const urls = answer('/videos', body);
    const page = await client.videos.where('related.games.id', 'g-1').list();
    expect(urls[0]?.searchParams.get('s')).toBe('{"$query":{"related.games.id":"g-1"}}');
    expect(page.data).toEqual([specSamples.videos]);
    expect(page.pager.total).toBe(1);
    expect(page.raw).toEqual(body);
  });

  it('reads /lists naming one list as that one record', async () => {
    answer('/lists', specSamples.lists);
    const page = await client.lists.list();
    expect(page.data).toEqual([specSamples.lists]);
  });

  it('reads a by-id response as the record, at the by-id path', async () => {
    const urls = answer('/teams/team-kc', specSamples.teams);
    const team = await client.teams.get('team-kc', { fs: 'abbr,depthChart{person{displayName}}' });
    expect(team).toEqual(specSamples.teams);
    expect(urls[0]?.pathname).toBe('/v2/teams/team-kc');
    expect(urls[0]?.searchParams.get('fs')).toBe('abbr,depthChart{person{displayName}}');
  });

  it("sends the builder's selection as the fs of get(), merged with the fs given to get()", async () => {
    const urls = answer('/teams/team-kc', { abbr: 'KC', nickName: 'Chiefs' });
    expect(await client.teams.select('abbr').get('team-kc')).toEqual({ abbr: 'KC', nickName: 'Chiefs' });
    await client.teams.select({ abbr: true }).get('team-kc', { fs: 'nickName' });
    await client.teams.select('abbr').get('team-kc', { fs: { abbr: true } });
    await client.teams.get('team-kc');
    expect(urls.map((url) => url.searchParams.get('fs'))).toEqual(['abbr', 'abbr,nickName', 'abbr', null]);
    expect(urls.map((url) => url.searchParams.has('s'))).toEqual([false, false, false, false]);
  });

  it('sends no s from get(), whatever the builder holds', async () => {
    const urls = answer('/teams/team-kc', { abbr: 'KC' });
    await client.teams.select('abbr').where('abbr', 'KC').take(1).get('team-kc');
    expect(urls[0]?.search).toBe('?fs=abbr');
  });

  it('addresses jobs by id, and never mistakes an id for the jobs list', async () => {
    const urls = answer('/videos/assets/job%2F1', specSamples.videoJobs);
    expect(await client.videoJobs.get('job/1')).toEqual(specSamples.videoJobs);
    expect(urls[0]?.pathname).toBe('/v2/videos/assets/job%2F1');
    await expect(client.videoJobs.get('jobs')).rejects.toThrow(
      'videoJobs.get("jobs") would request the list path /videos/assets/jobs',
    );
    // From untyped code: typed, games has no get (tests/declarations/by-id.test-d.ts).
    const untyped = client.games as unknown as { get(id: string): Promise<unknown> };
    await expect(untyped.get('x')).rejects.toThrow('games has no by-id form in the service');
  });

  it('refuses a body of the wrong shape, naming what it expected', async () => {
    answer('/playerSeasonStats', { pager: {}, data: [] });
    await expect(client.playerSeasonStats.list()).rejects.toThrow(
      'Invalid playerSeasonStats at playerSeasonStats: expected { playerSeasonStats: { pager, data } }, found missing',
    );
  });
});

describe('validation', () => {
  it('reports a bad record with its path in the response', async () => {
    const bad = { ...specSamples.playerSeasonStats, rushing: { yards: 'a lot' } };
    answer('/playerSeasonStats', listBody('playerSeasonStats', [specSamples.playerSeasonStats, bad]));
    const error = await rejection(client.playerSeasonStats.list());
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      resource: 'playerSeasonStats',
      path: ['playerSeasonStats', 'data', 1, 'rushing', 'yards'],
    });
    expect((error as Error).message).toBe(
      'Invalid playerSeasonStats at playerSeasonStats.data[1].rushing.yards: expected number, found string "a lot"',
    );
  });

  it('refuses a body that is not JSON', async () => {
    server.use(http.get(`${BASE}/games`, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(client.games.list()).rejects.toThrow(
      'Invalid games at (root): expected a JSON body, found text "<html>oops</html>"',
    );
  });

  it('passes records through unchecked with validate: off', async () => {
    const bad = { id: 42 };
    answer('/games', [bad]);
    const trusting = createClient({ baseUrl: BASE, validate: 'off' });
    expect((await trusting.games.list()).data).toEqual([bad]);
    await expect(client.games.list()).rejects.toThrow(ValidationError);
  });
});

describe('from({ fs, s })', () => {
  it('sends fs and s given as strings or objects, in canonical form', async () => {
    const urls = answer('/games', []);
    await client.games.from({ fs: 'id, homeTeam(abbr)', s: { $query: { 'week.season': 2024 }, $hint: 'x' } }).list();
    expect(urls[0]?.searchParams.get('fs')).toBe('id,homeTeam{abbr}');
    expect(urls[0]?.searchParams.get('s')).toBe('{"$query":{"week.season":2024},"$hint":"x"}');
  });

  it('refuses s on a builder that already holds a query', async () => {
    expect(() => client.games.take(1).from({ s: '{}' })).toThrow(QueryError);
  });
});

/** What `call` threw; fails the test when it returns instead. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw, and it returned');
}

describe('from(builder): a query built with huddle/query, run by the client', () => {
  it('sends the builder’s fs and s, with the client’s own selection added', async () => {
    const urls = answer('/games', []);
    const built = query('games').select('id,homeTeam{abbr}').where('week.week', 3).sort('gameTime', 'desc');
    await client.games.select('gameTime').from(built).take(5).list();
    // Written by hand from the spec's forms: braces for sub-selections, `s` as JSON.
    expect(urls[0]?.searchParams.get('fs')).toBe('gameTime,id,homeTeam{abbr}');
    expect(JSON.parse(urls[0]?.searchParams.get('s') ?? '')).toEqual({
      $query: { 'week.week': 3 },
      $sort: { gameTime: -1 },
      $take: 5,
    });
  });

  it('refuses a query of another resource, or a loose one, naming the argument', () => {
    const other = thrown(() => client.games.from(query('teams').select('abbr') as never));
    expect(other).toBeInstanceOf(ArgumentError);
    expect(other).toMatchObject({ argument: 'query' });
    expect(String((other as Error).message)).toContain('a query of teams');
    expect(() => client.games.from(query().where('id', 'x') as never)).toThrow(/a query of no resource/);
  });

  it('refuses the builder’s query when the client’s builder already holds one', () => {
    expect(() => client.games.take(1).from(query('games').where('week.week', 3))).toThrow(QueryError);
  });
});

describe('a selector held in a string', () => {
  it('is sent as written when every field exists', async () => {
    const urls = answer('/games', []);
    const fs: string = ['id', 'homeTeam{abbr}'].join(',');
    await client.games.select(fs).list();
    expect(urls[0]?.searchParams.get('fs')).toBe('id,homeTeam{abbr}');
  });

  it('is checked when the query is built: an unknown field throws, naming it, before anything is sent', () => {
    const fs: string = 'id,homeTeem{abbr}';
    const error = thrown(() => client.games.select(fs));
    expect(error).toBeInstanceOf(UnknownFieldError);
    expect(error).toMatchObject({ path: 'homeTeem', missing: 'homeTeem' });
  });
});

describe('paging', () => {
  /** A server paging `records` by $skip/$take, optionally misbehaving. */
  function pagedServer(records: unknown[], { total = true, ignoreTake = false, ignoreSkip = false } = {}) {
    const asked: { skip: number; take: number }[] = [];
    server.use(
      http.get(`${BASE}/teams`, ({ request }) => {
        const s = JSON.parse(new URL(request.url).searchParams.get('s') ?? '{}');
        const skip = ignoreSkip ? 0 : (s.$skip ?? 0);
        const take = ignoreTake ? records.length : (s.$take ?? 50);
        asked.push({ skip: s.$skip ?? 0, take: s.$take });
        const data = records.slice(skip, skip + take);
        return HttpResponse.json({
          pager: { offset: skip, limit: take, ...(total ? { total: records.length } : {}) },
          data,
        });
      }),
    );
    return asked;
  }
  const teams = Array.from({ length: 7 }, (_, index) => ({ id: `t${index}` }));
  const collect = async <T>(iterator: AsyncIterable<T>) => {
    const out: T[] = [];
    for await (const item of iterator) out.push(item);
    return out;
  };

  it('walks $skip/$take pages with the query take as page size, stopping at total', async () => {
    const asked = pagedServer(teams);
    expect(await collect(client.teams.take(3).all())).toEqual(teams);
    expect(asked).toEqual([
      { skip: 0, take: 3 },
      { skip: 3, take: 3 },
      { skip: 6, take: 3 },
    ]);
  });

  it('stops at a short page when the total is unknown, and at an empty one', async () => {
    const asked = pagedServer(teams, { total: false });
    expect(await collect(client.teams.take(3).all())).toHaveLength(7);
    expect(asked).toHaveLength(3);
    server.resetHandlers();
    const evenly = pagedServer(teams.slice(0, 6), { total: false });
    expect(await collect(client.teams.take(3).all())).toHaveLength(6);
    expect(evenly).toHaveLength(3);
  });

  it('starts at the query skip, honours limit, and yields pages with their pagers', async () => {
    pagedServer(teams);
    expect((await collect(client.teams.skip(2).take(2).all({ limit: 3 }))).map((team) => team.id)).toEqual([
      't2',
      't3',
      't4',
    ]);
    const pages = await collect(client.teams.take(4).pages());
    expect(pages.map((page) => [page.data.length, page.pager.offset, page.pager.total])).toEqual([
      [4, 0, 7],
      [3, 4, 7],
    ]);
  });

  it('ends, without looping, when the service ignores $take or $skip', async () => {
    const ignoresTake = pagedServer(teams, { ignoreTake: true, total: false });
    expect(await collect(client.teams.take(2).all())).toHaveLength(7);
    expect(ignoresTake).toHaveLength(1);
    server.resetHandlers();
    const ignoresSkip = pagedServer(teams, { ignoreSkip: true, total: false });
    expect((await collect(client.teams.take(2).all())).map((team) => team.id)).toEqual(['t0', 't1']);
    expect(ignoresSkip).toHaveLength(2);
  });

  it('ends at a full page identical to the one before, without yielding it again (pager {} or none)', async () => {
    for (const body of [{ pager: {}, data: teams.slice(0, 2) }, { data: teams.slice(0, 2) }]) {
      let requests = 0;
      server.use(
        http.get(`${BASE}/teams`, () => {
          requests++;
          return HttpResponse.json(body);
        }),
      );
      expect(await collect(client.teams.take(2).all())).toEqual(teams.slice(0, 2));
      expect(requests).toBe(2);
      server.resetHandlers();
    }
  });

  it('finds the first record, or null', async () => {
    pagedServer(teams);
    expect(await client.teams.first()).toEqual({ id: 't0' });
    server.resetHandlers();
    pagedServer([]);
    expect(await client.teams.first()).toBeNull();
  });
});

describe('errors and auth', () => {
  it('turns a failure status into an HttpError with method, URL and a body excerpt', async () => {
    server.use(http.get(`${BASE}/games`, () => HttpResponse.text('x'.repeat(500), { status: 404 })));
    const error = await rejection(client.games.take(1).list());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(HuddleError);
    expect(error).toMatchObject({
      status: 404,
      request: { method: 'GET', url: `${BASE}/games?s=%7B%22%24take%22%3A1%7D` },
    });
    expect((error as HttpError).bodyExcerpt).toBe(`${'x'.repeat(200)}…`);
  });

  it('sends the token on queries only when asked, and never lets it into an error', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/games`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.text('denied', { status: 403 });
      }),
    );
    const token = 'secret-token-123';
    const quiet = createClient({ baseUrl: BASE, token, retry: 0 });
    const loud = createClient({ baseUrl: BASE, token, authenticate: 'all', retry: 0 });
    await quiet.games.list().catch(() => undefined);
    const error = await rejection(loud.games.list());
    expect(seen).toEqual([null, `Bearer ${token}`]);
    const everything = JSON.stringify({
      ...(error as object),
      message: (error as Error).message,
      cause: String((error as Error).cause),
    });
    expect(everything).not.toContain(token);
  });

  it('asks the token function again after a 401, once, and retries', async () => {
    const reasons: string[] = [];
    let calls = 0;
    server.use(
      http.get(`${BASE}/games`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json([])
          : HttpResponse.text('', { status: 401 }),
      ),
    );
    const refreshing = createClient({
      baseUrl: BASE,
      authenticate: 'all',
      retry: 0,
      token: ({ reason }) => {
        reasons.push(reason);
        calls++;
        return calls === 1 ? 'stale' : 'fresh';
      },
    });
    expect((await refreshing.games.list()).data).toEqual([]);
    expect(reasons).toEqual(['request', 'unauthorized']);
    const stuck = createClient({ baseUrl: BASE, authenticate: 'all', retry: 0, token: () => 'stale' });
    await expect(stuck.games.list()).rejects.toMatchObject({ status: 401 });
  });

  it('turns an aborted call into an AbortError', async () => {
    server.use(http.get(`${BASE}/games`, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = client.games.list({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortError);
  });

  it('refuses a bad base URL and a token-less authenticate: all at creation', () => {
    expect(() => createClient({ baseUrl: 'not a url' })).toThrow(
      'baseUrl must be an http or https URL with a host, found "not a url"',
    );
    expect(() => createClient({ baseUrl: BASE, authenticate: 'all' })).toThrow("authenticate: 'all' needs a token");
  });
});

describe('the builder of a client', () => {
  it('is the query builder, immutable, sharing one base', async () => {
    const urls = answer('/games', []);
    const season = client.games.where('week.season', 2024);
    await season.where('week.week', 1).list();
    await season.list();
    expect(urls.map((url) => url.searchParams.get('s'))).toEqual([
      '{"$query":{"week.season":2024,"week.week":1}}',
      '{"$query":{"week.season":2024}}',
    ]);
    expect(parseFields('id')).toEqual(client.games.select('id').toNode().selection);
  });
});

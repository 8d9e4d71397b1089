/**
 * mock.on: a handler answers one resource's requests with records the engine serves (filtered,
 * sorted, paged, projected and enveloped as the service would), with an answer as is, or not at
 * all; through the real client, over msw.
 */
import { describe, expect, it } from 'vitest';
import { ArgumentError, HttpError } from '../../src/index.ts';
import type { OverrideRequest } from '../../src/mock/index.ts';
import { useMockApi } from '../support/mock/mock-api.ts';

const BASE = 'https://mock.example';
const { api, client } = useMockApi(BASE);

describe('records a handler returns', () => {
  it('are served through the engine: s filters and pages them, fs projects them, in the envelope', async () => {
    const kc = api.make.games({ homeTeam: { abbr: 'KC' }, week: { week: 2 } });
    const buf = api.make.games({ homeTeam: { abbr: 'BUF' }, week: { week: 2 } });
    const other = api.make.games({ homeTeam: { abbr: 'KC' }, week: { week: 3 } });
    api.on('games', () => [kc, buf, other]);
    const { data } = await client.games
      .select('id,homeTeam{abbr}')
      .where('homeTeam.abbr', 'KC')
      .sort('week.week')
      .list();
    expect(data).toEqual([
      { id: kc.id, homeTeam: { abbr: 'KC' } },
      { id: other.id, homeTeam: { abbr: 'KC' } },
    ]);
    const page = await client.games.select('id').where('week.week', 2).take(1).list();
    expect(page.data).toEqual([{ id: kc.id }]);
  });

  it('answer a by-id path with the record of that id, and 404 without it', async () => {
    const team = api.make.teams({ abbr: 'NEW', fullName: 'New Team' });
    api.on('teams', () => [team]);
    expect(await client.teams.select('abbr,fullName').get(team.id as string)).toEqual({
      abbr: 'NEW',
      fullName: 'New Team',
    });
    const missing = await client.teams.get('no-such-team').then(
      () => expect.fail('expected a 404'),
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(HttpError);
    expect(missing).toMatchObject({ status: 404 });
  });
});

describe('handlers', () => {
  it('read the request parsed: the query nodes of s, the selection of fs, the URL', async () => {
    const seen: OverrideRequest<'games'>[] = [];
    api.on('games', (request) => {
      seen.push(request);
      return undefined;
    });
    await client.games.select('id,week{week}').where('week.week', 3).take(2).list();
    const [request] = seen;
    expect(request?.resource).toBe('games');
    expect(request?.query.take).toBe(2);
    expect(request?.query.filter).not.toBeNull();
    expect(request?.fields?.fields.map((field) => field.name)).toEqual(['id', 'week']);
    expect(request?.params).toEqual({});
    expect(request?.url.pathname).toBe('/games');
  });

  it('give the id of a by-id path as params.id', async () => {
    const ids: (string | undefined)[] = [];
    api.on('teams', ({ params }) => {
      ids.push(params.id);
      return undefined;
    });
    const [team] = api.dataset.teams;
    await client.teams.get(team?.id as string);
    expect(ids).toEqual([team?.id]);
  });

  it('answer as is with a MockResponse', async () => {
    api.on('users', () => ({ status: 418, body: { error: 'TEAPOT' } }));
    const error = await client.users.list().then(
      () => expect.fail('expected a rejection'),
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ status: 418 });
    expect((error as HttpError).bodyExcerpt).toContain('TEAPOT');
  });

  it('fall through with undefined: to the handlers added before, then to the dataset', async () => {
    const made = api.make.users({ firstName: 'Made' });
    api.on('users', ({ query }) => (query.take === 1 ? [made] : undefined));
    api.on('users', ({ query }) => (query.take === 2 ? { status: 503, body: { error: 'LATER' } } : undefined));
    expect((await client.users.select('firstName').take(1).list()).data).toEqual([{ firstName: 'Made' }]);
    await expect(client.users.take(2).list()).rejects.toMatchObject({ status: 503 });
    expect((await client.users.select('id').take(3).list()).data).toEqual(
      api.dataset.users.slice(0, 3).map((user) => ({ id: user.id })),
    );
  });

  it('are removed by the function on() returns, and all by reset()', async () => {
    const made = api.make.users();
    const off = api.on('users', () => [made]);
    expect((await client.users.select('id').list()).pager.total).toBe(1);
    off();
    expect((await client.users.select('id').list()).pager.total).toBe(api.dataset.users.length);
    api.on('users', () => [made]);
    api.reset();
    expect((await client.users.select('id').list()).pager.total).toBe(api.dataset.users.length);
  });

  it('are not asked about a malformed query, which the engine refuses with its 400', async () => {
    let asked = 0;
    api.on('users', () => {
      asked += 1;
      return [];
    });
    for (const query of ['fs=id{', 's={"$query":', 's={"$take":"two"}']) {
      const response = await fetch(`${BASE}/users?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'BAD_REQUEST',
        parameter: query.slice(0, query.indexOf('=')),
      });
    }
    expect(asked).toBe(0);
  });

  it('that throw are answered 500 of one line', async () => {
    api.on('events', () => {
      throw new Error('handler broke\n    at somewhere (file.ts:1:1)');
    });
    const response = await fetch(`${BASE}/events`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'INTERNAL', message: 'Error: handler broke' });
  });

  it('come after injected failures, which answer first', async () => {
    api.on('users', () => []);
    api.fail('users', { status: 503, count: 1 });
    await expect(client.users.list()).rejects.toMatchObject({ status: 503 });
    expect((await client.users.list()).data).toEqual([]);
  });
});

describe('on, called from untyped code', () => {
  // Typed, `on` takes resources of the service only (tests/declarations/push-and-mock.test-d.ts).
  const untyped = api as unknown as { on(resource: unknown, handler: unknown): () => void };

  it('refuses a resource the service lacks with an ArgumentError naming resource and the one meant', () => {
    const refusal = (resource: unknown) => {
      try {
        untyped.on(resource, () => undefined);
      } catch (error) {
        return error;
      }
      return expect.fail(`on(${String(resource)}) was accepted`);
    };
    const game = refusal('game');
    expect(game).toBeInstanceOf(ArgumentError);
    expect(game).toMatchObject({ argument: 'resource', message: expect.stringContaining('did you mean games?') });
    // Nothing close: the message lists what there is.
    expect(refusal('scoreboard')).toMatchObject({
      argument: 'resource',
      message: expect.stringContaining('games, teams, videos'),
    });
    expect(refusal(undefined)).toMatchObject({ argument: 'resource' });
    // Own names of the table only: no prototype member is a resource.
    expect(refusal('constructor')).toMatchObject({ argument: 'resource' });
  });

  it('refuses a handler that is no function, naming handler', () => {
    expect(() => untyped.on('games', [api.make.games()])).toThrow(
      expect.objectContaining({ name: 'ArgumentError', argument: 'handler' }),
    );
  });

  it('keeps serving the dataset after a refusal: nothing was registered', async () => {
    expect(() => untyped.on('game', () => [])).toThrow(ArgumentError);
    const { data } = await client.games.select('id').take(1).list();
    expect(data).toHaveLength(1);
  });
});

describe('a made game', () => {
  it('comes back from a real client query once the dataset is extended with it', async () => {
    const game = api.make.games({ homeTeam: { abbr: 'KC' }, visitorTeam: { abbr: 'BUF' }, week: { week: 5 } });
    api.extend({ games: [game] });
    const { data } = await client.games
      .select('id,homeTeam{abbr},visitorTeam{abbr},homeTeamScore{pointsTotal}')
      .where('id', game.id)
      .list();
    expect(data).toEqual([
      {
        id: game.id,
        homeTeam: { abbr: 'KC' },
        visitorTeam: { abbr: 'BUF' },
        homeTeamScore: { pointsTotal: game.homeTeamScore?.pointsTotal },
      },
    ]);
  });
});

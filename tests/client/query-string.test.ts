/**
 * The query the client puts on a request URL, built as a string: whatever `fs` and `s` hold
 * (any Unicode, `&`, `=`, `+`, `%`, `#`, spaces), WHATWG URL reads back exactly that, and the
 * mock reads it too.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../src/client/query-string.ts';
import { createClient } from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';
import { baseUrlCase } from '../resources/support/base-urls.ts';

/** Text a URL can carry (every code point, no lone surrogate), heavy on what a query string means. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('&', '=', '+', '%', '#', ' ', '?', '/', '%20', '%2B', 'é', '🏈', '\u0000', 'a') }),
);
const maybe = fc.option(text, { nil: undefined });

describe('withQuery', () => {
  it('writes fs and s so that WHATWG URL reads back each as given, and leaves out an absent one', () => {
    fc.assert(
      fc.property(maybe, maybe, (fs, s) => {
        const url = new URL(
          withQuery('https://h/api/games', { ...(fs === undefined ? {} : { fs }), ...(s === undefined ? {} : { s }) }),
        );
        expect(url.pathname).toBe('/api/games');
        expect(url.hash).toBe('');
        expect(url.searchParams.get('fs')).toBe(fs ?? null);
        expect(url.searchParams.get('s')).toBe(s ?? null);
        expect([...url.searchParams.keys()]).toEqual([
          ...(fs === undefined ? [] : ['fs']),
          ...(s === undefined ? [] : ['s']),
        ]);
      }),
    );
  });

  it('writes a space as %20 and a + as %2B, which no parser mistakes for each other', () => {
    expect(withQuery('https://h/games', { fs: 'a b', s: '{"x":"1+1"}' })).toBe(
      'https://h/games?fs=a%20b&s=%7B%22x%22%3A%221%2B1%22%7D',
    );
  });

  it('adds nothing when the query is empty', () => {
    expect(withQuery('https://h/games', {})).toBe('https://h/games');
  });
});

describe('the URL the client sends', () => {
  /** A client whose fetch records the URL of each request and answers an empty list. */
  function recordingClient(baseUrl: string) {
    const urls: string[] = [];
    const fetchLike: typeof fetch = async (input) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    };
    return { client: createClient({ baseUrl, fetch: fetchLike, retry: 0 }), urls };
  }

  // Any string a value may hold, a lone surrogate too: s is JSON, which escapes one as \ud800.
  it("is the base's origin and path, the resource's path, and the query's fs and s as compiled", async () => {
    await fc.assert(
      fc.asyncProperty(
        baseUrlCase,
        fc.constantFrom('id', 'id,homeTeam{abbr}', 'id,week{season,week}'),
        fc.oneof(text, fc.string({ unit: 'binary' })),
        async ({ base, prefix }, fs, name) => {
          const { client, urls } = recordingClient(base);
          const query = client.games.select(fs).where('homeTeam.fullName', name).raw({ note: name });
          await query.list();
          const sent = new URL(urls[0] ?? '');
          expect(sent.origin).toBe(new URL(base).origin);
          expect(sent.pathname).toBe(`${prefix}/games`);
          expect(sent.hash).toBe('');
          expect(sent.searchParams.get('fs')).toBe(query.toParams().fs);
          expect(sent.searchParams.get('s')).toBe(query.toParams().s);
          expect(JSON.parse(sent.searchParams.get('s') ?? '')).toMatchObject({
            $query: { 'homeTeam.fullName': name },
            note: name,
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('carries a by-id path with the id encoded, and its fs', async () => {
    await fc.assert(
      fc.asyncProperty(
        baseUrlCase,
        text.filter((id) => id !== '' && id !== '.' && id !== '..'),
        async ({ base, prefix }, id) => {
          const { client, urls } = recordingClient(base);
          await client.teams
            .select('abbr')
            .get(id)
            .catch(() => undefined); // the [] answer is no team
          const sent = new URL(urls[0] ?? '');
          expect(sent.pathname).toBe(`${prefix}/teams/${encodeURIComponent(id)}`);
          expect(decodeURIComponent(sent.pathname.slice(`${prefix}/teams/`.length))).toBe(id);
          expect(sent.searchParams.get('fs')).toBe('abbr');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the mock reads a query either way it is written', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ dataset: createDataset({ seed: 1 }) });
  });
  afterAll(() => mock.close());

  it('a space as %20 (the client) or as + (URLSearchParams), a comma raw or as %2C', async () => {
    const team = mock.service.dataset.teams.find((each) => each.fullName?.includes(' '));
    if (team === undefined) throw new Error('no team has a space in its full name');
    const s = JSON.stringify({ $query: { fullName: team.fullName } });
    const client = encodeURIComponent(s);
    const form = new URLSearchParams({ s }).toString().slice('s='.length);
    expect(client).toContain('%20');
    expect(form).toContain('+');
    for (const [fs, written] of [
      ['id%2Cabbr', client],
      ['id,abbr', form],
    ]) {
      const response = await fetch(`${mock.url}/teams?fs=${fs}&s=${written}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ data: [{ id: team.id, abbr: team.abbr }] });
    }
  });
});

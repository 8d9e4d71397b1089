/**
 * One odd cache entry never stops live updates: beside a normal games query, an entry under
 * ['huddle', …] that invalidateForPush cannot read is skipped (a resource no push changes) or
 * invalidated to be safe (a changed resource's key it cannot read), and the games query is
 * invalidated as ever.
 */
import { QueryClient, type QueryKey } from '@tanstack/query-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/index.ts';
import type { Notification } from '../../src/push/notifications.ts';
import { invalidateForPush, queries } from '../../src/tanstack/index.ts';

const client = createClient({ baseUrl: 'https://api.test' });
const q = queries(client);
const score: Notification = { type: 'teamAlertScoringPlay', more: { gameId: 'g1' } };
const scoreboard = q.games.list(
  client.games.select({ id: true, homeTeamScore: { pointsTotal: true } }).where('week.week', 1),
).queryKey;
const page = (data: unknown[]) => ({ data, pager: {}, raw: data });
const deepS = `${'{"$and":['.repeat(5000)}{}${']}'.repeat(5000)}`;

/** Each odd entry, and whether it is invalidated (to be safe) or skipped. */
const odd: readonly (readonly [string, QueryKey, unknown, 'invalidated' | 'skipped'])[] = [
  ['a resource named constructor', ['huddle', 'constructor', { fs: null, s: null }], page([]), 'skipped'],
  ['a resource named __proto__', ['huddle', '__proto__', { fs: null, s: null }], page([]), 'skipped'],
  ['a resource named toString', ['huddle', 'toString', { fs: null, s: null }], page([]), 'skipped'],
  ['an fs that no longer parses', ['huddle', 'games', { fs: 'id,{', s: null }], page([]), 'invalidated'],
  ['an s that no longer parses', ['huddle', 'games', { fs: 'id', s: '{"$query":' }], page([]), 'invalidated'],
  ['a get key with no params', ['huddle', 'games', 'get', 'g1'], { id: 'g1' }, 'invalidated'],
  ['an s nested 5,000 deep', ['huddle', 'games', { fs: 'id', s: `{"$query":${deepS}}` }], page([]), 'invalidated'],
  [
    'an infinite query whose pages are [null]',
    ['huddle', 'games', { fs: 'id,homeTeamScore', s: null }],
    { pages: [null], pageParams: [0] },
    'invalidated',
  ],
];

describe('invalidateForPush beside an odd cache entry', () => {
  for (const [what, key, data, outcome] of odd) {
    it(`${what}: ${outcome}, and the scoreboard still invalidated`, () => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(scoreboard as QueryKey, page([{ id: 'g1', homeTeamScore: { pointsTotal: 7 } }]));
      queryClient.setQueryData(key, data);
      const { invalidated } = invalidateForPush(queryClient, score);
      const names = invalidated.map((one) => JSON.stringify(one));
      expect(names).toContain(JSON.stringify(scoreboard));
      expect(queryClient.getQueryState(scoreboard)?.isInvalidated).toBe(true);
      expect(names.includes(JSON.stringify(key))).toBe(outcome === 'invalidated');
    });
  }

  it('never throws, whatever is cached under huddle (property)', () => {
    const part = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.constant(null))),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), fc.anything(), (rest, data) => {
        const queryClient = new QueryClient();
        queryClient.setQueryData(scoreboard as QueryKey, page([{ id: 'g1' }]));
        queryClient.setQueryData(['huddle', ...rest], data);
        expect(() => invalidateForPush(queryClient, score)).not.toThrow();
      }),
    );
  });
});

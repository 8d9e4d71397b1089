/**
 * One suite of builder behaviour, run by every implementation of the games builder: the
 * standalone `query('games')` and the client's `client.games` (no request is sent). Each
 * runner names the tests it skips, with the reason, as hono's shared router suite does.
 */
import { describe, expect, it } from 'vitest';
import {
  FieldSelectorError,
  parseFields,
  parseQuery,
  type QueryBuilder,
  QueryError,
  type RecordTypes,
  SelectionMaskError,
  UnknownFieldError,
} from '../../src/query/index.ts';
import { expectQueryError } from '../support/expect/expect-query-error.ts';

/** A fresh games builder of the implementation under test. */
export type GamesBuilder = () => QueryBuilder<RecordTypes['games'], null, unknown, 'drives'>;

/** Test names to skip, each with the reason it does not apply. */
export type SkipList = { readonly [test: string]: string };

export function runBuilderSuite(name: string, games: GamesBuilder, skip: SkipList = {}): void {
  const test = (title: string, body: () => void) => (title in skip ? it.skip : it)(title, body);

  describe(`builder behaviour: ${name}`, () => {
    test('compiles a selection and a query into fs and s', () => {
      const params = games()
        .select('id,homeTeam{abbr}')
        .where('week.season', 2024)
        .where('week.week', '$gte', 3)
        .filter('drives', (drive) => drive.where('yards', '$gt', 50))
        .sort('gameTime', 'desc')
        .take(10)
        .skip(20)
        .toParams();
      expect(params).toEqual({
        fs: 'id,homeTeam{abbr}',
        s: '{"$query":{"week.season":2024,"week.week":{"$gte":3}},"drives":{"$query":{"yards":{"$gt":50}}},"$sort":{"gameTime":-1},"$take":10,"$skip":20}',
      });
    });

    test('leaves out what holds nothing', () => {
      expect(games().toParams()).toEqual({});
    });

    test('is immutable: every call returns a new frozen builder and leaves the old one as it was', () => {
      const base = games().where('week.season', 2024);
      const next = base.take(1).select({ id: true });
      expect(base.toParams()).toEqual({ s: '{"$query":{"week.season":2024}}' });
      expect(next.toParams()).toEqual({ fs: 'id', s: '{"$query":{"week.season":2024},"$take":1}' });
      expect([Object.isFrozen(base), Object.isFrozen(next), Object.isFrozen(next.toNode())]).toEqual([
        true,
        true,
        true,
      ]);
    });

    test('keeps its class through every call', () => {
      const start = games();
      const prototype = Object.getPrototypeOf(start);
      for (const next of [start.select('id'), start.where('id', 'x'), start.sort('id'), start.from({ s: '{}' })]) {
        expect(Object.getPrototypeOf(next)).toBe(prototype);
      }
    });

    test('turns fs and s, as strings, objects or trees, into the same builder', () => {
      const fs = 'id,homeTeam{abbr}';
      const s = '{"$take":5,"$query":{"week.season":2024}}';
      const expected = { fs, s };
      expect(games().from({ fs, s }).toParams()).toEqual(expected);
      expect(
        games()
          .from({ fs: { id: true, homeTeam: { abbr: true } }, s: JSON.parse(s) })
          .toParams(),
      ).toEqual(expected);
      expect(
        games()
          .from({ fs: parseFields(fs), s: parseQuery(s) })
          .toParams(),
      ).toEqual(expected);
      expect(games().select(parseFields(fs)).toParams()).toEqual({ fs });
    });

    test('refuses what the resource does not have, with typed errors naming the place', () => {
      expectQueryError(() => games().where('homeTeam.abbrev' as never, 'NE'), {
        type: UnknownFieldError,
        missing: 'abbrev',
      });
      expectQueryError(() => games().from({ fs: 'id,homeTeam{abbrev}' as never }), UnknownFieldError);
      expectQueryError(() => games().from({ s: '{"$query":{"$or":[{"nope":1}]}}' }), {
        type: UnknownFieldError,
        path: 'nope',
      });
      expectQueryError(() => games().from({ s: '{"$sort":{"nope":1}}' }), UnknownFieldError);
      expectQueryError(() => games().from({ s: '{"standings":{"$query":{"a":1}}}' }), {
        type: QueryError,
        path: ['standings'],
      });
      expectQueryError(() => games().from({ s: '{"$take":-1}' }), { type: QueryError, path: ['$take'] });
      expectQueryError(() => games().from({ fs: 'id,' as never }), { type: FieldSelectorError, position: 3 });
      expectQueryError(() => games().select({} as never), SelectionMaskError);
      expectQueryError(() => games().take(1).from({ s: '{}' }), { type: QueryError, path: [] });
      expectQueryError(() => games().take(-1), { type: QueryError, path: ['$take'] });
    });
  });
}

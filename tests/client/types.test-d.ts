import { describe, expectTypeOf, it } from 'vitest';
import { type CompletePager, createClient, type Page } from '../../src/index.ts';
import type { Complete, Game, Pager, Team } from '../../src/schemas.ts';

const client = createClient({ baseUrl: 'https://api.example' });

describe('client types', () => {
  it('types list() by the selection, and keeps the client builder through every call', () => {
    const built = client.games
      .select({ id: true, homeTeam: { abbr: true } })
      .where('week.season', 2024)
      .sort('gameTime')
      .take(5);
    expectTypeOf(built.list()).resolves.toEqualTypeOf<
      Page<{ id: string | null; homeTeam: { abbr: string | null } | null }>
    >();
    expectTypeOf(built.first()).resolves.toEqualTypeOf<{
      id: string | null;
      homeTeam: { abbr: string | null } | null;
    } | null>();
  });

  it('types all() as an async iterator of records, and pages() of pages', () => {
    const built = client.teams.select('abbr');
    expectTypeOf(built.all()).toEqualTypeOf<AsyncGenerator<{ abbr: string | null }>>();
    expectTypeOf(built.pages()).toEqualTypeOf<AsyncGenerator<Page<{ abbr: string | null }>>>();
  });

  it('types a grouping by how it is asked for: a string selected whole, the object with abbr when sub-selected', () => {
    const sub = client.teams.select('abbr,division{abbr},conference.abbr').first();
    expectTypeOf(sub).resolves.toEqualTypeOf<{
      abbr: string | null;
      division: { abbr: string | null } | null;
      conference: { abbr: string | null } | null;
    } | null>();
    const whole = client.teams.select('division').first();
    expectTypeOf(whole).resolves.toEqualTypeOf<{
      division: string | { id: string | null; abbr: string | null; name: string | null } | null;
    } | null>();
  });

  it('types get() by its fs, or as the whole record', () => {
    expectTypeOf(client.teams.get('t1')).resolves.toEqualTypeOf<Team>();
    expectTypeOf(client.teams.get('t1', { fs: 'abbr' })).resolves.toEqualTypeOf<{ abbr: string | null }>();
    // @ts-expect-error no such field
    client.teams.get('t1', { fs: 'abbrev' });
  });

  it("types get() by the builder's selection, merged with its fs", () => {
    expectTypeOf(client.teams.select('abbr').get('t1')).resolves.toEqualTypeOf<{ abbr: string | null }>();
    expectTypeOf(client.teams.select({ abbr: true }).get('t1')).resolves.toEqualTypeOf<{ abbr: string | null }>();
    expectTypeOf(client.teams.select('abbr').get('t1', { fs: 'id' })).resolves.toEqualTypeOf<{
      abbr: string | null;
      id: string | null;
    }>();
    expectTypeOf(client.teams.select({ abbr: true }).get('t1', { fs: { nickName: true } })).resolves.toEqualTypeOf<{
      abbr: string | null;
      nickName: string | null;
    }>();
    // @ts-expect-error no such field, with a selection already made
    client.teams.select('abbr').get('t1', { fs: 'abbrev' });
  });

  it('types from({ fs }) by its selection', () => {
    expectTypeOf(client.games.from({ fs: 'id', s: '{}' }).list()).resolves.toEqualTypeOf<Page<{ id: string | null }>>();
    expectTypeOf(client.games.from({ fs: { id: true } }).first()).resolves.toEqualTypeOf<{
      id: string | null;
    } | null>();
    // @ts-expect-error no such field
    client.games.from({ fs: 'idd' });
  });

  it('rejects unknown paths through the client builder too', () => {
    // @ts-expect-error no such field
    client.games.where('homeTeam.abbrev', 'NE');
  });

  it("gives pages a CompletePager: the model's Pager with every member present", () => {
    expectTypeOf<Page<Game>['pager']>().toEqualTypeOf<CompletePager>();
    expectTypeOf<CompletePager>().toEqualTypeOf<Readonly<Complete<Pager>>>();
  });
});

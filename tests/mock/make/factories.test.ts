/**
 * mock.make: every made record passes its resource's schema whatever the overrides (drawn from
 * the dataset's own values at random paths, and nulls), gets a new id in the dataset's format, and
 * keeps every override; made games are consistent with the dataset and with themselves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createDataset } from '../../../src/league/index.ts';
import { createMockService, type MockDataset, MockRecordError, sampleDataset } from '../../../src/mock/index.ts';
import { resourceSchemas } from '../../../src/model/resources.ts';
import { toDate } from '../../../src/model/timestamp.ts';
import type { ResourceName } from '../../../src/resources/resource-table.ts';

type Json = Record<string, unknown>;
const season = createDataset({ seed: 1 });
const datasets: [string, MockDataset | undefined][] = [
  ['the sample', sampleDataset()],
  ['the season of seed 1', season],
];
const names = Object.keys(resourceSchemas) as ResourceName[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The leaf paths of a record (through objects only) with their values. */
function leafPaths(value: unknown, path: string[] = []): [string[], unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return path.length === 0 ? [] : [[path, value]];
  return Object.entries(value).flatMap(([key, field]) => leafPaths(field, [...path, key]));
}

function overridesAt(entries: readonly (readonly [string[], unknown])[]): Json {
  const overrides: Json = {};
  for (const [path, value] of entries) {
    let node = overrides;
    for (const name of path.slice(0, -1)) {
      if (typeof node[name] !== 'object' || node[name] === null) node[name] = {};
      node = node[name] as Json;
    }
    node[path[path.length - 1] as string] = value;
  }
  return overrides;
}

/** Overrides of a resource: values other records of the dataset hold at the same paths, or null; never the id. */
const overridesOf = (records: readonly object[]) => {
  const leaves = records.slice(0, 40).flatMap((record) => leafPaths(record).filter(([path]) => path[0] !== 'id'));
  return fc
    .array(
      fc.oneof(
        fc.constantFrom(...leaves),
        fc.constantFrom(...leaves).map(([path]) => [path, null] as const),
      ),
      { maxLength: 6 },
    )
    .map(overridesAt);
};

describe.each(datasets)('make over %s', (_, dataset) => {
  const service = () => createMockService({ baseUrl: 'https://mock.example', ...(dataset && { dataset }) });

  it.each(names)(
    'makes %s that pass the schema, with new ids in the dataset format, keeping every override',
    (name) => {
      const mock = service();
      const ids = new Set(mock.dataset[name].map((record) => (record as Json).id));
      fc.assert(
        fc.property(overridesOf(mock.dataset[name]), (overrides) => {
          let made: Json;
          try {
            made = mock.make[name](overrides as never) as Json;
          } catch (error) {
            // Overrides taken from different records may contradict each other (a total below a quarter).
            expect(error).toBeInstanceOf(MockRecordError);
            return;
          }
          expect(z.safeParse(resourceSchemas[name] as z.ZodMiniType, made).error).toBeUndefined();
          expect(made.id).toMatch(UUID);
          expect(ids.has(made.id)).toBe(false);
          ids.add(made.id);
          for (const [path, value] of leafPaths(overrides)) {
            expect(path.reduce<unknown>((node, key) => (node as Json)[key], made)).toEqual(value);
          }
        }),
        { numRuns: 40 },
      );
    },
  );

  it('fills every field of the template: a made record has the fields of the dataset record it starts from', () => {
    const mock = service();
    for (const name of names) {
      const [first] = mock.dataset[name] as Json[];
      expect(Object.keys(mock.make[name]()).sort()).toEqual(Object.keys(first as Json).sort());
    }
  });
});

describe('made games', () => {
  const mock = createMockService({ baseUrl: 'https://mock.example', dataset: season });
  const teams = season.teams as Json[];
  const abbrs = [...new Set(teams.map((team) => team.abbr as string))];
  const seasons = [...new Set(season.games.map((game) => game.week?.season as number))];
  const phases = ['PREGAME', 'INGAME', 'HALFTIME', 'FINAL', 'FINAL_OVERTIME'];
  const quarters = ['pointsQ1', 'pointsQ2', 'pointsQ3', 'pointsQ4', 'pointsOvertime'] as const;

  const overrides = fc.record(
    {
      homeTeam: fc.record({ abbr: fc.constantFrom(...abbrs) }),
      visitorTeam: fc.record({ abbr: fc.constantFrom(...abbrs) }),
      week: fc.record({ season: fc.constantFrom(...seasons), week: fc.integer({ min: 1, max: 18 }) }),
      gameStatus: fc.oneof(
        fc.record({ phase: fc.constantFrom(...phases) }),
        fc.record({ phase: fc.constantFrom('INGAME', 'HALFTIME'), period: fc.integer({ min: 1, max: 5 }) }),
      ),
      homeTeamScore: fc.record({ pointsTotal: fc.integer({ min: 0, max: 60 }) }),
      visitorTeamScore: fc.record({ pointsQ1: fc.integer({ min: 0, max: 21 }) }),
    },
    { requiredKeys: [] },
  );

  it('are consistent with the dataset and with themselves, or refused with a MockRecordError naming the field', () => {
    let made = 0;
    fc.assert(
      fc.property(overrides, (given) => {
        let game: ReturnType<typeof mock.make.games>;
        try {
          game = mock.make.games(given);
        } catch (error) {
          expect(error).toBeInstanceOf(MockRecordError);
          expect((error as MockRecordError).path).toMatch(
            /^(homeTeam|visitorTeam|gameStatus|homeTeamScore|visitorTeamScore)\b/,
          );
          return;
        }
        made += 1;
        expect(z.safeParse(resourceSchemas.games, game).error).toBeUndefined();
        // Teams: the dataset's, of the game's season, never the same twice.
        for (const summary of [game.homeTeam, game.visitorTeam]) {
          const team = teams.find((candidate) => candidate.id === summary?.id);
          expect(team).toMatchObject({ abbr: summary?.abbr, fullName: summary?.fullName, nickName: summary?.nickName });
          expect(summary?.season).toBe(game.week?.season);
        }
        expect(game.homeTeam?.abbr).not.toBe(game.visitorTeam?.abbr);
        expect(seasons).toContain(game.week?.season);
        // State and scores: no points before kickoff; quarters started add up to the total.
        const phase = game.gameStatus?.phase;
        const periods =
          phase === 'PREGAME' ? 0 : phase === 'FINAL' ? 4 : phase === 'FINAL_OVERTIME' ? 5 : game.gameStatus?.period;
        for (const score of [game.homeTeamScore, game.visitorTeamScore]) {
          if (periods === 0) {
            expect(score).toBeNull();
            continue;
          }
          quarters.forEach((quarter, index) => {
            if (index >= (periods as number)) expect(score?.[quarter]).toBeNull();
            else expect(score?.[quarter]).toEqual(expect.any(Number));
          });
          const points = quarters.reduce((sum, quarter) => sum + (score?.[quarter] ?? 0), 0);
          expect(score?.pointsTotal).toBe(points);
        }
        if (phase === 'PREGAME') expect(game.drives).toEqual([]);
        for (const drive of game.drives ?? [])
          expect([game.homeTeam?.abbr, game.visitorTeam?.abbr]).toContain(drive.possessionTeam);
      }),
      { numRuns: 200 },
    );
    // Most overrides make a game: the property is not held by refusals alone.
    expect(made).toBeGreaterThan(80);
  });

  it("moves the kickoff with the week and keeps the template's drives, renamed to the new teams", () => {
    const template = season.games[0] as Json;
    const game = mock.make.games({ week: { week: 4 }, homeTeam: { abbr: 'KC' } });
    const week = (template.week as Json).week as number;
    const days =
      (toDate(game.gameTime as string).getTime() - toDate(template.gameTime as string).getTime()) / 86_400_000;
    expect(days).toBe((4 - week) * 7);
    expect(game.drives?.length).toBe((template.drives as unknown[]).length);
    expect(
      game.drives?.every((drive) =>
        [game.homeTeam?.abbr, game.visitorTeam?.abbr].includes(drive.possessionTeam as string),
      ),
    ).toBe(true);
    expect(new Set(game.drives?.map((drive) => drive.id)).size).toBe(game.drives?.length);
    expect(game.stadiumInfo?.name).toBe('GEHA Field at Arrowhead Stadium');
  });

  it('refuses a team, a season or points the dataset cannot hold, naming the field', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as MockRecordError;
      }
      return expect.fail('expected a MockRecordError');
    };
    expect(refusal(() => mock.make.games({ homeTeam: { abbr: 'XYZ' } }))).toMatchObject({
      name: 'MockRecordError',
      resource: 'games',
      path: 'homeTeam.abbr',
    });
    expect(refusal(() => mock.make.games({ week: { season: 1999 } })).path).toBe('week.season');
    expect(refusal(() => mock.make.games({ homeTeam: { abbr: 'KC' }, visitorTeam: { abbr: 'KC' } })).path).toBe(
      'visitorTeam',
    );
    expect(
      refusal(() => mock.make.games({ gameStatus: { phase: 'PREGAME' }, homeTeamScore: { pointsTotal: 7 } })).path,
    ).toBe('homeTeamScore');
    const sum = refusal(() =>
      mock.make.games({ homeTeamScore: { pointsQ1: 7, pointsQ2: 7, pointsQ3: 7, pointsQ4: 7, pointsTotal: 10 } }),
    );
    expect(sum.path).toBe('homeTeamScore.pointsTotal');
    expect(sum.message).toContain('28');
  });

  it('counts made ids from 1 again after reset(), skipping ids the dataset holds', () => {
    const fresh = createMockService({ baseUrl: 'https://mock.example' });
    const first = fresh.make.games();
    fresh.extend({ games: [first] });
    const second = fresh.make.games();
    expect(second.id).not.toBe(first.id);
    fresh.reset();
    expect(fresh.make.games().id).toBe(first.id);
  });
});

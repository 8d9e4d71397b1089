/**
 * createLeague: one simulation seen at any moment, and a timeline of events that agrees with
 * it. The agreement is checked as properties: fast-check picks events of a one-season league
 * (seed fixed) and the moments around them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDataset,
  createLeague,
  type Dataset,
  type DatasetGame,
  type LeagueEvent,
} from '../../src/league/index.ts';
import type { Article } from '../../src/model/types.ts';
import { resourceNames } from '../../src/resources/resource-table.ts';

const DAY = 86_400_000;
const league = createLeague({ seed: 1 });
const all = league.events(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
const ofKind = (kind: LeagueEvent['kind']) => all.filter((event) => event.kind === kind);

function gameAt(dataset: Dataset, id: string | null): DatasetGame {
  const game = dataset.games.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

/** SCHEDULED, IN_PROGRESS or FINAL, as an app reads a game's phase. */
function state(game: DatasetGame): string {
  const phase = game.gameStatus?.phase;
  if (phase === 'PREGAME') return 'SCHEDULED';
  return phase === 'FINAL' || phase === 'FINAL_OVERTIME' ? 'FINAL' : 'IN_PROGRESS';
}

const scoreOf = (game: DatasetGame) => [
  game.homeTeamScore?.pointsTotal ?? null,
  game.visitorTeamScore?.pointsTotal ?? null,
];

/** The articles of a dataset's content lists. */
const articlesOf = (dataset: Dataset): Article[] =>
  dataset.lists
    .flatMap((list) => list.items?.data ?? [])
    .filter((item): item is Article => item !== null && item.type === 'ARTICLE');

const articleIds = (dataset: Dataset) => new Set(articlesOf(dataset).map((article) => article.id));

/** An event of a kind, chosen by fast-check. */
const anEvent = (kind: LeagueEvent['kind']) => {
  const events = ofKind(kind);
  return fc.integer({ min: 0, max: events.length - 1 }).map((index) => events[index] as LeagueEvent);
};

describe('createLeague: events agree with at()', () => {
  it('has every kind of event in a season', () => {
    for (const kind of ['kickoff', 'score', 'close', 'overtime', 'final', 'news', 'injury'] as const) {
      expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    }
    expect(ofKind('kickoff')).toHaveLength(league.at(league.end).games.length);
  });

  it('a kickoff: the game is scheduled just before it and under way at it', () => {
    fc.assert(
      fc.property(anEvent('kickoff'), (event) => {
        expect(state(gameAt(league.at(event.at - 1), event.gameId))).toBe('SCHEDULED');
        const game = gameAt(league.at(event.at), event.gameId);
        expect(state(game)).toBe('IN_PROGRESS');
        expect(event.teams).toEqual([game.homeTeam?.abbr, game.visitorTeam?.abbr]);
      }),
    );
  });

  it('a score: the game shows its score at it, and the score before it just before', () => {
    fc.assert(
      fc.property(anEvent('score'), (event) => {
        const earlier = all.filter(
          (other) => other.kind === 'score' && other.gameId === event.gameId && other.at < event.at,
        );
        const before = earlier.at(-1)?.score ?? [0, 0];
        const game = gameAt(league.at(event.at), event.gameId);
        expect(state(game)).toBe('IN_PROGRESS');
        expect(scoreOf(game)).toEqual(event.score);
        expect(scoreOf(gameAt(league.at(event.at - 1), event.gameId))).toEqual(before);
        // The scoring team is the one whose points went up.
        const side = game.homeTeam?.abbr === event.teams[0] ? 0 : 1;
        expect(event.teams).toEqual([side === 0 ? game.homeTeam?.abbr : game.visitorTeam?.abbr]);
        expect((event.score?.[side] ?? 0) - (before[side] ?? 0)).toBeGreaterThan(0);
        expect(event.score?.[1 - side]).toBe(before[1 - side]);
      }),
    );
  });

  it('a final: the game is under way just before it and final at it, with the final score', () => {
    fc.assert(
      fc.property(anEvent('final'), (event) => {
        expect(state(gameAt(league.at(event.at - 1), event.gameId))).toBe('IN_PROGRESS');
        const game = gameAt(league.at(event.at), event.gameId);
        expect(state(game)).toBe('FINAL');
        expect(scoreOf(game)).toEqual(event.score);
      }),
    );
  });

  it('a close game: in the fourth quarter, within 8 points, once per game at most', () => {
    fc.assert(
      fc.property(anEvent('close'), (event) => {
        const game = gameAt(league.at(event.at), event.gameId);
        expect(state(game)).toBe('IN_PROGRESS');
        expect(game.gameStatus?.period).toBe(4);
        expect(scoreOf(game)).toEqual(event.score);
        const [home, visitors] = event.score ?? [0, 100];
        expect(Math.abs(home - visitors)).toBeLessThanOrEqual(8);
      }),
    );
    const games = ofKind('close').map((event) => event.gameId);
    expect(new Set(games).size).toBe(games.length);
  });

  it('overtime: the game is in its fifth period, tied', () => {
    fc.assert(
      fc.property(anEvent('overtime'), (event) => {
        const game = gameAt(league.at(event.at), event.gameId);
        expect(state(game)).toBe('IN_PROGRESS');
        expect(game.gameStatus?.period).toBe(5);
        expect(scoreOf(game)).toEqual(event.score);
        expect(event.score?.[0]).toBe(event.score?.[1]);
      }),
    );
  });

  it('news: the article is in the content lists from its moment on, not before, about its teams', () => {
    fc.assert(
      fc.property(anEvent('news'), fc.integer({ min: 0, max: 30 * DAY }), (event, later) => {
        expect(articleIds(league.at(event.at - 1)).has(event.articleId ?? '')).toBe(false);
        for (const moment of [event.at, event.at + later]) {
          const article = articlesOf(league.at(moment)).find((item) => item.id === event.articleId);
          expect(article?.related?.teams?.data?.map((team) => team?.abbr)).toEqual(event.teams);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('an injury: a player of the team, a person the dataset returns, before the game he misses', () => {
    fc.assert(
      fc.property(anEvent('injury'), (event) => {
        const dataset = league.at(event.at);
        const person = dataset.persons.find((candidate) => candidate.id === event.injuryId);
        expect(person?.player?.position).toMatch(/^(QB|RB|WR|TE)$/);
        expect(event.message).toContain(`${person?.firstName} ${person?.lastName}`);
        const game = gameAt(dataset, event.gameId);
        expect(state(game)).toBe('SCHEDULED');
        expect([game.homeTeam?.abbr, game.visitorTeam?.abbr]).toContain(event.teams[0]);
        expect(state(gameAt(league.at(event.at + 90 * 60_000), event.gameId))).toBe('IN_PROGRESS');
      }),
      // Each run reads the persons of two moments, as the properties beside it set their runs.
      { numRuns: 30 },
    );
  });
});

describe('createLeague: the timeline', () => {
  it('is deterministic: the same options give the same events, byte for byte; another seed others', () => {
    const again = createLeague({ seed: 1 }).events(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
    expect(JSON.stringify(again)).toBe(JSON.stringify(all));
    const other = createLeague({ seed: 2 }).events(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(all));
  });

  it('events(from, to) gives the events with from < at <= to, in order', () => {
    const moment = fc.integer({ min: league.start - DAY, max: league.end + DAY });
    fc.assert(
      fc.property(moment, moment, fc.boolean(), (a, b, onEvent) => {
        // Half the time, bounds on an event's moment, where < and <= differ.
        const from = onEvent ? (all[Math.abs(a) % all.length] as LeagueEvent).at : Math.min(a, b);
        const to = Math.max(from, b);
        const events = league.events(from, to);
        expect(events).toEqual(all.filter((event) => from < event.at && event.at <= to));
        for (let i = 1; i < events.length; i++) {
          expect((events[i] as LeagueEvent).at).toBeGreaterThanOrEqual((events[i - 1] as LeagueEvent).at);
        }
      }),
    );
    expect(league.events(league.end, league.start)).toEqual([]);
  });

  it('starts at the first kickoff and ends at the last final', () => {
    expect(league.start).toBe(Math.min(...ofKind('kickoff').map((event) => event.at)));
    expect(league.end).toBe(Math.max(...ofKind('final').map((event) => event.at)));
    expect(league.events(league.start - 1, league.end).filter((event) => event.kind === 'final')).toHaveLength(
      ofKind('final').length,
    );
  });

  it('writes each scoring play by its name, with the score and the clock, under the matchup', () => {
    for (const event of ofKind('score')) {
      expect(event.title).toMatch(/^[A-Z]{2,3} at [A-Z]{2,3}$/);
      expect(event.title?.split(' at ')).toContain(event.teams[0]);
      expect(event.message).toMatch(
        /^(Touchdown|Field goal) [A-Z]{2,3} — [A-Z]{2,3} \d+, [A-Z]{2,3} \d+ \((Q[1-4]|OT) \d+:\d\d\)$/,
      );
      expect(event.message).toContain(` ${event.teams[0]} — ${event.teams[0]} `);
    }
  });

  it('builds a whole season’s timeline for any seed (its cost is measured in bench/, not here)', () => {
    const season = createLeague({ seed: 5 });
    const events = season.events(season.start - 1, season.end);
    expect(events.length).toBeGreaterThan(2000);
    expect(events.filter((event) => event.kind === 'final')).toHaveLength(272);
  });

  it('freezes its events, which every caller shares', () => {
    const event = all[0] as LeagueEvent;
    expect(Object.isFrozen(event)).toBe(true);
    expect(Object.isFrozen(event.teams)).toBe(true);
  });
});

describe('createLeague: at()', () => {
  it('returns the same dataset for the same moment, and a fresh one for another', () => {
    const moment = league.start + 3_600_000;
    expect(league.at(moment)).toBe(league.at(moment));
    expect(league.at(moment + 1)).not.toBe(league.at(moment));
  });

  it('keeps ids as time passes: drives so far are a prefix of the drives later, article ids stay', () => {
    const moment = fc.integer({ min: league.start, max: league.end + DAY });
    fc.assert(
      fc.property(moment, moment, (a, b) => {
        const [early, late] = [league.at(Math.min(a, b)), league.at(Math.max(a, b))];
        late.games.forEach((game, index) => {
          const before = (early.games[index] as DatasetGame).drives;
          // A drive under way is rewritten when it ends; those done keep their ids.
          const done = before.filter((drive) => drive.result !== null).map((drive) => drive.id);
          expect(game.drives.slice(0, done.length).map((drive) => drive.id)).toEqual(done);
        });
        const later = articleIds(late);
        for (const id of articleIds(early)) expect(later.has(id)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('is createDataset at that moment where createDataset numbers the same (no game under way, every article out)', () => {
    const quiet = Date.parse('2024-10-08T16:00:00Z'); // a Tuesday noon: no game under way
    const atQuiet = league.at(quiet);
    const dataset = createDataset({ seed: 1, asOf: new Date(quiet).toISOString() });
    for (const name of resourceNames) {
      if (name !== 'lists') expect(atQuiet[name], name).toEqual(dataset[name]);
    }
    const settled = league.end + DAY;
    const atSettled = league.at(settled);
    const whole = createDataset({ seed: 1, asOf: new Date(settled).toISOString() });
    for (const name of resourceNames) expect(atSettled[name], name).toEqual(whole[name]);
  });

  it('shares statistics, teams and persons between moments with the same games final, as createDataset writes them', () => {
    const sunday = Date.parse('2024-10-06T16:30:00Z');
    const finalsMoments = ['teams', 'persons', 'playerGameStats', 'playerSeasonStats', 'teamSeasonStats'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 * 3_600_000 }),
        fc.integer({ min: 1, max: 3_600_000 }),
        (offset, step) => {
          const moment = sunday + offset;
          void league.at(moment - step).teams; // what the league keeps from an earlier moment must not leak
          const atMoment = league.at(moment);
          const dataset = createDataset({ seed: 1, asOf: new Date(moment).toISOString() });
          for (const name of finalsMoments) expect(atMoment[name], name).toEqual(dataset[name]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('refuses a moment that is not a finite number, and options with a moment', () => {
    expect(() => league.at(Number.NaN)).toThrow(/asOf must be a finite number.*NaN/);
    expect(() => league.at(Number.POSITIVE_INFINITY)).toThrow(
      expect.objectContaining({ code: 'ERR_ARGUMENT', argument: 'asOf' }),
    );
    expect(() => league.events(Number.NaN, 0)).toThrow(/from must be a number/);
    expect(() => league.events(0, '1' as unknown as number)).toThrow(/to must be a number/);
    expect(() => createLeague({ asOf: '2024-10-01T00:00:00Z' } as never)).toThrow(/no asOf option/);
    expect(() => createLeague({ seasons: 0 })).toThrow(/seasons must be an integer/);
  });
});

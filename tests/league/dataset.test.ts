import { beforeAll, describe, expect, it } from 'vitest';
import { ArgumentError, createDataset, type Dataset, type DatasetGame } from '../../src/league/index.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { toDate } from '../../src/model/timestamp.ts';
import { validate } from '../../src/model/validate.ts';
import { type ResourceName, resourceNames } from '../../src/resources/resource-table.ts';

/** The value, or a failed test when it is null or undefined. */
function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

/** A conference or division's name, whether written as a string or as an object. */
const grouping = (value: unknown): string =>
  typeof value === 'string' ? value : String((value as { abbr?: unknown } | null)?.abbr);

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** A yard line (`KC 25`, `50`) as yards from the offense's own goal line. */
function fieldPosition(line: string, offense: string): number {
  if (line === '50') return 50;
  const [side, yards] = line.split(' ');
  return side === offense ? Number(yards) : 100 - Number(yards);
}

/** A moment in week 10 of 2024, with games under way. */
const MID_SEASON = '2024-11-10T15:30:00-05:00';

let dataset: Dataset;
let twoSeasons: Dataset;
let midSeason: Dataset;

beforeAll(() => {
  dataset = createDataset();
  twoSeasons = createDataset({ seed: 5, seasons: 2 });
  midSeason = createDataset({ seed: 3, asOf: MID_SEASON });
});

describe('createDataset: determinism', () => {
  it('gives deeply equal datasets for the same seed', () => {
    const again = createDataset();
    for (const name of resourceNames) expect(again[name], name).toEqual(dataset[name]);
  });

  it('does not depend on the order in which resources are read', () => {
    const a = createDataset({ seed: 9 });
    const b = createDataset({ seed: 9 });
    const forward = resourceNames.map((name) => JSON.stringify(a[name]));
    const backward = [...resourceNames].reverse().map((name) => JSON.stringify(b[name]));
    expect(backward.reverse()).toEqual(forward);
  });

  it('gives different games for a different seed', () => {
    const other = createDataset({ seed: 2 });
    const scores = (d: Dataset) =>
      d.games.map((g) => `${g.homeTeamScore?.pointsTotal}-${g.visitorTeamScore?.pointsTotal}`);
    expect(scores(other)).not.toEqual(scores(dataset));
    expect(other.games.map((g) => g.id)).not.toEqual(dataset.games.map((g) => g.id));
  });

  it('keeps a season the same when more seasons follow it', () => {
    const one = createDataset({ seed: 5 });
    const first = twoSeasons.games.filter((g) => g.week?.season === 2024);
    expect(first).toEqual(one.games);
  });

  it('rejects options out of range with an ArgumentError (ERR_ARGUMENT) naming the option', () => {
    expect(() => createDataset({ seasons: 0 })).toThrow(ArgumentError);
    expect(() => createDataset({ firstSeason: 12 })).toThrow(
      expect.objectContaining({ code: 'ERR_ARGUMENT', argument: 'firstSeason' }),
    );
    expect(() => createDataset({ seed: Number.NaN })).toThrow(expect.objectContaining({ argument: 'seed' }));
    expect(() => createDataset({ asOf: 'yesterday' })).toThrow(expect.objectContaining({ code: 'ERR_TIMESTAMP' }));
  });
});

describe('createDataset: every record is valid', () => {
  it('has exactly the resources of the resource table', () => {
    expect(Object.keys(dataset)).toEqual(resourceNames);
  });

  const check = (data: Dataset, name: ResourceName) => {
    const records = data[name] as readonly unknown[];
    expect(records.length, name).toBeGreaterThan(0);
    for (const record of records) validate(resourceSchemas[name], record, name);
  };

  it.each(resourceNames)('%s (default dataset)', (name) => {
    check(dataset, name);
  });

  it.each(resourceNames)('%s (seen mid-season, games under way)', (name) => {
    check(midSeason, name);
  });

  it('gives every record of a resource its own id', () => {
    for (const name of resourceNames) {
      const ids = (dataset[name] as readonly { id?: unknown }[]).map((record) => record.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
    const drives = dataset.games.flatMap((g) => g.drives.map((d) => d.id));
    expect(new Set(drives).size).toBe(drives.length);
  });
});

describe('createDataset: teams', () => {
  it('has the 32 teams, with unique real abbreviations', () => {
    const abbrs = dataset.teams.map((t) => t.abbr);
    expect(abbrs).toHaveLength(32);
    expect(new Set(abbrs).size).toBe(32);
    for (const abbr of ['NE', 'KC', 'BUF', 'NYJ', 'SF', 'GB', 'LA', 'LAC', 'WAS']) expect(abbrs).toContain(abbr);
    expect(new Set(dataset.teams.map((t) => t.id)).size).toBe(32);
    for (const team of dataset.teams) expect(typeof team.id).toBe('string');
  });

  it('has 2 conferences of 4 divisions of 4 teams', () => {
    const divisions = new Map<string, string[]>();
    for (const team of dataset.teams) {
      const key = `${grouping(team.conference)}|${grouping(team.division)}`;
      divisions.set(key, [...(divisions.get(key) ?? []), must(team.abbr)]);
    }
    expect(divisions.size).toBe(8);
    for (const members of divisions.values()) expect(members).toHaveLength(4);
    expect(new Set(dataset.teams.map((t) => grouping(t.conference)))).toEqual(new Set(['AFC', 'NFC']));
    const afcEast = dataset.teams.filter((t) => grouping(t.division) === 'AFC East').map((t) => t.abbr);
    expect(afcEast.sort()).toEqual(['BUF', 'MIA', 'NE', 'NYJ']);
  });

  it('has depth charts of persons that exist, starters first', () => {
    const persons = new Set(dataset.persons.map((p) => p.id));
    for (const team of dataset.teams) {
      const entries = must(team.depthChart?.data);
      // 53 players, less the kicker, punter and long snapper: the spec's units are OFFENSE and DEFENSE only.
      expect(entries.length).toBe(50);
      for (const entry of entries) expect(persons.has(must(entry.person?.id))).toBe(true);
      const quarterbacks = entries.filter((e) => e.positionAbbr === 'QB').map((e) => e.depthOrder);
      expect(quarterbacks).toEqual([1, 2, 3]);
    }
  });
});

/** Games of one season in which a team played. */
const gamesOf = (games: readonly DatasetGame[], abbr: string) =>
  games.filter((g) => g.homeTeam?.abbr === abbr || g.visitorTeam?.abbr === abbr);

describe('createDataset: the regular season', () => {
  it('has 272 games in 18 weeks, at most 16 a week', () => {
    expect(dataset.games).toHaveLength(272);
    const weeks = new Map<number, number>();
    for (const game of dataset.games) {
      expect(game.week).toMatchObject({ season: 2024, seasonType: 'REG' });
      expect(game.gameType).toBe('REG');
      const week = must(game.week?.week);
      weeks.set(week, (weeks.get(week) ?? 0) + 1);
    }
    expect([...weeks.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    for (const count of weeks.values()) expect(count).toBeLessThanOrEqual(16);
  });

  it('gives every team 17 games, 8 or 9 at home, at most one a week, and one bye in weeks 5–14', () => {
    for (const team of dataset.teams) {
      const abbr = must(team.abbr);
      const games = gamesOf(dataset.games, abbr);
      expect(games, abbr).toHaveLength(17);
      const home = games.filter((g) => g.homeTeam?.abbr === abbr).length;
      expect([8, 9]).toContain(home);
      const weeks = games.map((g) => must(g.week?.week));
      expect(new Set(weeks).size).toBe(17);
      const bye = Array.from({ length: 18 }, (_, i) => i + 1).filter((w) => !weeks.includes(w));
      expect(bye).toHaveLength(1);
      expect(bye[0]).toBeGreaterThanOrEqual(5);
      expect(bye[0]).toBeLessThanOrEqual(14);
    }
  });

  it('has each team play its division rivals twice, once at home, and no other team twice', () => {
    const division = new Map(dataset.teams.map((t) => [t.abbr, grouping(t.division)]));
    for (const team of dataset.teams) {
      const abbr = must(team.abbr);
      const meetings = new Map<string, string[]>();
      for (const game of gamesOf(dataset.games, abbr)) {
        const home = game.homeTeam?.abbr === abbr;
        const opponent = must(home ? game.visitorTeam?.abbr : game.homeTeam?.abbr);
        meetings.set(opponent, [...(meetings.get(opponent) ?? []), home ? 'home' : 'away']);
      }
      for (const [opponent, where] of meetings) {
        if (division.get(opponent) === division.get(abbr)) expect(where.sort()).toEqual(['away', 'home']);
        else expect(where).toHaveLength(1);
      }
      const rivals = [...meetings.keys()].filter((o) => division.get(o) === division.get(abbr));
      expect(rivals).toHaveLength(3);
    }
  });

  it('kicks off on Thursdays, Saturdays, Sundays and Mondays at broadcast times', () => {
    for (const game of dataset.games) {
      const kickoff = toDate(must(game.gameTime));
      // Eastern time is UTC-4 or UTC-5 in the season; either way the day is the same.
      const eastern = new Date(kickoff.getTime() - 4.5 * 3_600_000);
      expect([4, 6, 0, 1]).toContain(eastern.getUTCDay());
    }
  });
});

describe('createDataset: drives and scores', () => {
  it('makes each team score exactly the points of its drives, quarter by quarter', () => {
    for (const game of dataset.games) {
      const home = must(game.homeTeam?.abbr);
      for (const [abbr, score] of [
        [home, game.homeTeamScore],
        [must(game.visitorTeam?.abbr), game.visitorTeamScore],
      ] as const) {
        const drives = game.drives.filter((d) => d.possessionTeam === abbr);
        expect(total(drives.map((d) => d.points))).toBe(score?.pointsTotal);
        for (let quarter = 1; quarter <= 5; quarter++) {
          const points = total(drives.filter((d) => d.quarterEnd === quarter).map((d) => d.points));
          const field = quarter === 5 ? score?.pointsOvertimeTotal : score?.[`pointsQ${quarter}` as 'pointsQ1'];
          expect(points).toBe(field);
        }
      }
    }
  });

  it('scores drives as touchdowns (6, 7 or 8), field goals (3) or nothing', () => {
    for (const drive of dataset.games.flatMap((g) => g.drives)) {
      if (drive.result === 'TOUCHDOWN') expect([6, 7, 8]).toContain(drive.points);
      else if (drive.result === 'FIELD_GOAL') expect(drive.points).toBe(3);
      else expect(drive.points).toBe(0);
    }
  });

  it('has about 20 drives a game, in order, whose yards agree with their yard lines', () => {
    for (const game of dataset.games) {
      expect(game.drives.length).toBeGreaterThanOrEqual(14);
      expect(game.drives.length).toBeLessThanOrEqual(32);
      game.drives.forEach((drive, i) => {
        expect(drive.orderSequence).toBe(i + 1);
        const offense = must(drive.possessionTeam);
        const start = fieldPosition(must(drive.startYardLine), offense);
        const end = fieldPosition(must(drive.endYardLine), offense);
        expect(drive.yards).toBe(end - start);
        if (drive.result === 'TOUCHDOWN') expect(end).toBe(100);
        expect(must(drive.firstDowns)).toBeGreaterThanOrEqual(0);
        expect(toDate(must(drive.realTimeEnd)).getTime()).toBeGreaterThan(toDate(must(drive.realTimeStart)).getTime());
      });
    }
    const scores = dataset.games.flatMap((g) => [
      must(g.homeTeamScore?.pointsTotal),
      must(g.visitorTeamScore?.pointsTotal),
    ]);
    const mean = total(scores) / scores.length;
    expect(mean).toBeGreaterThan(15);
    expect(mean).toBeLessThan(30);
  });

  it('writes timestamps with several offsets, so that a string sort is not chronological', () => {
    const times = dataset.games.map((g) => must(g.gameTime));
    const offsets = new Set(times.map((t) => /(Z|[+-][\d:]+)$/.exec(t)?.[1]));
    expect(offsets.size).toBeGreaterThanOrEqual(2);
    expect(offsets.has('Z')).toBe(true);
    const byString = [...times].sort();
    const byInstant = [...times].sort((a, b) => toDate(a).getTime() - toDate(b).getTime() || (a < b ? -1 : 1));
    expect(byString).not.toEqual(byInstant);
  });
});

/** A team's standings after the last completed week. */
const latest = (team: Dataset['teams'][number]) => must(team.standings.data.at(-1), `standings of ${team.abbr}`);

/**
 * A team's standings recomputed from the final games of weeks 1 to `lastWeek`: its records,
 * points, touchdown margin, streak and last five.
 */
function recomputeStandings(data: Dataset, abbr: string, lastWeek: number) {
  const conference = new Map(data.teams.map((t) => [t.abbr, grouping(t.conference)]));
  const division = new Map(data.teams.map((t) => [t.abbr, grouping(t.division)]));
  const tally = {
    overallWins: 0,
    overallLosses: 0,
    overallTies: 0,
    overallPointsFor: 0,
    overallPointsAgainst: 0,
    netTouchDowns: 0,
    homeWins: 0,
    homeLosses: 0,
    roadWins: 0,
    roadLosses: 0,
    divisionWins: 0,
    divisionLosses: 0,
    divisionTies: 0,
    conferenceWins: 0,
    conferenceLosses: 0,
  };
  const results: string[] = [];
  const games = gamesOf(data.games, abbr)
    .filter((g) => must(g.week?.week) <= lastWeek)
    .sort((a, b) => toDate(must(a.gameTime)).getTime() - toDate(must(b.gameTime)).getTime());
  for (const game of games) {
    expect(game.gameStatus?.phase).toMatch(/^FINAL/);
    const home = game.homeTeam?.abbr === abbr;
    const opponent = must(home ? game.visitorTeam?.abbr : game.homeTeam?.abbr);
    const own = must((home ? game.homeTeamScore : game.visitorTeamScore)?.pointsTotal);
    const other = must((home ? game.visitorTeamScore : game.homeTeamScore)?.pointsTotal);
    const result = own > other ? 'W' : own < other ? 'L' : 'T';
    results.push(result);
    tally.overallPointsFor += own;
    tally.overallPointsAgainst += other;
    const touchdowns = (team: string) =>
      game.drives.filter((d) => d.possessionTeam === team && d.result === 'TOUCHDOWN').length;
    tally.netTouchDowns += touchdowns(abbr) - touchdowns(opponent);
    if (result === 'W') {
      tally.overallWins++;
      if (home) tally.homeWins++;
      else tally.roadWins++;
    } else if (result === 'L') {
      tally.overallLosses++;
      if (home) tally.homeLosses++;
      else tally.roadLosses++;
    } else tally.overallTies++;
    if (division.get(opponent) === division.get(abbr)) {
      if (result === 'W') tally.divisionWins++;
      else if (result === 'L') tally.divisionLosses++;
      else tally.divisionTies++;
    }
    if (conference.get(opponent) === conference.get(abbr)) {
      if (result === 'W') tally.conferenceWins++;
      else if (result === 'L') tally.conferenceLosses++;
    }
  }
  const last = results.at(-1);
  let streak = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) streak++;
  const lastFive = results.slice(-5);
  return {
    ...tally,
    overallStreak: last === undefined ? '' : `${streak}${last}`,
    last5Wins: lastFive.filter((r) => r === 'W').length,
    last5Losses: lastFive.filter((r) => r === 'L').length,
    played: games.length,
  };
}

/** Checks a standings entry against the recomputation from the games of weeks 1 to `week`. */
function expectStandingsAfter(data: Dataset, team: Dataset['teams'][number], week: number): void {
  const abbr = must(team.abbr);
  const entry = must(team.standings.data[week - 1], `${abbr} week ${week}`);
  const { played, ...expected } = recomputeStandings(data, abbr, week);
  expect(entry, `${abbr} week ${week}`).toMatchObject(expected);
  expect(entry.week).toEqual({ season: team.season, seasonType: 'REG', week });
  const pct = played === 0 ? 0 : (expected.overallWins + expected.overallTies / 2) / played;
  expect(entry.overallWinPct).toBeCloseTo(pct, 3);
}

describe('createDataset: standings', () => {
  it('lists one entry per week of the regular season, week 1 first', () => {
    for (const team of dataset.teams) {
      const { pager, data } = team.standings;
      expect(data.map((entry) => entry.week)).toEqual(
        Array.from({ length: 18 }, (_, i) => ({ season: 2024, seasonType: 'REG', week: i + 1 })),
      );
      expect(pager.total).toBe(18);
    }
  });

  it('equals what all the final games give, after the last week', () => {
    for (const team of dataset.teams) {
      expectStandingsAfter(dataset, team, 18);
      const { overallWins, overallLosses, overallTies } = latest(team);
      expect(must(overallWins) + must(overallLosses) + must(overallTies)).toBe(17);
    }
  });

  it('equals what the games up to each week give, after weeks 1 and 9', () => {
    for (const team of dataset.teams) {
      expectStandingsAfter(dataset, team, 1);
      expectStandingsAfter(dataset, team, 9);
    }
  });

  it('keeps a record unchanged through a bye week, and sets clinches only after the last week', () => {
    const counters = ['overallWins', 'overallLosses', 'overallTies', 'overallPointsFor', 'overallStreak'] as const;
    for (const team of dataset.teams) {
      const abbr = must(team.abbr);
      const played = new Set(gamesOf(dataset.games, abbr).map((g) => must(g.week?.week)));
      const bye = must(Array.from({ length: 18 }, (_, i) => i + 1).find((week) => !played.has(week)));
      const before = must(team.standings.data[bye - 2]);
      const during = must(team.standings.data[bye - 1]);
      expect(during.week.week).toBe(bye);
      for (const counter of counters) expect(during[counter], `${abbr} ${counter}`).toEqual(before[counter]);
      for (const entry of team.standings.data.slice(0, -1)) expect(entry.clinchPlayoff).toBe(false);
    }
  });

  it('ranks teams by record in their division, conference and the league', () => {
    const standing = (team: Dataset['teams'][number]) => latest(team) as unknown as Record<string, number>;
    const ranks = (key: string, group: (team: Dataset['teams'][number]) => string) => {
      const groups = new Map<string, Dataset['teams']>();
      for (const team of dataset.teams) groups.set(group(team), [...(groups.get(group(team)) ?? []), team]);
      for (const members of groups.values()) {
        const sorted = [...members].sort((a, b) => must(standing(a)[key]) - must(standing(b)[key]));
        expect(sorted.map((t) => standing(t)[key])).toEqual(members.map((_, i) => i + 1));
        if (key !== 'conferenceRank') {
          const pcts = sorted.map((t) => must(standing(t).overallWinPct));
          expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
        }
      }
    };
    ranks('divisionRank', (t) => grouping(t.division));
    ranks('conferenceRank', (t) => grouping(t.conference));
    ranks('overallRank', () => 'league');
    for (const team of dataset.teams) {
      const s = standing(team);
      expect(Boolean(s.clinchDivision)).toBe(s.divisionRank === 1);
      expect(Boolean(s.clinchPlayoff)).toBe(must(s.conferenceRank) <= 7);
    }
  });
});

describe('createDataset: statistics', () => {
  type Groups = Pick<Dataset['playerGameStats'][number], 'passing' | 'rushing' | 'receiving'>;
  const keyed = (groups: Groups) => ({ passing: groups.passing, rushing: groups.rushing, receiving: groups.receiving });
  const add = (into: Groups, from: Groups) => {
    for (const group of ['passing', 'rushing', 'receiving'] as const) {
      const target = into[group] as unknown as Record<string, number>;
      const source = from[group] as unknown as Record<string, number>;
      for (const counter of Object.keys(source)) target[counter] = (target[counter] ?? 0) + (source[counter] ?? 0);
    }
  };
  const zero = (): Groups => ({
    passing: { attempts: 0, completions: 0, yards: 0, touchdowns: 0, interceptions: 0 },
    rushing: { attempts: 0, yards: 0, touchdowns: 0, fumbles: 0 },
    receiving: { receptions: 0, yards: 0, touchdowns: 0 },
  });

  it('has rushing figures worth a top-10 table', () => {
    const top = [...dataset.playerSeasonStats].sort((a, b) => b.rushing.yards - a.rushing.yards).slice(0, 10);
    expect(top).toHaveLength(10);
    expect(top[0]?.rushing.yards).toBeGreaterThan(900);
    expect(top[9]?.rushing.yards).toBeGreaterThan(400);
    for (const record of top) expect(record.player?.lastName).toBeTruthy();
  });

  it('makes season and team records the sums of the game records', () => {
    for (const data of [dataset, twoSeasons]) {
      const bySeason = new Map<string, Groups>();
      const byTeam = new Map<string, Groups>();
      for (const record of data.playerGameStats) {
        const season = `${record.player?.id}|${record.season}`;
        const team = `${season}|${record.player?.team?.nickName}`;
        add((bySeason.get(season) ?? bySeason.set(season, zero()).get(season)) as Groups, record);
        add((byTeam.get(team) ?? byTeam.set(team, zero()).get(team)) as Groups, record);
      }
      expect(data.playerSeasonStats).toHaveLength(bySeason.size);
      for (const record of data.playerSeasonStats) {
        expect(keyed(record)).toEqual(bySeason.get(`${record.player?.id}|${record.season}`));
      }
      expect(data.playerTeamStats).toHaveLength(byTeam.size);
      for (const record of data.playerTeamStats) {
        expect(keyed(record)).toEqual(byTeam.get(`${record.player?.id}|${record.season}|${record.team?.nickName}`));
      }
    }
  });

  it('makes careers the sums of the seasons, and never less than a season', () => {
    const careers = new Map(twoSeasons.playerCareerStats.map((c) => [c.player?.id, c]));
    const sums = new Map<string, Groups>();
    for (const record of twoSeasons.playerSeasonStats) {
      const id = must(record.player?.id);
      add((sums.get(id) ?? sums.set(id, zero()).get(id)) as Groups, record);
      const career = must(careers.get(id));
      expect(career.rushing.attempts).toBeGreaterThanOrEqual(record.rushing.attempts);
      expect(career.receiving.receptions).toBeGreaterThanOrEqual(record.receiving.receptions);
      expect(career.passing.touchdowns).toBeGreaterThanOrEqual(record.passing.touchdowns);
    }
    expect(careers.size).toBe(sums.size);
    for (const [id, sum] of sums) expect(keyed(must(careers.get(id)))).toEqual(sum);
    const seasonsPlayed = new Set(twoSeasons.playerSeasonStats.map((r) => r.season));
    expect(seasonsPlayed).toEqual(new Set([2024, 2025]));
  });

  it('adds each team game up to its drives', () => {
    const abbrOf = new Map(dataset.teams.map((t) => [t.nickName, t.abbr]));
    const lines = new Map<string, Groups>();
    for (const record of dataset.playerGameStats) {
      const key = `${record.game?.id}|${abbrOf.get(record.player?.team?.nickName ?? null)}`;
      add((lines.get(key) ?? lines.set(key, zero()).get(key)) as Groups, record);
    }
    for (const game of dataset.games) {
      for (const abbr of [must(game.homeTeam?.abbr), must(game.visitorTeam?.abbr)]) {
        const sum = must(lines.get(`${game.id}|${abbr}`));
        const drives = game.drives.filter((d) => d.possessionTeam === abbr);
        expect(sum.passing.yards + sum.rushing.yards).toBe(total(drives.map((d) => must(d.yards))));
        expect(sum.receiving.receptions).toBe(sum.passing.completions);
        expect(sum.receiving.yards).toBe(sum.passing.yards);
        expect(sum.receiving.touchdowns).toBe(sum.passing.touchdowns);
        expect(sum.passing.touchdowns + sum.rushing.touchdowns).toBe(
          drives.filter((d) => d.result === 'TOUCHDOWN').length,
        );
        expect(sum.passing.interceptions).toBe(drives.filter((d) => d.result === 'INTERCEPTION').length);
      }
    }
  });

  it('gives each team season the points, touchdowns and interceptions of its games', () => {
    for (const record of dataset.teamSeasonStats) {
      const team = must(dataset.teams.find((t) => t.nickName === record.team?.nickName));
      const abbr = must(team.abbr);
      const games = gamesOf(dataset.games, abbr);
      const own = (g: DatasetGame) => (g.homeTeam?.abbr === abbr ? g.homeTeamScore : g.visitorTeamScore);
      const their = (g: DatasetGame) => (g.homeTeam?.abbr === abbr ? g.visitorTeamScore : g.homeTeamScore);
      expect(record.scoring.gamesPlayed).toBe(17);
      expect(record.scoring.pointsFor).toBe(total(games.map((g) => must(own(g)?.pointsTotal))));
      expect(record.scoring.pointsAgainst).toBe(total(games.map((g) => must(their(g)?.pointsTotal))));
      expect(record.scoring.pointsFor).toBe(latest(team).overallPointsFor);
      const opponentDrives = games.flatMap((g) => g.drives.filter((d) => d.possessionTeam !== abbr));
      expect(record.defensive?.interceptions).toBe(opponentDrives.filter((d) => d.result === 'INTERCEPTION').length);
      expect(must(team.teamSeasonStats)[0]?.id).toBe(record.id);
      expect(must(team.teamGameStats)).toHaveLength(17);
    }
  });

  it('embeds season statistics in persons that match the statistics resources', () => {
    const seasons = new Map(dataset.playerSeasonStats.map((s) => [s.player?.id, s]));
    let checked = 0;
    for (const person of dataset.persons) {
      const record = seasons.get(person.id);
      if (!record) continue;
      const embedded = must(person.playerStats?.seasonStats?.find((s) => s.season === 2024));
      expect(embedded.passingStats).toEqual({
        attempts: record.passing.attempts,
        completions: record.passing.completions,
      });
      expect(embedded.rushingStats?.attempts).toBe(record.rushing.attempts);
      checked++;
    }
    expect(checked).toBe(dataset.playerSeasonStats.length);
  });
});

describe('createDataset: people', () => {
  it('has players with positions, numbers and teams, and coaches who are not players', () => {
    const players = dataset.persons.filter((p) => p.player !== null);
    const coaches = dataset.persons.filter((p) => p.player === null);
    expect(players.length).toBeGreaterThanOrEqual(32 * 53);
    expect(coaches.length).toBeGreaterThanOrEqual(32);
    for (const person of players) {
      const player = must(person.player);
      expect(player.rosterStatus).toBe('ACTIVE');
      expect(player.jerseyNumber).toBeGreaterThanOrEqual(0);
      expect(player.jerseyNumber).toBeLessThanOrEqual(99);
      expect(person.displayName).toBe(`${person.firstName} ${person.lastName}`);
    }
    const numbers = new Map<string, number[]>();
    for (const person of players) {
      const player = must(person.player);
      numbers.set(player.currentTeam.abbr, [...(numbers.get(player.currentTeam.abbr) ?? []), player.jerseyNumber]);
    }
    for (const [abbr, taken] of numbers) expect(new Set(taken).size, abbr).toBe(taken.length);
    const positions = new Set(players.map((p) => p.player?.position));
    for (const position of ['QB', 'RB', 'WR', 'TE', 'OT', 'CB', 'K']) expect(positions).toContain(position);
  });

  it('has rosters that change over seasons', () => {
    const retired = twoSeasons.persons.filter((p) => p.player?.rosterStatus === 'RETIRED');
    expect(retired.length).toBeGreaterThan(0);
    const movers = twoSeasons.persons.filter((p) => (p.playerStats?.teamStats?.length ?? 0) > 1);
    expect(movers.length).toBeGreaterThan(0);
  });

  it('has users with social networks', () => {
    expect(dataset.users.length).toBeGreaterThan(100);
    expect(dataset.users.some((u) => (u.socialNetworks?.length ?? 0) > 1)).toBe(true);
  });
});

describe('createDataset: content', () => {
  it('relates videos to existing games, with a preview for every game', () => {
    const games = new Set(dataset.games.map((g) => g.id));
    const previews = new Set<string>();
    for (const video of dataset.videos) {
      const related = video.related?.games;
      const refs = Array.isArray(related) ? related : (related?.data ?? []);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(games.has(must(ref.id))).toBe(true);
      if (video.videoAsset?.clipCategory === 'preview' && video.show?.id === null) previews.add(must(refs[0]?.id));
      expect(toDate(must(video.lastModifiedDate)).getTime()).toBeGreaterThanOrEqual(
        toDate(must(video.contentVisibility?.originalPublishDate)).getTime(),
      );
    }
    expect(previews.size).toBe(games.size);
    const categories = new Set(dataset.videos.map((v) => v.videoAsset?.clipCategory));
    expect(categories).toEqual(new Set(['preview', 'recap', 'game-highlight', 'in-game-highlight']));
  });

  it('has content lists holding child lists, videos and articles', () => {
    const kinds = new Set<string>();
    let depth = 0;
    const walk = (list: { items?: { data?: readonly unknown[] | null } | null }, level: number) => {
      depth = Math.max(depth, level);
      for (const item of list.items?.data ?? []) {
        const type = (item as { type?: string }).type;
        kinds.add(String(type));
        if (type === 'CONTENT_LIST') walk(item as typeof list, level + 1);
      }
    };
    for (const list of dataset.lists) walk(list, 1);
    expect(kinds).toEqual(new Set(['CONTENT_LIST', 'VIDEO', 'ARTICLE']));
    expect(depth).toBeGreaterThanOrEqual(3);
    expect(dataset.lists.some((l) => l.contentListType === 'RANKING')).toBe(true);
  });

  it('has jobs whose tasks agree with their status', () => {
    const statuses = new Set(dataset.videoJobs.map((j) => j.status));
    expect(statuses.has('COMPLETED')).toBe(true);
    expect(statuses.size).toBeGreaterThan(1);
    for (const job of dataset.videoJobs) {
      const tasks = must(job.tasks?.data);
      expect(tasks.length).toBeGreaterThanOrEqual(3);
      if (job.status === 'COMPLETED') {
        expect(job.percentComplete).toBe(100);
        expect(job.completedTime).not.toBeNull();
        for (const task of tasks) expect(task.status).toBe('COMPLETED');
      } else {
        expect(job.completedTime).toBeNull();
        expect(job.percentComplete).toBeLessThan(100);
      }
    }
  });

  it('has audio clips and events with venues', () => {
    expect(dataset.audios.length).toBeGreaterThan(0);
    expect(dataset.events.length).toBeGreaterThan(5);
    for (const event of dataset.events) {
      expect(event.venue?.address?.city).toBeTruthy();
      expect(event.venue?.location?.city).toBe(event.venue?.address?.city);
      const start = toDate(must(event.startDateTime)).getTime();
      expect(toDate(must(event.endDateTime)).getTime()).toBeGreaterThanOrEqual(start);
    }
  });
});

describe('createDataset: seen mid-season', () => {
  const moment = toDate(MID_SEASON).getTime();
  let live: Dataset;
  beforeAll(() => {
    live = midSeason;
  });

  it('has final, live and scheduled games, each scored by its drives', () => {
    const phases = new Map<string, number>();
    for (const game of live.games) {
      const phase = must(game.gameStatus?.phase);
      phases.set(phase, (phases.get(phase) ?? 0) + 1);
      const kickoff = toDate(must(game.gameTime)).getTime();
      if (phase === 'PREGAME') {
        expect(kickoff).toBeGreaterThan(moment);
        expect(game.homeTeamScore).toBeNull();
        expect(game.drives).toEqual([]);
        continue;
      }
      expect(kickoff).toBeLessThanOrEqual(moment);
      for (const [abbr, score] of [
        [game.homeTeam?.abbr, game.homeTeamScore],
        [game.visitorTeam?.abbr, game.visitorTeamScore],
      ] as const) {
        const points = total(game.drives.filter((d) => d.possessionTeam === abbr).map((d) => d.points));
        expect(points).toBe(score?.pointsTotal);
      }
      for (const drive of game.drives) {
        if (drive.realTimeEnd !== null) expect(toDate(drive.realTimeEnd).getTime()).toBeLessThanOrEqual(moment);
      }
    }
    expect(phases.get('PREGAME')).toBeGreaterThan(0);
    expect(phases.get('FINAL')).toBeGreaterThan(0);
    expect((phases.get('INGAME') ?? 0) + (phases.get('HALFTIME') ?? 0)).toBeGreaterThan(0);
  });

  it('counts only final games in statistics', () => {
    const finals = live.games.filter((g) => g.gameStatus?.phase?.startsWith('FINAL'));
    const finalIds = new Set(finals.map((g) => g.id));
    for (const record of live.playerGameStats) expect(finalIds.has(must(record.game?.id))).toBe(true);
    for (const video of live.videos) {
      expect(toDate(must(video.contentVisibility?.originalPublishDate)).getTime()).toBeLessThanOrEqual(moment);
    }
  });

  it('has standings for the completed weeks only, without clinches', () => {
    const final = (week: number) =>
      live.games.filter((g) => g.week?.week === week).every((g) => g.gameStatus?.phase?.startsWith('FINAL'));
    const completed = Array.from({ length: 18 }, (_, i) => i + 1).findIndex((week) => !final(week));
    expect(completed).toBe(9);
    // Week 10 has begun: some of its games are final, yet they count in no standings.
    expect(live.games.some((g) => g.week?.week === 10 && g.gameStatus?.phase === 'FINAL')).toBe(true);
    for (const team of live.teams) {
      expect(team.standings.data.map((entry) => entry.week.week)).toEqual(
        Array.from({ length: completed }, (_, i) => i + 1),
      );
      expectStandingsAfter(live, team, completed);
      for (const entry of team.standings.data) expect(entry.clinchPlayoff).toBe(false);
    }
  });

  it('has empty standings before the first week is over', () => {
    const early = createDataset({ seed: 3, asOf: '2024-09-06T12:00:00-04:00' });
    for (const team of early.teams) expect(team.standings).toEqual({ pager: expect.anything(), data: [] });
    for (const team of early.teams) validate(resourceSchemas.teams, team, 'teams');
  });
});

describe('createDataset: many seasons', () => {
  // How long it takes is for bench/mock-scale.ts (the build time per size), not a test.
  it('gives over 10,000 games for 37 seasons', () => {
    const games = createDataset({ seasons: 37 }).games;
    expect(games.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(games.map((g) => g.week?.season)).size).toBe(37);
  }, 120_000);
});

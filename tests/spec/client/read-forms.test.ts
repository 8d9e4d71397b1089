/**
 * Every form the spec allows, read by the typed client without a validation error and with the
 * values intact: the pager's forms, nulls wherever the spec allows them, every timestamp form,
 * and the two forms of Team's conference, division and standings. Bodies are hand-written and
 * served by msw; a form the client refuses is a finding, kept here as a failing test.
 */
import { describe, expect, it } from 'vitest';
import { toDate, ValidationError } from '../../../src/index.ts';
import { cite } from '../support/cite.ts';
import {
  article,
  audio,
  contentList,
  drive,
  event,
  game,
  job,
  person,
  standings,
  statistics,
  team,
  user,
  video,
} from './support/records.ts';
import { client, useServedBodies } from './support/served.ts';

const served = useServedBodies();

/** `record` with each of its fields null. */
const topLevelNull = (record: object) => Object.fromEntries(Object.keys(record).map((key) => [key, null]));

/** `value` with every field of every object in it null, except objects and lists, which are kept and walked (a list's items are never null). */
function leavesNull(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' && item !== null ? leavesNull(item) : item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        typeof field === 'object' && field !== null ? leavesNull(field) : null,
      ]),
    );
  }
  return null;
}

const noPager = { previous: null, self: null, next: null, limit: null, offset: null, total: null };

describe('the pager', () => {
  it(cite('Resources and their fields', 'It can also be an empty object `{}`.'), async () => {
    served.answer('/teams', { pager: {}, data: [{ abbr: 'NE' }] });
    const page = await client.teams.select('abbr').list();
    expect(page.pager).toEqual(noPager);
    expect(page.data).toEqual([{ abbr: 'NE' }]);
  });

  it(
    cite(
      'Resources and their fields',
      'Pager object: `{previous, self, next, limit, offset, total}`. Any member may be null.',
    ),
    async () => {
      served.answer('/teams', { pager: { ...noPager }, data: [{ abbr: 'NE' }] });
      const page = await client.teams.select('abbr').list();
      expect(page.pager).toEqual(noPager);
      expect(page.data).toEqual([{ abbr: 'NE' }]);
    },
  );

  it(cite('Resources and their fields', 'Pager object: `{previous, self, next, limit, offset, total}`.'), async () => {
    const pager = {
      previous: 'https://service.test/teams?page=1',
      self: 'https://service.test/teams?page=2',
      next: 'https://service.test/teams?page=3',
      limit: 1,
      offset: 1,
      total: 32,
    };
    served.answer('/teams', { pager, data: [{ abbr: 'NE' }] });
    expect((await client.teams.select('abbr').list()).pager).toEqual(pager);
  });

  it(cite('Resources and their fields', '`total` is an integer count.'), async () => {
    served.answer('/teams', { pager: { total: 0 }, data: [] });
    expect((await client.teams.list()).pager.total).toBe(0);
    served.answer('/users', { pager: { total: 2.5 }, data: [] });
    await expect(client.users.list()).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('nulls where the spec allows them', () => {
  it(
    cite(
      'Resources and their fields',
      'Many fields can be null when no data exists; selected-but-empty fields are returned as null.',
    ),
    async () => {
      const empty = {
        id: game.id,
        week: null,
        gameTime: null,
        gameType: null,
        homeTeam: null,
        visitorTeam: null,
        gameStatus: null,
        homeTeamScore: null,
        visitorTeamScore: null,
        stadiumInfo: null,
        drives: null,
      };
      served.answer('/games', [empty]);
      const page = await client.games
        .select(
          'id,week,gameTime,gameType,homeTeam,visitorTeam,gameStatus,homeTeamScore,visitorTeamScore,stadiumInfo,drives',
        )
        .list();
      expect(page.data).toEqual([empty]);
    },
  );

  it(cite('Resources and their fields', 'selected-but-empty fields are returned as null'), async () => {
    const emptyTeam = {
      abbr: 'NE',
      venue: null,
      branding: null,
      standings: null,
      depthChart: null,
      webDomain: null,
      established: null,
    };
    served.answer('/teams', { pager: {}, data: [emptyTeam] });
    expect(
      (await client.teams.select('abbr,venue,branding,standings,depthChart,webDomain,established').list()).data,
    ).toEqual([emptyTeam]);
    const emptyVideo = {
      id: 'video-2',
      originalImage: null,
      videoAsset: null,
      contentVisibility: null,
      lastModifiedDate: null,
    };
    served.answer('/videos', { pager: {}, data: [emptyVideo] });
    expect(
      (await client.videos.select('id,originalImage,videoAsset,contentVisibility,lastModifiedDate').list()).data,
    ).toEqual([emptyVideo]);
  });

  it(cite('Resources and their fields', 'Many fields can be null when no data exists'), async () => {
    // Each record of support/records.ts twice: every field null, and every field of every object in it null.
    const path = (resource: string) => (resource === 'videoJobs' ? '/videos/assets/jobs' : `/${resource}`);
    const records = {
      games: game,
      teams: team,
      videos: video,
      lists: { ...contentList, items: { pager: {}, data: [article] } },
      videoJobs: job,
      users: user,
      persons: person,
      audios: audio,
      events: event,
      ...statistics,
    };
    // Untyped: the loop goes over resources of different record types.
    const lists = client as unknown as Record<string, { list(): Promise<{ data: unknown[] }> }>;
    for (const [resource, record] of Object.entries(records)) {
      const forms = [topLevelNull(record), leavesNull(record)];
      const body = resource === 'games' ? forms : { pager: {}, data: forms };
      served.answer(path(resource), resource in statistics ? { [resource]: body } : body);
      expect((await lists[resource]?.list())?.data, resource).toEqual(forms);
    }
  });

  it(cite('Game (/games)', 'redZone, homeTimeoutsRemaining, visitorTimeoutsRemaining (all nullable)'), async () => {
    const gameStatus = {
      gameClock: null,
      down: null,
      yardsToGo: null,
      yardLineSide: null,
      yardLineNumber: null,
      period: null,
      phase: null,
      possessionTeamId: null,
      redZone: null,
      homeTimeoutsRemaining: null,
      visitorTimeoutsRemaining: null,
    };
    served.answer('/games', [{ id: game.id, gameStatus }]);
    expect((await client.games.select('id,gameStatus').list()).data).toEqual([{ id: game.id, gameStatus }]);
  });

  it(
    cite(
      'Game (/games)',
      'pointsTotal, pointsQ1, pointsQ2, pointsQ3, pointsQ4, pointsOvertime, pointsOvertimeTotal (nullable integers)',
    ),
    async () => {
      const score = {
        pointsTotal: null,
        pointsQ1: null,
        pointsQ2: null,
        pointsQ3: null,
        pointsQ4: null,
        pointsOvertime: null,
        pointsOvertimeTotal: null,
      };
      served.answer('/games', [{ id: game.id, homeTeamScore: score, visitorTeamScore: { ...score, pointsQ1: 3 } }]);
      expect((await client.games.select('id,homeTeamScore,visitorTeamScore').list()).data).toEqual([
        { id: game.id, homeTeamScore: score, visitorTeamScore: { ...score, pointsQ1: 3 } },
      ]);
    },
  );

  it(cite('Game (/games)', '(nullable integers)'), async () => {
    served.answer('/games', [{ id: game.id, homeTeamScore: { pointsTotal: 24.5 } }]);
    await expect(client.games.select('id,homeTeamScore').list()).rejects.toBeInstanceOf(ValidationError);
  });

  it(cite('Drive (embedded in Game)', '| quarterStart, quarterEnd | integer, nullable |'), async () => {
    const open = {
      ...drive,
      quarterStart: null,
      quarterEnd: null,
      gameClockStart: null,
      gameClockEnd: null,
      realTimeStart: null,
      realTimeEnd: null,
      startYardLine: null,
      endYardLine: null,
    };
    served.answer('/games', [{ id: game.id, drives: [open] }]);
    expect((await client.games.select('id,drives').list()).data).toEqual([{ id: game.id, drives: [open] }]);
  });

  it(cite('Drive (embedded in Game)', '| yards | integer |'), async () => {
    served.answer('/games', [{ id: game.id, drives: [{ ...drive, yards: '65' }] }]);
    await expect(client.games.select('id,drives').list()).rejects.toBeInstanceOf(ValidationError);
  });

  it(
    cite(
      'Video (/videos)',
      '| weekOfSeason | {id, season, weekOrder, seasonType, week, weekType, name}; members nullable |',
    ),
    async () => {
      const weekOfSeason = {
        id: null,
        season: null,
        weekOrder: null,
        seasonType: null,
        week: null,
        weekType: null,
        name: null,
      };
      const show = { id: null, name: null, season: null, episode: null, premieredDate: null };
      served.answer('/videos', { pager: {}, data: [{ ...video, weekOfSeason, show }] });
      expect((await client.videos.list()).data).toEqual([{ ...video, weekOfSeason, show }]);
    },
  );

  it(cite('Video (/videos)', '| show | {id, name, season, episode, premieredDate}; members nullable |'), async () => {
    const show = { id: 'show-2', name: null, season: 2024, episode: null, premieredDate: null };
    served.answer('/videos/video-1', { id: 'video-1', show });
    expect(await client.videos.get('video-1', { fs: 'id,show' })).toEqual({ id: 'video-1', show });
  });

  it(cite('Team (/teams)', 'season and teamType may be null'), async () => {
    served.answer('/teams', { pager: {}, data: [{ ...team, season: null, teamType: null }] });
    expect((await client.teams.list()).data).toEqual([{ ...team, season: null, teamType: null }]);
  });

  it(cite('Team (/teams)', 'size (one of `THUMB`, `SMALL`, `MEDIUM`, `MEZZANINE`)'), async () => {
    served.answer('/teams', {
      pager: {},
      data: [{ abbr: 'NE', branding: { logos: [{ href: 'https://img.test/x.png', size: 'HUGE' }] } }],
    });
    await expect(client.teams.select('abbr,branding').list()).rejects.toBeInstanceOf(ValidationError);
  });
});

/** 2024-09-08T17:00:00Z, worked by hand: 19,974 days after 1970-01-01 (54 years, 13 of them leap, then 251 days into 2024), plus 17 hours. */
const KICKOFF_MS = 19_974 * 86_400_000 + 17 * 3_600_000;

/** The same instant, 17:00 UTC, in every form the spec names, and with fractional seconds. */
const forms = [
  ['UTC with Z', '2024-09-08T17:00:00Z', KICKOFF_MS],
  ['offset +03:00', '2024-09-08T20:00:00+03:00', KICKOFF_MS],
  ['offset -08:00', '2024-09-08T09:00:00-08:00', KICKOFF_MS],
  ['hour-only offset -07', '2024-09-08T10:00:00-07', KICKOFF_MS],
  ['fractional seconds with Z', '2024-09-08T17:00:00.250Z', KICKOFF_MS + 250],
  ['fractional seconds with -07', '2024-09-08T10:00:00.5-07', KICKOFF_MS + 500],
] as const;

describe('timestamps', () => {
  it(
    cite(
      'Resources and their fields',
      'Timestamps are ISO 8601 strings (UTC with `Z`, or with a numeric offset such as `+03:00`, `-08:00`, or hour-only `-07`).',
    ),
    async () => {
      served.answer(
        '/games',
        forms.map(([, gameTime], index) => ({
          id: `game-${index}`,
          gameTime,
          drives: [{ ...drive, realTimeStart: gameTime, realTimeEnd: gameTime }],
        })),
      );
      const page = await client.games.select('id,gameTime,drives').list();
      expect(page.data.map((one) => one.gameTime)).toEqual(forms.map(([, gameTime]) => gameTime));
      expect(page.data.map((one) => one.drives?.[0]?.realTimeStart)).toEqual(forms.map(([, gameTime]) => gameTime));
    },
  );

  it.each(forms)(
    `${cite('Resources and their fields', 'or with a numeric offset such as `+03:00`, `-08:00`, or hour-only `-07`')}: %s`,
    (_form, value, epochMs) => {
      expect(toDate(value).getTime()).toBe(epochMs);
    },
  );

  it(cite('Game (/games)', '| gameTime | timestamp |'), async () => {
    served.answer('/videos', {
      pager: {},
      data: forms.map(([, when], index) => ({ id: `video-${index}`, lastModifiedDate: when })),
    });
    const page = await client.videos.select('id,lastModifiedDate').list();
    expect(page.data.map((one) => toDate(one.lastModifiedDate ?? '').getTime())).toEqual(
      forms.map(([, , epochMs]) => epochMs),
    );
  });
});

describe('values beyond those seen', () => {
  it(cite('Resources and their fields', 'Allowed values of `seasonType` other than `REG`: not shown.'), async () => {
    const postseason = { ...game, week: { season: 2024, seasonType: 'POST', week: 19 }, gameType: 'POST' };
    served.answer('/games', [postseason]);
    expect((await client.games.select('id,week,gameType').list()).data).toEqual([postseason]);
  });

  it(cite('States and transitions', 'Enumerated statuses:'), async () => {
    // A value the spec lists as "seen" is one of the values, not all of them.
    served.answer('/videos/assets/jobs', { pager: {}, data: [{ ...job, status: 'FAILED', type: 'JOB_THUMBNAIL' }] });
    expect((await client.videoJobs.list()).data).toEqual([{ ...job, status: 'FAILED', type: 'JOB_THUMBNAIL' }]);
    const clinched = { ...standings, playoffStatus: 'CLINCH_DIVISION' };
    served.answer('/teams', { pager: {}, data: [{ abbr: 'NE', standings: clinched }] });
    expect((await client.teams.select('abbr,standings').list()).data).toEqual([{ abbr: 'NE', standings: clinched }]);
  });
});

describe("Team's fields of two forms", () => {
  it(
    cite(
      'Team (/teams)',
      '| conference, division | string when selected whole; object with `abbr` when sub-selected |',
    ),
    async () => {
      served.answer('/teams', { pager: {}, data: [{ abbr: 'NE', conference: 'AFC', division: 'AFC East' }] });
      expect((await client.teams.select('abbr,conference,division').list()).data).toEqual([
        { abbr: 'NE', conference: 'AFC', division: 'AFC East' },
      ]);
    },
  );

  it(cite('Team (/teams)', 'object with `abbr` when sub-selected'), async () => {
    served.answer('/teams', {
      pager: {},
      data: [{ abbr: 'NE', conference: { abbr: 'AFC' }, division: { abbr: 'AE' } }],
    });
    expect((await client.teams.select('abbr,conference{abbr},division{abbr}').list()).data).toEqual([
      { abbr: 'NE', conference: { abbr: 'AFC' }, division: { abbr: 'AE' } },
    ]);
  });

  it(
    cite(
      'Team (/teams)',
      '| standings | Standings object, or envelope `{pager, data:[Standings]}` when a sub-query is applied |',
    ),
    async () => {
      served.answer('/teams', { pager: {}, data: [{ abbr: 'NE', standings }] });
      expect((await client.teams.select('abbr,standings').list()).data).toEqual([{ abbr: 'NE', standings }]);
    },
  );

  it(cite('Team (/teams)', 'or envelope `{pager, data:[Standings]}` when a sub-query is applied'), async () => {
    const wrapped = { pager: { total: 2 }, data: [standings, { ...standings, week: { seasonType: 'REG', week: 17 } }] };
    served.answer('/teams', { pager: {}, data: [{ abbr: 'NE', standings: wrapped }] });
    const page = await client.teams
      .select('abbr,standings')
      .filter('standings', (f) => f.where('week.seasonType', 'REG'))
      .list();
    expect(page.data).toEqual([{ abbr: 'NE', standings: wrapped }]);
  });
});

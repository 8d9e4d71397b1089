/**
 * "Resources and their fields", "States and transitions": every resource's fields as served,
 * selected through `fs`, checked against the shapes copied from the spec (../shapes.ts).
 */
import { expect } from 'vitest';
import { cite } from '../../support/cite.ts';
import * as shapes from '../shapes.ts';
import { type Fields, type Shape, selectorOf, shapeProblems } from '../support/shape.ts';
import { expectNone, type Suite, WRITE_METHODS } from '../support/suite.ts';
import { at, isObject } from '../support/wire.ts';

/** The problems of records selected exactly by a shape. */
const exactly = (records: readonly unknown[], shape: Shape, path: string) =>
  records.flatMap((record, index) => shapeProblems(record, shape, `${path}[${index}]`, { exact: true }));

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resourceCases({ test, json, records, write }: Suite): void {
  /** Records of `path` selected by the shape's own `fs`, each checked to hold exactly its fields. */
  const expectShape = async (path: string, shape: Fields, s: unknown = { $take: 25 }) => {
    const found = await records(path, { fs: selectorOf(shape), s });
    expect(found.length, `${path} answers records`).toBeGreaterThan(0);
    expectNone(exactly(found, shape, path));
    return found;
  };

  test(cite('Resources and their fields', 'Identifiers (`id`) are strings in UUID-like format.'), async () => {
    for (const path of ['/games', '/teams', '/videos', '/lists', '/videos/assets/jobs', '/persons', '/events']) {
      const ids = (await records(path, { fs: 'id', s: { $take: 10 } })).map((record) => record.id);
      expect(ids.length, path).toBeGreaterThan(0);
      for (const id of ids) if (id !== null) expect(id, path).toMatch(UUID_LIKE);
    }
  });

  test(
    cite(
      'Resources and their fields',
      'Timestamps are ISO 8601 strings (UTC with `Z`, or with a numeric offset such as `+03:00`, `-08:00`, or hour-only `-07`).',
    ),
    async () => {
      const timestamp: Shape = 'timestamp';
      const fieldsAt: Record<string, string[]> = {
        '/games': ['gameTime'],
        '/videos': ['lastModifiedDate', 'contentVisibility.originalPublishDate'],
        '/lists': ['createdDate', 'lastModifiedDate'],
        '/videos/assets/jobs': ['submittedTime', 'completedTime'],
        '/events': ['startDateTime', 'endDateTime'],
      };
      for (const [path, names] of Object.entries(fieldsAt)) {
        const found = await records(path, { fs: names.join(','), s: { $take: 50 } });
        const problems = found.flatMap((record, index) =>
          names.flatMap((name) =>
            shapeProblems(at(record, name), timestamp, `${path}[${index}].${name}`, { exact: true }),
          ),
        );
        expectNone(problems);
      }
    },
  );

  test(
    cite(
      'Resources and their fields',
      'Many fields can be null when no data exists; selected-but-empty fields are returned as null.',
    ),
    async () => {
      // A field no team has data for is selected: it comes back, as null.
      const teams = await records('/teams', { fs: 'abbr,conformanceFieldWithoutData', s: { $take: 3 } });
      expect(teams.length).toBeGreaterThan(0);
      for (const team of teams) {
        expect(Object.keys(team)).toEqual(['abbr', 'conformanceFieldWithoutData']);
        expect(team.conformanceFieldWithoutData).toBeNull();
      }
    },
  );

  test(
    cite(
      'Game (/games)',
      'Default fields when `fs` is omitted on `/games`: id, week, gameTime, gameType, homeTeam, visitorTeam, gameStatus, homeTeamScore, visitorTeamScore.',
    ),
    async () => {
      const games = await records('/games', { s: { $take: 10 } });
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) expect(Object.keys(game).sort()).toEqual([...shapes.GAME_DEFAULT_FIELDS].sort());
    },
  );

  test(cite('Team (/teams)', 'conference, division | string when selected whole'), async () => {
    const teams = await records('/teams', { fs: 'conference,division', s: { $take: 32 } });
    expect(teams.length).toBeGreaterThan(0);
    for (const { conference, division } of teams) {
      if (conference !== null) expect(typeof conference).toBe('string');
      if (division !== null) expect(typeof division).toBe('string');
    }
  });

  test(cite('Team (/teams)', 'object with `abbr` when sub-selected'), async () => {
    const teams = await records('/teams', { fs: 'conference{abbr},division{abbr}', s: { $take: 32 } });
    expect(teams.length).toBeGreaterThan(0);
    const shape: Shape = { tag: 'fields', fields: { abbr: 'string' } };
    expectNone(
      teams.flatMap(({ conference, division }, index) => [
        ...shapeProblems(conference, shape, `[${index}].conference`, { exact: true }),
        ...shapeProblems(division, shape, `[${index}].division`, { exact: true }),
      ]),
    );
  });

  test(cite('Team (/teams)', 'standings | Standings object'), async () => {
    const teams = await records('/teams', { fs: 'abbr,standings', s: { $take: 5 } });
    const found = teams.map((team) => team.standings).filter((standings) => standings !== null);
    expect(found.length).toBeGreaterThan(0);
    for (const standings of found) {
      // One Standings object: its own fields, not an envelope's pager and data.
      expect(isObject(standings), JSON.stringify(standings)?.slice(0, 200)).toBe(true);
      expect(Object.keys(standings as object)).not.toContain('data');
      expectNone(shapeProblems(standings, shapes.standings, 'standings', { exact: false }));
    }
  });

  test(cite('Team (/teams)', 'or envelope `{pager, data:[Standings]}` when a sub-query is applied'), async () => {
    const teams = await records('/teams', {
      fs: `abbr,standings{${selectorOf(shapes.standings)}}`,
      s: { $query: { standings: { $query: { 'week.seasonType': 'REG' } } }, $take: 2 },
    });
    expect(teams.length).toBeGreaterThan(0);
    for (const [index, team] of teams.entries()) {
      expectNone(
        shapeProblems(team.standings, { tag: 'envelope', of: shapes.standings }, `[${index}].standings`, {
          exact: true,
        }),
      );
    }
  });

  test(
    cite('Standings (embedded in Team)', 'overallWins, overallLosses, overallTies (integers), overallWinPct (number)'),
    async () => {
      const teams = await records('/teams', {
        fs: `standings{${selectorOf(shapes.standings)}}`,
        s: { $query: { standings: { $query: { 'week.seasonType': 'REG' } } }, $take: 3 },
      });
      const entries = teams.flatMap((team) => (at(team, 'standings.data') as unknown[] | undefined) ?? []);
      expect(entries.length).toBeGreaterThan(0);
      const problems = entries.flatMap((entry, index) =>
        shapeProblems(entry, shapes.standings, `standings[${index}]`, { exact: true }),
      );
      expectNone(problems);
      // Every field the spec lists, by its own name.
      for (const entry of entries)
        expect(Object.keys(entry as object).sort()).toEqual([...shapes.STANDINGS_FIELDS].sort());
    },
  );

  test(cite('Depth chart entry (embedded in Team)', '`unit` (`OFFENSE` or `DEFENSE`)'), async () => {
    const [first] = await records('/teams', { fs: 'id', s: { $take: 1 } });
    const team = await json(`/teams/${encodeURIComponent(String(first?.id))}`, {
      fs: `depthChart{${selectorOf(shapes.depthChartEntry)}}`,
    });
    expectNone(
      shapeProblems(at(team, 'depthChart'), { tag: 'envelope', of: shapes.depthChartEntry }, 'depthChart', {
        exact: true,
      }),
    );
  });

  test(cite('Depth chart entry (embedded in Team)', '`depthOrder` (integer, 1 = first)'), async () => {
    const teams = await records('/teams', { fs: 'id', s: { $take: 3, $skip: 5 } });
    const entries: Record<string, unknown>[] = [];
    for (const { id } of teams) {
      const team = await json(`/teams/${encodeURIComponent(String(id))}`, {
        fs: 'id,depthChart{unit,positionAbbr,group,depthOrder}',
      });
      const data = (at(team, 'depthChart.data') as Record<string, unknown>[] | undefined) ?? [];
      entries.push(...data.map((entry) => ({ ...entry, team: id })));
    }
    expect(entries.length).toBeGreaterThan(0);
    const firsts = new Map<string, number>();
    for (const { team, unit, positionAbbr, group, depthOrder } of entries) {
      if (typeof depthOrder !== 'number') continue;
      expect(depthOrder).toBeGreaterThanOrEqual(1);
      const key = JSON.stringify([team, unit, positionAbbr, group]);
      firsts.set(key, Math.min(firsts.get(key) ?? Number.POSITIVE_INFINITY, depthOrder));
    }
    // Each place on the chart has its first, numbered 1.
    for (const [key, lowest] of firsts) expect(lowest, key).toBe(1);
  });

  test(cite('Video (/videos)', '(source is a URL string)'), async () => {
    const videos = await records('/videos', { fs: 'originalImage{asset{source}}', s: { $take: 40 } });
    const sources = videos.map((video) => at(video, 'originalImage.asset.source')).filter((source) => source !== null);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(URL.canParse(String(source)), String(source)).toBe(true);
  });

  test(
    cite(
      'Video (/videos)',
      'A video search by related game returns a content-list object: `{type: CONTENT_LIST, items{pager{total}, data:[Video]}, id (null), title}`.',
    ),
    async () => {
      const [game] = await records('/games', { fs: 'id', s: { $take: 1, $skip: 3 } });
      const body = await json('/videos', {
        fs: 'id,title,related{games{id}}',
        s: { $query: { 'related.games.id': game?.id } },
      });
      expect(isObject(body)).toBe(true);
      const list = body as Record<string, unknown>;
      expect(list.type).toBe('CONTENT_LIST');
      expect(Object.hasOwn(list, 'id')).toBe(true);
      expect(list.id).toBeNull();
      expect(Object.hasOwn(list, 'title')).toBe(true);
      expect(list.title === null || typeof list.title === 'string').toBe(true);
      const total = at(list, 'items.pager.total');
      expect(total === undefined || total === null || Number.isInteger(total)).toBe(true);
      const videos = at(list, 'items.data') as Record<string, unknown>[];
      expect(Array.isArray(videos)).toBe(true);
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos) {
        const related = at(video, 'related.games');
        const games = Array.isArray(related) ? related : (at(related, 'data') as unknown[]);
        expect(games.map((one) => at(one, 'id'))).toContain(game?.id);
      }
    },
  );

  test(cite('Content list (/lists, /contentList)', 'items | envelope of child lists, videos or articles'), async () => {
    const lists = await records('/lists', { fs: selectorOf(shapes.contentList), s: { $take: 10 } });
    expect(lists.length).toBeGreaterThan(0);
    expectNone(exactly(lists, shapes.contentList, '/lists'));
    for (const [index, list] of lists.entries()) {
      expectNone(
        shapeProblems(list.items, { tag: 'envelope', of: 'object' }, `/lists[${index}].items`, { exact: true }),
      );
      for (const item of (at(list, 'items.data') as unknown[] | undefined) ?? []) {
        expect([null, 'CONTENT_LIST', 'VIDEO', 'ARTICLE']).toContain(at(item, 'type'));
      }
    }
  });

  test(
    cite(
      'Content list (/lists, /contentList)',
      'ContentVisibility: consumerRoles (envelope of {id}), promotionLevel (string; value seen `NONE`), publishState (string; value seen `PUBLISHED`), originalPublishDate (timestamp).',
    ),
    async () => {
      await expectShape('/lists', { tag: 'fields', fields: { contentVisibility: shapes.contentVisibility } });
      await expectShape('/videos', { tag: 'fields', fields: { contentVisibility: shapes.contentVisibility } });
    },
  );

  test(
    cite(
      'Content list (/lists, /contentList)',
      'Article item: id, type (`ARTICLE`), title, caption, weekOfSeason{season, seasonType, week, name}',
    ),
    async () => {
      const lists = await records('/lists', { fs: 'items' });
      const articles = lists
        .flatMap((list) => (at(list, 'items.data') as unknown[] | undefined) ?? [])
        .filter((item) => at(item, 'type') === 'ARTICLE');
      expect(articles.length, 'an article among the lists’ items').toBeGreaterThan(0);
      // Selected whole (items with no sub-selector): each article holds at least the spec's fields.
      expectNone(
        articles.flatMap((item, index) => shapeProblems(item, shapes.article, `articles[${index}]`, { exact: false })),
      );
    },
  );

  test(
    cite(
      'User (/users)',
      'firstName, lastName, city, state (strings); socialNetworks: list of {name (string), gender (string)}.',
    ),
    async () => {
      await expectShape('/users', shapes.user, { $take: 25 });
    },
  );

  test(cite('Statistics resources', 'Each record has the subject plus groups of integer counters.'), async () => {
    for (const [name, shape] of Object.entries(shapes.statistics)) {
      await expectShape(`/${name}`, shape, { $take: 15 });
    }
  });

  test(
    cite(
      'Statistics resources',
      'Queryable fields include season (integer), seasonType (string) and dotted paths into the groups.',
    ),
    async () => {
      const [first] = await records('/playerSeasonStats', { fs: 'season,seasonType', s: { $take: 1 } });
      const { season, seasonType } = first as Record<string, unknown>;
      for (const name of ['playerSeasonStats', 'teamSeasonStats']) {
        const found = await records(`/${name}`, { fs: 'season,seasonType', s: { $query: { season, seasonType } } });
        expect(found.length, name).toBeGreaterThan(0);
        for (const record of found) expect(record).toEqual({ season, seasonType });
      }
      const groups: Record<string, string> = {
        playerSeasonStats: 'rushing.yards',
        playerTeamStats: 'rushing.attempts',
        playerGameStats: 'passing.yards',
        playerCareerStats: 'receiving.receptions',
        teamSeasonStats: 'defensive.interceptions',
      };
      for (const [name, path] of Object.entries(groups)) {
        const found = await records(`/${name}`, { fs: path, s: { $query: { [path]: { $gte: 3 } }, $take: 50 } });
        expect(found.length, name).toBeGreaterThan(0);
        for (const record of found) expect(at(record, path), `${name} ${path}`).toBeGreaterThanOrEqual(3);
      }
    },
  );

  test(
    cite(
      'Statistics resources',
      'TeamSeasonStat (embedded in Team): id, passingStats, rushingStats. TeamGameStat (embedded in Team): id, team{id}, game{id, homeTeamScore}, passingStats, rushingStats.',
    ),
    async () => {
      const teamStats = {
        tag: 'fields',
        fields: {
          teamSeasonStats: shapes.team.fields.teamSeasonStats,
          teamGameStats: shapes.team.fields.teamGameStats,
        },
      } as Fields;
      await expectShape('/teams', teamStats, { $take: 3 });
    },
  );

  test(
    cite(
      'Audio (/audios)',
      'title (string), rightsHolder{contentProvider{name}}, related{persons: list of {firstName, lastName}}, weekOfSeason.season (queryable).',
    ),
    async () => {
      await expectShape('/audios', shapes.audio, { $take: 25 });
    },
  );

  test(
    cite(
      'Event (/events)',
      'id, title, description (strings); startDateTime, endDateTime (timestamps; queried with date-only strings)',
    ),
    async () => {
      await expectShape('/events', shapes.event, {});
    },
  );

  test(
    cite(
      'Statistics resources',
      '| /playerTeamStats | player{...}; also queryable by team.nickName | rushing{attempts, yards, touchdowns, fumbles} |',
    ),
    async () => {
      const [first] = await records('/playerTeamStats', { fs: 'team{nickName}', s: { $take: 1 } });
      const nickName = at(first, 'team.nickName');
      const found = await records('/playerTeamStats', {
        fs: 'team{nickName},rushing{attempts,yards,touchdowns,fumbles}',
        s: { $query: { 'team.nickName': nickName } },
      });
      expect(found.length).toBeGreaterThan(0);
      for (const row of found) expect(at(row, 'team.nickName')).toBe(nickName);
      expectNone(
        found.flatMap((row, index) =>
          shapeProblems(
            row.rushing,
            (shapes.statistics.playerTeamStats as Fields).fields.rushing as Shape,
            `[${index}].rushing`,
            { exact: true },
          ),
        ),
      );
    },
  );

  test(
    cite(
      'Statistics resources',
      '| /playerGameStats | player{...}; queryable by game.week.week, game.week.season, game.week.seasonType | passing{attempts, completions, yards, touchdowns, interceptions} |',
    ),
    async () => {
      const [first] = await records('/playerGameStats', { fs: 'game{week}', s: { $take: 1, $skip: 500 } });
      const week = at(first, 'game.week') as Record<string, unknown>;
      const query = {
        'game.week.week': week.week,
        'game.week.season': week.season,
        'game.week.seasonType': week.seasonType,
      };
      const found = await records('/playerGameStats', {
        fs: 'game{week},passing{attempts,completions,yards,touchdowns,interceptions}',
        s: { $query: query },
      });
      expect(found.length).toBeGreaterThan(0);
      for (const row of found)
        expect(at(row, 'game.week')).toMatchObject({
          week: week.week,
          season: week.season,
          seasonType: week.seasonType,
        });
      expectNone(
        found.flatMap((row, index) =>
          shapeProblems(
            row.passing,
            (shapes.statistics.playerGameStats as Fields).fields.passing as Shape,
            `[${index}].passing`,
            { exact: true },
          ),
        ),
      );
    },
  );

  test(cite('Video (/videos)', '| related.games.id | filterable relation to a game |'), async () => {
    const [game] = await records('/games', { fs: 'id', s: { $take: 1, $skip: 40 } });
    const answer = await json('/videos', {
      fs: 'id,related{games{id}}',
      s: { $query: { 'related.games.id': game?.id } },
    });
    const videos = (at(answer, 'items.data') ?? at(answer, 'data')) as unknown[];
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      const related = at(video, 'related.games');
      const ids = (Array.isArray(related) ? related : ((at(related, 'data') as unknown[]) ?? [])).map((one) =>
        at(one, 'id'),
      );
      expect(ids).toContain(game?.id);
    }
  });

  test(cite('States and transitions', "A job's percentComplete (0 to 100)"), async () => {
    const jobs = await records('/videos/assets/jobs', { fs: 'percentComplete,status,tasks{percentComplete,status}' });
    expect(jobs.length).toBeGreaterThan(0);
    const percents = jobs.flatMap((job) => [
      job.percentComplete,
      ...((at(job, 'tasks.data') as unknown[] | undefined) ?? []).map((item) => at(item, 'percentComplete')),
    ]);
    for (const percent of percents) {
      if (percent === null) continue;
      expect(Number.isInteger(percent)).toBe(true);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
  });

  // "Values seen": the values are open, so each is a string, not one of a closed list.
  const stateRows = [
    [
      cite('States and transitions', '| Job, Task | status | `IN_PROGRESS`, `COMPLETED`, `WAITING`, `PENDING` |'),
      '/videos/assets/jobs',
      ['status', 'tasks.status'],
    ],
    [
      cite('States and transitions', '| Content | publishState | `PUBLISHED` |'),
      '/videos',
      ['contentVisibility.publishState'],
    ],
    [
      cite('States and transitions', '| Content | promotionLevel | `NONE` |'),
      '/lists',
      ['contentVisibility.promotionLevel'],
    ],
    [cite('States and transitions', '| Player | rosterStatus | `ACTIVE` |'), '/persons', ['player.rosterStatus']],
  ] as const;
  for (const [name, path, names] of stateRows) {
    test(name, async () => {
      const found = await records(path, { fs: names.join(','), s: { $take: 40 } });
      expect(found.length).toBeGreaterThan(0);
      for (const record of found) {
        for (const field of names) {
          const [head, ...rest] = field.split('.');
          const inside = at(record, head as string);
          // tasks is an envelope: its entries' status.
          const values =
            rest.length > 0 && Array.isArray(at(inside, 'data'))
              ? (at(inside, 'data') as unknown[]).map((entry) => at(entry, rest.join('.')))
              : [at(record, field)];
          for (const value of values) {
            expect(value === null || typeof value === 'string', `${path} ${field}: ${JSON.stringify(value)}`).toBe(
              true,
            );
          }
        }
      }
    });
  }

  test(cite('States and transitions', '| Standings | playoffStatus | `NOT_CLINCH_PLAYOFF` |'), async () => {
    const teams = await records('/teams', {
      fs: 'standings{playoffStatus}',
      s: { $query: { standings: { $query: { 'week.seasonType': 'REG' } } }, $take: 5 },
    });
    const values = teams.flatMap((team) =>
      ((at(team, 'standings.data') as unknown[] | undefined) ?? []).map((entry) => at(entry, 'playoffStatus')),
    );
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value === null || typeof value === 'string', JSON.stringify(value)).toBe(true);
  });

  test(
    cite('States and transitions', "A job's percentComplete (0 to 100) and task statuses are read-only views"),
    async () => {
      const [job] = await records('/videos/assets/jobs', { fs: 'id,percentComplete', s: { $take: 1 } });
      const path = `/videos/assets/${encodeURIComponent(String(job?.id))}`;
      for (const method of WRITE_METHODS) expect((await write(method, path)).status, `${method} ${path}`).toBe(405);
      expect(await json(path, { fs: 'id,percentComplete' })).toEqual(job);
    },
  );
}

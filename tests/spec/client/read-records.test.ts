/**
 * The client reads a record of every resource with every field the spec lists, each of the type
 * the spec gives, without a validation error and with every value intact. The records are written
 * by hand from the spec's field tables (support/records.ts) and served by msw in the envelope the
 * spec gives each endpoint.
 */
import { describe, expect, it } from 'vitest';
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

/** `{pager, data}` around `records`, with a pager the spec allows. */
const envelope = (...records: unknown[]) => ({ pager: { offset: 0, limit: 10, total: records.length }, data: records });

describe('a record of each resource, every listed field filled', () => {
  it(cite('Game (/games)', '| drives | list of Drive |'), async () => {
    served.answer('/games', [game]);
    const page = await client.games
      .select(
        'id,week,gameTime,gameType,homeTeam,visitorTeam,gameStatus,homeTeamScore,visitorTeamScore,stadiumInfo,drives',
      )
      .list();
    expect(page.data).toEqual([game]);
    expect(page.data[0]?.stadiumInfo?.location?.geoCoordinates?.longitude).toBe(-71.2643);
  });

  it(cite('Drive (embedded in Game)', '| orderSequence | integer |'), async () => {
    served.answer('/games', [{ id: game.id, drives: [drive, { ...drive, id: 'drive-2', orderSequence: 2 }] }]);
    const page = await client.games.select('id,drives').list();
    expect(page.data[0]?.drives).toEqual([drive, { ...drive, id: 'drive-2', orderSequence: 2 }]);
  });

  it(
    cite(
      'Team (/teams)',
      '| branding | object: logos, a list of {href (string), size (one of `THUMB`, `SMALL`, `MEDIUM`, `MEZZANINE`)} |',
    ),
    async () => {
      served.answer('/teams', envelope(team));
      const page = await client.teams.list();
      expect(page.data).toEqual([team]);
      expect(page.data[0]?.branding?.logos?.map((logo) => logo.size)).toEqual([
        'THUMB',
        'SMALL',
        'MEDIUM',
        'MEZZANINE',
      ]);
    },
  );

  it(
    cite(
      'Standings (embedded in Team)',
      'playoffStatus (string; value seen: `NOT_CLINCH_PLAYOFF`), divisionLeaderGamesBack, wildcardGamesBack (numbers)',
    ),
    async () => {
      served.answer('/teams', envelope({ abbr: 'NE', standings }));
      const page = await client.teams.select('abbr,standings').list();
      expect(page.data[0]?.standings).toEqual(standings);
    },
  );

  it(
    cite(
      'Depth chart entry (embedded in Team)',
      '`unit` (`OFFENSE` or `DEFENSE`), `positionAbbr` (string), `group` (integer), `depthOrder` (integer, 1 = first)',
    ),
    async () => {
      served.answer('/teams/team-ne', { abbr: 'NE', depthChart: team.depthChart });
      const one = await client.teams.get('team-ne', {
        fs: 'abbr,depthChart{person{displayName},unit,positionAbbr,group,depthOrder}',
      });
      expect(one).toEqual({ abbr: 'NE', depthChart: team.depthChart });
    },
  );

  it(cite('Video (/videos)', '| propertyMetadata | {NOW{clipType{pager, data:[string]}}} |'), async () => {
    served.answer('/videos', envelope(video));
    const page = await client.videos.list();
    expect(page.data).toEqual([video]);
  });

  it(
    cite('Content list (/lists, /contentList)', '| items | envelope of child lists, videos or articles |'),
    async () => {
      served.answer('/lists', envelope(contentList));
      const page = await client.lists.list();
      expect(page.data).toEqual([contentList]);
    },
  );

  it(
    cite(
      'Content list (/lists, /contentList)',
      'Article item: id, type (`ARTICLE`), title, caption, weekOfSeason{season, seasonType, week, name}',
    ),
    async () => {
      served.answer('/lists', envelope({ id: 'list-3', type: 'CONTENT_LIST', items: envelope(article) }));
      const page = await client.lists.list();
      expect(page.data[0]?.items).toEqual(envelope(article));
    },
  );

  it(
    cite(
      'Job (/videos/assets)',
      'Task: type (`TASK_TRANSCODE_DELEGATE_FILE`, `TASK_GENERATE_CLOSED_CAPTIONING`, `TASK_TRANSCODE_WITH_CLOSED_CAPTIONING`, `TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION`, `TASK_SUBMIT_TO_DCL`), id (string), name (string), percentComplete (integer), status (string).',
    ),
    async () => {
      served.answer('/videos/assets/jobs', envelope(job));
      const page = await client.videoJobs.list();
      expect(page.data).toEqual([job]);
    },
  );

  it(
    cite('States and transitions', '| Job, Task | status | `IN_PROGRESS`, `COMPLETED`, `WAITING`, `PENDING` |'),
    async () => {
      const statuses = ['IN_PROGRESS', 'COMPLETED', 'WAITING', 'PENDING'];
      served.answer('/videos/assets/jobs', envelope(...statuses.map((status) => ({ ...job, status }))));
      const page = await client.videoJobs.list();
      expect(page.data.map((one) => one.status)).toEqual(statuses);
      expect(page.data[0]?.tasks?.data?.map((one) => one.status)).toEqual([
        'COMPLETED',
        'IN_PROGRESS',
        'WAITING',
        'PENDING',
        'PENDING',
      ]);
    },
  );

  it(
    cite(
      'User (/users)',
      'firstName, lastName, city, state (strings); socialNetworks: list of {name (string), gender (string)}.',
    ),
    async () => {
      served.answer('/users', envelope(user));
      expect((await client.users.list()).data).toEqual([user]);
    },
  );

  it(
    cite(
      'Person (/persons)',
      '| picture | {id, largeImage, mediumImage, smallImage}; each image: {id, type (`IMAGE`), asset{id, fileName, title, height (integer), width (integer)}} |',
    ),
    async () => {
      served.answer('/persons', envelope(person));
      expect((await client.persons.list()).data).toEqual([person]);
    },
  );

  it(cite('Statistics resources', 'Each record has the subject plus groups of integer counters.'), async () => {
    served.answer('/playerSeasonStats', { playerSeasonStats: envelope(statistics.playerSeasonStats) });
    served.answer('/playerTeamStats', { playerTeamStats: envelope(statistics.playerTeamStats) });
    served.answer('/playerGameStats', { playerGameStats: envelope(statistics.playerGameStats) });
    served.answer('/playerCareerStats', { playerCareerStats: envelope(statistics.playerCareerStats) });
    served.answer('/teamSeasonStats', { teamSeasonStats: envelope(statistics.teamSeasonStats) });
    expect((await client.playerSeasonStats.list()).data).toEqual([statistics.playerSeasonStats]);
    expect((await client.playerTeamStats.list()).data).toEqual([statistics.playerTeamStats]);
    expect((await client.playerGameStats.list()).data).toEqual([statistics.playerGameStats]);
    expect((await client.playerCareerStats.list()).data).toEqual([statistics.playerCareerStats]);
    expect((await client.teamSeasonStats.list()).data).toEqual([statistics.teamSeasonStats]);
  });

  it(
    cite(
      'Audio (/audios)',
      'title (string), rightsHolder{contentProvider{name}}, related{persons: list of {firstName, lastName}}, weekOfSeason.season (queryable).',
    ),
    async () => {
      served.answer('/audios', envelope(audio));
      expect((await client.audios.list()).data).toEqual([audio]);
    },
  );

  it(
    cite(
      'Event (/events)',
      'venue{name, address{street, city, state, postalCode, country}}; assets{imageUrl, imageIconUrl}',
    ),
    async () => {
      served.answer('/events', envelope(event));
      expect((await client.events.list()).data).toEqual([event]);
    },
  );
});

/**
 * Each envelope of "Response envelopes" and of the endpoint table's "Payload out", read by the
 * typed client: the records come out intact, whatever the envelope around them, and the pager
 * where there is one. Bodies are hand-written and served by msw.
 */
import { describe, expect, it } from 'vitest';
import { cite } from '../support/cite.ts';
import { contentList, game, job, statistics, team, video } from './support/records.ts';
import { client, useServedBodies } from './support/served.ts';

const served = useServedBodies();

const pager = { previous: null, self: 'https://service.test/x', next: null, limit: 10, offset: 0, total: 1 };

describe('collection results', () => {
  it(cite('Response envelopes', 'Collection results: object `{pager, data:[...]}`.'), async () => {
    served.answer('/teams', { pager, data: [team] });
    const page = await client.teams.list();
    expect(page.data).toEqual([team]);
    expect(page.pager).toEqual(pager);
    expect(page.raw).toEqual({ pager, data: [team] });
  });

  it(cite('Resources and their fields', 'Collection envelope: `{pager, data: [ ... ]}`.'), async () => {
    for (const path of ['/users', '/persons', '/audios', '/events', '/videos', '/videos/assets/jobs']) {
      served.answer(path, { pager: { total: 0 }, data: [] });
    }
    for (const pending of [
      client.users.list(),
      client.persons.list(),
      client.audios.list(),
      client.events.list(),
      client.videos.list(),
      client.videoJobs.list(),
    ]) {
      const page = await pending;
      expect(page.data).toEqual([]);
      expect(page.pager.total).toBe(0);
    }
  });

  it(cite('Response envelopes', 'The `/games` examples show a bare list of records instead.'), async () => {
    served.answer('/games', [game, { ...game, id: 'game-2' }]);
    const page = await client.games.select('id,gameTime').list();
    expect(page.data).toEqual([game, { ...game, id: 'game-2' }]);
    expect(page.pager.total).toBe(null);
  });

  it(cite('Endpoint table', '| GET | /games | fs, s | list of Game |'), async () => {
    // The spec's general rule (an envelope) and its /games examples (a bare list) disagree: both are read.
    served.answer('/games', { pager: { total: 1 }, data: [game] });
    const page = await client.games.select('id,gameTime').list();
    expect(page.data).toEqual([game]);
    expect(page.pager.total).toBe(1);
  });
});

describe('statistics under the resource key', () => {
  it(
    cite(
      'Response envelopes',
      'Statistics endpoints wrap the envelope under a key named as the resource (e.g. `playerSeasonStats: {pager, data}`).',
    ),
    async () => {
      served.answer('/playerSeasonStats', { playerSeasonStats: { pager, data: [statistics.playerSeasonStats] } });
      const page = await client.playerSeasonStats.list();
      expect(page.data).toEqual([statistics.playerSeasonStats]);
      expect(page.pager).toEqual(pager);
    },
  );

  it(cite('Endpoint table', '| GET | /teamSeasonStats | fs, s | envelope under resource key |'), async () => {
    served.answer('/playerTeamStats', { playerTeamStats: { pager: {}, data: [statistics.playerTeamStats] } });
    served.answer('/playerGameStats', { playerGameStats: { pager: {}, data: [statistics.playerGameStats] } });
    served.answer('/playerCareerStats', { playerCareerStats: { pager: {}, data: [statistics.playerCareerStats] } });
    served.answer('/teamSeasonStats', { teamSeasonStats: { pager: { total: 1 }, data: [statistics.teamSeasonStats] } });
    expect((await client.playerTeamStats.list()).data).toEqual([statistics.playerTeamStats]);
    expect((await client.playerGameStats.list()).data).toEqual([statistics.playerGameStats]);
    expect((await client.playerCareerStats.list()).data).toEqual([statistics.playerCareerStats]);
    const teams = await client.teamSeasonStats.list();
    expect(teams.data).toEqual([statistics.teamSeasonStats]);
    expect(teams.pager.total).toBe(1);
  });
});

describe('by id', () => {
  it(cite('Response envelopes', 'A request by id returns the record itself.'), async () => {
    served.answer('/teams/team-ne', team);
    expect(await client.teams.get('team-ne')).toEqual(team);
  });

  it(cite('Endpoint table', '| GET | /videos/{video_id} | fs | one Video |'), async () => {
    served.answer('/videos/video-1', video);
    expect(await client.videos.get('video-1')).toEqual(video);
  });

  it(cite('Endpoint table', '| GET | /videos/assets/{job_id} | fs | one Job |'), async () => {
    served.answer('/videos/assets/job-1', job);
    expect(await client.videoJobs.get('job-1')).toEqual(job);
  });
});

describe('content lists', () => {
  it(
    cite(
      'Video (/videos)',
      'A video search by related game returns a content-list object: `{type: CONTENT_LIST, items{pager{total}, data:[Video]}, id (null), title}`.',
    ),
    async () => {
      const second = { ...video, id: 'video-2' };
      served.answer('/videos', {
        type: 'CONTENT_LIST',
        items: { pager: { total: 2 }, data: [video, second] },
        id: null,
        title: 'Patriots vs. Jets',
      });
      const page = await client.videos.where('related.games.id', game.id).list();
      expect(page.data).toEqual([video, second]);
      expect(page.pager.total).toBe(2);
    },
  );

  it(
    cite(
      'Endpoint table',
      '| GET | /videos | fs, s | envelope of Video, or content-list object for a related-game query |',
    ),
    async () => {
      served.answer('/videos', { pager: { total: 1 }, data: [video] });
      expect((await client.videos.where('week.season', 2024).list()).data).toEqual([video]);
    },
  );

  it(
    cite(
      'Endpoint table',
      '| GET | /lists and /contentList | fs, s | the selected content list, or envelope of content lists |',
    ),
    async () => {
      served.answer('/lists', contentList);
      const one = await client.lists.where('id', 'list-1').list();
      expect(one.data).toEqual([contentList]);
    },
  );

  it(cite('Endpoint table', 'or envelope of content lists'), async () => {
    const other = { ...contentList, id: 'list-9', items: { pager: {}, data: [] } };
    served.answer('/lists', { pager: { total: 2 }, data: [contentList, other] });
    const page = await client.lists.list();
    expect(page.data).toEqual([contentList, other]);
    expect(page.pager.total).toBe(2);
  });

  it(
    cite('Response envelopes', 'Embedded collections are either envelopes or plain lists, as listed under Resources.'),
    async () => {
      // Envelopes: depthChart, items, consumerRoles, tasks, clipType, related teams and persons; lists: drives, logos, socialNetworks.
      served.answer('/lists', { pager: {}, data: [contentList] });
      served.answer('/teams/team-ne', team);
      const [list] = (await client.lists.list()).data;
      expect(list?.items?.data).toHaveLength(3);
      expect(list?.contentVisibility?.consumerRoles).toEqual({ pager: { total: 1 }, data: [{ id: 'role-all' }] });
      const ne = await client.teams.get('team-ne');
      expect(ne.depthChart?.data).toHaveLength(2);
      expect(ne.teamSeasonStats).toHaveLength(1);
    },
  );
});

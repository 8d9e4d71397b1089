/** The notifications each kind of league event sends, and that each leads an app to its record. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeagueEvent } from '../../../src/league/simulation/timeline.ts';
import { createMockService } from '../../../src/mock/index.ts';
import { notificationsFor } from '../../../src/mock/live/notification-rules.ts';
import { groupKinds, parseGroup, readNotification, route, TEAM_ABBREVIATION } from '../../../src/push/index.ts';
import { thrown } from '../../support/expect/thrown.ts';
import { pushText } from '../../support/properties/push-arbitraries.ts';

const event = (overrides: Partial<LeagueEvent> & Pick<LeagueEvent, 'kind'>): LeagueEvent => ({
  at: 0,
  gameId: null,
  teams: [],
  articleId: null,
  injuryId: null,
  message: 'A line',
  title: null,
  score: null,
  ...overrides,
});

const game = (kind: LeagueEvent['kind'], teams = ['KC', 'BUF']) => event({ kind, gameId: 'g-1', teams });

/** Each notification as [group, type, more]. */
const summary = (given: LeagueEvent) =>
  notificationsFor(given).map(({ group, notification: { extras } }) => [group, extras.type, extras.more]);

describe('notificationsFor', () => {
  it('kickoff: the game-start group of both teams, and tuneInAlertLiveGame', () => {
    expect(summary(game('kickoff'))).toEqual([
      ['teamAlertGameStart_KC', 'teamAlertGameStart', { gameId: 'g-1' }],
      ['teamAlertGameStart_BUF', 'teamAlertGameStart', { gameId: 'g-1' }],
      ['tuneInAlertLiveGame', 'tuneInAlertLiveGame', { gameId: 'g-1' }],
    ]);
  });

  it('score: the scoring-plays group of the scoring team, with the type spelled teamAlertScoringPlay', () => {
    expect(summary(game('score', ['KC']))).toEqual([
      ['teamAlertScoringPlays_KC', 'teamAlertScoringPlay', { gameId: 'g-1' }],
    ]);
  });

  it('final: the game-end group of both teams', () => {
    expect(summary(game('final'))).toEqual([
      ['teamAlertGameEnd_KC', 'teamAlertGameEnd', { gameId: 'g-1' }],
      ['teamAlertGameEnd_BUF', 'teamAlertGameEnd', { gameId: 'g-1' }],
    ]);
  });

  it('close: the point-differential group of both teams, and closeGameCarrier', () => {
    expect(summary(game('close'))).toEqual([
      ['relationalAlertGameDiff_KC', 'relationalAlertGameDiff', { gameId: 'g-1' }],
      ['relationalAlertGameDiff_BUF', 'relationalAlertGameDiff', { gameId: 'g-1' }],
      ['closeGameCarrier', 'relationalAlertGameDiff', { gameId: 'g-1' }],
    ]);
  });

  it('overtime: the overtime group of both teams (no underscore), and closeGameCarrier', () => {
    expect(summary(game('overtime'))).toEqual([
      ['relationalAlertGameOvertimeKC', 'relationalAlertGameOvertime', { gameId: 'g-1' }],
      ['relationalAlertGameOvertimeBUF', 'relationalAlertGameOvertime', { gameId: 'g-1' }],
      ['closeGameCarrier', 'relationalAlertGameOvertime', { gameId: 'g-1' }],
    ]);
  });

  it('news: the team-news group of its teams, and breakingNews, with the article', () => {
    expect(summary(event({ kind: 'news', teams: ['NE'], articleId: 'article-9' }))).toEqual([
      ['teamAlertNews_NE', 'teamAlertNews', { articleId: 'article-9' }],
      ['breakingNews', 'breakingNews', { articleId: 'article-9' }],
    ]);
  });

  it('injury: the injury group of its team, with the injury', () => {
    expect(summary(event({ kind: 'injury', teams: ['NYJ'], injuryId: 'injury-3' }))).toEqual([
      ['teamAlertInjury_NYJ', 'teamAlertInjury', { injuryId: 'injury-3' }],
    ]);
  });

  it('carries the event’s message, and its title when it has one', () => {
    const [withTitle] = notificationsFor({ ...game('final'), message: 'Final: KC 24, BUF 17', title: 'Final' });
    expect(withTitle?.notification).toMatchObject({ message: 'Final: KC 24, BUF 17', title: 'Final' });
    const [without] = notificationsFor(game('final'));
    expect(without?.notification).not.toHaveProperty('title');
  });

  it('refuses an event without the id its notifications carry, naming it', () => {
    expect(thrown(() => notificationsFor(event({ kind: 'score', teams: ['KC'] })))).toMatchObject({
      name: 'MockPushError',
      field: 'event.gameId',
    });
    expect(thrown(() => notificationsFor(event({ kind: 'news', teams: ['KC'], articleId: '' })))).toMatchObject({
      field: 'event.articleId',
    });
    expect(thrown(() => notificationsFor(event({ kind: 'injury', teams: ['KC'] })))).toMatchObject({
      field: 'event.injuryId',
    });
    expect(thrown(() => notificationsFor(event({ kind: 'draft' as 'news' })))).toMatchObject({ field: 'event.kind' });
  });

  it('refuses a team that is no abbreviation (GroupNameError)', () => {
    expect(thrown(() => notificationsFor(game('final', ['kc'])))).toMatchObject({ name: 'GroupNameError' });
  });
});

const team = fc.stringMatching(TEAM_ABBREVIATION);
const id = pushText.filter((text) => text !== '');
const anyEvent: fc.Arbitrary<LeagueEvent> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('kickoff', 'score', 'close', 'overtime', 'final', 'news', 'injury'),
  gameId: id,
  teams: fc.uniqueArray(team, { minLength: 1, maxLength: 2 }),
  articleId: id,
  injuryId: id,
  message: id,
  title: fc.option(fc.constantFrom('Final', 'Touchdown'), { nil: null }),
  score: fc.constant(null),
});

/** The screen and the record each kind of event leads to. */
const expectedLinks = (given: LeagueEvent) => {
  switch (given.kind) {
    case 'news':
      return [{ screen: 'article', articleId: given.articleId }];
    case 'injury':
      return [{ screen: 'injuryReport', injuryId: given.injuryId }];
    case 'close':
      return [{ screen: 'liveStream', gameId: given.gameId }];
    case 'kickoff':
      return [
        { screen: 'gameDetails', gameId: given.gameId, liveStream: false },
        { screen: 'gameDetails', gameId: given.gameId, liveStream: true },
      ];
    default:
      return [{ screen: 'gameDetails', gameId: given.gameId, liveStream: false }];
  }
};

describe('every notification of every event', () => {
  it('is one of the catalog, goes to a group that delivers its type, and route() opens the event’s record', () => {
    fc.assert(
      fc.property(anyEvent, (given) => {
        const links = expectedLinks(given);
        for (const { group, notification } of notificationsFor(given)) {
          expect(readNotification(notification.extras)).toEqual(notification.extras);
          const { kind, team: groupTeam } = parseGroup(group);
          if (groupTeam !== null) expect(given.teams).toContain(groupTeam);
          const link = route(notification.extras);
          expect(links).toContainEqual(link);
          expect(groupKinds[kind].delivers).toContain(notification.extras.type);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('can be sent by the mock to a device of each platform, which decodes it to the same link', async () => {
    const service = createMockService({ baseUrl: 'https://mock.example', clock: 0 });
    const given = game('overtime');
    const groups = notificationsFor(given).map(({ group }) => group);
    for (const platform of ['aps', 'data', 'toast'] as const) {
      service.push.register('app', platform, { platform, carrier: 'Acme' });
      const { status } = await service.serve({
        method: 'PUT',
        url: new URL(`https://mock.example/v1/push/app/devices/${platform}/groups`),
        headers: { get: (name) => (name === 'authorization' ? 'Bearer t' : null) },
        body: { groups },
      });
      expect(status).toBe(202);
    }
    for (const { group, notification } of notificationsFor(given)) {
      const deliveries = service.push.send(notification, { group });
      expect(deliveries).toHaveLength(3);
      for (const { decoded } of deliveries) {
        expect(route(decoded.notification)).toEqual({ screen: 'gameDetails', gameId: 'g-1', liveStream: false });
      }
    }
  });
});

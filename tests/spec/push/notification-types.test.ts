/**
 * The notification types of the spec's table, copied here by hand: the catalog of huddle/push has
 * exactly these, each with its required `more` parameter; a notification carrying it leads where
 * the table's "Client behavior" says, and one missing it is reported and leads home.
 */
import { decode, isNotificationType, notificationTypes, parseGroup, readNotification, route } from 'huddle/push';
import { diagnose } from 'huddle/push/toast';
import { describe, expect, it } from 'vitest';
import { cite } from '../support/cite.ts';

/** The table: type, its required parameter in `more` (`null`: none), and where the client leads. */
const table = [
  ['breakingNews', 'articleId', 'link to an article'],
  ['trendingNews', null, 'link to the stories screen'],
  ['teamAlertGameStart', 'gameId', 'game details screen'],
  ['teamAlertGameEnd', 'gameId', 'game details screen'],
  ['teamAlertScoringPlay', 'gameId', 'game details screen'],
  ['teamAlertNews', 'articleId', 'link to an article'],
  ['teamAlertInjury', 'injuryId', 'link to injury report'],
  ['tuneInAlertLiveGame', 'gameId', 'game details screen / live stream'],
  ['tuneInAlertLiveProgramming', 'gameId', 'link to live stream'],
  ['relationalAlertGameDiff', 'gameId', 'link to live stream'],
  ['relationalAlertGameOvertime', 'gameId', 'game details screen'],
] as const;

/** The deep link each behaviour of the table means, for a parameter of value `id`. */
const linkOf = {
  'link to an article': (id: string) => ({ screen: 'article', articleId: id }),
  'link to the stories screen': () => ({ screen: 'stories' }),
  'game details screen': (id: string) => ({ screen: 'gameDetails', gameId: id, liveStream: false }),
  'game details screen / live stream': (id: string) => ({ screen: 'gameDetails', gameId: id, liveStream: true }),
  'link to injury report': (id: string) => ({ screen: 'injuryReport', injuryId: id }),
  'link to live stream': (id: string) => ({ screen: 'liveStream', gameId: id }),
} as const;

type Row = (typeof table)[number];
const withParameter = table.filter((row): row is Extract<Row, readonly [string, string, string]> => row[1] !== null);

describe('the types and their parameters', () => {
  it(cite('Notification types (extras.type) and required more parameters', 'The type list is exhaustive.'), () => {
    expect(Object.keys(notificationTypes).sort()).toEqual(table.map(([type]) => type).sort());
    for (const [type, parameter] of table) {
      expect(isNotificationType(type)).toBe(true);
      expect(notificationTypes[type].parameter).toBe(parameter);
    }
    for (const other of ['teamAlertScoringPlays', 'tuneInAlertDraft', 'closeGameCarrier', 'breakingnews', '']) {
      expect(isNotificationType(other), other).toBe(false);
    }
  });

  it.each(table)(
    `${cite('Notification types (extras.type) and required more parameters', '| type | Required parameter in `more` | Client behavior |')}: %s`,
    (type, parameter, behavior) => {
      const more = parameter === null ? {} : { [parameter]: 'id-0042' };
      expect(readNotification({ type, more })).toEqual({ type, more });
      expect(route({ type, more })).toEqual(linkOf[behavior]('id-0042'));
    },
  );

  it.each(withParameter)(
    `${cite('Notification types (extras.type) and required more parameters', '| teamAlertInjury | injuryId | link to injury report |')}: %s without its parameter is reported and leads home`,
    (type, parameter) => {
      const payload = { aps: { alert: { body: 'Something happened' } }, extras: { type, more: { other: 'x' } } };
      const decoded = decode(payload);
      expect(decoded.message).toBe('Something happened');
      expect(decoded.notification).toBeNull();
      expect(route(decoded.extras)).toEqual({ screen: 'home' });
      expect(readNotification({ type, more: { [parameter]: '' } })).toBeNull();
      expect(diagnose(payload).map(({ code, path }) => [code, path])).toContainEqual([
        'missing-parameter',
        `extras.more.${parameter}`,
      ]);
    },
  );

  it(
    cite(
      'Notification types (extras.type) and required more parameters',
      '| trendingNews | none | link to the stories screen |',
    ),
    () => {
      expect(route({ type: 'trendingNews' })).toEqual({ screen: 'stories' });
      expect(route({ type: 'trendingNews', more: null })).toEqual({ screen: 'stories' });
      expect(diagnose({ aps: { alert: { body: 'Trending' } }, extras: { type: 'trendingNews' } })).toEqual([]);
    },
  );
});

describe('the scoring-play spelling', () => {
  it(
    cite(
      'Notification types (extras.type) and required more parameters',
      'Note that a group name and its notification type differ in spelling for scoring plays (group `teamAlertScoringPlays_<teamabbr>`, type `teamAlertScoringPlay`).',
    ),
    () => {
      expect(isNotificationType('teamAlertScoringPlay')).toBe(true);
      expect(isNotificationType('teamAlertScoringPlays')).toBe(false);
      expect(parseGroup('teamAlertScoringPlays_NE')).toEqual({ kind: 'teamAlertScoringPlays', team: 'NE' });
      expect(() => parseGroup('teamAlertScoringPlay_NE')).toThrow(/teamAlertScoringPlays_NE/);
      // The group's spelling as a type leads nowhere, and is reported as a group.
      const payload = {
        aps: { alert: { body: 'TD' } },
        extras: { type: 'teamAlertScoringPlays', more: { gameId: '1' } },
      };
      expect(route(decode(payload).extras)).toEqual({ screen: 'home' });
      expect(diagnose(payload).map(({ code }) => code)).toContain('group-as-type');
    },
  );
});

describe('the interface', () => {
  it(
    cite(
      'What the service does',
      'Each notification carries a human-readable message and a `type` that defines the deep-link behavior in the client.',
    ),
    () => {
      for (const [type, parameter, behavior] of table) {
        const more = parameter === null ? {} : { [parameter]: '7' };
        const decoded = decode({
          data: { message: `A ${type}`, extras: { type, more } },
          notification: { title: 'News' },
        });
        expect(decoded.message).toBe(`A ${type}`);
        expect(route(decoded.notification)).toEqual(linkOf[behavior]('7'));
      }
    },
  );
});

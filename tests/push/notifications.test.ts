import { describe, expect, it } from 'vitest';
import {
  type DeepLink,
  isNotificationType,
  type NotificationType,
  readNotification,
  route,
} from '../../src/push/index.ts';

describe('route()', () => {
  /**
   * Where the spec's table of notification types says each leads, written from its words: keyed by
   * the catalog, so a type added to it does not compile here until its link is written down.
   */
  const links: { readonly [Type in NotificationType]: readonly [more: Record<string, string> | null, link: DeepLink] } =
    {
      breakingNews: [{ articleId: 'a1' }, { screen: 'article', articleId: 'a1' }],
      teamAlertNews: [{ articleId: 'a2' }, { screen: 'article', articleId: 'a2' }],
      trendingNews: [null, { screen: 'stories' }],
      teamAlertGameStart: [{ gameId: 'g1' }, { screen: 'gameDetails', gameId: 'g1', liveStream: false }],
      teamAlertGameEnd: [{ gameId: 'g1' }, { screen: 'gameDetails', gameId: 'g1', liveStream: false }],
      teamAlertScoringPlay: [{ gameId: 'g1' }, { screen: 'gameDetails', gameId: 'g1', liveStream: false }],
      relationalAlertGameOvertime: [{ gameId: 'g1' }, { screen: 'gameDetails', gameId: 'g1', liveStream: false }],
      tuneInAlertLiveGame: [{ gameId: 'g1' }, { screen: 'gameDetails', gameId: 'g1', liveStream: true }],
      tuneInAlertLiveProgramming: [{ gameId: 'g1' }, { screen: 'liveStream', gameId: 'g1' }],
      relationalAlertGameDiff: [{ gameId: 'g1' }, { screen: 'liveStream', gameId: 'g1' }],
      teamAlertInjury: [{ injuryId: 'i1' }, { screen: 'injuryReport', injuryId: 'i1' }],
    };

  it.each(Object.entries(links))('leads %s to its screen', (type, [more, link]) => {
    expect(route({ type, more })).toEqual(link);
  });

  it.each([
    ['absent extras', undefined],
    ['null extras', null],
    ['extras that are not an object', 'breakingNews'],
    ['an unknown type', { type: 'draftPick', more: { articleId: 'a' } }],
    ['a null type', { type: null }],
    ['a missing parameter', { type: 'breakingNews', more: {} }],
    ['a null more', { type: 'teamAlertGameEnd', more: null }],
    ['a null parameter', { type: 'teamAlertInjury', more: { injuryId: null } }],
    ['an empty parameter', { type: 'teamAlertGameStart', more: { gameId: '' } }],
    ['a fractional id', { type: 'teamAlertGameStart', more: { gameId: 1.5 } }],
    ['an integer id past 2^53 (already rounded)', { type: 'teamAlertGameStart', more: { gameId: 2 ** 53 } }],
    ['an id that is a boolean', { type: 'teamAlertGameStart', more: { gameId: true } }],
    ['the wrong parameter', { type: 'breakingNews', more: { gameId: 'g' } }],
    ['a prototype key as type', { type: 'toString' }],
  ])('leads home for %s, without throwing', (_case, extras) => {
    expect(route(extras)).toEqual({ screen: 'home' });
    expect(readNotification(extras)).toBeNull();
  });

  it('keeps the id a string and other parameters as sent', () => {
    expect(readNotification({ type: 'breakingNews', more: { articleId: '00123', source: 'x' } })).toEqual({
      type: 'breakingNews',
      more: { articleId: '00123', source: 'x' },
    });
    expect(route({ type: 'trendingNews' })).toEqual({ screen: 'stories' });
  });

  it('reads a numeric id that is a safe integer as its decimal text, so the link is kept', () => {
    expect(route({ type: 'teamAlertGameStart', more: { gameId: 123 } })).toEqual({
      screen: 'gameDetails',
      gameId: '123',
      liveStream: false,
    });
    expect(readNotification({ type: 'teamAlertInjury', more: { injuryId: 0, note: 'x' } })).toEqual({
      type: 'teamAlertInjury',
      more: { injuryId: '0', note: 'x' },
    });
    expect(route({ type: 'breakingNews', more: { articleId: Number.MAX_SAFE_INTEGER } })).toEqual({
      screen: 'article',
      articleId: '9007199254740991',
    });
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'])(
    'never takes the prototype key %s for a notification type',
    (type) => {
      expect(isNotificationType(type)).toBe(false);
      expect(route({ type })).toEqual({ screen: 'home' });
      expect(route(JSON.parse(`{"type":${JSON.stringify(type)},"more":{"gameId":"g"}}`))).toEqual({ screen: 'home' });
      expect(readNotification({ type, more: { articleId: 'a' } })).toBeNull();
    },
  );

  it('takes only own parameters, never one inherited from a prototype', () => {
    const inherited = Object.create({ articleId: 'a1' }) as Record<string, unknown>;
    expect(route({ type: 'breakingNews', more: inherited })).toEqual({ screen: 'home' });
    expect(route({ type: 'breakingNews', more: JSON.parse('{"__proto__":{"articleId":"a1"}}') })).toEqual({
      screen: 'home',
    });
  });
});

/**
 * Every query example and hint of the spec, written once with the builder and once as the raw
 * strings a person would type, and both must give the same tree.
 */
import { describe, expect, it } from 'vitest';
import { parseFields, parseQuery, type QueryTree, query } from '../../src/query/index.ts';

function sameTree(built: { toNode(): QueryTree }, raw: { fs?: string; s?: string }) {
  expect(built.toNode()).toEqual({
    selection: raw.fs === undefined ? null : parseFields(raw.fs),
    query: parseQuery(raw.s ?? '{}'),
  });
}

describe('the spec, example by example', () => {
  it('/games: the week-3 games of NE in 2024, nested selection, two sort keys', () => {
    sameTree(
      query('games')
        .select({ id: true, gameTime: true, homeTeam: { abbr: true }, visitorTeam: { abbr: true } })
        .where('week.season', 2024)
        .where('week.seasonType', 'REG')
        .where('week.week', 3)
        .or(
          (b) => b.where('homeTeam.abbr', 'NE'),
          (b) => b.where('visitorTeam.abbr', 'NE'),
        )
        .sort('week.week', 'asc')
        .sort('gameTime', 'desc'),
      {
        fs: 'id, gameTime, homeTeam{abbr}, visitorTeam{abbr}',
        s: '{"$query":{"week.season":2024,"week.seasonType":"REG","week.week":3,"$or":[{"homeTeam.abbr":"NE"},{"visitorTeam.abbr":"NE"}]},"$sort":{"week.week":1,"gameTime":-1}}',
      },
    );
  });

  it('/games: drives.firstDowns and drives.yards filter games; a drives sub-query filters the drives', () => {
    sameTree(
      query('games')
        .select('id,drives')
        .where('drives.firstDowns', '$gte', 5)
        .where('drives.yards', '$gt', 70)
        .filter('drives', (d) => d.where('yards', '$gte', 20)),
      {
        fs: 'id,drives',
        s: '{"$query":{"drives.firstDowns":{"$gte":5},"drives.yards":{"$gt":70}},"drives":{"$query":{"yards":{"$gte":20}}}}',
      },
    );
  });

  it('/games: paging with $sort, $skip and $take', () => {
    sameTree(query('games').where('week.season', 2024).sort('gameTime').skip(20).take(10), {
      s: '{"$query":{"week.season":2024},"$sort":{"gameTime":1},"$take":10,"$skip":20}',
    });
  });

  it('/teams: abbr and season, with the standings sub-query inside $query and $takeLast', () => {
    sameTree(
      query('teams')
        .select('abbr,standings{overallWins,overallLosses}')
        .where('abbr', 'NE')
        .where('season', 2024)
        .filter('standings', (f) => f.where('week.seasonType', 'REG'))
        .takeLast(1),
      {
        fs: 'abbr,standings{overallWins,overallLosses}',
        s: '{"$query":{"abbr":"NE","season":2024,"standings":{"$query":{"week.seasonType":"REG"}},"$takeLast":1}}',
      },
    );
  });

  it('/teams/{id}: the depth chart selection', () => {
    sameTree(query('teams').select('depthChart{person{displayName}, unit, positionAbbr, group, depthOrder}'), {
      fs: 'depthChart{person{displayName},unit,positionAbbr,group,depthOrder}',
    });
  });

  it('/teams: $teamSeasonStats and $teamGameStats filter a team’s embedded statistics', () => {
    sameTree(
      query('teams')
        .select('nickName,teamSeasonStats,teamGameStats')
        .filter('teamSeasonStats', (f) => f.where('season', 2024))
        .filter('teamGameStats', (f) => f.where('game.id', 'g-1')),
      {
        fs: 'nickName,teamSeasonStats,teamGameStats',
        s: '{"$teamSeasonStats":{"$query":{"season":2024}},"$teamGameStats":{"$query":{"game.id":"g-1"}}}',
      },
    );
  });

  it('/videos: related.games.id, answered with a content list whose items are selected', () => {
    sameTree(query('lists').select('items{pager{total},data{id,title}}'), { fs: 'items{pager{total},data{id,title}}' });
    sameTree(query('videos').where('related.games.id', 'g-1'), { s: '{"$query":{"related.games.id":"g-1"}}' });
  });

  it('/videos: week.season and every clipCategory used in queries', () => {
    sameTree(
      query('videos')
        .where('week.season', 2024)
        .where('videoAsset.clipCategory', '$in', ['preview', 'recap', 'game-highlight', 'in-game-highlight']),
      {
        s: '{"$query":{"week.season":2024,"videoAsset.clipCategory":{"$in":["preview","recap","game-highlight","in-game-highlight"]}}}',
      },
    );
  });

  it('/persons: firstName and lastName, with $playerStats on season and team statistics', () => {
    sameTree(
      query('persons')
        .where('firstName', 'Pat')
        .where('lastName', 'Quarterback')
        .filter('playerStats.seasonStats', (f) => f.where('season', 2024))
        .filter('playerStats.teamStats', (f) => f.where('team.nickName', 'Chiefs')),
      {
        s: '{"$query":{"firstName":"Pat","lastName":"Quarterback"},"$playerStats":{"$seasonStats":{"$query":{"season":2024}},"$teamStats":{"$query":{"team.nickName":"Chiefs"}}}}',
      },
    );
  });

  it('/users: city, state, and socialNetworks.gender / socialNetworks.name inside the embedded list', () => {
    sameTree(
      query('users')
        .where('city', 'Kansas City')
        .where('state', 'MO')
        .where('socialNetworks.gender', 'F')
        .where('socialNetworks.name', '$in', ['twitter', 'facebook']),
      {
        s: '{"$query":{"city":"Kansas City","state":"MO","socialNetworks.gender":"F","socialNetworks.name":{"$in":["twitter","facebook"]}}}',
      },
    );
  });

  it('/events: date-only bounds and venue.location.city', () => {
    sameTree(
      query('events')
        .where('startDateTime', '$gte', '2024-09-01')
        .where('endDateTime', '$lte', '2024-09-30')
        .where('venue.location.city', 'Kansas City'),
      {
        s: '{"$query":{"startDateTime":{"$gte":"2024-09-01"},"endDateTime":{"$lte":"2024-09-30"},"venue.location.city":"Kansas City"}}',
      },
    );
  });

  it('/events: a Date bound is sent as its ISO string', () => {
    sameTree(query('events').where('startDateTime', '$gte', new Date('2024-09-01T00:00:00Z')), {
      s: '{"$query":{"startDateTime":{"$gte":"2024-09-01T00:00:00.000Z"}}}',
    });
  });

  it('/audios: weekOfSeason.season, selecting rightsHolder.contentProvider.name by dotted path', () => {
    sameTree(query('audios').select('title,rightsHolder.contentProvider.name').where('weekOfSeason.season', 2024), {
      fs: 'title,rightsHolder{contentProvider{name}}',
      s: '{"$query":{"weekOfSeason.season":2024}}',
    });
  });

  it('statistics: season and seasonType, team.nickName, and game.week / game.homeTeam paths', () => {
    sameTree(
      query('playerSeasonStats')
        .where('season', 2024)
        .where('seasonType', 'REG')
        .sort('rushing.yards', 'desc')
        .take(10),
      {
        s: '{"$query":{"season":2024,"seasonType":"REG"},"$sort":{"rushing.yards":-1},"$take":10}',
      },
    );
    sameTree(query('playerTeamStats').where('team.nickName', 'Chiefs'), { s: '{"$query":{"team.nickName":"Chiefs"}}' });
    sameTree(
      query('playerGameStats')
        .where('game.week.week', 1)
        .where('game.week.season', 2024)
        .where('game.week.seasonType', 'REG')
        .where('game.homeTeam.abbr', 'KC'),
      {
        s: '{"$query":{"game.week.week":1,"game.week.season":2024,"game.week.seasonType":"REG","game.homeTeam.abbr":"KC"}}',
      },
    );
    sameTree(query('playerCareerStats').sort('receiving.yards', -1), { s: '{"$sort":{"receiving.yards":-1}}' });
    sameTree(query('teamSeasonStats').where('season', 2024).sort('defensive.interceptions', 'desc'), {
      s: '{"$query":{"season":2024},"$sort":{"defensive.interceptions":-1}}',
    });
  });

  it('$and, and several conditions on one path in one operator object', () => {
    sameTree(
      query('games')
        .where('week.week', '$gte', 3)
        .where('week.week', '$lte', 6)
        .and(
          (b) => b.where('homeTeamScore.pointsTotal', '$gt', 30),
          (b) => b.where('visitorTeamScore.pointsTotal', '$lt', 10),
        ),
      {
        s: '{"$query":{"week.week":{"$gte":3,"$lte":6},"$and":[{"homeTeamScore.pointsTotal":{"$gt":30}},{"visitorTeamScore.pointsTotal":{"$lt":10}}]}}',
      },
    );
  });
});

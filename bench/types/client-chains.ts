/**
 * The type benchmark's client chains (`npm run typecost`): 50 queries built on `createClient`'s
 * resource builders (`client.games.where(…)`), as an app writes them. With
 * bench/types/query-chains.ts they make the fixture of 100 queries of distinct shapes
 * (resource, selection, filter paths and operators, sorts, sub-queries): shapes.ts refuses a
 * shape twice, across both files, so that the compiler's caches do not make the average look
 * cheaper than a new app's first hundred queries. It imports huddle by its package name: the
 * measurement compiles it in a project where the packed tarball is installed.
 */
import { createClient } from 'huddle';

const client = createClient({ baseUrl: 'https://api.example.com' });

export const q0 = client.games
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 1)
  .sort('gameTime', 'desc')
  .take(10);
export const q1 = client.games
  .select({ id: true, drives: { yards: true, firstDowns: true } })
  .where('drives.firstDowns', '$gte', 3)
  .filter('drives', (d) => d.where('yards', '$gt', 15));
export const q2 = client.games
  .select('id,gameStatus{phase,period,gameClock,down,yardsToGo}')
  .where('gameStatus.phase', 'INGAME');
export const q3 = client.games
  .where('gameType', 'REG')
  .where('homeTeamScore.pointsTotal', '$gte', 30)
  .sort('homeTeamScore.pointsTotal', 'desc')
  .take(5);
export const q4 = client.games
  .select({ id: true, gameStatus: { redZone: true, possessionTeamId: true } })
  .where('gameStatus.redZone', true);
export const q5 = client.games
  .select({ id: true, drives: { orderSequence: true, quarterStart: true, yards: true } })
  .filter('drives', (d) => d.where('quarterStart', 4).where('yards', '$gte', 50))
  .sort('gameTime');
export const q6 = client.games
  .select('visitorTeam{abbr},visitorTeamScore{pointsTotal}')
  .where('visitorTeam.season', 2023)
  .where('visitorTeamScore.pointsTotal', '$lt', 10);
export const q7 = client.games
  .select({ id: true })
  .select('week{season,week}')
  .where('gameTime', '$lt', new Date('2024-12-25T00:00:00Z'));
export const q8 = client.teams
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'NE')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q9 = client.teams
  .select({ nickName: true, teamSeasonStats: { passingStats: true } })
  .filter('teamSeasonStats', (f) => f.where('season', 2021))
  .filter('teamGameStats', (f) => f.where('game.id', 'g2021'));
export const q10 = client.teams
  .select({ abbr: true, venue: { name: true, ticketUrl: true } })
  .where('cityStateRegion', 'Kansas City');
export const q11 = client.teams
  .select('nickName,standings{overallWins,clinchPlayoff,playoffStatus}')
  .filter('standings', (s) => s.where('overallWins', '$gte', 10).where('clinchPlayoff', true));
export const q12 = client.teams.select('abbr,division{abbr}').or(
  (b) => b.where('division.abbr', 'AFCW'),
  (b) => b.where('division.abbr', 'NFCE'),
);
export const q13 = client.teams
  .select('depthChart{pager{total},data{person{id},group}}')
  .where('depthChart.depthOrder', 1);
export const q14 = client.teams.select('abbr,standings{divisionRank,conferenceRank}').filter('standings', (s) =>
  s.or(
    (b) => b.where('divisionRank', 1),
    (b) => b.where('conferenceRank', '$lte', 2),
  ),
);
export const q15 = client.videos
  .select({ id: true, title: true, videoAsset: { clipCategory: true, playBackInfo: { videoUrl: true } } })
  .where('videoAsset.clipCategory', 'preview')
  .where('week.season', 2024)
  .sort('lastModifiedDate', 'desc')
  .take(5);
export const q16 = client.videos
  .select('title,show{name,season,episode}')
  .where('show.name', 'Inside the NFL')
  .sort('show.episode');
export const q17 = client.videos
  .select('id,contentVisibility{publishState,originalPublishDate}')
  .where('contentVisibility.publishState', 'PUBLISHED')
  .where('contentVisibility.originalPublishDate', '$gte', new Date('2024-09-01T00:00:00Z'));
export const q18 = client.videos
  .where('weekOfSeason.weekType', 'REG')
  .where('weekOfSeason.weekOrder', '$lte', 5)
  .sort('weekOfSeason.weekOrder')
  .take(20);
export const q19 = client.videos.select({ title: true, caption: true }).or(
  (b) => b.where('title', 'Top 10 catches'),
  (b) => b.where('caption', 'Top 10 catches'),
);
export const q20 = client.videoJobs
  .select({ name: true, percentComplete: true, tasks: { data: { name: true, status: true } } })
  .where('status', 'IN_PROGRESS')
  .sort('submittedTime', 'desc');
export const q21 = client.videoJobs.where('percentComplete', '$lt', 100).where('type', 'TRANSCODE');
export const q22 = client.videoJobs
  .select('name,tasks{type,percentComplete}')
  .where('submittedTime', '$gte', new Date('2024-11-01T00:00:00Z'))
  .skip(10)
  .take(10);
export const q23 = client.lists
  .select({ title: true, contentCurationType: true })
  .where('contentListType', 'VIDEO')
  .sort('createdDate', 'desc');
export const q24 = client.lists
  .select('id,contentVisibility{promotionLevel}')
  .where('contentVisibility.publishState', '$in', ['PUBLISHED', 'DRAFT']);
export const q25 = client.users
  .select({ firstName: true, lastName: true, socialNetworks: { name: true } })
  .where('city', 'Boston')
  .where('socialNetworks.name', '$in', ['twitter', 'facebook']);
export const q26 = client.users.select({ socialNetworks: { gender: true } }).where('socialNetworks.gender', 'F');
export const q27 = client.users.select('firstName,lastName,city,state').skip(100).take(25);
export const q28 = client.persons
  .select({ firstName: true, player: { rosterStatus: true } })
  .where('player.rosterStatus', 'ACT');
export const q29 = client.persons
  .select({ picture: { largeImage: { id: true, type: true } } })
  .where('id', '32004d41-4c17-1431-ef7c-1a5a6a0bfa39');
export const q30 = client.persons
  .select('lastName,playerStats')
  .filter('playerStats.seasonStats', (f) => f.where('seasonType', 'POST'))
  .filter('playerStats.teamStats', (f) => f.where('passingStats.attempts', '$gte', 100));
export const q31 = client.persons
  .select('displayName')
  .where('displayName', '$gte', 'M')
  .where('displayName', '$lt', 'N');
export const q32 = client.playerSeasonStats
  .select({
    player: { firstName: true, lastName: true, team: { nickName: true } },
    rushing: { yards: true, touchdowns: true },
  })
  .where('season', 2024)
  .where('seasonType', 'REG')
  .sort('rushing.yards', 'desc')
  .take(10);
export const q33 = client.playerSeasonStats
  .where('player.team.nickName', 'Bills')
  .where('seasonType', '$in', ['REG', 'POST']);
export const q34 = client.playerSeasonStats.select('player{lastName},rushing').or(
  (b) => b.where('rushing.touchdowns', '$gte', 10),
  (b) => b.where('rushing.yards', '$gte', 1000),
);
export const q35 = client.playerTeamStats
  .select('player{lastName},rushing{attempts,yards}')
  .where('team.nickName', 'Chiefs')
  .sort('rushing.attempts', -1);
export const q36 = client.playerTeamStats
  .where('season', '$gte', 2020)
  .where('seasonType', 'REG')
  .sort('rushing.touchdowns', 'desc')
  .take(5);
export const q37 = client.playerTeamStats.select({ id: true }).and(
  (b) => b.where('team.nickName', 'Chiefs'),
  (b) =>
    b.or(
      (c) => c.where('rushing.yards', '$gte', 500),
      (c) => c.where('rushing.touchdowns', '$gte', 5),
    ),
);
export const q38 = client.playerGameStats
  .select('passing{yards,touchdowns,interceptions}')
  .where('game.id', 'g2024-01')
  .sort('passing.yards', 'desc');
export const q39 = client.playerGameStats.where('game.week.seasonType', 'POST').or(
  (b) => b.where('game.homeTeam.abbr', 'PHI'),
  (b) => b.where('game.visitorTeam.abbr', 'PHI'),
);
export const q40 = client.playerGameStats
  .where('season', 2024)
  .where('player.id', '$in', ['p1', 'p2'])
  .sort('game.week.week');
export const q41 = client.playerCareerStats
  .select({ receiving: { receptions: true } })
  .where('player.team.nickName', 'Cardinals');
export const q42 = client.playerCareerStats.select('id,player{id}').where('id', 'career-1');
export const q43 = client.teamSeasonStats
  .select({ team: { nickName: true }, defensive: { interceptions: true } })
  .where('season', 2024)
  .sort('defensive.interceptions', 'desc');
export const q44 = client.teamSeasonStats.where('team.nickName', '$in', ['Ravens', 'Steelers']).sort('season', 'desc');
export const q45 = client.teamSeasonStats
  .select('season,defensive')
  .where('season', '$gte', 2015)
  .where('season', '$lte', 2020);
export const q46 = client.audios.select({ id: true, title: true }).where('related.persons.lastName', 'Kelce');
export const q47 = client.audios
  .select('id,rightsHolder{contentProvider{id,name}}')
  .where('rightsHolder.contentProvider.id', '$in', ['nfl', 'westwood-one']);
export const q48 = client.events
  .select({ title: true, startDateTime: true, venue: { name: true, address: { city: true } } })
  .where('startDateTime', '$gte', '2024-01-01')
  .where('endDateTime', '$lte', '2024-01-28')
  .where('venue.location.city', 'Kansas City');
export const q49 = client.events
  .select({ id: true, venue: { address: { postalCode: true, street: true } } })
  .where('venue.address.country', 'USA')
  .where('startDateTime', '$gte', new Date('2025-02-01T00:00:00Z'));

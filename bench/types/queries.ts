/**
 * 100 typed queries across every resource, for measuring what the query types cost the
 * compiler (`npm run typecost`). Each line is what an app would write, and no two have the
 * same shape (resource, selection, filter paths and operators, sorts, sub-queries):
 * tests/bench/type-fixture.test.ts fails when two do, so that the compiler's caches do not
 * make the average look cheaper than a new app's first hundred queries.
 */
import { query } from '../../src/query/index.ts';

// games
export const q0 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 1)
  .sort('gameTime', 'desc')
  .take(10);
export const q1 = query('games')
  .select('id,week{week},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
  .or(
    (b) => b.where('homeTeam.abbr', 'NE'),
    (b) => b.where('visitorTeam.abbr', 'NE'),
  )
  .sort('week.week');
export const q2 = query('games')
  .select({ id: true, drives: { yards: true, firstDowns: true } })
  .where('drives.firstDowns', '$gte', 3)
  .filter('drives', (d) => d.where('yards', '$gt', 15));
export const q3 = query('games')
  .where('week.season', 2019)
  .where('week.seasonType', '$in', ['REG', 'POST'])
  .where('gameTime', '$gte', new Date('2019-09-01T00:00:00Z'))
  .skip(20)
  .take(20);
export const q4 = query('games')
  .select('id,gameStatus{phase,period,gameClock,down,yardsToGo}')
  .where('gameStatus.phase', 'INGAME');
export const q5 = query('games')
  .select({ stadiumInfo: { name: true, location: { city: true, country: true } } })
  .where('stadiumInfo.location.country', 'USA')
  .sort('stadiumInfo.name');
export const q6 = query('games')
  .where('gameType', 'REG')
  .where('homeTeamScore.pointsTotal', '$gte', 30)
  .sort('homeTeamScore.pointsTotal', 'desc')
  .take(5);
export const q7 = query('games')
  .select('id,homeTeam{fullName},visitorTeam{fullName},homeTeamScore{pointsQ1,pointsQ2,pointsQ3,pointsQ4}')
  .where('id', '10160000-0593-51f4-d7bc-99a5b6e3dc05');
export const q8 = query('games')
  .select({ id: true, gameStatus: { redZone: true, possessionTeamId: true } })
  .where('gameStatus.redZone', true);
export const q9 = query('games')
  .select('id,week,homeTeamScore{pointsOvertimeTotal}')
  .and(
    (b) => b.where('homeTeamScore.pointsOvertimeTotal', '$gt', 0),
    (b) => b.where('week.seasonType', 'POST'),
  );
export const q10 = query('games')
  .select({ id: true, drives: { orderSequence: true, quarterStart: true, yards: true } })
  .filter('drives', (d) => d.where('quarterStart', 4).where('yards', '$gte', 50))
  .sort('gameTime');
export const q11 = query('games')
  .select({ homeTeam: true, visitorTeam: true })
  .where('week.week', '$in', [1, 2, 3])
  .sort('week.week')
  .sort('gameTime');
export const q12 = query('games')
  .select('visitorTeam{abbr},visitorTeamScore{pointsTotal}')
  .where('visitorTeam.season', 2023)
  .where('visitorTeamScore.pointsTotal', '$lt', 10);
export const q13 = query('games')
  .select('id , drives { realTimeStart , realTimeEnd , possessionTeam }')
  .where('drives.possessionTeam', 'KC');
export const q14 = query('games')
  .select({ id: true })
  .select('week{season,week}')
  .where('gameTime', '$lt', new Date('2024-12-25T00:00:00Z'));
export const q15 = query('games')
  .select('stadiumInfo.location.geoCoordinates,stadiumInfo.id')
  .where('stadiumInfo.id', 'arrowhead');

// teams
export const q16 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'NE')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q17 = query('teams')
  .select('abbr,depthChart{person{displayName},unit,positionAbbr,depthOrder}')
  .where('season', 2024)
  .sort('abbr');
export const q18 = query('teams')
  .select({ nickName: true, teamSeasonStats: { passingStats: true } })
  .filter('teamSeasonStats', (f) => f.where('season', 2021))
  .filter('teamGameStats', (f) => f.where('game.id', 'g2021'));
export const q19 = query('teams')
  .select('fullName,conference{abbr},division{name}')
  .where('conference.abbr', 'AFC')
  .sort('division.name')
  .sort('fullName');
export const q20 = query('teams')
  .select({ abbr: true, venue: { name: true, ticketUrl: true } })
  .where('cityStateRegion', 'Kansas City');
export const q21 = query('teams').select('abbr,branding{logos{href,size}}').where('teamType', 'TEAM');
export const q22 = query('teams')
  .select('nickName,standings{overallWins,clinchPlayoff,playoffStatus}')
  .filter('standings', (s) => s.where('overallWins', '$gte', 10).where('clinchPlayoff', true));
export const q23 = query('teams')
  .select({ fullName: true, established: true })
  .where('established', '$lt', 1960)
  .sort('established');
export const q24 = query('teams')
  .select('abbr,division{abbr}')
  .or(
    (b) => b.where('division.abbr', 'AFCW'),
    (b) => b.where('division.abbr', 'NFCE'),
  );
export const q25 = query('teams')
  .select({ abbr: true, teamGameStats: { game: { id: true }, rushingStats: { attempts: true } } })
  .filter('teamGameStats', (f) => f.where('rushingStats.attempts', '$gte', 30));
export const q26 = query('teams')
  .select('depthChart{pager{total},data{person{id},group}}')
  .where('depthChart.depthOrder', 1);
export const q27 = query('teams')
  .select({ id: true, webDomain: true })
  .where('id', '$in', ['10403200-69ab-9ea6-5af5-e240fbc08bea', '10403800-517c-7b8c-65a3-c61b95d86123']);
export const q28 = query('teams')
  .select('abbr,standings{divisionRank,conferenceRank}')
  .filter('standings', (s) =>
    s.or(
      (b) => b.where('divisionRank', 1),
      (b) => b.where('conferenceRank', '$lte', 2),
    ),
  );
export const q29 = query('teams')
  .select('abbr,teamSeasonStats{season,rushingStats{yardsPerAttempt}}')
  .filter('teamSeasonStats', (f) => f.where('seasonType', 'REG').where('rushingStats.yardsPerAttempt', '$gt', 4.5))
  .sort('abbr', 'desc');

// videos
export const q30 = query('videos')
  .select({ id: true, title: true, videoAsset: { clipCategory: true, playBackInfo: { videoUrl: true } } })
  .where('videoAsset.clipCategory', 'preview')
  .where('week.season', 2024)
  .sort('lastModifiedDate', 'desc')
  .take(5);
export const q31 = query('videos').select('id,title,originalImage{asset{source}}').where('related.games.id', 'game-0');
export const q32 = query('videos')
  .select('title,show{name,season,episode}')
  .where('show.name', 'Inside the NFL')
  .sort('show.episode');
export const q33 = query('videos')
  .select({ id: true, originalImage: true })
  .where('caption', '$gte', 'A')
  .sort('title');
export const q34 = query('videos')
  .select('id,contentVisibility{publishState,originalPublishDate}')
  .where('contentVisibility.publishState', 'PUBLISHED')
  .where('contentVisibility.originalPublishDate', '$gte', new Date('2024-09-01T00:00:00Z'));
export const q35 = query('videos')
  .select({ caption: true, url: true, advertisingChannel: { name: true } })
  .where('advertisingChannel.id', 'nfl-network');
export const q36 = query('videos')
  .where('weekOfSeason.weekType', 'REG')
  .where('weekOfSeason.weekOrder', '$lte', 5)
  .sort('weekOfSeason.weekOrder')
  .take(20);
export const q37 = query('videos').select('id,type,weekOfSeason{name}').where('type', '$in', ['video', 'clip']);
export const q38 = query('videos')
  .select({ title: true, caption: true })
  .or(
    (b) => b.where('title', 'Top 10 catches'),
    (b) => b.where('caption', 'Top 10 catches'),
  );
export const q39 = query('videos')
  .select({ title: true, week: true })
  .where('week.seasonType', 'PRE')
  .where('week.week', '$lte', 4);

// videoJobs
export const q40 = query('videoJobs')
  .select({ name: true, percentComplete: true, tasks: { data: { name: true, status: true } } })
  .where('status', 'IN_PROGRESS')
  .sort('submittedTime', 'desc');
export const q41 = query('videoJobs')
  .select('id,user{username},completedTime')
  .where('user.username', 'editor')
  .sort('completedTime', 'desc')
  .take(3);
export const q42 = query('videoJobs').where('percentComplete', '$lt', 100).where('type', 'TRANSCODE');
export const q43 = query('videoJobs')
  .select({ message: true, tasks: { pager: { total: true } } })
  .where('tasks.status', 'FAILED');
export const q44 = query('videoJobs')
  .select('name,tasks{type,percentComplete}')
  .where('submittedTime', '$gte', new Date('2024-11-01T00:00:00Z'))
  .skip(10)
  .take(10);

// lists
export const q45 = query('lists')
  .select('id,title,items{pager{total},data{id,title,type}}')
  .where('listType', 'VIDEO_CHANNEL')
  .take(1);
export const q46 = query('lists')
  .select({ title: true, contentCurationType: true })
  .where('contentListType', 'VIDEO')
  .sort('createdDate', 'desc');
export const q47 = query('lists').select('items{title,videoAsset{clipCategory}}').where('items.type', 'video');
export const q48 = query('lists')
  .select('id,contentVisibility{promotionLevel}')
  .where('contentVisibility.publishState', '$in', ['PUBLISHED', 'DRAFT']);
export const q49 = query('lists')
  .select({ id: true, lastModifiedDate: true, items: { pager: { total: true } } })
  .where('lastModifiedDate', '$gt', new Date('2024-01-01T00:00:00Z'))
  .where('listType', 'VIDEO_CHANNEL_CATEGORY');

// users
export const q50 = query('users')
  .select({ firstName: true, lastName: true, socialNetworks: { name: true } })
  .where('city', 'Boston')
  .where('socialNetworks.name', '$in', ['twitter', 'facebook']);
export const q51 = query('users').select('id,state').where('state', 'MA').sort('lastName');
export const q52 = query('users')
  .select({ socialNetworks: { gender: true } })
  .where('socialNetworks.gender', 'F');
export const q53 = query('users')
  .or(
    (b) => b.where('city', 'Boston'),
    (b) => b.where('state', 'NY'),
  )
  .sort('firstName')
  .take(50);
export const q54 = query('users').select('firstName,lastName,city,state').skip(100).take(25);

// persons
export const q55 = query('persons')
  .select('displayName,picture{smallImage{asset{height,width}}},playerStats{seasonStats{season,passingStats}}')
  .where('lastName', 'Allen')
  .filter('playerStats.seasonStats', (f) => f.where('season', '$gte', 2020));
export const q56 = query('persons')
  .select({ firstName: true, player: { rosterStatus: true } })
  .where('player.rosterStatus', 'ACT');
export const q57 = query('persons')
  .select('displayName,playerStats{teamStats{team,rushingStats}}')
  .filter('playerStats.teamStats', (f) => f.where('team.nickName', 'Chiefs'));
export const q58 = query('persons')
  .select({ picture: { largeImage: { id: true, type: true } } })
  .where('id', '32004d41-4c17-1431-ef7c-1a5a6a0bfa39');
export const q59 = query('persons')
  .where('firstName', '$in', ['Josh', 'Patrick', 'Joe'])
  .sort('lastName')
  .sort('firstName');
export const q60 = query('persons')
  .select('lastName,playerStats')
  .filter('playerStats.seasonStats', (f) => f.where('seasonType', 'POST'))
  .filter('playerStats.teamStats', (f) => f.where('passingStats.attempts', '$gte', 100));
export const q61 = query('persons').select('id,picture{mediumImage{asset}}').where('picture.id', 'headshot-1');
export const q62 = query('persons')
  .select('displayName')
  .where('displayName', '$gte', 'M')
  .where('displayName', '$lt', 'N');
export const q63 = query('persons')
  .select({ id: true, firstName: true, lastName: true })
  .and(
    (b) => b.where('lastName', 'Kelce'),
    (b) =>
      b.or(
        (c) => c.where('firstName', 'Travis'),
        (c) => c.where('firstName', 'Jason'),
      ),
  );

// playerSeasonStats
export const q64 = query('playerSeasonStats')
  .select({
    player: { firstName: true, lastName: true, team: { nickName: true } },
    rushing: { yards: true, touchdowns: true },
  })
  .where('season', 2024)
  .where('seasonType', 'REG')
  .sort('rushing.yards', 'desc')
  .take(10);
export const q65 = query('playerSeasonStats')
  .select('player{id},rushing{fumbles}')
  .where('rushing.fumbles', '$gte', 3)
  .sort('rushing.fumbles', 'desc');
export const q66 = query('playerSeasonStats')
  .where('player.team.nickName', 'Bills')
  .where('seasonType', '$in', ['REG', 'POST']);
export const q67 = query('playerSeasonStats')
  .select({ id: true, season: true, rushing: { attempts: true } })
  .where('player.lastName', 'Henry')
  .sort('season');
export const q68 = query('playerSeasonStats')
  .select('player{lastName},rushing')
  .or(
    (b) => b.where('rushing.touchdowns', '$gte', 10),
    (b) => b.where('rushing.yards', '$gte', 1000),
  );
export const q69 = query('playerSeasonStats')
  .where('rushing.attempts', '$gt', 100)
  .where('rushing.attempts', '$lt', 300)
  .skip(50)
  .take(50);

// playerTeamStats
export const q70 = query('playerTeamStats')
  .select('player{lastName},rushing{attempts,yards}')
  .where('team.nickName', 'Chiefs')
  .sort('rushing.attempts', -1);
export const q71 = query('playerTeamStats')
  .select({ season: true, team: { nickName: true } })
  .where('player.id', '32004d41-4c17-1431-ef7c-1a5a6a0bfa39');
export const q72 = query('playerTeamStats')
  .where('season', '$gte', 2020)
  .where('seasonType', 'REG')
  .sort('rushing.touchdowns', 'desc')
  .take(5);
export const q73 = query('playerTeamStats')
  .select('player{firstName,team{nickName}},rushing{yards,touchdowns,fumbles}')
  .where('rushing.fumbles', 0);
export const q74 = query('playerTeamStats')
  .select({ id: true })
  .and(
    (b) => b.where('team.nickName', 'Chiefs'),
    (b) =>
      b.or(
        (c) => c.where('rushing.yards', '$gte', 500),
        (c) => c.where('rushing.touchdowns', '$gte', 5),
      ),
  );

// playerGameStats
export const q75 = query('playerGameStats')
  .select({ player: { lastName: true }, passing: true })
  .where('game.week.week', 1)
  .where('game.week.season', 2024)
  .where('game.homeTeam.abbr', 'KC');
export const q76 = query('playerGameStats')
  .select('passing{yards,touchdowns,interceptions}')
  .where('game.id', 'g2024-01')
  .sort('passing.yards', 'desc');
export const q77 = query('playerGameStats')
  .select({ player: { firstName: true, lastName: true }, game: { week: { week: true } } })
  .where('passing.interceptions', '$gte', 3);
export const q78 = query('playerGameStats')
  .where('game.week.seasonType', 'POST')
  .or(
    (b) => b.where('game.homeTeam.abbr', 'PHI'),
    (b) => b.where('game.visitorTeam.abbr', 'PHI'),
  );
export const q79 = query('playerGameStats')
  .select('player{team{nickName}},passing{completions,attempts}')
  .where('passing.attempts', '$gte', 40)
  .take(10);
export const q80 = query('playerGameStats')
  .where('season', 2024)
  .where('player.id', '$in', ['p1', 'p2'])
  .sort('game.week.week');

// playerCareerStats
export const q81 = query('playerCareerStats')
  .select('player{firstName,lastName},receiving{yards,touchdowns}')
  .sort('receiving.yards', 'desc')
  .take(10);
export const q82 = query('playerCareerStats')
  .select({ receiving: { receptions: true } })
  .where('player.team.nickName', 'Cardinals');
export const q83 = query('playerCareerStats')
  .where('receiving.touchdowns', '$gte', 50)
  .sort('receiving.touchdowns', 'desc');
export const q84 = query('playerCareerStats').select('id,player{id}').where('id', 'career-1');
export const q85 = query('playerCareerStats')
  .select({ player: { lastName: true }, receiving: true })
  .or(
    (b) => b.where('receiving.receptions', '$gte', 1000),
    (b) => b.where('receiving.yards', '$gte', 15000),
  );

// teamSeasonStats
export const q86 = query('teamSeasonStats')
  .select({ team: { nickName: true }, defensive: { interceptions: true } })
  .where('season', 2024)
  .sort('defensive.interceptions', 'desc');
export const q87 = query('teamSeasonStats')
  .select('team{nickName},defensive{interceptionsTouchdowns,interceptionsYards}')
  .where('seasonType', 'REG')
  .where('defensive.interceptionsYards', '$gte', 200);
export const q88 = query('teamSeasonStats')
  .where('team.nickName', '$in', ['Ravens', 'Steelers'])
  .sort('season', 'desc');
export const q89 = query('teamSeasonStats')
  .select({ id: true, season: true })
  .where('defensive.interceptionsTouchdowns', '$gt', 2)
  .take(3);
export const q90 = query('teamSeasonStats')
  .select('season,defensive')
  .where('season', '$gte', 2015)
  .where('season', '$lte', 2020);

// audios
export const q91 = query('audios')
  .select('title,rightsHolder.contentProvider.name,related{persons{lastName}}')
  .where('weekOfSeason.season', 2024);
export const q92 = query('audios').select({ id: true, title: true }).where('related.persons.lastName', 'Kelce');
export const q93 = query('audios')
  .select('weekOfSeason{week,weekType,name}')
  .where('weekOfSeason.seasonType', 'POST')
  .sort('weekOfSeason.weekOrder');
export const q94 = query('audios')
  .select('id,rightsHolder{contentProvider{id,name}}')
  .where('rightsHolder.contentProvider.id', '$in', ['nfl', 'westwood-one']);
export const q95 = query('audios')
  .or(
    (b) => b.where('title', 'Game day'),
    (b) => b.where('related.persons.firstName', 'Patrick'),
  )
  .take(20);

// events
export const q96 = query('events')
  .select({ title: true, startDateTime: true, venue: { name: true, address: { city: true } } })
  .where('startDateTime', '$gte', '2024-01-01')
  .where('endDateTime', '$lte', '2024-01-28')
  .where('venue.location.city', 'Kansas City');
export const q97 = query('events')
  .select('title,description,assets{imageUrl}')
  .where('venue.address.state', 'MO')
  .sort('startDateTime');
export const q98 = query('events')
  .select({ id: true, venue: { address: { postalCode: true, street: true } } })
  .where('venue.address.country', 'USA')
  .where('startDateTime', '$gte', new Date('2025-02-01T00:00:00Z'));
export const q99 = query('events')
  .select('id,assets{imageIconUrl},venue{location{city}}')
  .or(
    (b) => b.where('venue.address.city', 'New Orleans'),
    (b) => b.where('venue.location.city', 'New Orleans'),
  )
  .sort('endDateTime', 'desc');

/**
 * 100 typed queries across every resource, for measuring what the query types cost the
 * compiler (`npm run typecost`). Each line is what an app would write.
 */
import { query } from '../../src/query/index.ts';

export const q0 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 1)
  .sort('gameTime', 'desc')
  .take(10);
export const q1 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 2)
  .sort('gameTime', 'desc')
  .take(10);
export const q2 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 3)
  .sort('gameTime', 'desc')
  .take(10);
export const q3 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 4)
  .sort('gameTime', 'desc')
  .take(10);
export const q4 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 5)
  .sort('gameTime', 'desc')
  .take(10);
export const q5 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 6)
  .sort('gameTime', 'desc')
  .take(10);
export const q6 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 7)
  .sort('gameTime', 'desc')
  .take(10);
export const q7 = query('games')
  .select({ id: true, gameTime: true, homeTeam: { abbr: true, nickName: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 8)
  .sort('gameTime', 'desc')
  .take(10);
export const q8 = query('games')
  .select('id,week{week},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
  .or(
    (b) => b.where('homeTeam.abbr', 'NE'),
    (b) => b.where('visitorTeam.abbr', 'NE'),
  )
  .sort('week.week');
export const q9 = query('games')
  .select('id,week{week},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
  .or(
    (b) => b.where('homeTeam.abbr', 'KC'),
    (b) => b.where('visitorTeam.abbr', 'KC'),
  )
  .sort('week.week');
export const q10 = query('games')
  .select('id,week{week},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
  .or(
    (b) => b.where('homeTeam.abbr', 'BUF'),
    (b) => b.where('visitorTeam.abbr', 'BUF'),
  )
  .sort('week.week');
export const q11 = query('games')
  .select('id,week{week},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
  .or(
    (b) => b.where('homeTeam.abbr', 'DAL'),
    (b) => b.where('visitorTeam.abbr', 'DAL'),
  )
  .sort('week.week');
export const q12 = query('games')
  .select('id,week{week},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
  .or(
    (b) => b.where('homeTeam.abbr', 'GB'),
    (b) => b.where('visitorTeam.abbr', 'GB'),
  )
  .sort('week.week');
export const q13 = query('games')
  .select('id,week{week},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
  .or(
    (b) => b.where('homeTeam.abbr', 'SF'),
    (b) => b.where('visitorTeam.abbr', 'SF'),
  )
  .sort('week.week');
export const q14 = query('games')
  .select({ id: true, drives: { yards: true, firstDowns: true } })
  .where('drives.firstDowns', '$gte', 3)
  .filter('drives', (d) => d.where('yards', '$gt', 15));
export const q15 = query('games')
  .select({ id: true, drives: { yards: true, firstDowns: true } })
  .where('drives.firstDowns', '$gte', 4)
  .filter('drives', (d) => d.where('yards', '$gt', 20));
export const q16 = query('games')
  .select({ id: true, drives: { yards: true, firstDowns: true } })
  .where('drives.firstDowns', '$gte', 5)
  .filter('drives', (d) => d.where('yards', '$gt', 25));
export const q17 = query('games')
  .select({ id: true, drives: { yards: true, firstDowns: true } })
  .where('drives.firstDowns', '$gte', 6)
  .filter('drives', (d) => d.where('yards', '$gt', 30));
export const q18 = query('games')
  .select({ id: true, drives: { yards: true, firstDowns: true } })
  .where('drives.firstDowns', '$gte', 7)
  .filter('drives', (d) => d.where('yards', '$gt', 35));
export const q19 = query('games')
  .select({ id: true, drives: { yards: true, firstDowns: true } })
  .where('drives.firstDowns', '$gte', 8)
  .filter('drives', (d) => d.where('yards', '$gt', 40));
export const q20 = query('games')
  .where('week.season', 2019)
  .where('week.seasonType', '$in', ['REG', 'POST'])
  .where('gameTime', '$gte', new Date('2019-09-01T00:00:00Z'))
  .skip(20)
  .take(20);
export const q21 = query('games')
  .where('week.season', 2020)
  .where('week.seasonType', '$in', ['REG', 'POST'])
  .where('gameTime', '$gte', new Date('2020-09-01T00:00:00Z'))
  .skip(20)
  .take(20);
export const q22 = query('games')
  .where('week.season', 2021)
  .where('week.seasonType', '$in', ['REG', 'POST'])
  .where('gameTime', '$gte', new Date('2021-09-01T00:00:00Z'))
  .skip(20)
  .take(20);
export const q23 = query('games')
  .where('week.season', 2022)
  .where('week.seasonType', '$in', ['REG', 'POST'])
  .where('gameTime', '$gte', new Date('2022-09-01T00:00:00Z'))
  .skip(20)
  .take(20);
export const q24 = query('games')
  .where('week.season', 2023)
  .where('week.seasonType', '$in', ['REG', 'POST'])
  .where('gameTime', '$gte', new Date('2023-09-01T00:00:00Z'))
  .skip(20)
  .take(20);
export const q25 = query('games')
  .where('week.season', 2024)
  .where('week.seasonType', '$in', ['REG', 'POST'])
  .where('gameTime', '$gte', new Date('2024-09-01T00:00:00Z'))
  .skip(20)
  .take(20);
export const q26 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'NE')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q27 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'KC')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q28 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'BUF')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q29 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'DAL')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q30 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'GB')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q31 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'SF')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q32 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'NYJ')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q33 = query('teams')
  .select({ abbr: true, fullName: true, standings: { overallWins: true, overallLosses: true } })
  .where('abbr', 'MIA')
  .filter('standings', (s) => s.where('week.seasonType', 'REG'))
  .takeLast(1);
export const q34 = query('teams')
  .select('abbr,depthChart{person{displayName},unit,positionAbbr,depthOrder}')
  .where('season', 2020)
  .sort('abbr');
export const q35 = query('teams')
  .select('abbr,depthChart{person{displayName},unit,positionAbbr,depthOrder}')
  .where('season', 2021)
  .sort('abbr');
export const q36 = query('teams')
  .select('abbr,depthChart{person{displayName},unit,positionAbbr,depthOrder}')
  .where('season', 2022)
  .sort('abbr');
export const q37 = query('teams')
  .select('abbr,depthChart{person{displayName},unit,positionAbbr,depthOrder}')
  .where('season', 2023)
  .sort('abbr');
export const q38 = query('teams')
  .select('abbr,depthChart{person{displayName},unit,positionAbbr,depthOrder}')
  .where('season', 2024)
  .sort('abbr');
export const q39 = query('teams')
  .select({ nickName: true, teamSeasonStats: { passingStats: true } })
  .filter('teamSeasonStats', (f) => f.where('season', 2021))
  .filter('teamGameStats', (f) => f.where('game.id', 'g2021'));
export const q40 = query('teams')
  .select({ nickName: true, teamSeasonStats: { passingStats: true } })
  .filter('teamSeasonStats', (f) => f.where('season', 2022))
  .filter('teamGameStats', (f) => f.where('game.id', 'g2022'));
export const q41 = query('teams')
  .select({ nickName: true, teamSeasonStats: { passingStats: true } })
  .filter('teamSeasonStats', (f) => f.where('season', 2023))
  .filter('teamGameStats', (f) => f.where('game.id', 'g2023'));
export const q42 = query('teams')
  .select({ nickName: true, teamSeasonStats: { passingStats: true } })
  .filter('teamSeasonStats', (f) => f.where('season', 2024))
  .filter('teamGameStats', (f) => f.where('game.id', 'g2024'));
export const q43 = query('videos')
  .select({ id: true, title: true, videoAsset: { clipCategory: true, playBackInfo: { videoUrl: true } } })
  .where('videoAsset.clipCategory', 'preview')
  .where('week.season', 2024)
  .sort('lastModifiedDate', 'desc')
  .take(5);
export const q44 = query('videos')
  .select({ id: true, title: true, videoAsset: { clipCategory: true, playBackInfo: { videoUrl: true } } })
  .where('videoAsset.clipCategory', 'recap')
  .where('week.season', 2024)
  .sort('lastModifiedDate', 'desc')
  .take(5);
export const q45 = query('videos')
  .select({ id: true, title: true, videoAsset: { clipCategory: true, playBackInfo: { videoUrl: true } } })
  .where('videoAsset.clipCategory', 'game-highlight')
  .where('week.season', 2024)
  .sort('lastModifiedDate', 'desc')
  .take(5);
export const q46 = query('videos')
  .select({ id: true, title: true, videoAsset: { clipCategory: true, playBackInfo: { videoUrl: true } } })
  .where('videoAsset.clipCategory', 'in-game-highlight')
  .where('week.season', 2024)
  .sort('lastModifiedDate', 'desc')
  .take(5);
export const q47 = query('videos').select('id,title,originalImage{asset{source}}').where('related.games.id', 'game-0');
export const q48 = query('videos').select('id,title,originalImage{asset{source}}').where('related.games.id', 'game-1');
export const q49 = query('videos').select('id,title,originalImage{asset{source}}').where('related.games.id', 'game-2');
export const q50 = query('videos').select('id,title,originalImage{asset{source}}').where('related.games.id', 'game-3');
export const q51 = query('lists')
  .select('id,title,items{pager{total},data{id,title,type}}')
  .where('listType', 'VIDEO_CHANNEL')
  .take(1);
export const q52 = query('lists')
  .select('id,title,items{pager{total},data{id,title,type}}')
  .where('listType', 'VIDEO_CHANNEL')
  .take(2);
export const q53 = query('lists')
  .select('id,title,items{pager{total},data{id,title,type}}')
  .where('listType', 'VIDEO_CHANNEL')
  .take(3);
export const q54 = query('lists')
  .select('id,title,items{pager{total},data{id,title,type}}')
  .where('listType', 'VIDEO_CHANNEL')
  .take(4);
export const q55 = query('videoJobs')
  .select({ name: true, percentComplete: true, tasks: { data: { name: true, status: true } } })
  .where('status', 'IN_PROGRESS')
  .sort('submittedTime', 'desc');
export const q56 = query('videoJobs')
  .select({ name: true, percentComplete: true, tasks: { data: { name: true, status: true } } })
  .where('status', 'COMPLETED')
  .sort('submittedTime', 'desc');
export const q57 = query('videoJobs')
  .select({ name: true, percentComplete: true, tasks: { data: { name: true, status: true } } })
  .where('status', 'WAITING')
  .sort('submittedTime', 'desc');
export const q58 = query('videoJobs')
  .select({ name: true, percentComplete: true, tasks: { data: { name: true, status: true } } })
  .where('status', 'PENDING')
  .sort('submittedTime', 'desc');
export const q59 = query('users')
  .select({ firstName: true, lastName: true, socialNetworks: { name: true } })
  .where('city', 'Boston')
  .where('socialNetworks.name', '$in', ['twitter', 'facebook']);
export const q60 = query('users')
  .select({ firstName: true, lastName: true, socialNetworks: { name: true } })
  .where('city', 'Dallas')
  .where('socialNetworks.name', '$in', ['twitter', 'facebook']);
export const q61 = query('users')
  .select({ firstName: true, lastName: true, socialNetworks: { name: true } })
  .where('city', 'Miami')
  .where('socialNetworks.name', '$in', ['twitter', 'facebook']);
export const q62 = query('users')
  .select({ firstName: true, lastName: true, socialNetworks: { name: true } })
  .where('city', 'Denver')
  .where('socialNetworks.name', '$in', ['twitter', 'facebook']);
export const q63 = query('persons')
  .select('displayName,picture{smallImage{asset{height,width}}},playerStats{seasonStats{season,passingStats}}')
  .where('lastName', 'Allen')
  .filter('playerStats.seasonStats', (f) => f.where('season', '$gte', 2020));
export const q64 = query('persons')
  .select('displayName,picture{smallImage{asset{height,width}}},playerStats{seasonStats{season,passingStats}}')
  .where('lastName', 'Mahomes')
  .filter('playerStats.seasonStats', (f) => f.where('season', '$gte', 2020));
export const q65 = query('persons')
  .select('displayName,picture{smallImage{asset{height,width}}},playerStats{seasonStats{season,passingStats}}')
  .where('lastName', 'Burrow')
  .filter('playerStats.seasonStats', (f) => f.where('season', '$gte', 2020));
export const q66 = query('persons')
  .select('displayName,picture{smallImage{asset{height,width}}},playerStats{seasonStats{season,passingStats}}')
  .where('lastName', 'Hurts')
  .filter('playerStats.seasonStats', (f) => f.where('season', '$gte', 2020));
export const q67 = query('persons')
  .select('displayName,picture{smallImage{asset{height,width}}},playerStats{seasonStats{season,passingStats}}')
  .where('lastName', 'Love')
  .filter('playerStats.seasonStats', (f) => f.where('season', '$gte', 2020));
export const q68 = query('persons')
  .select('displayName,picture{smallImage{asset{height,width}}},playerStats{seasonStats{season,passingStats}}')
  .where('lastName', 'Purdy')
  .filter('playerStats.seasonStats', (f) => f.where('season', '$gte', 2020));
export const q69 = query('playerSeasonStats')
  .select({
    player: { firstName: true, lastName: true, team: { nickName: true } },
    rushing: { yards: true, touchdowns: true },
  })
  .where('season', 2019)
  .where('seasonType', 'REG')
  .sort('rushing.yards', 'desc')
  .take(10);
export const q70 = query('playerSeasonStats')
  .select({
    player: { firstName: true, lastName: true, team: { nickName: true } },
    rushing: { yards: true, touchdowns: true },
  })
  .where('season', 2020)
  .where('seasonType', 'REG')
  .sort('rushing.yards', 'desc')
  .take(10);
export const q71 = query('playerSeasonStats')
  .select({
    player: { firstName: true, lastName: true, team: { nickName: true } },
    rushing: { yards: true, touchdowns: true },
  })
  .where('season', 2021)
  .where('seasonType', 'REG')
  .sort('rushing.yards', 'desc')
  .take(10);
export const q72 = query('playerSeasonStats')
  .select({
    player: { firstName: true, lastName: true, team: { nickName: true } },
    rushing: { yards: true, touchdowns: true },
  })
  .where('season', 2022)
  .where('seasonType', 'REG')
  .sort('rushing.yards', 'desc')
  .take(10);
export const q73 = query('playerSeasonStats')
  .select({
    player: { firstName: true, lastName: true, team: { nickName: true } },
    rushing: { yards: true, touchdowns: true },
  })
  .where('season', 2023)
  .where('seasonType', 'REG')
  .sort('rushing.yards', 'desc')
  .take(10);
export const q74 = query('playerSeasonStats')
  .select({
    player: { firstName: true, lastName: true, team: { nickName: true } },
    rushing: { yards: true, touchdowns: true },
  })
  .where('season', 2024)
  .where('seasonType', 'REG')
  .sort('rushing.yards', 'desc')
  .take(10);
export const q75 = query('playerTeamStats')
  .select('player{lastName},rushing{attempts,yards}')
  .where('team.nickName', 'Chiefs')
  .sort('rushing.attempts', -1);
export const q76 = query('playerTeamStats')
  .select('player{lastName},rushing{attempts,yards}')
  .where('team.nickName', 'Bills')
  .sort('rushing.attempts', -1);
export const q77 = query('playerTeamStats')
  .select('player{lastName},rushing{attempts,yards}')
  .where('team.nickName', 'Eagles')
  .sort('rushing.attempts', -1);
export const q78 = query('playerTeamStats')
  .select('player{lastName},rushing{attempts,yards}')
  .where('team.nickName', 'Lions')
  .sort('rushing.attempts', -1);
export const q79 = query('playerGameStats')
  .select({ player: { lastName: true }, passing: true })
  .where('game.week.week', 1)
  .where('game.week.season', 2024)
  .where('game.homeTeam.abbr', 'KC');
export const q80 = query('playerGameStats')
  .select({ player: { lastName: true }, passing: true })
  .where('game.week.week', 2)
  .where('game.week.season', 2024)
  .where('game.homeTeam.abbr', 'KC');
export const q81 = query('playerGameStats')
  .select({ player: { lastName: true }, passing: true })
  .where('game.week.week', 3)
  .where('game.week.season', 2024)
  .where('game.homeTeam.abbr', 'KC');
export const q82 = query('playerGameStats')
  .select({ player: { lastName: true }, passing: true })
  .where('game.week.week', 4)
  .where('game.week.season', 2024)
  .where('game.homeTeam.abbr', 'KC');
export const q83 = query('playerGameStats')
  .select({ player: { lastName: true }, passing: true })
  .where('game.week.week', 5)
  .where('game.week.season', 2024)
  .where('game.homeTeam.abbr', 'KC');
export const q84 = query('playerGameStats')
  .select({ player: { lastName: true }, passing: true })
  .where('game.week.week', 6)
  .where('game.week.season', 2024)
  .where('game.homeTeam.abbr', 'KC');
export const q85 = query('playerCareerStats')
  .select('player{firstName,lastName},receiving{yards,touchdowns}')
  .sort('receiving.yards', 'desc')
  .take(10);
export const q86 = query('playerCareerStats')
  .select('player{firstName,lastName},receiving{yards,touchdowns}')
  .sort('receiving.yards', 'desc')
  .take(11);
export const q87 = query('playerCareerStats')
  .select('player{firstName,lastName},receiving{yards,touchdowns}')
  .sort('receiving.yards', 'desc')
  .take(12);
export const q88 = query('teamSeasonStats')
  .select({ team: { nickName: true }, defensive: { interceptions: true } })
  .where('season', 2021)
  .sort('defensive.interceptions', 'desc');
export const q89 = query('teamSeasonStats')
  .select({ team: { nickName: true }, defensive: { interceptions: true } })
  .where('season', 2022)
  .sort('defensive.interceptions', 'desc');
export const q90 = query('teamSeasonStats')
  .select({ team: { nickName: true }, defensive: { interceptions: true } })
  .where('season', 2023)
  .sort('defensive.interceptions', 'desc');
export const q91 = query('teamSeasonStats')
  .select({ team: { nickName: true }, defensive: { interceptions: true } })
  .where('season', 2024)
  .sort('defensive.interceptions', 'desc');
export const q92 = query('audios')
  .select('title,rightsHolder.contentProvider.name,related{persons{lastName}}')
  .where('weekOfSeason.season', 2021);
export const q93 = query('audios')
  .select('title,rightsHolder.contentProvider.name,related{persons{lastName}}')
  .where('weekOfSeason.season', 2022);
export const q94 = query('audios')
  .select('title,rightsHolder.contentProvider.name,related{persons{lastName}}')
  .where('weekOfSeason.season', 2023);
export const q95 = query('audios')
  .select('title,rightsHolder.contentProvider.name,related{persons{lastName}}')
  .where('weekOfSeason.season', 2024);
export const q96 = query('events')
  .select({ title: true, startDateTime: true, venue: { name: true, address: { city: true } } })
  .where('startDateTime', '$gte', '2024-01-01')
  .where('endDateTime', '$lte', '2024-01-28')
  .where('venue.location.city', 'Kansas City');
export const q97 = query('events')
  .select({ title: true, startDateTime: true, venue: { name: true, address: { city: true } } })
  .where('startDateTime', '$gte', '2024-02-01')
  .where('endDateTime', '$lte', '2024-02-28')
  .where('venue.location.city', 'Kansas City');
export const q98 = query('events')
  .select({ title: true, startDateTime: true, venue: { name: true, address: { city: true } } })
  .where('startDateTime', '$gte', '2024-03-01')
  .where('endDateTime', '$lte', '2024-03-28')
  .where('venue.location.city', 'Kansas City');
export const q99 = query('events')
  .select({ title: true, startDateTime: true, venue: { name: true, address: { city: true } } })
  .where('startDateTime', '$gte', '2024-04-01')
  .where('endDateTime', '$lte', '2024-04-28')
  .where('venue.location.city', 'Kansas City');

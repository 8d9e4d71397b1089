/**
 * The type benchmark's `query()` chains (`npm run typecost`): 50 standalone builders from
 * `huddle/query`. See bench/types/client-chains.ts for the fixture's other half.
 */
import { query } from 'huddle/query';

export const q50 = query('games')
  .select('id,week{week},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
  .or(
    (b) => b.where('homeTeam.abbr', 'NE'),
    (b) => b.where('visitorTeam.abbr', 'NE'),
  )
  .sort('week.week');
export const q51 = query('games')
  .where('week.season', 2019)
  .where('week.seasonType', '$in', ['REG', 'POST'])
  .where('gameTime', '$gte', new Date('2019-09-01T00:00:00Z'))
  .skip(20)
  .take(20);
export const q52 = query('games')
  .select({ stadiumInfo: { name: true, location: { city: true, country: true } } })
  .where('stadiumInfo.location.country', 'USA')
  .sort('stadiumInfo.name');
export const q53 = query('games')
  .select('id,homeTeam{fullName},visitorTeam{fullName},homeTeamScore{pointsQ1,pointsQ2,pointsQ3,pointsQ4}')
  .where('id', '10160000-0593-51f4-d7bc-99a5b6e3dc05');
export const q54 = query('games')
  .select('id,week,homeTeamScore{pointsOvertimeTotal}')
  .and(
    (b) => b.where('homeTeamScore.pointsOvertimeTotal', '$gt', 0),
    (b) => b.where('week.seasonType', 'POST'),
  );
export const q55 = query('games')
  .select({ homeTeam: true, visitorTeam: true })
  .where('week.week', '$in', [1, 2, 3])
  .sort('week.week')
  .sort('gameTime');
export const q56 = query('games')
  .select('id , drives { realTimeStart , realTimeEnd , possessionTeam }')
  .where('drives.possessionTeam', 'KC');
export const q57 = query('games')
  .select('stadiumInfo.location.geoCoordinates,stadiumInfo.id')
  .where('stadiumInfo.id', 'arrowhead');
export const q58 = query('teams')
  .select('abbr,depthChart{person{displayName},unit,positionAbbr,depthOrder}')
  .where('season', 2024)
  .sort('abbr');
export const q59 = query('teams')
  .select('fullName,conference{abbr},division{name}')
  .where('conference.abbr', 'AFC')
  .sort('division.name')
  .sort('fullName');
export const q60 = query('teams').select('abbr,branding{logos{href,size}}').where('teamType', 'TEAM');
export const q61 = query('teams')
  .select({ fullName: true, established: true })
  .where('established', '$lt', 1960)
  .sort('established');
export const q62 = query('teams')
  .select({ abbr: true, teamGameStats: { game: { id: true }, rushingStats: { attempts: true } } })
  .filter('teamGameStats', (f) => f.where('rushingStats.attempts', '$gte', 30));
export const q63 = query('teams')
  .select({ id: true, webDomain: true })
  .where('id', '$in', ['10403200-69ab-9ea6-5af5-e240fbc08bea', '10403800-517c-7b8c-65a3-c61b95d86123']);
export const q64 = query('teams')
  .select('abbr,teamSeasonStats{season,rushingStats{yardsPerAttempt}}')
  .filter('teamSeasonStats', (f) => f.where('seasonType', 'REG').where('rushingStats.yardsPerAttempt', '$gt', 4.5))
  .sort('abbr', 'desc')
  .takeLast(1);
export const q65 = query('videos').select('id,title,originalImage{asset{source}}').where('related.games.id', 'game-0');
export const q66 = query('videos')
  .select({ id: true, originalImage: true })
  .where('caption', '$gte', 'A')
  .sort('title');
export const q67 = query('videos')
  .select({ caption: true, url: true, advertisingChannel: { name: true } })
  .where('advertisingChannel.id', 'nfl-network');
export const q68 = query('videos').select('id,type,weekOfSeason{name}').where('type', '$in', ['video', 'clip']);
export const q69 = query('videos')
  .select({ title: true, week: true })
  .where('week.seasonType', 'PRE')
  .where('week.week', '$lte', 4);
export const q70 = query('videoJobs')
  .select('id,user{username},completedTime')
  .where('user.username', 'editor')
  .sort('completedTime', 'desc')
  .take(3);
export const q71 = query('videoJobs')
  .select({ message: true, tasks: { pager: { total: true } } })
  .where('tasks.status', 'FAILED');
export const q72 = query('lists')
  .select('id,title,items{pager{total},data{id,title,type}}')
  .where('listType', 'VIDEO_CHANNEL')
  .take(1);
export const q73 = query('lists').select('items{title,videoAsset{clipCategory}}').where('items.type', 'video');
export const q74 = query('lists')
  .select({ id: true, lastModifiedDate: true, items: { pager: { total: true } } })
  .where('lastModifiedDate', '$gt', new Date('2024-01-01T00:00:00Z'))
  .where('listType', 'VIDEO_CHANNEL_CATEGORY');
export const q75 = query('users').select('id,state').where('state', 'MA').sort('lastName');
export const q76 = query('users')
  .or(
    (b) => b.where('city', 'Boston'),
    (b) => b.where('state', 'NY'),
  )
  .sort('firstName')
  .take(50);
export const q77 = query('persons')
  .select('displayName,picture{smallImage{asset{height,width}}},playerStats{seasonStats{season,passingStats}}')
  .where('lastName', 'Allen')
  .filter('playerStats.seasonStats', (f) => f.where('season', '$gte', 2020));
export const q78 = query('persons')
  .select('displayName,playerStats{teamStats{team,rushingStats}}')
  .filter('playerStats.teamStats', (f) => f.where('team.nickName', 'Chiefs'));
export const q79 = query('persons')
  .where('firstName', '$in', ['Josh', 'Patrick', 'Joe'])
  .sort('lastName')
  .sort('firstName');
export const q80 = query('persons').select('id,picture{mediumImage{asset}}').where('picture.id', 'headshot-1');
export const q81 = query('persons')
  .select({ id: true, firstName: true, lastName: true })
  .and(
    (b) => b.where('lastName', 'Kelce'),
    (b) =>
      b.or(
        (c) => c.where('firstName', 'Travis'),
        (c) => c.where('firstName', 'Jason'),
      ),
  );
export const q82 = query('playerSeasonStats')
  .select('player{id},rushing{fumbles}')
  .where('rushing.fumbles', '$gte', 3)
  .sort('rushing.fumbles', 'desc');
export const q83 = query('playerSeasonStats')
  .select({ id: true, season: true, rushing: { attempts: true } })
  .where('player.lastName', 'Henry')
  .sort('season');
export const q84 = query('playerSeasonStats')
  .where('rushing.attempts', '$gt', 100)
  .where('rushing.attempts', '$lt', 300)
  .skip(50)
  .take(50);
export const q85 = query('playerTeamStats')
  .select({ season: true, team: { nickName: true } })
  .where('player.id', '32004d41-4c17-1431-ef7c-1a5a6a0bfa39');
export const q86 = query('playerTeamStats')
  .select('player{firstName,team{nickName}},rushing{yards,touchdowns,fumbles}')
  .where('rushing.fumbles', 0);
export const q87 = query('playerGameStats')
  .select({ player: { lastName: true }, passing: true })
  .where('game.week.week', 1)
  .where('game.week.season', 2024)
  .where('game.homeTeam.abbr', 'KC');
export const q88 = query('playerGameStats')
  .select({ player: { firstName: true, lastName: true }, game: { week: { week: true } } })
  .where('passing.interceptions', '$gte', 3);
export const q89 = query('playerGameStats')
  .select('player{team{nickName}},passing{completions,attempts}')
  .where('passing.attempts', '$gte', 40)
  .take(10);
export const q90 = query('playerCareerStats')
  .select('player{firstName,lastName},receiving{yards,touchdowns}')
  .sort('receiving.yards', 'desc')
  .take(10);
export const q91 = query('playerCareerStats')
  .where('receiving.touchdowns', '$gte', 50)
  .sort('receiving.touchdowns', 'desc');
export const q92 = query('playerCareerStats')
  .select({ player: { lastName: true }, receiving: true })
  .or(
    (b) => b.where('receiving.receptions', '$gte', 1000),
    (b) => b.where('receiving.yards', '$gte', 15000),
  );
export const q93 = query('teamSeasonStats')
  .select('team{nickName},defensive{interceptionsTouchdowns,interceptionsYards}')
  .where('seasonType', 'REG')
  .where('defensive.interceptionsYards', '$gte', 200);
export const q94 = query('teamSeasonStats')
  .select({ id: true, season: true })
  .where('defensive.interceptionsTouchdowns', '$gt', 2)
  .take(3);
export const q95 = query('audios')
  .select('title,rightsHolder.contentProvider.name,related{persons{lastName}}')
  .where('weekOfSeason.season', 2024);
export const q96 = query('audios')
  .select('weekOfSeason{week,weekType,name}')
  .where('weekOfSeason.seasonType', 'POST')
  .sort('weekOfSeason.weekOrder');
export const q97 = query('audios')
  .or(
    (b) => b.where('title', 'Game day'),
    (b) => b.where('related.persons.firstName', 'Patrick'),
  )
  .take(20);
export const q98 = query('events')
  .select('title,description,assets{imageUrl}')
  .where('venue.address.state', 'MO')
  .sort('startDateTime');
export const q99 = query('events')
  .select('id,assets{imageIconUrl},venue{location{city}}')
  .or(
    (b) => b.where('venue.address.city', 'New Orleans'),
    (b) => b.where('venue.location.city', 'New Orleans'),
  )
  .sort('endDateTime', 'desc');

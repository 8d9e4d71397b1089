/**
 * The content of the seasons, as published by the dataset's moment: each game's clips and the
 * jobs that processed them, the weekly show, and, once the statistics tell who starred, the
 * articles, the weekly radio clips and the content lists that gather it all.
 */
import type { Article, Audio, ContentList, Job, Video } from '../../model/types.js';
import { type Core, finalGame, gameFacts } from '../simulation/core.js';
import { IdSequence } from '../simulation/ids.js';
import type { Random } from '../simulation/random.js';
import type { Player } from '../simulation/roster.js';
import { REGULAR_SEASON_WEEKS, weekThursday } from '../simulation/schedule.js';
import { teamAt } from '../simulation/team-info.js';
import { DAY, HOUR, MINUTE, wallTime } from '../simulation/time.js';
import type { PublishedNews } from '../simulation/timeline.js';
import { gameState } from './games.js';
import { type JobPlan, jobRecord } from './jobs.js';
import {
  type ArticlePerson,
  type ArticleSpec,
  article,
  type ListIds,
  rankingList,
  seasonList,
  WEEK_LIST_IDS,
  weekList,
} from './lists.js';
import { gameVideos, type MediaIds, showEpisode, weekAudios } from './media.js';
import type { Star, Statistics } from './stats-resources.js';

/** Clips by week, as the lists gather them. */
interface WeekClips {
  /** In-game highlights. */
  readonly plays: Video[];
  /** Highlight packages and recaps. */
  readonly videos: Video[];
}

/** The videos and jobs of every game and week. */
export interface Media {
  readonly videos: Video[];
  readonly jobs: Job[];
  /** Clips by `season * 100 + week`. */
  readonly byWeek: ReadonlyMap<number, WeekClips>;
}

/** Every clip published, and every job submitted, by the dataset's moment. */
export function buildMedia(core: Core): Media {
  const ids: MediaIds = {
    videos: new IdSequence('video', core.seed),
    jobs: new IdSequence('job', core.seed),
    tasks: new IdSequence('task', core.seed),
  };
  const videos: Video[] = [];
  const plans: JobPlan[] = [];
  const byWeek = new Map<number, WeekClips>();
  for (const { season, games } of core.seasons) {
    for (const game of games) {
      const media = gameVideos(game.random.fork('media'), gameFacts(season, game), core.asOf, ids);
      videos.push(...media.videos);
      plans.push(...media.jobs);
      const key = season * 100 + game.scheduled.week;
      const clips = byWeek.get(key) ?? { plays: [], videos: [] };
      byWeek.set(key, clips);
      for (const video of media.videos) {
        const category = video.videoAsset?.clipCategory;
        if (category === 'in-game-highlight') clips.plays.push(video);
        else if (category === 'game-highlight' || category === 'recap') clips.videos.push(video);
      }
    }
    const random = core.root.fork('show', season);
    for (let week = 1; week <= REGULAR_SEASON_WEEKS; week++) {
      const ofWeek = games.filter((game) => game.scheduled.week === week).map((game) => game.id);
      const episode = showEpisode(random, season, week, weekThursday(season, week), ofWeek, core.asOf, ids);
      if (episode) videos.push(episode);
    }
  }
  return { videos, jobs: plans.map((plan) => jobRecord(plan, core.asOf)), byWeek };
}

/** An article and the moment it was published: the news the timeline tells, with the record. */
interface PublishedArticle extends PublishedNews {
  readonly article: Article;
}

/** The articles, content lists and radio clips. */
export interface Publications {
  readonly lists: ContentList[];
  readonly audios: Audio[];
  /** Every article of the lists, in the order they were written out. */
  readonly articles: PublishedArticle[];
}

/** How many rushers a finished season's ranking holds, at most. */
const RANKED_RUSHERS = 10;

/** Articles, lists and radio clips, from the clips and the statistics. */
export function buildPublications(core: Core, media: Media, statistics: Statistics): Publications {
  const { asOf } = core;
  const listIds: ListIds = {
    lists: new IdSequence('list', core.seed),
    articles: new IdSequence('article', core.seed),
    thumbnails: new IdSequence('thumbnail', core.seed),
  };
  const audioIds = new IdSequence('audio', core.seed);
  const players = core.league.players;
  const personOf = (index: number): ArticlePerson => {
    const player = players[index] as Player;
    return { id: player.id, firstName: player.firstName, lastName: player.lastName };
  };
  const lists: ContentList[] = [];
  const audios: Audio[] = [];
  const published: PublishedArticle[] = [];
  /** Keeps the ids of records not published yet (only with `core.stableIds`). */
  const keepIds = (ids: IdSequence, count: number) => {
    if (core.stableIds) ids.skip(count);
  };
  /** Writes an article published at `spec.created`, and notes it. */
  const publish = (random: Random, spec: ArticleSpec): Article => {
    const story = article(random, spec, asOf, listIds);
    published.push({ article: story, at: spec.created, title: spec.title, teams: spec.teams.map((team) => team.abbr) });
    return story;
  };
  const unpublished = (count: number) => {
    keepIds(listIds.articles, count);
    keepIds(listIds.thumbnails, count);
  };

  for (const { season, games } of core.seasons) {
    const articles = new Map<number, Article[]>();
    const weekStars = new Map<number, Star[]>();
    for (const game of games) {
      const { scheduled, sim } = game;
      const stars = statistics.stars.get(game.id);
      if (!stars || gameState(scheduled.kickoff, sim, asOf) !== 'FINAL') {
        unpublished(1);
        continue;
      }
      weekStars.set(scheduled.week, [...(weekStars.get(scheduled.week) ?? []), ...stars.slice(0, 1)]);
      const random = game.random.fork('article');
      const written = sim.realEnd + random.int(40, 120) * MINUTE;
      if (written > asOf) {
        unpublished(1);
        continue;
      }
      const final = finalGame(game);
      const home = teamAt(scheduled.home);
      const away = teamAt(scheduled.away);
      const [winner, loser, high, low] =
        final.homePoints >= final.awayPoints
          ? [home, away, final.homePoints, final.awayPoints]
          : [away, home, final.awayPoints, final.homePoints];
      const weekArticles = articles.get(scheduled.week) ?? [];
      articles.set(scheduled.week, weekArticles);
      const story = publish(random, {
        title:
          high === low
            ? `${home.nickName} ${high}, ${away.nickName} ${low}: nobody blinks`
            : `${winner.nickName} ${high}, ${loser.nickName} ${low}: takeaways`,
        caption: `What we learned from ${away.abbr} at ${home.abbr} in week ${scheduled.week}.`,
        season,
        week: scheduled.week,
        created: written,
        zone: home.stadium.zone,
        teams: [winner, loser],
        persons: stars.map((star) => personOf(star.player)),
      });
      weekArticles.push(story);
    }

    const starsOf = (week: number) =>
      [...(weekStars.get(week) ?? [])]
        .sort((a, b) => b.yards - a.yards || a.player - b.player)
        .slice(0, 3)
        .map((star) => personOf(star.player));
    const weekLists: ContentList[] = [];
    for (let week = 1; week <= REGULAR_SEASON_WEEKS; week++) {
      const thursday = weekThursday(season, week);
      const ofWeek = games.filter((game) => game.scheduled.week === week);
      const previewAt = wallTime('ET', thursday - 2 * DAY, 12);
      const reviewAt = Math.max(...ofWeek.map((game) => game.sim.realEnd)) + 12 * HOUR;
      if (previewAt <= asOf) {
        audios.push(...weekAudios(season, week, starsOf(week - 1), reviewAt <= asOf ? starsOf(week) : null, audioIds));
      }
      const clips = media.byWeek.get(season * 100 + week);
      const weekArticles = articles.get(week) ?? [];
      if (clips && clips.plays.length + clips.videos.length + weekArticles.length > 0) {
        const created = wallTime('ET', thursday - 2 * DAY, 10);
        weekLists.push(weekList(season, week, created, clips.plays, clips.videos, weekArticles, listIds));
      } else {
        keepIds(listIds.lists, WEEK_LIST_IDS);
      }
    }
    if (weekLists.length > 0) {
      const created = wallTime('ET', weekThursday(season, 1) - 9 * DAY, 10);
      lists.push(seasonList(season, created, weekLists, listIds), ...weekLists);
    } else {
      keepIds(listIds.lists, 1);
    }

    const leaders = statistics.rushingLeaders.get(season);
    const rankingAt = Math.max(...games.map((game) => game.sim.realEnd)) + 45 * MINUTE;
    if (!leaders || leaders.length === 0 || rankingAt > asOf) {
      unpublished(RANKED_RUSHERS);
      keepIds(listIds.lists, 1);
    } else {
      const random = core.root.fork('ranking', season);
      const ranked = leaders.map(({ player, team, groups }, rank) => {
        const p = personOf(player);
        return publish(random, {
          title: `No. ${rank + 1}: ${p.firstName} ${p.lastName}, ${thousands(groups.rushing.yards)} rushing yards`,
          caption: `${groups.rushing.attempts} carries and ${groups.rushing.touchdowns} touchdowns for the ${teamAt(team).fullName}.`,
          season,
          week: REGULAR_SEASON_WEEKS,
          created: rankingAt,
          zone: 'ET',
          teams: [teamAt(team)],
          persons: [p],
        });
      });
      unpublished(RANKED_RUSHERS - ranked.length);
      lists.push(rankingList(season, rankingAt, ranked, listIds));
    }
  }
  return { lists, audios, articles: published };
}

/** A whole number with thousands separators (`1,532`), whatever the machine's locale. */
function thousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Videos (`/videos`) and audio clips (`/audios`). Each game gets a preview before kickoff,
 * in-game highlights of its touchdown drives as they happen, and after the final whistle a
 * highlights package and a recap, each processed by a job before it is published. Each week
 * also has an episode of a weekly show and two radio clips. Only what is published by the
 * dataset's moment is included; every video is related to its game(s).
 */
import type { Audio, Video } from '../../model/types.js';
import type { GameFacts } from '../simulation/core.js';
import type { IdSequence } from '../simulation/ids.js';
import { stableId } from '../simulation/ids.js';
import type { Random } from '../simulation/random.js';
import { seasonWeek } from '../simulation/schedule.js';
import { DAY, formatTimestamp, HOUR, MINUTE, wallTime, type Zone } from '../simulation/time.js';
import { pickStyle } from './games.js';
import { type JobPlan, planJob } from './jobs.js';
import { wholePager } from './pager.js';
import { LEAGUE_RADIO, modifiedAt, slug, visibility, weekOfSeason } from './publishing.js';

/** Sequences the media generators draw identifiers from. */
export interface MediaIds {
  readonly videos: IdSequence;
  readonly jobs: IdSequence;
  readonly tasks: IdSequence;
}

type Category = 'preview' | 'recap' | 'game-highlight' | 'in-game-highlight';

/*
 * The parts a category's clips have in common are shared objects (the dataset is read-only):
 * the advertising channel and the clip types.
 */
const channel = (name: string, advertisingId: string) => ({ id: stableId('ad-channel', name), name, advertisingId });

const CHANNELS: Readonly<
  Record<Category, { readonly id: string; readonly name: string; readonly advertisingId: string }>
> = {
  preview: channel('Game Previews', 'PRV-001'),
  recap: channel('Game Recaps', 'RCP-001'),
  'game-highlight': channel('Highlights', 'HL-001'),
  'in-game-highlight': channel('Live Highlights', 'LHL-001'),
};

const clipTypes = (...types: string[]) => ({ NOW: { clipType: { pager: wholePager(types.length), data: types } } });

const PROPERTY_METADATA = {
  preview: clipTypes('preview'),
  recap: clipTypes('recap', 'analysis'),
  'game-highlight': clipTypes('highlight'),
  'in-game-highlight': clipTypes('highlight', 'touchdown'),
} satisfies Record<Category, unknown>;

const NO_SHOW = { id: null, name: null, season: null, episode: null, premieredDate: null };

interface Show {
  readonly name: string;
  readonly episode: number;
  readonly premiered: number;
}

interface VideoSpec {
  readonly title: string;
  readonly caption: string;
  readonly category: Category;
  readonly published: number;
  readonly zone: Zone;
  readonly season: number;
  readonly week: number;
  readonly games: readonly string[];
  readonly show?: Show;
  readonly subscribersOnly?: boolean;
}

function video(random: Random, id: string, spec: VideoSpec, asOf: number): Video {
  const style = pickStyle(random);
  const published = formatTimestamp(spec.published, spec.zone, style);
  const modified = Math.min(asOf, spec.published + random.int(0, 90) * MINUTE + random.int(0, 999));
  const games = spec.games.map((game) => ({ id: game }));
  const record: Video = {
    id,
    title: spec.title,
    caption: spec.caption,
    url: `https://www.huddle.example/videos/${slug(spec.title)}-${id.slice(0, 8)}`,
    type: 'VIDEO',
    lastModifiedDate: formatTimestamp(modified, spec.zone, pickStyle(random), true),
    originalImage: { asset: { source: `https://static.example/images/videos/${id}.jpg` } },
    videoAsset: {
      clipCategory: spec.category,
      playBackInfo: { videoUrl: `https://cdn.example/video/${id}/master.m3u8` },
    },
    weekOfSeason: weekOfSeason(spec.season, spec.week),
    week: seasonWeek(spec.season, spec.week),
    show: spec.show
      ? {
          id: stableId('show', spec.show.name),
          name: spec.show.name,
          season: spec.season,
          episode: spec.show.episode,
          premieredDate: formatTimestamp(spec.show.premiered, 'ET', 'colon'),
        }
      : NO_SHOW,
    advertisingChannel: CHANNELS[spec.category],
    contentVisibility: visibility(published, spec.subscribersOnly ?? false),
    propertyMetadata: PROPERTY_METADATA[spec.category],
    // A show relates to many games and is sent as an envelope; a game's clip as a plain list.
    related: { games: spec.show ? { pager: wholePager(games.length), data: games } : games },
  };
  modifiedAt.set(record, modified);
  return record;
}

/** The videos of one game published by `asOf`, and the jobs submitted for it by then. */
export function gameVideos(
  random: Random,
  story: GameFacts,
  asOf: number,
  ids: MediaIds,
): { videos: Video[]; jobs: JobPlan[] } {
  const { home, away, sim, season, week } = story;
  const zone = home.stadium.zone;
  const matchup = `${away.nickName} vs. ${home.nickName}`;
  const base = { zone, season, week, games: [story.id] };
  const specs: VideoSpec[] = [];
  const jobs: JobPlan[] = [];

  specs.push({
    ...base,
    title: `${matchup} preview | Week ${week}`,
    caption: `What to watch for when the ${away.fullName} visit the ${home.fullName}.`,
    category: 'preview',
    published: story.kickoff - random.int(26, 50) * HOUR,
  });

  const touchdowns = sim.drives
    .filter((drive) => drive.result === 'TOUCHDOWN')
    .sort((a, b) => b.to - b.from - (a.to - a.from) || a.realEnd - b.realEnd)
    .slice(0, 2)
    .sort((a, b) => a.realEnd - b.realEnd);
  for (const drive of touchdowns) {
    const team = drive.side === 0 ? home : away;
    const yards = drive.to - drive.from;
    specs.push({
      ...base,
      title: `${team.nickName} go ${yards} yards for a touchdown`,
      caption: `The ${team.fullName} finish a ${drive.plays}-play, ${yards}-yard drive against the ${(drive.side === 0 ? away : home).nickName}.`,
      category: 'in-game-highlight',
      published: drive.realEnd + random.int(2, 6) * MINUTE,
    });
  }

  if (asOf >= sim.realEnd) {
    const homePoints = sim.points[0].reduce((sum, value) => sum + value, 0);
    const awayPoints = sim.points[1].reduce((sum, value) => sum + value, 0);
    const [winner, loser, high, low] =
      homePoints >= awayPoints ? [home, away, homePoints, awayPoints] : [away, home, awayPoints, homePoints];
    const headline =
      high === low
        ? `${home.nickName} and ${away.nickName} tie ${high}-${low}`
        : `${winner.nickName} beat ${loser.nickName} ${high}-${low}`;
    const packages: { title: string; caption: string; category: Category; captioned: boolean; delay: number }[] = [
      {
        title: `${matchup} highlights | Week ${week}`,
        caption: `Every scoring drive of ${away.abbr} at ${home.abbr}.`,
        category: 'game-highlight',
        captioned: random.chance(0.3),
        delay: random.int(5, 15),
      },
      {
        title: `${headline} | Week ${week} recap`,
        caption: `How the ${winner.fullName} and the ${loser.fullName} got there.`,
        category: 'recap',
        captioned: true,
        delay: random.int(60, 120),
      },
    ];
    for (const pack of packages) {
      const submitted = sim.realEnd + pack.delay * MINUTE;
      if (submitted > asOf) continue;
      const job = planJob(random, ids, pack.title, submitted, pack.captioned, zone, [
        pickStyle(random),
        pickStyle(random),
      ]);
      jobs.push(job);
      specs.push({
        ...base,
        title: pack.title,
        caption: pack.caption,
        category: pack.category,
        published: job.completed + random.int(2, 8) * MINUTE,
        subscribersOnly: pack.category === 'recap' && random.chance(0.2),
      });
    }
  }

  const videos = specs
    .filter((spec) => spec.published <= asOf)
    .map((spec) => video(random, ids.videos.next(), spec, asOf));
  return { videos, jobs };
}

/**
 * The weekly show's episode for a week: a preview of all its games.
 *
 * @param thursday - The week's Thursday (UTC midnight of the day).
 */
export function showEpisode(
  random: Random,
  season: number,
  week: number,
  thursday: number,
  games: readonly string[],
  asOf: number,
  ids: MediaIds,
): Video | null {
  const published = wallTime('ET', thursday - DAY, 18); // Wednesday evening
  if (published > asOf) return null;
  return video(
    random,
    ids.videos.next(),
    {
      title: `The Weekly Huddle: Week ${week} preview`,
      caption: `Every game of week ${week}, ${season}, previewed in half an hour.`,
      category: 'preview',
      published,
      zone: 'ET',
      season,
      week,
      games,
      show: { name: 'The Weekly Huddle', episode: week, premiered: published },
    },
    asOf,
  );
}

/** A person an audio clip is about. */
export interface AudioPerson {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** The week's radio clips: a preview, and once its games are over, a review. */
export function weekAudios(
  season: number,
  week: number,
  previewPeople: readonly AudioPerson[],
  reviewPeople: readonly AudioPerson[] | null,
  ids: IdSequence,
): Audio[] {
  const clip = (title: string, people: readonly AudioPerson[]): Audio => ({
    id: ids.next(),
    title,
    rightsHolder: { contentProvider: { id: LEAGUE_RADIO.id, name: LEAGUE_RADIO.name } },
    related: { persons: people.map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName })) },
    weekOfSeason: weekOfSeason(season, week),
  });
  const audios = [clip(`Huddle Radio: Week ${week} preview`, previewPeople)];
  if (reviewPeople) audios.push(clip(`Huddle Radio: Week ${week} review`, reviewPeople));
  return audios;
}

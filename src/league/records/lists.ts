/**
 * Content lists (`/lists`) and the articles they hold. Each season has a channel of weekly
 * lists; each week's list holds a child list of the week's top plays, the week's highlight and
 * recap videos, and an article per game. A finished season also gets a ranking list of its top
 * ten rushers, one article each. Lists, videos and articles are told apart by `type`.
 */
import type { Article, ContentItem, ContentList, Video } from '../../model/types.js';
import type { IdSequence } from '../simulation/ids.js';
import type { Random } from '../simulation/random.js';
import type { TeamInfo } from '../simulation/team-info.js';
import { formatTimestamp, MINUTE, type Zone } from '../simulation/time.js';
import { pickStyle } from './games.js';
import { wholePager } from './pager.js';
import { AUTHORS, LEAGUE_MEDIA, modifiedAt, visibility, weekOfSeason } from './publishing.js';

/** A person an article is about. */
export interface ArticlePerson {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** What an article says and when it was written. */
export interface ArticleSpec {
  readonly title: string;
  readonly caption: string;
  readonly season: number;
  readonly week: number;
  readonly created: number;
  readonly zone: Zone;
  readonly teams: readonly TeamInfo[];
  readonly persons: readonly ArticlePerson[];
}

/** Sequences the list generators draw identifiers from. */
export interface ListIds {
  readonly lists: IdSequence;
  readonly articles: IdSequence;
  readonly thumbnails: IdSequence;
}

/** Writes an article; it was last touched some time after it was written, never after `asOf`. */
export function article(random: Random, spec: ArticleSpec, asOf: number, ids: ListIds): Article {
  const created = formatTimestamp(spec.created, spec.zone, pickStyle(random));
  const modified = Math.min(asOf, spec.created + random.int(0, 180) * MINUTE);
  const author = random.pick(AUTHORS);
  const teams = spec.teams.map((team) => ({
    id: team.id,
    abbr: team.abbr,
    fullName: team.fullName,
    nickName: team.nickName,
  }));
  const persons = spec.persons.map((person) => ({
    id: person.id,
    displayName: `${person.firstName} ${person.lastName}`,
    firstName: person.firstName,
    lastName: person.lastName,
    player: { rosterStatus: 'ACTIVE' },
  }));
  const record: Article = {
    id: ids.articles.next(),
    type: 'ARTICLE',
    title: spec.title,
    caption: spec.caption,
    weekOfSeason: weekOfSeason(spec.season, spec.week),
    thumbnail: { id: ids.thumbnails.next() },
    createdDate: created,
    lastModifiedDate: formatTimestamp(modified, spec.zone, pickStyle(random)),
    author: { id: author.id, firstName: author.firstName, lastName: author.lastName },
    rightsHolder: {
      contentProvider: { id: LEAGUE_MEDIA.id, name: LEAGUE_MEDIA.name },
      contentProviderCreatedDate: created,
      copyright: `© ${new Date(spec.created).getUTCFullYear()} ${LEAGUE_MEDIA.name}`,
    },
    related: {
      teams: { pager: wholePager(teams.length), data: teams },
      persons: { pager: wholePager(persons.length), data: persons },
    },
    contentVisibility: visibility(created),
  };
  modifiedAt.set(record, modified);
  return record;
}

/** The kind of a list. */
interface ListKind {
  readonly listType: string;
  readonly contentListType: string;
}

const CHANNEL: ListKind = { listType: 'VIDEO_CHANNEL', contentListType: 'VIDEO_CHANNEL' };
const CATEGORY: ListKind = { listType: 'VIDEO_CHANNEL_CATEGORY', contentListType: 'VIDEO_CHANNEL_CATEGORY' };
const RANKING: ListKind = { listType: 'VIDEO_CHANNEL', contentListType: 'RANKING' };

/** A list: last modified when its latest item was (or when it was created, if empty). */
function list(
  id: string,
  title: string,
  caption: string,
  kind: ListKind,
  created: number,
  items: readonly ContentItem[],
): ContentList {
  let modified = created;
  for (const item of items) modified = Math.max(modified, modifiedAt.get(item) ?? created);
  const createdDate = formatTimestamp(created, 'ET', 'colon');
  const record: ContentList = {
    id,
    title,
    caption,
    type: 'CONTENT_LIST',
    listType: kind.listType,
    contentListType: kind.contentListType,
    contentCurationType: 'CURATED',
    createdDate,
    lastModifiedDate: formatTimestamp(modified, 'ET', 'utc'),
    contentVisibility: visibility(createdDate),
    items: { pager: wholePager(items.length), data: [...items] },
  };
  modifiedAt.set(record, modified);
  return record;
}

/** How many list ids a week's list takes: its own and its top plays'. */
export const WEEK_LIST_IDS = 2;

/**
 * A week's list: a child list of top plays, then the week's highlight and recap videos, then
 * its articles.
 *
 * @param created - When the list was set up (before the week's first game).
 */
export function weekList(
  season: number,
  week: number,
  created: number,
  topPlays: readonly Video[],
  videos: readonly Video[],
  articles: readonly Article[],
  ids: ListIds,
): ContentList {
  const plays = list(
    ids.lists.next(),
    `Top plays of week ${week}`,
    `The touchdowns everyone talked about in week ${week}, ${season}.`,
    CHANNEL,
    created,
    topPlays,
  );
  const items: ContentItem[] = [plays, ...videos, ...articles];
  return list(ids.lists.next(), `Week ${week}`, `The best of week ${week}, ${season}.`, CHANNEL, created, items);
}

/** A season's channel: its weekly lists. */
export function seasonList(season: number, created: number, weeks: readonly ContentList[], ids: ListIds): ContentList {
  return list(
    ids.lists.next(),
    `${season} season`,
    `Every week of the ${season} regular season.`,
    CATEGORY,
    created,
    weeks,
  );
}

/** A finished season's ranking of its top rushers, one article each, best first. */
export function rankingList(season: number, created: number, articles: readonly Article[], ids: ListIds): ContentList {
  return list(
    ids.lists.next(),
    `Top ${articles.length} rushers of ${season}`,
    `The regular season's leading rushers, ranked by yards.`,
    RANKING,
    created,
    articles,
  );
}

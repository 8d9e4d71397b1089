/**
 * The sample: a small slice of a simulated season that `huddle/msw` serves by default, cut so
 * that it stays consistent. It holds the two teams of the season's opening game and the games
 * between them, the starters of their offenses, and what refers only to those: statistics of
 * those players and games, videos and jobs of those games, content lists cut to those videos,
 * audio clips about nobody else, and the first few records of every other resource (users,
 * events) that refer only to kept records.
 *
 * A record is kept only when every identifier it holds of another record names a kept record
 * (`closed`), so an app's test that follows a reference never meets a missing record. The cut
 * trims three lists inside records (a team's depth chart to its offensive starters, its game
 * statistics to the kept games, a content list's items to the kept ones) and fixes their pagers.
 *
 * The sample is cut from seed 1 seen the morning after week 1 ({@link SAMPLE_OPTIONS}): the
 * standings, statistics and content of one week, so that records stay small. `npm run generate`
 * writes it to `src/mock/sample-dataset.generated.ts`, which `huddle/msw` serves by default.
 */
import type { ContentList } from '../../model/types.js';
import { type ResourceName, resourceNames } from '../../resources/resource-table.js';
import { createDataset, type Dataset, type DatasetOptions } from './dataset.js';
import { wholePager } from './pager.js';

/** The season the sample is cut from: seed 1, seen the Tuesday after week 1 of 2024. */
export const SAMPLE_OPTIONS: DatasetOptions = { seed: 1, asOf: '2024-09-10T12:00:00-04:00' };

/** The sample `huddle/msw` serves by default: the cut of {@link SAMPLE_OPTIONS}'s season. */
export function createSample(): Dataset {
  return sampleOf(createDataset(SAMPLE_OPTIONS));
}

/** The depth-chart lines whose starters the sample keeps: the players who touch the ball. */
const SKILL_POSITIONS = new Set(['QB', 'RB', 'WR', 'TE']);

/** How many users, events and audio clips the sample keeps: enough to page through. */
const FEW = 5;

type Json = Readonly<Record<string, unknown>>;

/** Every string inside a value, however deep. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) yield* stringsIn(item);
}

/** A `{ pager, data }` envelope of these items, its pager saying so. */
const envelope = <T>(data: readonly T[]) => ({ pager: wholePager(data.length), data: [...data] });

/**
 * Cuts the sample out of a dataset (one season is enough; the first season's opener is used).
 *
 * @throws Error when the dataset has no game.
 */
function sampleOf(dataset: Dataset): Dataset {
  const opener = dataset.games[0];
  if (opener === undefined) throw new Error('the dataset has no game to cut a sample around');
  const pair = new Set([opener.homeTeam?.id, opener.visitorTeam?.id]);

  /** Every identifier of a record of the dataset. */
  const recordIds = new Set<string>();
  for (const records of Object.values(dataset) as readonly (readonly Json[])[]) {
    for (const record of records) if (typeof record.id === 'string') recordIds.add(record.id);
  }
  const kept = new Set<string>();
  const keep = <T extends { id?: unknown }>(records: readonly T[]): T[] => {
    for (const record of records) if (typeof record.id === 'string') kept.add(record.id);
    return [...records];
  };
  /** Whether every record the value refers to is kept (its own id aside). */
  const closed = (value: { id?: unknown }) => {
    for (const text of stringsIn(value)) if (text !== value.id && recordIds.has(text) && !kept.has(text)) return false;
    return true;
  };

  const games = keep([opener]);
  const teams = dataset.teams
    .filter((team) => pair.has(team.id))
    .map((team) => ({
      ...team,
      depthChart: envelope(
        (team.depthChart?.data ?? []).filter(
          (entry) => entry.depthOrder === 1 && SKILL_POSITIONS.has(entry.positionAbbr ?? ''),
        ),
      ),
    }));
  keep(teams);
  const starters = new Set(teams.flatMap((team) => team.depthChart.data.map((entry) => entry.person?.id)));
  const persons = keep(dataset.persons.filter((person) => starters.has(person.id)));
  const seasonStatIds = new Set(teams.flatMap((team) => (team.teamSeasonStats ?? []).map((stat) => stat.id)));
  const teamSeasonStats = keep(dataset.teamSeasonStats.filter((stat) => seasonStatIds.has(stat.id)));
  const cutTeams = teams.map((team) => ({ ...team, teamGameStats: (team.teamGameStats ?? []).filter(closed) }));

  const videos = keep(dataset.videos.filter(closed));
  const titles = new Set(videos.map((video) => video.title));
  const videoJobs = keep(dataset.videoJobs.filter((job) => titles.has(job.name)));
  const lists = keep(cutLists(dataset.lists, closed, kept));

  /** The resources cut by what they refer to, in this order (what each keeps decides what the next may). */
  const cut: { readonly [Name in ResourceName]?: Dataset[Name] } = {
    games,
    teams: cutTeams,
    videos,
    videoJobs,
    lists,
    persons,
    playerSeasonStats: keep(dataset.playerSeasonStats.filter(closed)),
    playerTeamStats: keep(dataset.playerTeamStats.filter(closed)),
    playerGameStats: keep(dataset.playerGameStats.filter(closed)),
    playerCareerStats: keep(dataset.playerCareerStats.filter(closed)),
    teamSeasonStats,
    audios: keep(dataset.audios.filter(closed).slice(0, FEW)),
  };
  // Every other resource (users, events, one added to the table) keeps its first few records that
  // refer only to kept ones.
  return Object.fromEntries(
    resourceNames.map((name) => [name, cut[name] ?? keep(dataset[name].filter(closed).slice(0, FEW))]),
  ) as unknown as Dataset;
}

type ListLike = Json & { readonly id?: unknown; readonly items?: { readonly data?: readonly Json[] } };

/**
 * The content lists cut to what is kept: each list's items (and its child lists' items) keep the
 * closed ones; a child list is kept when it keeps an item; a list is kept when it keeps an item
 * and names only kept lists.
 */
function cutLists(
  lists: readonly ContentList[],
  closed: (value: { id?: unknown }) => boolean,
  kept: Set<string>,
): ContentList[] {
  const cut = (list: ListLike): ListLike | null => {
    const items: Json[] = [];
    for (const item of list.items?.data ?? []) {
      if (item.type === 'CONTENT_LIST') {
        const child = cut(item);
        if (child !== null) items.push(child);
      } else if (closed(item)) items.push(item);
    }
    return items.length === 0 ? null : { ...list, items: { ...list.items, ...envelope(items) } };
  };
  // A parent names its children, so it can be kept only once they are: repeat until nothing changes.
  const cuts = new Map<ContentList, ContentList>();
  for (let added = true; added; ) {
    added = false;
    for (const list of lists) {
      if (cuts.has(list)) continue;
      const result = cut(list as ListLike);
      if (result === null || !closed(result)) continue;
      // The cut of a content list is a content list: the same fields, fewer items.
      cuts.set(list, result as ContentList);
      if (typeof list.id === 'string') kept.add(list.id);
      added = true;
    }
  }
  return lists.flatMap((list) => {
    const result = cuts.get(list);
    return result === undefined ? [] : [result];
  });
}

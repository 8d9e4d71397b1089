/**
 * The columns `huddle query` shows of each resource when no `fs` is given: a short set a person
 * reads at 80 columns (who, when, the figure that matters), keyed by the resource table's names. Each path
 * is a leaf of the resource's model (inside its `defaultFields`, where the row has them), so that
 * it also works as a `--where` or `--sort` path, or a field answered as a string when selected
 * whole (a team's conference, which `--where conference.abbr=NFC` filters); `--fs` shows any other set. A resource
 * without its own columns here shows its `fieldColumns`, which `npm run generate` writes from its field
 * tree (scripts/display-columns.ts), so a resource added to the table needs no edit here.
 */
import type { ResourceName } from '../../../index.js';
import { fieldColumns } from './display-columns.generated.js';

/**
 * The dotted paths shown by default, in order, for a resource: its own, or its {@link fieldColumns}
 * (none only while the generated file is stale, which `npm run generate:check` refuses).
 */
export const columnsOf = (name: ResourceName): readonly string[] => displayColumns[name] ?? fieldColumns[name] ?? [];

/** The dotted paths shown by default, in order, for each resource that chooses its own. */
const displayColumns: { readonly [Name in ResourceName]?: readonly [string, ...string[]] } = {
  games: [
    'week.week',
    'gameTime',
    'visitorTeam.abbr',
    'homeTeam.abbr',
    'visitorTeamScore.pointsTotal',
    'homeTeamScore.pointsTotal',
  ],
  // A conference and division selected whole are their abbreviations (the spec's Team: "string
  // when selected whole"), which a whole record holds.
  teams: ['id', 'abbr', 'fullName', 'conference', 'division'],
  videos: ['id', 'title', 'videoAsset.clipCategory'],
  videoJobs: ['id', 'name', 'status', 'percentComplete'],
  lists: ['title', 'listType', 'lastModifiedDate'],
  users: ['firstName', 'lastName', 'city', 'state'],
  persons: ['firstName', 'lastName', 'player.rosterStatus'],
  playerSeasonStats: [
    'season',
    'player.firstName',
    'player.lastName',
    'player.team.nickName',
    'rushing.attempts',
    'rushing.yards',
    'rushing.touchdowns',
  ],
  playerTeamStats: [
    'season',
    'player.firstName',
    'player.lastName',
    'team.nickName',
    'rushing.attempts',
    'rushing.yards',
    'rushing.touchdowns',
  ],
  playerGameStats: [
    'game.week.week',
    'player.firstName',
    'player.lastName',
    'game.visitorTeam.abbr',
    'game.homeTeam.abbr',
    'passing.yards',
    'passing.touchdowns',
  ],
  playerCareerStats: [
    'player.firstName',
    'player.lastName',
    'player.team.nickName',
    'receiving.receptions',
    'receiving.yards',
    'receiving.touchdowns',
  ],
  teamSeasonStats: [
    'season',
    'seasonType',
    'team.nickName',
    'defensive.interceptions',
    'defensive.interceptionsYards',
    'defensive.interceptionsTouchdowns',
  ],
  audios: ['title', 'weekOfSeason.name'],
  events: ['title', 'startDateTime', 'venue.name'],
};

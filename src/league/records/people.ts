/**
 * Person records (`/persons`): every player who was on a roster, with his position, number,
 * team and his statistics by season and by team; and the head coaches, who are persons without
 * a `player` object.
 */
import type { Person } from '../../model/types.js';
import type { Core } from '../simulation/core.js';
import { IdSequence } from '../simulation/ids.js';
import type { Coach, Player } from '../simulation/roster.js';
import { teamAt } from '../simulation/team-info.js';
import { formatDate } from '../simulation/time.js';
import { emptyGroups, yardsPerAttempt } from './player-stat-lines.js';
import type { Statistics } from './stats-resources.js';
import type { DatasetPerson, StatGroups, TeamRef } from './types.js';

/** A team as persons and articles refer to it. */
function teamRef(index: number): TeamRef {
  const team = teamAt(index);
  return { id: team.id, abbr: team.abbr, nickName: team.nickName, fullName: team.fullName };
}

/** Sequences the person generator draws identifiers from. */
interface PersonIds {
  readonly pictures: IdSequence;
  readonly images: IdSequence;
}

type Picture = NonNullable<Person['picture']>;

/** A person's picture, in three renditions. */
function picture(id: string, name: string, ids: PersonIds): Picture {
  // The file names are joined rather than templated: joining writes one flat string, where a
  // template literal keeps a chain of its pieces (three renditions for each of thousands of
  // persons).
  const stem = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${id.slice(0, 8)}`;
  const image = (suffix: string, height: number, width: number) => ({
    id: ids.images.next(),
    type: 'IMAGE',
    asset: { id: ids.images.next(), fileName: [stem, suffix].join('-'), title: name, height, width },
  });
  return {
    id: ids.pictures.next(),
    largeImage: image('l.jpg', 600, 400),
    mediumImage: image('m.jpg', 300, 200),
    smallImage: image('s.jpg', 120, 80),
  };
}

const passingStats = (groups: StatGroups) => ({
  attempts: groups.passing.attempts,
  completions: groups.passing.completions,
});

const rushingStats = (groups: StatGroups) => ({
  attempts: groups.rushing.attempts,
  yardsPerAttempt: yardsPerAttempt(groups.rushing.attempts, groups.rushing.yards),
});

/** A player's figures by season and by team, as his person record embeds them. */
interface CareerFigures {
  /** Every season he was on a roster, with his figures (zero when he never had the ball). */
  readonly seasons: readonly { readonly season: number; readonly groups: StatGroups }[];
  /** Every team he was on, in order, with his figures for it over his career. */
  readonly teams: readonly { readonly team: number; readonly groups: StatGroups }[];
}

/** What every person record starts with: the person's names and picture. */
function identity(
  person: { readonly id: string; readonly firstName: string; readonly lastName: string },
  ids: PersonIds,
): Pick<DatasetPerson, 'id' | 'firstName' | 'lastName' | 'displayName' | 'picture'> {
  const displayName = `${person.firstName} ${person.lastName}`;
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    displayName,
    picture: picture(person.id, displayName, ids),
  };
}

/** A player's person record. */
function playerPerson(player: Player, active: boolean, figures: CareerFigures, ids: PersonIds): DatasetPerson {
  return {
    ...identity(player, ids),
    player: {
      rosterStatus: active ? 'ACTIVE' : 'RETIRED',
      position: player.position,
      jerseyNumber: player.jersey,
      currentTeam: teamRef(player.lastTeam),
      birthDate: formatDate(player.birthDate),
      height: `${Math.floor(player.height / 12)}-${player.height % 12}`,
      weight: player.weight,
      college: player.college,
    },
    coach: null,
    playerStats: {
      seasonStats: figures.seasons.map(({ season, groups }) => ({
        season,
        seasonType: 'REG',
        passingStats: passingStats(groups),
        rushingStats: rushingStats(groups),
      })),
      teamStats: figures.teams.map(({ team, groups }) => ({
        team: { nickName: teamAt(team).nickName },
        passingStats: passingStats(groups),
        rushingStats: rushingStats(groups),
      })),
    },
  };
}

/** A head coach's person record: no `player` object, no player statistics. */
function coachPerson(coach: Coach, ids: PersonIds): DatasetPerson {
  return {
    ...identity(coach, ids),
    player: null,
    coach: { title: coach.active ? 'Head Coach' : 'Former Head Coach', currentTeam: teamRef(coach.team) },
    playerStats: null,
  };
}

/** Every player who was on a roster, then every head coach. */
export function buildPersons(core: Core, statistics: Statistics): DatasetPerson[] {
  const ids: PersonIds = {
    pictures: new IdSequence('picture', core.seed),
    images: new IdSequence('image', core.seed),
  };
  const persons: DatasetPerson[] = [];
  for (const player of core.league.players) {
    const seasons = statistics.bySeason.get(player.index);
    const teams = statistics.byTeam.get(player.index);
    const figures: CareerFigures = {
      seasons: (core.seasonsOf[player.index] ?? []).map((season) => ({
        season,
        groups: seasons?.get(season) ?? emptyGroups(),
      })),
      teams: (core.teamsOf[player.index] ?? []).map((team) => ({
        team,
        groups: teams?.get(team) ?? emptyGroups(),
      })),
    };
    persons.push(playerPerson(player, player.team >= 0, figures, ids));
  }
  for (const coach of core.league.coaches) persons.push(coachPerson(coach, ids));
  return persons;
}

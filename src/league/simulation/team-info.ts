/**
 * The league: 32 teams with their real abbreviations, cities, nicknames, conferences,
 * divisions and home stadiums (`data/teams.json`, teams in conference and division order: each
 * group of four is a division). Static facts only; the per-season team records are assembled in
 * `records/team-records.ts`.
 */
import league from '../data/teams.json';
import { stableId } from './ids.js';
import { asZone, type Zone } from './time.js';

/** The two conferences. */
const CONFERENCES = ['AFC', 'NFC'] as const;
/** A conference. */
type Conference = (typeof CONFERENCES)[number];

/** The four divisions of each conference. */
const DIVISIONS = ['East', 'North', 'South', 'West'] as const;
/** A division within a conference. */
type Division = (typeof DIVISIONS)[number];

/** A stadium: where home games are played. */
export interface Stadium {
  /** Stable identifier, shared by teams that share the stadium. */
  readonly id: string;
  readonly name: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly latitude: number;
  readonly longitude: number;
  /** The stadium's time zone, used to write local kickoff times. */
  readonly zone: Zone;
}

/** The static facts of one team. */
export interface TeamInfo {
  /** Position in {@link TEAMS}: conference × 16 + division × 4 + place in division. */
  readonly index: number;
  /** Stable identifier, the same in every season and for every seed. */
  readonly id: string;
  readonly abbr: string;
  /** City or region (`Kansas City`, `New England`). */
  readonly region: string;
  readonly nickName: string;
  readonly fullName: string;
  readonly conference: Conference;
  readonly division: Division;
  /** Conference index, 0 (AFC) or 1 (NFC). */
  readonly conferenceIndex: number;
  /** Division index within the conference, 0–3 (East, North, South, West). */
  readonly divisionIndex: number;
  /** Year the franchise was established. */
  readonly established: number;
  /** Telephone area code of the home market. */
  readonly areaCode: string;
  readonly stadium: Stadium;
}

type StadiumKey = keyof typeof league.stadiums;

const STADIUMS = Object.fromEntries(
  Object.entries(league.stadiums).map(([key, row]) => {
    const stadium: Stadium = { id: stableId('stadium', key), ...row, zone: asZone(row.zone) };
    return [key, stadium];
  }),
) as Record<StadiumKey, Stadium>;

/** The stadium a team row names. */
function stadiumOf(key: string): Stadium {
  const stadium = STADIUMS[key as StadiumKey];
  if (stadium === undefined) throw new Error(`data/teams.json: no stadium "${key}"`);
  return stadium;
}

/** The 32 teams, AFC East first, in the order `index` gives. */
export const TEAMS: readonly TeamInfo[] = league.teams.map(
  ({ abbr, region, nickName, established, areaCode, stadium }, index) => {
    const conferenceIndex = Math.floor(index / 16);
    const divisionIndex = Math.floor(index / 4) % 4;
    return {
      index,
      id: stableId('team', abbr),
      abbr,
      region,
      nickName,
      fullName: `${region} ${nickName}`,
      conference: CONFERENCES[conferenceIndex] as Conference,
      division: DIVISIONS[divisionIndex] as Division,
      conferenceIndex,
      divisionIndex,
      established,
      areaCode,
      stadium: stadiumOf(stadium),
    };
  },
);

/** The team at an index of {@link TEAMS}. */
export function teamAt(index: number): TeamInfo {
  const team = TEAMS[index];
  if (!team) throw new RangeError(`no team at index ${index}`);
  return team;
}

/**
 * Orders two teams by abbreviation (`ARI` before `ATL`), for ties that nothing else breaks.
 * Abbreviations are capital letters, so comparing code units is the alphabetical order (and
 * spares the locale collator, which is slow to start).
 */
export function byAbbr(a: number, b: number): number {
  const x = teamAt(a).abbr;
  const y = teamAt(b).abbr;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The indices of the four teams of a division. */
export function divisionTeams(conferenceIndex: number, divisionIndex: number): readonly number[] {
  const first = conferenceIndex * 16 + divisionIndex * 4;
  return [first, first + 1, first + 2, first + 3];
}

/** Whether two teams are in the same division. */
export function sameDivision(a: number, b: number): boolean {
  return Math.floor(a / 4) === Math.floor(b / 4);
}

/** Whether two teams are in the same conference. */
export function sameConference(a: number, b: number): boolean {
  return Math.floor(a / 16) === Math.floor(b / 16);
}

/** The teams' web domain, a reserved example domain named after the nickname. */
export function webDomain(team: TeamInfo): string {
  return `www.${team.nickName.toLowerCase()}.example`;
}

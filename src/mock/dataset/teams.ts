/**
 * The league: 32 teams with their real abbreviations, cities, nicknames, conferences,
 * divisions and home stadiums. Static facts only; the per-season team records are assembled in
 * `team-records.ts`.
 */
import { stableId } from './ids.js';
import type { Zone } from './time.js';

/** The two conferences. */
export const CONFERENCES = ['AFC', 'NFC'] as const;
/** A conference. */
export type Conference = (typeof CONFERENCES)[number];

/** The four divisions of each conference. */
export const DIVISIONS = ['East', 'North', 'South', 'West'] as const;
/** A division within a conference. */
export type Division = (typeof DIVISIONS)[number];

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

type StadiumRow = readonly [
  name: string,
  street: string,
  city: string,
  state: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  zone: Zone,
];

const STADIUM_ROWS = {
  highmark: ['Highmark Stadium', '1 Bills Dr', 'Orchard Park', 'NY', '14127', 42.7738, -78.787, 'ET'],
  hardRock: ['Hard Rock Stadium', '347 Don Shula Dr', 'Miami Gardens', 'FL', '33056', 25.958, -80.2389, 'ET'],
  gillette: ['Gillette Stadium', '1 Patriot Pl', 'Foxborough', 'MA', '02035', 42.0909, -71.2643, 'ET'],
  metlife: ['MetLife Stadium', '1 MetLife Stadium Dr', 'East Rutherford', 'NJ', '07073', 40.8135, -74.0745, 'ET'],
  mtBank: ['M&T Bank Stadium', '1101 Russell St', 'Baltimore', 'MD', '21230', 39.278, -76.6227, 'ET'],
  paycor: ['Paycor Stadium', '1 Paul Brown Stadium', 'Cincinnati', 'OH', '45202', 39.0955, -84.5161, 'ET'],
  huntington: ['Huntington Bank Field', '100 Alfred Lerner Way', 'Cleveland', 'OH', '44114', 41.5061, -81.6995, 'ET'],
  acrisure: ['Acrisure Stadium', '100 Art Rooney Ave', 'Pittsburgh', 'PA', '15212', 40.4468, -80.0158, 'ET'],
  nrg: ['NRG Stadium', '1 NRG Pkwy', 'Houston', 'TX', '77054', 29.6847, -95.4107, 'CT'],
  lucasOil: ['Lucas Oil Stadium', '500 S Capitol Ave', 'Indianapolis', 'IN', '46225', 39.7601, -86.1639, 'ET'],
  everBank: ['EverBank Stadium', '1 EverBank Stadium Dr', 'Jacksonville', 'FL', '32202', 30.3239, -81.6373, 'ET'],
  nissan: ['Nissan Stadium', '1 Titans Way', 'Nashville', 'TN', '37213', 36.1665, -86.7713, 'CT'],
  empower: ['Empower Field at Mile High', '1701 Bryant St', 'Denver', 'CO', '80204', 39.7439, -105.0201, 'MT'],
  arrowhead: [
    'GEHA Field at Arrowhead Stadium',
    '1 Arrowhead Dr',
    'Kansas City',
    'MO',
    '64129',
    39.0489,
    -94.4839,
    'CT',
  ],
  allegiant: ['Allegiant Stadium', '3333 Al Davis Way', 'Las Vegas', 'NV', '89118', 36.0909, -115.1833, 'PT'],
  sofi: ['SoFi Stadium', '1001 S Stadium Dr', 'Inglewood', 'CA', '90301', 33.9535, -118.3392, 'PT'],
  att: ['AT&T Stadium', '1 AT&T Way', 'Arlington', 'TX', '76011', 32.7473, -97.0945, 'CT'],
  lincoln: [
    'Lincoln Financial Field',
    '1 Lincoln Financial Field Way',
    'Philadelphia',
    'PA',
    '19148',
    39.9008,
    -75.1675,
    'ET',
  ],
  northwest: ['Northwest Stadium', '1600 Fedex Way', 'Landover', 'MD', '20785', 38.9076, -76.8645, 'ET'],
  soldier: ['Soldier Field', '1410 Special Olympics Dr', 'Chicago', 'IL', '60605', 41.8623, -87.6167, 'CT'],
  ford: ['Ford Field', '2000 Brush St', 'Detroit', 'MI', '48226', 42.34, -83.0456, 'ET'],
  lambeau: ['Lambeau Field', '1265 Lombardi Ave', 'Green Bay', 'WI', '54304', 44.5013, -88.0622, 'CT'],
  usBank: ['U.S. Bank Stadium', '401 Chicago Ave', 'Minneapolis', 'MN', '55415', 44.9737, -93.2577, 'CT'],
  mercedes: ['Mercedes-Benz Stadium', '1 AMB Dr NW', 'Atlanta', 'GA', '30313', 33.7554, -84.4008, 'ET'],
  bankOfAmerica: ['Bank of America Stadium', '800 S Mint St', 'Charlotte', 'NC', '28202', 35.2258, -80.8528, 'ET'],
  superdome: ['Caesars Superdome', '1500 Sugar Bowl Dr', 'New Orleans', 'LA', '70112', 29.9511, -90.0812, 'CT'],
  raymondJames: ['Raymond James Stadium', '4201 N Dale Mabry Hwy', 'Tampa', 'FL', '33607', 27.9759, -82.5033, 'ET'],
  stateFarm: ['State Farm Stadium', '1 Cardinals Dr', 'Glendale', 'AZ', '85305', 33.5276, -112.2626, 'AZ'],
  levis: ["Levi's Stadium", '4900 Marie P DeBartolo Way', 'Santa Clara', 'CA', '95054', 37.403, -121.97, 'PT'],
  lumen: ['Lumen Field', '800 Occidental Ave S', 'Seattle', 'WA', '98134', 47.5952, -122.3316, 'PT'],
} as const satisfies Record<string, StadiumRow>;

type StadiumKey = keyof typeof STADIUM_ROWS;

const STADIUMS = Object.fromEntries(
  Object.entries(STADIUM_ROWS).map(([key, row]) => {
    const [name, street, city, state, postalCode, latitude, longitude, zone] = row;
    const stadium: Stadium = {
      id: stableId('stadium', key),
      name,
      street,
      city,
      state,
      postalCode,
      latitude,
      longitude,
      zone,
    };
    return [key, stadium];
  }),
) as Record<StadiumKey, Stadium>;

type TeamRow = readonly [
  abbr: string,
  region: string,
  nickName: string,
  established: number,
  areaCode: string,
  stadium: StadiumKey,
];

/** The teams in conference, division order: each group of four is a division. */
const TEAM_ROWS: readonly TeamRow[] = [
  ['BUF', 'Buffalo', 'Bills', 1960, '716', 'highmark'],
  ['MIA', 'Miami', 'Dolphins', 1966, '305', 'hardRock'],
  ['NE', 'New England', 'Patriots', 1960, '508', 'gillette'],
  ['NYJ', 'New York', 'Jets', 1960, '973', 'metlife'],
  ['BAL', 'Baltimore', 'Ravens', 1996, '410', 'mtBank'],
  ['CIN', 'Cincinnati', 'Bengals', 1968, '513', 'paycor'],
  ['CLE', 'Cleveland', 'Browns', 1946, '440', 'huntington'],
  ['PIT', 'Pittsburgh', 'Steelers', 1933, '412', 'acrisure'],
  ['HOU', 'Houston', 'Texans', 2002, '832', 'nrg'],
  ['IND', 'Indianapolis', 'Colts', 1953, '317', 'lucasOil'],
  ['JAX', 'Jacksonville', 'Jaguars', 1995, '904', 'everBank'],
  ['TEN', 'Tennessee', 'Titans', 1960, '615', 'nissan'],
  ['DEN', 'Denver', 'Broncos', 1960, '720', 'empower'],
  ['KC', 'Kansas City', 'Chiefs', 1960, '816', 'arrowhead'],
  ['LV', 'Las Vegas', 'Raiders', 1960, '702', 'allegiant'],
  ['LAC', 'Los Angeles', 'Chargers', 1960, '310', 'sofi'],
  ['DAL', 'Dallas', 'Cowboys', 1960, '817', 'att'],
  ['NYG', 'New York', 'Giants', 1925, '201', 'metlife'],
  ['PHI', 'Philadelphia', 'Eagles', 1933, '215', 'lincoln'],
  ['WAS', 'Washington', 'Commanders', 1932, '301', 'northwest'],
  ['CHI', 'Chicago', 'Bears', 1920, '312', 'soldier'],
  ['DET', 'Detroit', 'Lions', 1930, '313', 'ford'],
  ['GB', 'Green Bay', 'Packers', 1919, '920', 'lambeau'],
  ['MIN', 'Minnesota', 'Vikings', 1961, '612', 'usBank'],
  ['ATL', 'Atlanta', 'Falcons', 1966, '404', 'mercedes'],
  ['CAR', 'Carolina', 'Panthers', 1995, '704', 'bankOfAmerica'],
  ['NO', 'New Orleans', 'Saints', 1967, '504', 'superdome'],
  ['TB', 'Tampa Bay', 'Buccaneers', 1976, '813', 'raymondJames'],
  ['ARI', 'Arizona', 'Cardinals', 1920, '623', 'stateFarm'],
  ['LA', 'Los Angeles', 'Rams', 1936, '424', 'sofi'],
  ['SF', 'San Francisco', '49ers', 1946, '408', 'levis'],
  ['SEA', 'Seattle', 'Seahawks', 1976, '206', 'lumen'],
];

/** The 32 teams, AFC East first, in the order `index` gives. */
export const TEAMS: readonly TeamInfo[] = TEAM_ROWS.map(
  ([abbr, region, nickName, established, areaCode, key], index) => {
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
      stadium: STADIUMS[key],
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

/**
 * A regular season's schedule, built the way the league builds it: 6 division games, 4 against
 * a division of the same conference and 4 against one of the other conference (both on
 * rotation), 2 against same-place finishers of the remaining divisions of the conference, and a
 * 17th game against a same-place finisher of the other conference. That is 17 rounds in which
 * every team plays once; they are laid out over 18 weeks, and each team gets one bye between
 * weeks 5 and 14. Kickoffs follow the broadcast windows: Thursday night, Sunday 1:00, 4:05 and
 * 4:25 PM, Sunday night and Monday night (Eastern time), Thanksgiving, and a Saturday
 * doubleheader in the last week.
 */
import type { Random } from './random.js';
import { byAbbr, divisionTeams, teamAt } from './team-info.js';
import { DAY, nthWeekday, wallTime } from './time.js';

/** Weeks of the regular season. */
export const REGULAR_SEASON_WEEKS = 18;

/** The broadcast window a game is played in. */
type Slot = 'THU' | 'THANKSGIVING' | 'SAT' | 'SUN_EARLY' | 'SUN_LATE' | 'SNF' | 'MNF';

/** One game of the schedule. */
export interface ScheduledGame {
  readonly season: number;
  /** Week of the regular season, 1–18. */
  readonly week: number;
  /** Index of the home team in `TEAMS`. */
  readonly home: number;
  /** Index of the visiting team in `TEAMS`. */
  readonly away: number;
  /** Kickoff, in UTC milliseconds. */
  readonly kickoff: number;
  readonly slot: Slot;
}

/** A season's schedule. */
export interface SeasonSchedule {
  readonly season: number;
  /** Games by week (index 0 is week 1), each week in kickoff order. */
  readonly weeks: readonly (readonly ScheduledGame[])[];
  /** Teams on bye, by week. */
  readonly byes: readonly (readonly number[])[];
}

interface Pairing {
  home: number;
  away: number;
  bye: boolean;
}

type Round = Pairing[];

const game = (home: number, away: number): Pairing => ({ home, away, bye: false });

/** The three ways to split four into two pairs: a round robin of four in three rounds. */
const SPLITS: readonly (readonly [readonly [number, number], readonly [number, number]])[] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [1, 3],
  ],
  [
    [0, 3],
    [1, 2],
  ],
];

const split = (index: number) => SPLITS[((index % 3) + 3) % 3] as (typeof SPLITS)[number];

/** Which divisions of each conference meet in full this season (a three-year rotation). */
function conferencePairing(season: number, conference: number) {
  return split(season + (conference === 0 ? 0 : 2));
}

/** Which NFC division each AFC division meets in full this season (a four-year rotation). */
function crossOffset(season: number): number {
  return (((season + 3) % 4) + 4) % 4;
}

/** Every team of division `a` meets every team of `b`: four rounds, two home games each. */
function fullDivisionRounds(a: readonly number[], b: readonly number[], season: number, rounds: Round[]) {
  for (let r = 0; r < 4; r++) {
    for (let i = 0; i < 4; i++) {
      const j = (i + r) % 4;
      const x = a[i] as number;
      const y = b[j] as number;
      (rounds[r] as Round).push((i + j + season) % 2 === 0 ? game(x, y) : game(y, x));
    }
  }
}

/**
 * The 17 rounds of a season: each a list of 16 games in which every team plays once.
 *
 * @param ranks - Each team's finishing place in its division last season, 0 = first.
 */
function buildRounds(season: number, random: Random, ranks: readonly number[]): Round[] {
  const byRank = (conference: number, division: number): number[] => {
    const members = [...divisionTeams(conference, division)];
    return members.sort((a, b) => (ranks[a] as number) - (ranks[b] as number));
  };
  const firstMeetings: Round[] = [[], [], []];
  const returnMeetings: Round[] = [[], [], []];
  for (let conference = 0; conference < 2; conference++) {
    for (let division = 0; division < 4; division++) {
      const members = random.shuffle([...divisionTeams(conference, division)]);
      const order = random.shuffle([0, 1, 2]);
      for (let m = 0; m < 3; m++) {
        for (const [i, j] of split(order[m] as number)) {
          const [a, b] = random.chance(0.5) ? [members[i], members[j]] : [members[j], members[i]];
          (firstMeetings[m] as Round).push(game(a as number, b as number));
          (returnMeetings[m] as Round).push(game(b as number, a as number));
        }
      }
    }
  }

  const intra: Round[] = [[], [], [], []];
  for (let conference = 0; conference < 2; conference++) {
    for (const [p, q] of conferencePairing(season, conference)) {
      fullDivisionRounds(
        random.shuffle([...divisionTeams(conference, p)]),
        random.shuffle([...divisionTeams(conference, q)]),
        season,
        intra,
      );
    }
  }

  const cross: Round[] = [[], [], [], []];
  const offset = crossOffset(season);
  for (let division = 0; division < 4; division++) {
    fullDivisionRounds(
      random.shuffle([...divisionTeams(0, division)]),
      random.shuffle([...divisionTeams(1, (division + offset) % 4)]),
      season,
      cross,
    );
  }

  // Same place, same conference: the divisions not met in full form a cycle p–u–q–v–p.
  const samePlace: Round[] = [[], []];
  for (let conference = 0; conference < 2; conference++) {
    const [[p, q], [u, v]] = conferencePairing(season, conference);
    const cycle = [p, u, q, v].map((division) => byRank(conference, division));
    for (let rank = 0; rank < 4; rank++) {
      for (let edge = 0; edge < 4; edge++) {
        const a = (cycle[edge] as number[])[rank] as number;
        const b = (cycle[(edge + 1) % 4] as number[])[rank] as number;
        (samePlace[edge % 2] as Round).push(season % 2 === 0 ? game(a, b) : game(b, a));
      }
    }
  }

  // The 17th game: same place, other conference, a division not met in full; hosts alternate.
  const extra: Round = [];
  for (let division = 0; division < 4; division++) {
    const afc = byRank(0, division);
    const nfc = byRank(1, (division + offset + 2) % 4);
    for (let rank = 0; rank < 4; rank++) {
      const a = afc[rank] as number;
      const n = nfc[rank] as number;
      extra.push(season % 2 === 0 ? game(n, a) : game(a, n));
    }
  }

  return [...firstMeetings, ...returnMeetings, ...intra, ...cross, ...samePlace, extra];
}

/** Orders the rounds over 18 weeks; week 14 holds the byes until they are spread. */
function orderRounds(rounds: Round[], random: Random, byes: Round): Round[] {
  // Rounds 0–2 are first division meetings and 3–5 their returns.
  const last = random.int(3, 5);
  for (let attempt = 0; ; attempt++) {
    const rest = random.shuffle(rounds.map((_, i) => i).filter((i) => i !== last));
    const weeks = [...rest.slice(0, 13), -1, ...rest.slice(13), last];
    const at = (round: number) => weeks.indexOf(round);
    const spaced = [0, 1, 2].every((m) => Math.abs(at(m) - at(m + 3)) >= 4);
    if (spaced || attempt > 200) return weeks.map((round) => (round === -1 ? byes : (rounds[round] as Round)));
  }
}

const partnerA: number[] = new Array<number>(32).fill(-1);
const partnerB: number[] = new Array<number>(32).fill(-1);
const cycleOf: number[] = new Array<number>(32).fill(-1);

/** Fills a partner array from a week, which is a perfect matching of the 32 teams. */
function fillPartners(week: Round, partner: number[]): void {
  for (const pairing of week) {
    partner[pairing.home] = pairing.away;
    partner[pairing.away] = pairing.home;
  }
}

/** Numbers the cycles of the union of two weeks' matchings into `cycleOf`; returns how many. */
function numberCycles(a: Round, b: Round): number {
  fillPartners(a, partnerA);
  fillPartners(b, partnerB);
  cycleOf.fill(-1);
  let count = 0;
  for (let start = 0; start < 32; start++) {
    if (cycleOf[start] !== -1) continue;
    let team = start;
    let useA = true;
    while (cycleOf[team] === -1) {
      cycleOf[team] = count;
      team = (useA ? partnerA[team] : partnerB[team]) as number;
      useA = !useA;
    }
    count++;
  }
  return count;
}

/** How far a week's number of bye pairs is from the wanted 1–3 (2 to 6 teams). */
const byePenalty = (pairs: number) => (pairs < 1 ? 1 - pairs : pairs > 3 ? (pairs - 3) ** 2 : 0);

/**
 * Spreads the byes, all in week 14 at first, over weeks 5 to 14, 2 to 6 teams a week. The
 * union of two weeks' matchings is a set of even cycles, and swapping one cycle between the two
 * weeks keeps both perfect matchings: every team still plays at most once a week. Swaps that
 * move byes from a crowded week to another are kept (a small local search).
 */
function spreadByes(weeks: Round[], random: Random): void {
  const first = 4; // week 5
  const last = 13; // week 14
  const byeCount = weeks.map((week) => week.filter((pairing) => pairing.bye).length);
  const inA: number[] = [];
  const inB: number[] = [];
  const swapped: boolean[] = [];
  const order: number[] = [];
  for (let step = 0; step < 400; step++) {
    const over: number[] = [];
    let settled = true;
    for (let w = first; w <= last; w++) {
      if ((byeCount[w] as number) > 3) over.push(w);
      if (byePenalty(byeCount[w] as number) > 0) settled = false;
    }
    if (settled) return;
    const a = over.length > 0 ? random.pick(over) : random.int(first, last);
    const b = random.int(first, last);
    if (a === b) continue;
    const weekA = weeks[a] as Round;
    const weekB = weeks[b] as Round;
    const count = numberCycles(weekA, weekB);
    order.length = 0;
    for (let c = 0; c < count; c++) {
      inA[c] = 0;
      inB[c] = 0;
      swapped[c] = false;
      order.push(c);
    }
    for (const p of weekA) {
      const c = cycleOf[p.home] as number;
      if (p.bye) inA[c] = (inA[c] as number) + 1;
    }
    for (const p of weekB) {
      const c = cycleOf[p.home] as number;
      if (p.bye) inB[c] = (inB[c] as number) + 1;
    }
    for (const cycle of random.shuffle(order)) {
      const fromA = inA[cycle] as number;
      const fromB = inB[cycle] as number;
      if (fromA === fromB) continue;
      const countA = byeCount[a] as number;
      const countB = byeCount[b] as number;
      const before = byePenalty(countA) + byePenalty(countB);
      const after = byePenalty(countA - fromA + fromB) + byePenalty(countB - fromB + fromA);
      if (after < before || (after === before && random.chance(0.25))) {
        swapped[cycle] = true;
        byeCount[a] = countA - fromA + fromB;
        byeCount[b] = countB - fromB + fromA;
      }
    }
    const moves = (p: Pairing) => swapped[cycleOf[p.home] as number] === true;
    weeks[a] = [...weekA.filter((p) => !moves(p)), ...weekB.filter(moves)];
    weeks[b] = [...weekB.filter((p) => !moves(p)), ...weekA.filter(moves)];
  }
}

interface SlotTime {
  readonly slot: Slot;
  /** Days after the week's Thursday. */
  readonly dayOffset: number;
  /** Eastern wall-clock time. */
  readonly hour: number;
  readonly minute: number;
}

const at = (slot: Slot, dayOffset: number, hour: number, minute: number): SlotTime => ({
  slot,
  dayOffset,
  hour,
  minute,
});

/** Lays one week's games into broadcast windows. */
function kickoffs(
  weekGames: readonly Pairing[],
  week: number,
  thursday: number,
  thanksgiving: number,
  appeal: readonly number[],
  random: Random,
): { pairing: Pairing; time: SlotTime }[] {
  const pool = [...weekGames];
  const placed: { pairing: Pairing; time: SlotTime }[] = [];
  const take = (pairing: Pairing | undefined, time: SlotTime) => {
    if (!pairing) return;
    pool.splice(pool.indexOf(pairing), 1);
    placed.push({ pairing, time });
  };
  const marquee = () => {
    if (pool.length === 0) return undefined;
    return pool[random.weighted(pool.map((p) => (appeal[p.home] as number) + (appeal[p.away] as number)))];
  };
  const hosting = (abbr: string) => pool.find((p) => teamAt(p.home).abbr === abbr);

  if (thursday === thanksgiving) {
    take(hosting('DET') ?? marquee(), at('THANKSGIVING', 0, 12, 30));
    take(hosting('DAL') ?? marquee(), at('THANKSGIVING', 0, 16, 30));
    take(marquee(), at('THANKSGIVING', 0, 20, 20));
  } else if (week < REGULAR_SEASON_WEEKS) {
    take(marquee(), week === 1 ? at('THU', 0, 20, 20) : at('THU', 0, 20, 15));
  }
  if (week === REGULAR_SEASON_WEEKS) {
    take(marquee(), at('SAT', 2, 16, 30));
    take(marquee(), at('SAT', 2, 20, 0));
  }
  take(marquee(), at('SNF', 3, 20, 20));
  if (week < REGULAR_SEASON_WEEKS) {
    if (pool.length > 11 && random.chance(0.3)) take(marquee(), at('MNF', 4, 19, 15));
    take(marquee(), at('MNF', 4, 20, 15));
  }
  // Sunday afternoon: western home games go late, and a few more fill the late window.
  let late = 0;
  for (const pairing of random.shuffle([...pool])) {
    const zone = teamAt(pairing.home).stadium.zone;
    const western = zone === 'PT' || zone === 'MT' || zone === 'AZ';
    if (western || late < 2 || random.chance(0.1)) {
      late++;
      take(pairing, random.chance(western ? 0.5 : 0.2) ? at('SUN_LATE', 3, 16, 5) : at('SUN_LATE', 3, 16, 25));
    } else {
      take(pairing, at('SUN_EARLY', 3, 13, 0));
    }
  }
  return placed;
}

/**
 * Builds a season's schedule.
 *
 * @param ranks - Each team's finishing place in its division last season (0 = first); they
 *   decide the same-place games.
 * @param appeal - A positive weight per team; prime-time windows favour appealing games.
 */
export function buildSchedule(
  season: number,
  random: Random,
  ranks: readonly number[],
  appeal: readonly number[],
): SeasonSchedule {
  const rounds = buildRounds(season, random, ranks);
  const teams = random.shuffle(Array.from({ length: 32 }, (_, i) => i));
  const byeRound: Round = [];
  for (let i = 0; i < 32; i += 2) byeRound.push({ home: teams[i] as number, away: teams[i + 1] as number, bye: true });
  const weeks = orderRounds(rounds, random, byeRound);
  spreadByes(weeks, random);

  const firstThursday = weekThursday(season, 1);
  const thanksgiving = nthWeekday(season, 11, 4, 4);
  const scheduled: ScheduledGame[][] = [];
  const byes: number[][] = [];
  weeks.forEach((round, index) => {
    const week = index + 1;
    const thursday = firstThursday + index * 7 * DAY;
    const games = round.filter((pairing) => !pairing.bye);
    byes.push(
      round
        .filter((pairing) => pairing.bye)
        .flatMap((pairing) => [pairing.home, pairing.away])
        .sort((a, b) => a - b),
    );
    const timed = kickoffs(games, week, thursday, thanksgiving, appeal, random).map(
      ({ pairing, time }): ScheduledGame => ({
        season,
        week,
        home: pairing.home,
        away: pairing.away,
        kickoff: wallTime('ET', thursday + time.dayOffset * DAY, time.hour, time.minute),
        slot: time.slot,
      }),
    );
    timed.sort((a, b) => a.kickoff - b.kickoff || byAbbr(a.home, b.home));
    scheduled.push(timed);
  });
  return { season, weeks: scheduled, byes };
}

/** A week of the regular season, as games have it. */
export interface SeasonWeek {
  season: number;
  seasonType: 'REG';
  week: number;
}

const seasonWeeks = new Map<number, SeasonWeek>();

/**
 * A week of the regular season as games, statistics, clips and standings embed it. Records
 * share these objects (the dataset is read-only).
 */
export function seasonWeek(season: number, week: number): SeasonWeek {
  const key = season * 100 + week;
  let found = seasonWeeks.get(key);
  if (!found) {
    found = { season, seasonType: 'REG', week };
    seasonWeeks.set(key, found);
  }
  return found;
}

/** The Thursday (UTC midnight) that opens a week of a season: the first is after Labor Day. */
export function weekThursday(season: number, week: number): number {
  return nthWeekday(season, 9, 1, 1) + 3 * DAY + (week - 1) * 7 * DAY;
}

/** Division ranks for a first season, when there is no last season: a seeded draw. */
export function initialRanks(random: Random): number[] {
  const ranks = new Array<number>(32).fill(0);
  for (let division = 0; division < 8; division++) {
    const order = random.shuffle([0, 1, 2, 3]);
    for (let k = 0; k < 4; k++) ranks[division * 4 + k] = order[k] as number;
  }
  return ranks;
}

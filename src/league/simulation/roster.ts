/**
 * The league's people over the seasons: 53-man rosters by position, players who develop, age,
 * change teams in free agency and at the trade deadline, and retire, replaced by rookies; and a
 * head coach per team, replaced after a poor season. Also what follows from a roster: a team's
 * strength, its depth chart and who gets the ball in a game.
 */
import type { DepthChartEntry } from '../../model/types.js';
import rosterData from '../data/roster.json';
import type { Strength } from './drives.js';
import type { IdSequence } from './ids.js';
import { COLLEGES, drawName } from './names.js';
import { clamp, type Random } from './random.js';
import { DAY, dayOf } from './time.js';

/** Player positions. */
export type Position =
  | 'QB'
  | 'RB'
  | 'WR'
  | 'TE'
  | 'OT'
  | 'OG'
  | 'C'
  | 'DE'
  | 'DT'
  | 'LB'
  | 'CB'
  | 'S'
  | 'K'
  | 'P'
  | 'LS';

/** How many players of each position a roster holds: 53 in all. */
const ROSTER_SHAPE: Readonly<Record<Position, number>> = rosterData.shape;

const POSITIONS = Object.keys(ROSTER_SHAPE) as Position[];

/** A record with one value per position. */
function byPosition<T>(value: (position: Position) => T): Record<Position, T> {
  const record = {} as Record<Position, T>;
  for (const position of POSITIONS) record[position] = value(position);
  return record;
}

/** A position named in `data/roster.json`, checked. */
function asPosition(name: string): Position {
  if (!Object.hasOwn(ROSTER_SHAPE, name)) throw new Error(`data/roster.json: unknown position "${name}"`);
  return name as Position;
}

/** A `[low, high]` pair of `data/roster.json`, checked. */
function asRange(pair: readonly number[]): readonly [number, number] {
  const [low, high] = pair;
  if (pair.length !== 2 || low === undefined || high === undefined) {
    throw new Error(`data/roster.json: not a range: ${JSON.stringify(pair)}`);
  }
  return [low, high];
}

/** Jersey-number ranges allowed for each position. */
const NUMBERS: Readonly<Record<Position, readonly (readonly [number, number])[]>> = byPosition((position) =>
  rosterData.numbers[position].map(asRange),
);

/** Height range in inches and weight range in pounds, by position. */
const BUILD: Readonly<
  Record<Position, Readonly<Record<'minHeight' | 'maxHeight' | 'minWeight' | 'maxWeight', number>>>
> = rosterData.build;

/** A player of the league, past or present. */
export interface Player {
  /** Position in `League.players`. */
  readonly index: number;
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly position: Position;
  /** UTC midnight of the birthday. */
  readonly birthDate: number;
  /** Inches. */
  readonly height: number;
  readonly weight: number;
  readonly college: string;
  /** Skill, in standard deviations around the league average. */
  rating: number;
  /** Age during the current season. */
  age: number;
  /** Team index, or -1 once retired. */
  team: number;
  /** The team he is, or was last, on. */
  lastTeam: number;
  jersey: number;
  /** The last season he was on a roster. */
  lastSeason: number;
}

/** A head coach, past or present. */
export interface Coach {
  readonly index: number;
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Team index. */
  team: number;
  /** False once replaced. */
  active: boolean;
}

/** The players who touch the ball for a team in one game. */
export interface GameRoles {
  /** Starting quarterback, then the backup. */
  readonly qb: readonly [number, number];
  /** Running backs, best first (3). */
  readonly rb: readonly number[];
  /** Wide receivers, best first (3). */
  readonly wr: readonly number[];
  /** Tight ends, best first (2). */
  readonly te: readonly number[];
  /** Passer rating of the starter, for completion rates. */
  readonly qbRating: number;
  /** Players of the rotation who sit this game out (injured), in the order drawn. */
  readonly sidelined: readonly number[];
}

interface DepthSlot {
  /** The spec's two units ("`unit` (`OFFENSE` or `DEFENSE`)", Depth chart entry). */
  readonly unit: 'OFFENSE' | 'DEFENSE';
  readonly positionAbbr: string;
  readonly position: Position;
}

/** A unit named in `data/roster.json`, checked. */
function asUnit(name: string): DepthSlot['unit'] {
  if (name !== 'OFFENSE' && name !== 'DEFENSE') {
    throw new Error(`data/roster.json: unknown unit "${name}"`);
  }
  return name;
}

/**
 * The depth chart's lines: an 11-man offense (one back, three receivers, a tight end) and a 4-3
 * defense. The specialists (K, P, LS) have no line: the spec's depth chart has only the units
 * `OFFENSE` and `DEFENSE`. A line's `group` is its place in this list within the unit.
 */
const DEPTH_SLOTS: readonly DepthSlot[] = rosterData.depthSlots.map(({ unit, positionAbbr, position }) => ({
  unit: asUnit(unit),
  positionAbbr,
  position: asPosition(position),
}));

/** Which jersey numbers a team has taken (1), filled anew by each {@link League.freeNumber} call. */
const TAKEN = new Uint8Array(100);

/** Each depth-chart line's group (its place within its unit), and the lines of each position. */
const DEPTH_LAYOUT = (() => {
  const groupOf: number[] = [];
  const perUnit = new Map<string, number>();
  const slotsOf = new Map<Position, number[]>();
  DEPTH_SLOTS.forEach((depthSlot, i) => {
    const group = (perUnit.get(depthSlot.unit) ?? 0) + 1;
    perUnit.set(depthSlot.unit, group);
    groupOf[i] = group;
    slotsOf.set(depthSlot.position, [...(slotsOf.get(depthSlot.position) ?? []), i]);
  });
  return { groupOf, slotsOf } as const;
})();

/** Every player and coach, and who is on which team now. */
export class League {
  /** Every player who was ever on a roster, in order of arrival. */
  readonly players: Player[] = [];
  /** Every head coach, in order of hiring. */
  readonly coaches: Coach[] = [];
  /** Player indices by team. */
  readonly rosters: number[][] = Array.from({ length: 32 }, () => []);
  /** Coach index by team. */
  readonly headCoach: number[] = [];
  /** Each team's players by position, best first; dropped whenever the roster or ratings change. */
  private readonly ranked: (Map<Position, Player[]> | undefined)[] = [];

  constructor(
    private readonly playerIds: IdSequence,
    private readonly coachIds: IdSequence,
    random: Random,
    season: number,
  ) {
    for (let team = 0; team < 32; team++) {
      for (const position of POSITIONS) {
        for (let k = 0; k < ROSTER_SHAPE[position]; k++) {
          this.sign(random, team, position, season, clamp(Math.round(random.normal(26.5, 3.2)), 21, 36), 0);
        }
      }
      this.hireCoach(random, team);
    }
  }

  /** Adds a new player to a team. */
  private sign(random: Random, team: number, position: Position, season: number, age: number, mean: number): void {
    const { firstName, lastName } = drawName(random);
    const { minHeight, maxHeight, minWeight, maxWeight } = BUILD[position];
    const born = dayOf(season - age, 1, 1) + random.int(0, 364) * DAY - 120 * DAY;
    const player: Player = {
      index: this.players.length,
      id: this.playerIds.next(),
      firstName,
      lastName,
      position,
      birthDate: born,
      height: random.int(minHeight, maxHeight),
      weight: random.int(minWeight, maxWeight),
      college: random.pick(COLLEGES),
      rating: random.normal(mean, 1),
      age,
      team,
      lastTeam: team,
      jersey: -1,
      lastSeason: season,
    };
    this.players.push(player);
    (this.rosters[team] as number[]).push(player.index);
    this.ranked[team] = undefined;
    player.jersey = this.freeNumber(random, team, position);
  }

  private hireCoach(random: Random, team: number): void {
    const { firstName, lastName } = drawName(random);
    const coach: Coach = {
      index: this.coaches.length,
      id: this.coachIds.next(),
      firstName,
      lastName,
      team,
      active: true,
    };
    this.coaches.push(coach);
    this.headCoach[team] = coach.index;
  }

  /** A jersey number the team has free for a position (any free number if the ranges are full). */
  private freeNumber(random: Random, team: number, position: Position): number {
    const taken = TAKEN.fill(0);
    for (const p of this.rosters[team] as number[]) {
      const jersey = (this.players[p] as Player).jersey;
      if (jersey >= 0) taken[jersey] = 1;
    }
    const allowed: number[] = [];
    for (const [low, high] of NUMBERS[position]) for (let n = low; n <= high; n++) if (!taken[n]) allowed.push(n);
    if (allowed.length > 0) return random.pick(allowed);
    const free = taken.indexOf(0);
    return free === -1 ? 0 : free;
  }

  /** Moves two players of the same position between their teams. */
  private swap(random: Random, a: Player, b: Player): void {
    const rosterA = this.rosters[a.team] as number[];
    const rosterB = this.rosters[b.team] as number[];
    rosterA.splice(rosterA.indexOf(a.index), 1, b.index);
    rosterB.splice(rosterB.indexOf(b.index), 1, a.index);
    const teamA = a.team;
    a.team = b.team;
    b.team = teamA;
    a.lastTeam = a.team;
    b.lastTeam = b.team;
    this.ranked[a.team] = undefined;
    this.ranked[b.team] = undefined;
    a.jersey = -1;
    b.jersey = -1;
    a.jersey = this.freeNumber(random, a.team, a.position);
    b.jersey = this.freeNumber(random, b.team, b.position);
  }

  /** A random player of a position on another team than `team`. */
  private counterpart(random: Random, position: Position, team: number): Player | undefined {
    const other = (team + random.int(1, 31)) % 32;
    const candidates = (this.rosters[other] as number[])
      .map((p) => this.players[p] as Player)
      .filter((p) => p.position === position);
    return candidates.length > 0 ? random.pick(candidates) : undefined;
  }

  /**
   * The off-season before `season`: players age and develop, some retire and are replaced by
   * rookies, some change teams; coaches of poor teams are replaced.
   *
   * @param winPct - Last season's winning percentage by team.
   */
  offseason(random: Random, season: number, winPct: readonly number[]): void {
    this.ranked.fill(undefined);
    for (let team = 0; team < 32; team++) {
      const roster = this.rosters[team] as number[];
      for (let k = 0; k < roster.length; k++) {
        const player = this.players[roster[k] as number] as Player;
        player.age++;
        const growth = player.age <= 25 ? 0.18 : player.age <= 29 ? 0.02 : -0.14 - (player.age - 30) * 0.03;
        player.rating += growth + random.normal(0, 0.15);
        const longevity = player.position === 'QB' || player.position === 'K' || player.position === 'P' ? 4 : 0;
        const old = player.age - 29 - longevity;
        const leave = old > 0 ? 0.06 + old * 0.08 : 0.025;
        if (player.age >= 40 || random.chance(leave + (player.rating < -1.6 ? 0.3 : 0))) {
          player.team = -1;
          roster.splice(k, 1);
          this.ranked[team] = undefined;
          k--;
        }
      }
      const shape = new Map<Position, number>(POSITIONS.map((position) => [position, ROSTER_SHAPE[position]]));
      for (const p of roster) {
        const position = (this.players[p] as Player).position;
        shape.set(position, (shape.get(position) as number) - 1);
      }
      for (const [position, missing] of shape) {
        for (let k = 0; k < missing; k++) {
          this.sign(random, team, position, season, random.int(21, 23), -0.35);
        }
      }
      if ((winPct[team] as number) < 0.35 && random.chance(0.6)) {
        (this.coaches[this.headCoach[team] as number] as Coach).active = false;
        this.hireCoach(random, team);
      }
    }
    this.moveSome(random, 0.07, POSITIONS);
    for (const roster of this.rosters) for (const p of roster) (this.players[p] as Player).lastSeason = season;
  }

  /** The trade deadline: a few skill players change teams mid-season. */
  tradeDeadline(random: Random): void {
    this.moveSome(random, 0.012, ['RB', 'WR', 'TE', 'QB']);
  }

  private moveSome(random: Random, share: number, positions: readonly Position[]): void {
    for (let team = 0; team < 32; team++) {
      for (const p of [...(this.rosters[team] as number[])]) {
        const player = this.players[p] as Player;
        if (player.team !== team || !positions.includes(player.position) || !random.chance(share)) continue;
        const other = this.counterpart(random, player.position, team);
        if (other) this.swap(random, player, other);
      }
    }
  }

  /** A team's players of one position, best first. */
  private byRating(team: number, position: Position): readonly Player[] {
    let ranked = this.ranked[team];
    if (!ranked) {
      ranked = new Map<Position, Player[]>(POSITIONS.map((p) => [p, []]));
      for (const p of this.rosters[team] as number[]) {
        const player = this.players[p] as Player;
        (ranked.get(player.position) as Player[]).push(player);
      }
      for (const players of ranked.values()) players.sort((a, b) => b.rating - a.rating || a.index - b.index);
      this.ranked[team] = ranked;
    }
    return ranked.get(position) as Player[];
  }

  /** A team's strength this season, from its starters, with some luck. */
  strength(random: Random, team: number): Strength {
    const top = (position: Position, count: number) =>
      this.byRating(team, position)
        .slice(0, count)
        .map((p) => p.rating);
    const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const offense = [
      ...top('RB', 1),
      ...top('WR', 3),
      ...top('TE', 1),
      ...top('OT', 2),
      ...top('OG', 2),
      ...top('C', 1),
    ];
    const defense = [...top('DE', 2), ...top('DT', 2), ...top('LB', 3), ...top('CB', 2), ...top('S', 2)];
    const quarterback = top('QB', 1)[0] as number;
    return {
      offense: 0.35 * quarterback + 0.8 * mean(offense) + random.normal(0, 0.3),
      defense: 0.9 * mean(defense) + random.normal(0, 0.3),
    };
  }

  /** Who gets the ball for a team in one game; now and then a starter sits (injury). */
  roles(random: Random, team: number): GameRoles {
    const sidelined: number[] = [];
    const available = (position: Position, keep: number) => {
      const players = this.byRating(team, position).map((p) => p.index);
      if (players.length > keep && random.chance(0.05)) sidelined.push(...players.splice(random.int(0, keep - 1), 1));
      return players.slice(0, keep);
    };
    const quarterbacks = available('QB', 2);
    return {
      qb: [quarterbacks[0] as number, quarterbacks[1] as number],
      rb: available('RB', 3),
      wr: available('WR', 3),
      te: available('TE', 2),
      qbRating: (this.players[quarterbacks[0] as number] as Player).rating,
      sidelined,
    };
  }

  /** A team's players now, by position, best first: what its depth chart is made from. */
  depthSnapshot(team: number): DepthSnapshot {
    return new Map(POSITIONS.map((position) => [position, this.byRating(team, position).map((p) => p.index)]));
  }
}

/** A team's players by position, best first (player indices). */
export type DepthSnapshot = ReadonlyMap<Position, readonly number[]>;

/**
 * A depth chart: every player of the snapshot whose position has a line, in that line (`group`
 * is the line's place within its unit, `depthOrder` 1 for the starter), in the order of the
 * lines, starters first.
 */
export function depthChart(players: readonly Player[], snapshot: DepthSnapshot): DepthChartEntry[] {
  const { groupOf, slotsOf } = DEPTH_LAYOUT;
  const lines: { slot: number; depth: number; entry: DepthChartEntry }[] = [];
  for (const [position, slots] of slotsOf) {
    (snapshot.get(position) ?? []).forEach((index, rank) => {
      const player = players[index] as Player;
      const slotIndex = slots[rank % slots.length] as number;
      const depthSlot = DEPTH_SLOTS[slotIndex] as DepthSlot;
      const depth = Math.floor(rank / slots.length) + 1;
      lines.push({
        slot: slotIndex,
        depth,
        entry: {
          person: { id: player.id, displayName: `${player.firstName} ${player.lastName}` },
          unit: depthSlot.unit,
          positionAbbr: depthSlot.positionAbbr,
          group: groupOf[slotIndex] as number,
          depthOrder: depth,
        },
      });
    });
  }
  return lines.sort((a, b) => a.slot - b.slot || a.depth - b.depth).map((line) => line.entry);
}

/** Deterministic, spec-shaped payloads for benchmarks. */
import { specSamples } from '../tests/fixtures/spec-samples.ts';

/** A small deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const abbrs = ['ARI', 'ATL', 'BAL', 'BUF', 'CAR', 'CHI', 'CIN', 'CLE', 'DAL', 'DEN', 'DET', 'GB'];
const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * `count` whole games with `drivesPerGame` drives each, as `/games` returns them: the spec sample
 * game, varied in every value a decoder looks at.
 */
export function gamesPayload(count: number, drivesPerGame: number, seed = 1): unknown[] {
  const next = random(seed);
  const int = (max: number) => Math.floor(next() * max);
  const { drives, homeTeam, ...template } = specSamples.games;
  const [driveTemplate] = drives;
  const team = (abbr: string) => ({ ...homeTeam, id: `team-${abbr}`, fullName: `${abbr} Full Name`, abbr });
  const score = () => ({ ...template.homeTeamScore, pointsTotal: int(40), pointsQ1: int(14), pointsQ4: int(14) });
  return Array.from({ length: count }, (_, g) => ({
    ...template,
    id: `00000000-0000-4000-8000-${String(g).padStart(12, '0')}`,
    week: { season: 2024, seasonType: 'REG', week: 1 + (g % 18) },
    gameTime: `2024-09-${pad2(1 + (g % 28))}T20:20:00-04:00`,
    homeTeam: team(abbrs[g % abbrs.length] as string),
    visitorTeam: team(abbrs[(g + 5) % abbrs.length] as string),
    homeTeamScore: score(),
    visitorTeamScore: score(),
    drives: Array.from({ length: drivesPerGame }, (_, d) => ({
      ...driveTemplate,
      id: `drive-${g}-${d}`,
      possessionTeam: abbrs[(g + d) % abbrs.length],
      orderSequence: d + 1,
      gameClockStart: `${int(15)}:${pad2(int(60))}`,
      gameClockEnd: `${int(15)}:${pad2(int(60))}`,
      realTimeStart: `2024-09-06T0${int(4)}:${pad2(int(60))}:00Z`,
      realTimeEnd: `2024-09-05T2${int(4)}:${pad2(int(60))}:00-07`,
      yards: int(80),
      firstDowns: int(6),
    })),
  }));
}

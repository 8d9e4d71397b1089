/** Deterministic, spec-shaped payloads for benchmarks. */

/** A small deterministic pseudo-random generator (mulberry32). */
export function random(seed: number): () => number {
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

/** `count` whole games with `drivesPerGame` drives each, as `/games` returns them. */
export function gamesPayload(count: number, drivesPerGame: number, seed = 1): unknown[] {
  const next = random(seed);
  const int = (max: number) => Math.floor(next() * max);
  const team = (abbr: string) => ({
    id: `team-${abbr}`,
    season: 2024,
    fullName: `${abbr} Full Name`,
    nickName: `${abbr}s`,
    abbr,
  });
  const score = () => ({
    pointsTotal: int(40),
    pointsQ1: int(14),
    pointsQ2: int(14),
    pointsQ3: int(14),
    pointsQ4: int(14),
    pointsOvertime: null,
    pointsOvertimeTotal: 0,
  });
  return Array.from({ length: count }, (_, g) => ({
    id: `00000000-0000-4000-8000-${String(g).padStart(12, '0')}`,
    week: { season: 2024, seasonType: 'REG', week: 1 + (g % 18) },
    gameTime: `2024-09-${String(1 + (g % 28)).padStart(2, '0')}T20:20:00-04:00`,
    gameType: 'REG',
    homeTeam: team(abbrs[g % abbrs.length] as string),
    visitorTeam: team(abbrs[(g + 5) % abbrs.length] as string),
    gameStatus: {
      gameClock: '00:00',
      down: null,
      yardsToGo: null,
      yardLineSide: null,
      yardLineNumber: null,
      period: 4,
      phase: 'FINAL',
      possessionTeamId: null,
      redZone: false,
      homeTimeoutsRemaining: 1,
      visitorTimeoutsRemaining: 2,
    },
    homeTeamScore: score(),
    visitorTeamScore: score(),
    stadiumInfo: {
      id: `stadium-${g % 30}`,
      name: 'Stadium',
      location: {
        formattedAddress: '1 Main St, City, ST 00000',
        street: '1 Main St',
        city: 'City',
        postalCode: '00000',
        country: 'US',
        geoCoordinates: { type: 'Point', latitude: 39.05 + next(), longitude: -94.48 + next() },
      },
    },
    drives: Array.from({ length: drivesPerGame }, (_, d) => ({
      id: `drive-${g}-${d}`,
      possessionTeam: abbrs[(g + d) % abbrs.length],
      orderSequence: d + 1,
      quarterStart: 1 + Math.floor(d / 5),
      quarterEnd: 1 + Math.floor(d / 5),
      gameClockStart: `${int(15)}:${String(int(60)).padStart(2, '0')}`,
      gameClockEnd: `${int(15)}:${String(int(60)).padStart(2, '0')}`,
      realTimeStart: `2024-09-06T0${int(4)}:${String(int(60)).padStart(2, '0')}:00Z`,
      realTimeEnd: `2024-09-05T2${int(4)}:${String(int(60)).padStart(2, '0')}:00-07`,
      startYardLine: `KC ${int(50)}`,
      endYardLine: `BAL ${int(50)}`,
      yards: int(80),
      firstDowns: int(6),
    })),
  }));
}

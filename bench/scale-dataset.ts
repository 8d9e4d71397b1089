/**
 * Game datasets past what the league simulates: the league caps at 200 seasons (54,400 games),
 * so 100,000 and 1,000,000 games repeat its 200 seasons. Replica `r` of a game is a new
 * top-level record with a fresh id (the original's, its first group the replica's number), its season 400·r years later and its `gameTime` too (400
 * years, the Gregorian calendar's cycle, keep every date and weekday valid), so replicas neither
 * share ids nor tie with their originals in a sort by time. Their nested objects (teams, scores,
 * drives, stadium) are the originals', shared: the records' heap is that of 54,400 whole games
 * plus one top-level record per replica, while what the engine builds per record (its query
 * views, its indexes) is built per replica, as for distinct games.
 */
import type { DatasetGame } from '../src/league/index.ts';
import { createDataset } from '../src/league/index.ts';

/** The league's most seasons, and the games they hold. */
const MAX_SEASONS = 200;

/** A field every game of the league has; the replicas are made from it. */
function present<Value>(value: Value | null | undefined, field: string, game: DatasetGame): Value {
  if (value === null || value === undefined) throw new Error(`The league's game ${game.id} has no ${field}`);
  return value;
}

/** A copy of `game` moved `years` later, under a fresh id. */
function replica(game: DatasetGame, copy: number, years: number): DatasetGame {
  const gameTime = present(game.gameTime, 'gameTime', game);
  const week = present(game.week, 'week', game);
  return {
    ...game,
    id: `${copy.toString(16).padStart(8, '0')}${present(game.id, 'id', game).slice(8)}`,
    week: { ...week, season: present(week.season, 'week.season', game) + years },
    gameTime: `${Number(gameTime.slice(0, 4)) + years}${gameTime.slice(4)}`,
  };
}

/**
 * `count` games: the league's own when it simulates that many (the first seasons of seed 1), else
 * its 200 seasons followed by replicas, each replica of every game before the next.
 */
export function scaleGames(count: number): DatasetGame[] {
  const seasons = Math.min(MAX_SEASONS, Math.ceil(count / 250));
  const base = createDataset({ seed: 1, seasons }).games;
  if (base.length >= count) return base.slice(0, count);
  const games = [...base];
  for (let copy = 1; games.length < count; copy++) {
    for (const game of base) {
      if (games.length === count) break;
      games.push(replica(game, copy, 400 * copy));
    }
  }
  const ids = new Set(games.map((game) => game.id));
  if (ids.size !== games.length) throw new Error(`${games.length - ids.size} replicated games share an id`);
  return games;
}

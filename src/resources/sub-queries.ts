/**
 * The embedded lists each resource's `s` can filter. The rows of the resource table
 * (src/resources/resource-table.ts) take theirs from here, so that `huddle/query`, which needs only these
 * of the table at run time, does not carry the rest of it: a bundler keeps or drops a whole
 * object, never some of its members. A row with sub-collection filters takes its entry from here
 * (`subQueries: subQueryTable.games`); one without has `subQueries: []`.
 */

/**
 * An embedded list that `s` can filter without filtering the records that hold it, and where
 * its `{ $query }` goes: beside `$query` (`drives`, `$teamSeasonStats`, `$playerStats`) or inside
 * it (`standings`), as the spec shows.
 */
export interface SubQueryRow {
  /** The list's path in the record (`drives`, `playerStats.seasonStats`). */
  readonly collection: string;
  /** The wire keys leading to its `{ $query }`. */
  readonly keys: readonly [string, ...string[]];
  /** Where its `{ $query }` goes in `s`: beside the resource's `$query`, or inside it. */
  readonly placement: 'beside-query' | 'inside-query';
}

/** The sub-collection filters of each resource that has any, by the name the table gives it. */
export const subQueryTable = {
  games: [{ collection: 'drives', keys: ['drives'], placement: 'beside-query' }],
  teams: [
    { collection: 'standings', keys: ['standings'], placement: 'inside-query' },
    { collection: 'teamSeasonStats', keys: ['$teamSeasonStats'], placement: 'beside-query' },
    { collection: 'teamGameStats', keys: ['$teamGameStats'], placement: 'beside-query' },
  ],
  persons: [
    { collection: 'playerStats.seasonStats', keys: ['$playerStats', '$seasonStats'], placement: 'beside-query' },
    { collection: 'playerStats.teamStats', keys: ['$playerStats', '$teamStats'], placement: 'beside-query' },
  ],
} as const satisfies { readonly [name: string]: readonly SubQueryRow[] };

/** The sub-collection filters of a resource of the table (none, where it has no entry). */
export const subQueriesOf = (name: string): readonly SubQueryRow[] =>
  Object.hasOwn(subQueryTable, name) ? subQueryTable[name as keyof typeof subQueryTable] : [];

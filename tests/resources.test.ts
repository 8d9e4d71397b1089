import { describe, expect, it } from 'vitest';
import { hasFieldPath } from '../src/model/field-paths.ts';
import { resourceSchemas } from '../src/model/resources.ts';
import { resourceDocs, resourceNames, resources } from '../src/resources/resource-table.ts';

/** Every GET path of the spec's endpoint table, with `{id}` for a path parameter. */
const specGetPaths = [
  '/games',
  '/videos',
  '/videos/{id}',
  '/videos/assets/{id}',
  '/videos/assets/jobs',
  '/lists',
  '/contentList',
  '/teams',
  '/teams/',
  '/teams/{id}',
  '/users',
  '/persons',
  '/playerSeasonStats',
  '/playerTeamStats',
  '/playerGameStats',
  '/playerCareerStats',
  '/teamSeasonStats',
  '/audios',
  '/events',
];

const rows = resourceNames.map((name) => [name, resources[name]] as const);

describe('the resource table', () => {
  it('covers every GET endpoint of the spec, each path exactly once', () => {
    const tablePaths = rows.flatMap(([, row]) => [...row.paths, ...(row.byIdPath ? [row.byIdPath] : [])]);
    expect([...tablePaths].sort()).toEqual([...specGetPaths].sort());
  });

  it.each(resourceNames)('%s: every documented filter path exists in its model', (name) => {
    for (const path of resourceDocs[name].filterHints)
      expect(hasFieldPath(resourceSchemas[name], path), path).toBe(true);
  });

  it.each(rows)('%s: its default fields exist in its model', (name, row) => {
    for (const field of row.defaultFields ?? []) expect(hasFieldPath(resourceSchemas[name], field), field).toBe(true);
  });

  it('gives /games the default fields of the spec, and whole records elsewhere', () => {
    expect(resources.games.defaultFields).toEqual([
      'id',
      'week',
      'gameTime',
      'gameType',
      'homeTeam',
      'visitorTeam',
      'gameStatus',
      'homeTeamScore',
      'visitorTeamScore',
    ]);
    expect(rows.filter(([, row]) => row.defaultFields !== null).map(([name]) => name)).toEqual(['games']);
  });

  it('wraps statistics under the resource key and /games as a bare list', () => {
    const byKind = (kind: string) => rows.filter(([, row]) => row.envelope === kind).map(([name]) => name);
    expect(byKind('keyed-envelope')).toEqual([
      'playerSeasonStats',
      'playerTeamStats',
      'playerGameStats',
      'playerCareerStats',
      'teamSeasonStats',
    ]);
    expect(byKind('list')).toEqual(['games']);
    expect(byKind('content-list')).toEqual(['videos']);
    expect(byKind('record-or-envelope')).toEqual(['lists']);
  });
});

describe('hasFieldPath', () => {
  it('follows objects, lists, unions and recursive lists, and rejects unknown names', () => {
    expect(hasFieldPath(resourceSchemas.games, 'drives.firstDowns')).toBe(true);
    expect(hasFieldPath(resourceSchemas.users, 'socialNetworks.name')).toBe(true);
    expect(hasFieldPath(resourceSchemas.teams, 'division.abbr')).toBe(true);
    expect(hasFieldPath(resourceSchemas.teams, 'standings.data.overallWins')).toBe(true);
    expect(hasFieldPath(resourceSchemas.lists, 'items.data.items.data.author.lastName')).toBe(true);
    expect(hasFieldPath(resourceSchemas.games, 'homeTeam.abbrev')).toBe(false);
    expect(hasFieldPath(resourceSchemas.games, 'week.season.year')).toBe(false);
    expect(hasFieldPath(resourceSchemas.games, '')).toBe(false);
  });
});

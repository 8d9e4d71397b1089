/**
 * What seed 1 produces, pinned. Apps' tests assert on the records of `createDataset({ seed: 1 })`
 * (the NE games of week 3, the top rusher), so changing what seed 1 produces — a record, a field,
 * an order, a count — is a BREAKING CHANGE: it needs a major version and a CHANGELOG entry, and
 * then the new hash and counts below. Moving literal data (data/*.json) or refactoring the
 * simulator must leave them as they are.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import type { ResourceName } from '../../src/resources/resource-table.ts';

/** JSON with every object's keys sorted, so that the hash pins the records, not key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The record count of each resource pinned. A resource added to the table later adds records of its
 * own, which changes none of these, so it is pinned only by adding it here.
 */
const pinnedCounts: Partial<Record<ResourceName, number>> = {
  games: 272,
  teams: 32,
  videos: 1371,
  videoJobs: 544,
  lists: 20,
  users: 250,
  persons: 1728,
  playerSeasonStats: 375,
  playerTeamStats: 384,
  playerGameStats: 4864,
  playerCareerStats: 375,
  teamSeasonStats: 32,
  audios: 35,
  events: 13,
};
const pinned = Object.keys(pinnedCounts) as ResourceName[];

describe('createDataset({ seed: 1 }) is pinned', () => {
  const dataset = createDataset({ seed: 1 });

  it('has these record counts per resource', () => {
    expect(Object.fromEntries(pinned.map((name) => [name, dataset[name].length]))).toEqual(pinnedCounts);
  });

  it('has this sha256 of the canonical JSON of its pinned resources', () => {
    expect(sha256(canonicalJson(Object.fromEntries(pinned.map((name) => [name, dataset[name]]))))).toBe(
      'd3f8c7f4defa0fd866601a73265aee245ec8ca51e9206e3d967d6e500bbf969e',
    );
  });

  it('the canonical JSON sorts keys, so the hash would see a changed value but not a reordered key', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    expect(sha256(canonicalJson({ a: 1, b: 2 }))).toBe(sha256(canonicalJson({ b: 2, a: 1 })));
    expect(sha256(canonicalJson({ a: 1 }))).not.toBe(sha256(canonicalJson({ a: 2 })));
  });
});

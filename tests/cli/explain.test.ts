/** `huddle explain`, run in-process through runCli, against the library's parsers and formatters. */
import { describe, expect, it } from 'vitest';
import { formatFields, formatQuery, parseFields, parseQuery } from '../../src/index.ts';
import { runHuddle } from '../support/cli/run-cli.ts';

const FS = 'id, homeTeam(abbr , fullName), week.season, drives';
const S =
  '{"$take": 5, "$sort": {"gameTime": -1}, "drives": {"$query": {"yards": {"$gt": 40}}},' +
  '"$query":{"week.week":{"$lt":9,"$gte":3},"$or":[{"homeTeam.abbr":"NE"},{"visitorTeam.abbr":"NE"}]}}';

const oneLine = (text: string) => text.trimEnd().split('\n');

describe('huddle explain', () => {
  it('prints the canonical fs and s the library writes', async () => {
    const run = await runHuddle(['explain', '--fs', FS, '--s', S]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const fs = formatFields(parseFields(FS));
    const s = formatQuery(parseQuery(S));
    expect(fs).toBe('id,homeTeam{abbr,fullName},week{season},drives');
    // The library keeps the key order it was given and writes compact JSON: no spaces.
    expect(s).toBe(S.replaceAll(' ', ''));
    const lines = oneLine(run.stdout);
    expect(lines).toContain(`fs  ${fs}`);
    expect(lines).toContain(`s   ${s}`);
  });

  it('shows the selection as a tree and the query in words', async () => {
    const { stdout } = await runHuddle(['explain', '--fs', FS, '--s', S]);
    const lines = oneLine(stdout);
    const at = (text: string) => lines.indexOf(text);
    // children indented under their parent, in the selector's order
    expect(at('  homeTeam')).toBeGreaterThan(at('  id'));
    expect(at('    abbr')).toBe(at('  homeTeam') + 1);
    expect(at('    fullName')).toBe(at('  homeTeam') + 2);
    expect(at('    season')).toBe(at('  week') + 1);
    expect(lines).toContain('    week.week < 9 and >= 3');
    expect(lines).toContain('        homeTeam.abbr = "NE"');
    expect(lines).toContain('    yards > 40');
    expect(lines).toContain('    gameTime descending');
    expect(lines).toContain('  take 5 ($take)');
  });

  it('prints {fields, query, fs, s} with --json', async () => {
    const run = await runHuddle(['explain', '--fs', FS, '--s', S, '--json']);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout);
    expect(Object.keys(printed)).toEqual(['fields', 'query', 'fs', 's']);
    expect(printed.fields).toEqual(JSON.parse(JSON.stringify(parseFields(FS))));
    expect(printed.query).toEqual(JSON.parse(JSON.stringify(parseQuery(S))));
    expect(printed.fs).toBe(formatFields(parseFields(FS)));
    expect(printed.s).toBe(formatQuery(parseQuery(S)));
  });

  it('prints null for what was not given', async () => {
    const printed = JSON.parse((await runHuddle(['explain', '--fs', 'abbr', '--json'])).stdout);
    expect(printed).toMatchObject({ query: null, s: null, fs: 'abbr' });
  });

  it('names the path in s and the reason for a bad s', async () => {
    const run = await runHuddle(['explain', '--s', '{"$query":{"$or":[{"a":1},{"week.week":{"$gte":1,"$ne":2}}]}}']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(run.stderr).toContain('$query.$or[1].week.week.$ne');
    expect(run.stderr).toContain('unknown operator');
  });

  it('shows the position and a caret for a bad fs', async () => {
    const run = await runHuddle(['explain', '--fs', 'id,homeTeam{abbr']);
    expect(run.code).toBe(1);
    const lines = oneLine(run.stderr);
    expect(lines[0]).toContain("Invalid fs at position 11: '{' opened at position 11 is never closed");
    expect(lines[1]).toBe('  id,homeTeam{abbr');
    expect(lines[2]).toBe(`  ${' '.repeat(11)}^`);
  });

  it('checks paths against a resource with --resource, and names its default fields', async () => {
    const unknown = await runHuddle(['explain', '--s', '{"$sort":{"homeTeam.nope":1}}', '--resource', 'games']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('homeTeam.nope');
    const syntaxOnly = await runHuddle(['explain', '--s', '{"$sort":{"homeTeam.nope":1}}']);
    expect(syntaxOnly.code).toBe(0);
    const defaults = await runHuddle(['explain', '--s', '{"$take":1}', '--resource', 'games']);
    expect(defaults.stdout).toContain('games answers id, week, gameTime');
    const resource = await runHuddle(['explain', '--fs', 'id', '--resource', 'nosuch']);
    expect(resource.code).toBe(1);
    expect(resource.stderr).toContain("unknown resource 'nosuch'");
  });

  it('asks for --fs or --s when given neither, and prints its help with -h', async () => {
    const run = await runHuddle(['explain']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('give --fs, --s or both');
    const help = await runHuddle(['explain', '-h']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('Usage: huddle explain');
  });
});

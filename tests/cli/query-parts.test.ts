/** The parts `huddle query` and `huddle explain` are built from: --where, the replay of s, the table. */
import { describe, expect, it } from 'vitest';
import { parseSort, parseWhere } from '../../src/cli/commands/query/where.ts';
import { CliError } from '../../src/cli/core/errors/cli-error.ts';
import { progressLine } from '../../src/cli/output/progress.ts';
import { styleFor } from '../../src/cli/output/style.ts';
import { cellText, flatten, renderRecord, renderTable } from '../../src/cli/output/text-table.ts';
import { type LooseBuilder, replayQuery } from '../../src/cli/shared/replay.ts';
import { formatQuery, parseQuery, type ResourceName } from '../../src/index.ts';
import { OPERATORS, query } from '../../src/query/index.ts';

describe('--where', () => {
  it('reads equality, with JSON scalars as JSON and anything else as text', () => {
    expect(parseWhere('week.season=2024')).toEqual({ path: 'week.season', operator: null, value: 2024 });
    expect(parseWhere('homeTeam.abbr=NE')).toEqual({ path: 'homeTeam.abbr', operator: null, value: 'NE' });
    expect(parseWhere('id="2024"').value).toBe('2024');
    expect(parseWhere('redZone=true').value).toBe(true);
    expect(parseWhere('down=null').value).toBeNull();
    expect(parseWhere('gameTime=2024-09-05').value).toBe('2024-09-05');
    expect(parseWhere('title=a=b').value).toBe('a=b');
    expect(parseWhere('tags=[1,2]').value).toBe('[1,2]');
  });

  it('reads the comparison operators and in', () => {
    expect(parseWhere('week.week>=3')).toEqual({ path: 'week.week', operator: '$gte', value: 3 });
    expect(parseWhere('week.week <= 3').operator).toBe('$lte');
    expect(parseWhere('week.week>3').operator).toBe('$gt');
    expect(parseWhere('week.week<3').operator).toBe('$lt');
    expect(parseWhere('homeTeam.abbr in NE, KC,3')).toEqual({
      path: 'homeTeam.abbr',
      operator: '$in',
      value: ['NE', 'KC', 3],
    });
  });

  it('reads every operator of the table by the symbol explain prints for it', () => {
    for (const [operator, row] of Object.entries(OPERATORS)) {
      const written = row.operand === 'list' ? `week.week ${row.symbol} 3,4` : `week.week${row.symbol}3`;
      expect(parseWhere(written).operator, written).toBe(operator);
    }
  });

  it('names each form it reads when it reads none, and what a not-operator lacks', () => {
    expect(() => parseWhere('week.week')).toThrow("expected path=value, path>=value (or <=, >, <) or 'path in a,b'");
    expect(() => parseWhere('homeTeam.abbr!=NE')).toThrow(
      "!= is not an operator (the service's $query has no not-equal)",
    );
  });

  it('refuses what it cannot read, in one line', () => {
    for (const text of ['week.week', '=3', 'a in ', 'a in x,,y']) {
      expect(() => parseWhere(text), text).toThrow(CliError);
    }
  });

  it('reads --sort path[:asc|:desc]', () => {
    expect(parseSort('gameTime')).toEqual({ path: 'gameTime', direction: 1 });
    expect(parseSort('gameTime:desc')).toEqual({ path: 'gameTime', direction: -1 });
    expect(parseSort('gameTime:asc')).toEqual({ path: 'gameTime', direction: 1 });
    expect(() => parseSort('gameTime:down')).toThrow(CliError);
  });
});

describe('replaying s on a builder', () => {
  const replayed = (resource: ResourceName, s: string) => {
    const builder = query(resource) as unknown as LooseBuilder<never> & { toParams(): { s?: string } };
    return (replayQuery(builder, resource, parseQuery(s)) as unknown as typeof builder).toParams().s;
  };

  it.each([
    ['games', '{"$query":{"week.season":2024,"week.week":{"$gte":3,"$lt":9}},"$sort":{"gameTime":-1},"$take":5}'],
    ['games', '{"$query":{"$or":[{"homeTeam.abbr":"NE"},{"visitorTeam.abbr":{"$in":["NE","KC"]}}]},"$skip":3}'],
    ['games', '{"drives":{"$query":{"firstDowns":{"$gte":3}}},"$take":1}'],
    ['teams', '{"$query":{"abbr":"NE","standings":{"$query":{"week.seasonType":"REG"}},"$takeLast":1}}'],
    ['teams', '{"$teamSeasonStats":{"$query":{"id":"x"}},"$teamGameStats":{"$query":{"id":"y"}}}'],
    [
      'persons',
      '{"$playerStats":{"$seasonStats":{"$query":{"season":2024}},"$teamStats":{"$query":{"team.nickName":"Bears"}}}}',
    ],
    ['games', '{"$query":{"$and":[{"drives":{"$query":{"yards":1}}}]}}'],
  ] as const)('%s %s sends the canonical s', (resource, s) => {
    expect(replayed(resource, s)).toBe(formatQuery(parseQuery(s)));
  });

  it('checks paths against the model, as where() and sort() do', () => {
    expect(() => replayed('games', '{"$query":{"homeTeam.nope":1}}')).toThrow(/homeTeam\.nope/);
    expect(() => replayed('games', '{"$sort":{"nope":1}}')).toThrow(/nope/);
    expect(() => replayed('games', '{"standings":{"$query":{"a":1}}}')).toThrow(/cannot filter "standings"/);
  });
});

describe('the table', () => {
  const style = styleFor({ NO_COLOR: '1' }, { write: () => true });

  it('flattens nested objects to dotted paths and keeps lists whole', () => {
    const flat = flatten({ id: 'g', week: { season: 2024, week: 1 }, drives: [{ id: 'd' }], empty: {} });
    expect([...flat.keys()]).toEqual(['id', 'week.season', 'week.week', 'drives', 'empty']);
    expect(cellText(flat.get('drives'))).toBe('[1 item]');
    expect(cellText(['NE', 'KC'])).toBe('NE, KC');
    expect(cellText(null)).toBe('null');
    expect(cellText('two\nlines')).toBe('two\\nlines'); // a field's line break is escaped, not merged
  });

  it('escapes a column header (a record key) and a cell, so that no escape sequence reaches the terminal', () => {
    const hostile = { 'k\u001b[2J': 'v\u009d8;;x', nested: { '\u009b': ['a\u0007', 'b'] } };
    const table = renderTable([hostile], { width: 80, style });
    const [header, , row] = table.split('\n').map((line) => line.split(/\s{2,}/));
    expect(header).toEqual(['k\\x1b[2J', 'nested.\\u009b']);
    expect(row).toEqual(['v\\u009d8;;x', 'a\\x07, b']);
    const record = renderRecord(hostile, { width: 80, style }).split('\n');
    expect(record.map((line) => line.split(/\s{2,}/))).toEqual([
      ['k\\x1b[2J', 'v\\u009d8;;x'],
      ['nested.\\u009b', 'a\\x07, b'],
      [''],
    ]);
  });

  it('right-aligns numbers, and leaves a cell empty where a record lacks the path', () => {
    const text = renderTable(
      [
        { a: 'x', n: 5 },
        { a: 'yy', n: 12, b: true },
      ],
      { width: 80, style },
    );
    expect(text.split('\n')).toEqual(['a    n  b', '──  ──  ────', 'x    5', 'yy  12  true', '']);
  });

  it('fits its lines to the width', () => {
    const records = [{ long: 'x'.repeat(200), other: 'y'.repeat(50), third: 1 }];
    for (const width of [20, 40, 79]) {
      for (const line of renderTable(records, { width, style }).trimEnd().split('\n')) {
        expect(line.length).toBeLessThanOrEqual(width);
      }
    }
  });
});

describe('the progress line', () => {
  it('shows a percentage when the total is known, and a count when not', () => {
    expect(progressLine('games', 68, 272)).toMatch(/^games \[█{6}░{18}\] 25% 68\/272$/);
    expect(progressLine('games', 10, null)).toBe('games 10 records');
  });
});

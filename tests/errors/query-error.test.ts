import { describe, expect, it } from 'vitest';
import { formatQueryPath } from '../../src/errors/query-error.ts';
import { FieldSelectorError, HuddleError, QueryError, SelectionMaskError, UnknownFieldError } from '../../src/index.ts';

describe('FieldSelectorError', () => {
  it('points a caret at the position, with the reason', () => {
    const error = new FieldSelectorError('id,homeTeam{', 11, 'unclosed {');
    expect(error).toBeInstanceOf(HuddleError);
    expect(error).toMatchObject({
      name: 'FieldSelectorError',
      input: 'id,homeTeam{',
      position: 11,
      reason: 'unclosed {',
    });
    expect(error.message).toBe('Invalid fs at position 11: unclosed {\n  id,homeTeam{\n             ^');
  });

  it('cuts long input around the position and keeps the caret under it, line breaks shown as spaces', () => {
    const input = `${'a'.repeat(50)}\n!${'b'.repeat(50)}`;
    const [, excerpt = '', caret = ''] = new FieldSelectorError(input, 51, 'here').message.split('\n');
    expect(excerpt.startsWith('  …')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).not.toContain('\n');
    expect(excerpt[caret.length - 1]).toBe('!');
  });
});

describe('QueryError', () => {
  it('names the place as keys from the root of s', () => {
    const error = new QueryError(['$query', '$or', 1, 'week'], 'not an object');
    expect(error).toMatchObject({ name: 'QueryError', path: ['$query', '$or', 1, 'week'], reason: 'not an object' });
    expect(error.message).toBe('Invalid s at $query.$or[1].week: not an object');
  });

  it('formats the empty path as (root)', () => {
    expect(formatQueryPath([])).toBe('(root)');
    expect(new QueryError([], 'x').message).toBe('Invalid s at (root): x');
  });
});

describe('SelectionMaskError', () => {
  it('names the keys leading to the entry', () => {
    expect(new SelectionMaskError(['homeTeam', 'abbr'], 'not true or false')).toMatchObject({
      name: 'SelectionMaskError',
      message: 'Invalid selection at homeTeam.abbr: not true or false',
    });
    expect(new SelectionMaskError([], 'empty').message).toBe('Invalid selection at (root): empty');
  });
});

describe('UnknownFieldError', () => {
  it('names what is missing, where, and what is there instead', () => {
    const error = new UnknownFieldError('games', 'homeTeam.abbrev', 'abbrev', 'homeTeam', ['abbr', 'id']);
    expect(error).toMatchObject({ name: 'UnknownFieldError', resource: 'games', missing: 'abbrev' });
    expect(error.message).toBe('Unknown field "homeTeam.abbrev": games homeTeam has no "abbrev" (it has abbr, id)');
    expect(new UnknownFieldError('games', 'id.x', 'x', 'id', []).message).toBe(
      'Unknown field "id.x": games id has no "x" (it is not an object)',
    );
    expect(new UnknownFieldError('games', 'nope', 'nope', '', ['id']).message).toContain('a games record has no');
  });
});

import { describe, expect, it } from 'vitest';
import { atPath } from '../../src/errors/validation-error.ts';
import { HuddleError, isRequestError, ValidationError } from '../../src/index.ts';

const problem = { path: ['homeTeam', 'abbr'], expected: 'string', found: 'number 1' };

describe('ValidationError', () => {
  it('names the resource and the first problem, and counts the others', () => {
    const error = new ValidationError('games', [problem, { path: [0], expected: 'object', found: 'null' }]);
    expect(error).toBeInstanceOf(HuddleError);
    expect(isRequestError(error)).toBe(false);
    expect(error.message).toBe('Invalid games at homeTeam.abbr: expected string, found number 1 (and 1 more)');
    expect(error).toMatchObject({ name: 'ValidationError', resource: 'games', ...problem });
    expect(error.problems).toHaveLength(2);
  });
});

describe('atPath', () => {
  it('prefixes every problem path with where the value sat', () => {
    const moved = atPath(new ValidationError('games', [problem]), ['data', 3]);
    expect(moved.path).toEqual(['data', 3, 'homeTeam', 'abbr']);
    expect(moved.message).toBe('Invalid games at data[3].homeTeam.abbr: expected string, found number 1');
  });

  it('gives the same error back for an empty prefix', () => {
    const error = new ValidationError('games', [problem]);
    expect(atPath(error, [])).toBe(error);
  });
});

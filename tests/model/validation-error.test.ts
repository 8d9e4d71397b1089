import { describe, expect, it } from 'vitest';
import { describeValue, formatPath, GameSchema, HuddleError, ValidationError, validate } from '../../src/schemas.ts';
import { thrown } from '../support/expect/thrown.ts';

describe('formatPath', () => {
  it('writes keys with dots, indexes in brackets and odd keys quoted', () => {
    expect(formatPath([])).toBe('(root)');
    expect(formatPath(['data', 0, 'homeTeam', 'abbr'])).toBe('data[0].homeTeam.abbr');
    expect(formatPath(['weird key', 'x'])).toBe('["weird key"].x');
  });
});

describe('describeValue', () => {
  it('names the kind and shows short scalars', () => {
    expect(describeValue(null)).toBe('null');
    expect(describeValue([1, 2])).toBe('array(2)');
    expect(describeValue({})).toBe('object');
    expect(describeValue(3.5)).toBe('number 3.5');
    expect(describeValue(false)).toBe('boolean false');
    expect(describeValue('x'.repeat(50))).toBe(`string "${'x'.repeat(40)}…"`);
  });
});

describe('validate', () => {
  it('returns the parsed value on success', () => {
    expect(validate(GameSchema, { id: 'g', extra: 1 }, 'games')).toEqual({ id: 'g', extra: 1 });
  });

  it('throws a ValidationError (a HuddleError) listing every problem, first one in the message', () => {
    const error = thrown(() =>
      validate(GameSchema, { id: 1, week: { season: '2024' }, drives: [{ yards: 1 }, { yards: 2.5 }] }, 'games'),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(HuddleError);
    const { message, problems, resource, path, expected, found } = error as ValidationError;
    expect(message).toBe('Invalid games at id: expected string, found number 1 (and 2 more)');
    expect({ resource, path, expected, found }).toEqual({
      resource: 'games',
      path: ['id'],
      expected: 'string',
      found: 'number 1',
    });
    expect(problems.map((problem) => formatPath(problem.path))).toEqual(['id', 'week.season', 'drives[1].yards']);
    expect(problems[2]).toEqual({ path: ['drives', 1, 'yards'], expected: 'an integer', found: 'number 2.5' });
  });

  it('describes an undefined root value', () => {
    expect(() => validate(GameSchema, undefined, 'games')).toThrow(
      'Invalid games at (root): expected object, found undefined',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { pathSegment } from '../../src/errors/id-error.ts';
import { HuddleError, IdError, isRequestError } from '../../src/index.ts';
import { thrown } from '../support/thrown.ts';

describe('IdError', () => {
  it('carries the field, the value refused and the message', () => {
    const error = new IdError('deviceId', '..', 'no');
    expect(error).toBeInstanceOf(HuddleError);
    expect(isRequestError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'IdError', field: 'deviceId', value: '..', message: 'no' });
  });
});

describe('pathSegment', () => {
  it('gives back a non-empty string that is not a path step', () => {
    expect(pathSegment('id', 'a/b', 'teams.get()')).toBe('a/b');
    expect(pathSegment('id', '...', 'teams.get()')).toBe('...');
  });

  it('refuses empty values, non-strings and path steps, saying where', () => {
    expect(thrown(() => pathSegment('id', '', 'teams.get()'))).toMatchObject({
      message: 'teams.get() needs a non-empty id',
      value: '',
    });
    expect(thrown(() => pathSegment('appName', 42, 'setGroups'))).toMatchObject({ field: 'appName', value: 42 });
    expect(thrown(() => pathSegment('id', '..', 'teams.get()'))).toMatchObject({
      message: 'teams.get(): id ".." would be read as a path step',
    });
  });
});

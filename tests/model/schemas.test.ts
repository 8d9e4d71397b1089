import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resourceSchemas } from '../../src/model/resources.ts';
import { type ResourceName, resourceNames } from '../../src/resources/resource-table.ts';
import {
  ContentItemSchema,
  envelope,
  GameSchema,
  LogoSchema,
  PagerSchema,
  TeamSchema,
  ValidationError,
  validate,
} from '../../src/schemas.ts';
import { specSamples } from '../fixtures/spec-samples.ts';
import { thrown } from '../support/expect/thrown.ts';
import { positions, replaceAt } from '../support/properties/tree.ts';

const parse = (name: ResourceName, value: unknown) => validate(resourceSchemas[name], value, name);

/** Positions inside a sample that are not list items (a list item may not be null). */
const fieldPositions = (value: unknown) => positions(value).filter(({ path }) => typeof path.at(-1) === 'string');

describe.each(resourceNames)('the %s schema', (name) => {
  const sample = specSamples[name];

  it('accepts the spec-shaped sample and keeps every documented field', () => {
    expect(parse(name, sample)).toEqual(sample);
  });

  it('accepts any field as null (selected but empty)', () => {
    const fields = fieldPositions(sample);
    fc.assert(
      fc.property(fc.constantFrom(...fields), ({ path }) => {
        expect(() => parse(name, replaceAt(sample, path, null))).not.toThrow();
      }),
      { numRuns: Math.min(200, fields.length * 2) },
    );
  });

  it('accepts partial records: any set of fields left unselected', () => {
    const fields = fieldPositions(sample);
    fc.assert(
      fc.property(fc.subarray(fields, { maxLength: Math.min(8, fields.length) }), (removed) => {
        const partial = removed.reduce<unknown>((value, { path }) => replaceAt(value, path, undefined), sample);
        expect(() => parse(name, partial)).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });

  it('accepts unknown fields at any depth, and keeps them', () => {
    const objects = [{ path: [], value: sample }, ...positions(sample)].filter(
      ({ value }) => value !== null && typeof value === 'object' && !Array.isArray(value),
    );
    fc.assert(
      fc.property(fc.constantFrom(...objects), fc.string(), fc.jsonValue(), ({ path, value }, suffix, extra) => {
        const widened = replaceAt(sample, path, { ...(value as object), [`unknown-${suffix}`]: extra });
        expect(parse(name, widened)).toEqual(widened);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a value of the wrong type anywhere, naming its path and what was found', () => {
    const wrong = (value: unknown) => (typeof value === 'string' || typeof value === 'object' ? 42 : 'x');
    const all = positions(sample).filter(({ value }) => value !== null);
    fc.assert(
      fc.property(fc.constantFrom(...all), ({ path, value }) => {
        const broken = replaceAt(sample, path, wrong(value));
        const error = thrown(() => parse(name, broken));
        expect(error).toBeInstanceOf(ValidationError);
        const { resource, path: reported, found } = error as ValidationError;
        expect(resource).toBe(name);
        expect(reported).toEqual(path);
        expect(found).toBe(typeof wrong(value) === 'number' ? 'number 42' : 'string "x"');
      }),
      { numRuns: Math.min(300, all.length * 2) },
    );
  });
});

describe('the pager and the envelope', () => {
  it('accept an empty pager, a pager of nulls and a full pager', () => {
    for (const pager of [
      {},
      { previous: null, self: null, next: null, limit: null, offset: null, total: null },
      { previous: '/games?s=1', self: '/games?s=2', next: '/games?s=3', limit: 10, offset: 10, total: 272 },
    ]) {
      expect(PagerSchema.parse(pager)).toEqual(pager);
    }
  });

  it('reject a total that is not an integer', () => {
    expect(() => validate(PagerSchema, { total: 2.5 }, 'pager')).toThrow(
      /at total: expected an integer, found number 2.5/,
    );
  });

  it('validate every item of an envelope', () => {
    const Games = envelope(GameSchema);
    expect(() => validate(Games, { pager: {}, data: [{ id: 'a' }, { id: 7 }] }, 'games')).toThrow(
      /Invalid games at data\[1\]\.id: expected string, found number 7/,
    );
  });
});

describe('open and closed enumerations', () => {
  it('accept values the spec has not seen where it lists values seen', () => {
    const game = { ...specSamples.games, gameType: 'POST', week: { season: 2025, seasonType: 'PRE', week: 0 } };
    expect(parse('games', game)).toEqual(game);
    const job = { ...specSamples.videoJobs, status: 'FAILED', type: 'JOB_THUMBNAILS' };
    expect(parse('videoJobs', job)).toEqual(job);
  });

  it('reject a logo size outside the closed set, listing the allowed ones', () => {
    expect(() => validate(LogoSchema, { size: 'HUGE' }, 'teams')).toThrow(
      /at size: expected one of "THUMB", "SMALL", "MEDIUM", "MEZZANINE", found string "HUGE"/,
    );
  });
});

describe('team fields with two forms', () => {
  it('read conference and division as a string or an object with abbr', () => {
    const team = { conference: { abbr: 'AFC' }, division: 'AFC West' };
    expect(TeamSchema.parse(team)).toEqual(team);
  });

  it('read standings as an object or as an envelope', () => {
    const object = { standings: { overallWins: 3, week: { week: 4 } } };
    expect(TeamSchema.parse(object)).toEqual(object);
    const wrapped = { standings: { pager: {}, data: [{ overallWins: 3 }] } };
    expect(TeamSchema.parse(wrapped)).toEqual(wrapped);
  });

  it('report a bad standings record inside an envelope at its own path', () => {
    expect(() => validate(TeamSchema, { standings: { data: [{ overallWins: 'many' }] } }, 'teams')).toThrow(
      /at standings\.data\[0\]\.overallWins: expected number, found string "many"/,
    );
  });

  it('report a bad field of a standings object at its own path', () => {
    expect(() => validate(TeamSchema, { standings: { overallWinPct: 'high' } }, 'teams')).toThrow(
      /at standings\.overallWinPct: expected number, found string "high"/,
    );
  });
});

describe('content list items', () => {
  it('are told apart by type', () => {
    const [child, video, article] = specSamples.lists.items.data;
    expect(ContentItemSchema.parse(child)).toEqual(child);
    expect(ContentItemSchema.parse(video)).toEqual(video);
    expect(ContentItemSchema.parse(article)).toEqual(article);
  });

  it('keep items of an unknown type, or without a type, whole', () => {
    const podcast = { type: 'PODCAST', id: 'p1', duration: 3600, hosts: ['A'] };
    expect(ContentItemSchema.parse(podcast)).toEqual(podcast);
    const untyped = { id: 'x', title: 'no type selected' };
    expect(ContentItemSchema.parse(untyped)).toEqual(untyped);
  });

  it('check a known type against its own schema rather than letting it through as unknown', () => {
    const list = { items: { data: [{ type: 'ARTICLE', author: { firstName: 7 } }] } };
    expect(() => validate(resourceSchemas.lists, list, 'lists')).toThrow(
      /Invalid lists at items\.data\[0\]\.author\.firstName: expected string, found number 7/,
    );
  });

  it('nest child lists to any depth', () => {
    let list: Record<string, unknown> = { type: 'CONTENT_LIST', id: 'leaf' };
    for (let depth = 0; depth < 12; depth++) list = { type: 'CONTENT_LIST', id: `l${depth}`, items: { data: [list] } };
    expect(resourceSchemas.lists.parse(list)).toEqual(list);
  });
});

describe('timestamps in records', () => {
  it('accept every offset form the spec shows and reject a missing offset', () => {
    for (const gameTime of [
      '2024-09-05T20:20:00Z',
      '2024-09-05T20:20:00+03:00',
      '2024-09-05T20:20:00-0800',
      '2024-09-05T20:20:00-07',
    ]) {
      expect(parse('games', { gameTime })).toEqual({ gameTime });
    }
    expect(() => parse('games', { gameTime: '2024-09-05T20:20:00' })).toThrow(
      /at gameTime: expected an ISO 8601 timestamp with an offset .*, found string "2024-09-05T20:20:00"$/,
    );
  });

  it('accept date-only event dates, as events are queried', () => {
    expect(parse('events', { startDateTime: '2024-09-05', endDateTime: '2024-09-06' })).toBeTruthy();
    expect(() => parse('events', { startDateTime: '2024-02-30' })).toThrow(/startDateTime/);
  });
});

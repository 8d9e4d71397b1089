/** anyEnvelopeRecords: the records wherever an envelope of the resource table holds them. */
import { describe, expect, it } from 'vitest';
import { anyEnvelopeRecords } from '../../src/resources/envelope-records.ts';

const record = { id: 'r1' };
const page = { pager: { total: 1 }, data: [record] };

describe('anyEnvelopeRecords', () => {
  it.each([
    ['a bare list', [record]],
    ['{ pager, data }', page],
    ['a content list', { type: 'CONTENT_LIST', items: page }],
  ])('reads %s for a resource of any envelope kind', (_, body) => {
    for (const name of ['games', 'teams', 'playerSeasonStats', 'videos', 'lists'] as const) {
      expect(anyEnvelopeRecords(name, body)?.data, name).toEqual([record]);
    }
  });

  it('reads the envelope under the resource name for that resource, and the pager with it', () => {
    expect(anyEnvelopeRecords('playerSeasonStats', { playerSeasonStats: page })).toMatchObject({
      data: [record],
      pager: { value: { total: 1 } },
    });
  });

  it('takes any other object as one record, and finds nothing in a value that is no object', () => {
    expect(anyEnvelopeRecords('teams', { id: 'x' })?.data).toEqual([{ id: 'x' }]);
    expect(anyEnvelopeRecords('teams', { playerSeasonStats: page })?.data).toEqual([{ playerSeasonStats: page }]);
    expect(anyEnvelopeRecords('teams', 'nope')).toBeNull();
    expect(anyEnvelopeRecords('teams', 42)).toBeNull();
  });
});

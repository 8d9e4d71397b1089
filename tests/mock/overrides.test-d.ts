/** The types of mock.on and mock.make: handlers read and answer the resource's records. */
import { describe, expectTypeOf, it } from 'vitest';
import type { RecordTypes } from '../../src/index.ts';
import { createMockApi, type MockResponse, type OverrideRequest } from '../../src/mock/index.ts';
import type { QueryNode, SelectionNode } from '../../src/query/index.ts';

const api = createMockApi({ baseUrl: 'https://mock.example' });

describe('on', () => {
  it('hands the handler the parsed request of its resource', () => {
    api.on('games', (request) => {
      expectTypeOf(request).toEqualTypeOf<OverrideRequest<'games'>>();
      expectTypeOf(request.query).toEqualTypeOf<QueryNode>();
      expectTypeOf(request.fields).toEqualTypeOf<SelectionNode | null>();
      expectTypeOf(request.params.id).toEqualTypeOf<string | undefined>();
      return undefined;
    });
  });

  it("takes the resource's records, an answer as is, or undefined, and returns a removal", () => {
    expectTypeOf(api.on('games', () => [api.make.games()])).toEqualTypeOf<() => void>();
    api.on('teams', () => ({ status: 500, body: {} }) satisfies MockResponse);
    api.on('users', async () => [{ id: 'u1', firstName: 'Ada' }]);
    // Records as the dataset holds them (any field may be missing) are served too.
    api.on('games', () => api.dataset.games.slice(0, 2));
    // @ts-expect-error an id is a string
    api.on('users', () => [{ id: 42 }]);
    // @ts-expect-error neither records nor an answer
    api.on('teams', () => 'teams');
  });
});

describe('make', () => {
  it('has a factory per resource returning its complete record, from deep-partial overrides', () => {
    expectTypeOf(api.make.games({ homeTeam: { abbr: 'KC' } })).toEqualTypeOf<RecordTypes['games']>();
    expectTypeOf(api.make.playerSeasonStats()).toEqualTypeOf<RecordTypes['playerSeasonStats']>();
    api.make.games({ gameStatus: { phase: 'INGAME', period: 2 }, homeTeamScore: null });
    // @ts-expect-error a score is a number
    api.make.games({ homeTeamScore: { pointsTotal: '7' } });
    // @ts-expect-error no such resource
    api.make.game();
  });
});

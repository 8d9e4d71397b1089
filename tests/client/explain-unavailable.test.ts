/**
 * zod's explanation of a refused record is a chunk loaded with `import()`. When it cannot be
 * loaded (an app offline, a chunk gone after a deploy), the record is still refused with a
 * ValidationError at its path, saying why there is no explanation, never a loader's own error.
 */
import { describe, expect, it, vi } from 'vitest';
import { createClient, ValidationError } from '../../src/index.ts';

vi.mock('../../src/model/explain.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/explain-1234.js');
});

const body = JSON.stringify([{ id: 'g1' }, { id: 7 }]);
const client = createClient({
  baseUrl: 'https://api.test/v1',
  retry: 0,
  fetch: async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
});

describe('a refused record whose explanation cannot be loaded', () => {
  it('is a ValidationError at its path that says why it has no explanation', async () => {
    const error = await client.games.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    const { path, expected, found } = error as ValidationError;
    expect({ path, expected }).toEqual({ path: [1], expected: 'a value the model accepts' });
    // The loader's own error follows (vitest wraps a failing mock factory's in its own words).
    expect(found).toMatch(/^object \(the explanation could not be loaded: \w*Error: .+\)$/);
  });

  it('refuses nothing the generated checks accept (the chunk is not asked for)', async () => {
    const good = createClient({
      baseUrl: 'https://api.test/v1',
      retry: 0,
      fetch: async () => new Response('[{"id":"g1"}]', { headers: { 'content-type': 'application/json' } }),
    });
    expect((await good.games.list()).data).toEqual([{ id: 'g1' }]);
  });
});

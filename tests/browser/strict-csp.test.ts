/**
 * The client's validation in Chromium under a strict Content Security Policy (no 'unsafe-eval'):
 * the generated validators run as they are, and a refused record is explained by zod, loaded
 * with `import()` as in an app, with the same text as anywhere else.
 */
import './strict-csp.ts';
import { describe, expect, it } from 'vitest';
import { createClient, ValidationError } from '../../src/index.ts';
import { runValidatorSuite } from '../model/validators.case.ts';

describe('under a Content Security Policy without unsafe-eval', () => {
  it('the page may not compile code', () => {
    expect(() => new Function('return 1')).toThrow(EvalError);
  });

  it('a client validates a page, and explains a bad record with zod loaded on demand', async () => {
    const body = JSON.stringify([
      { id: 'g1', week: { season: 2024 } },
      { id: 'g2', drives: [{ yards: 2.5 }] },
    ]);
    const fetch = async () => new Response(body, { headers: { 'content-type': 'application/json' } });
    const client = createClient({ baseUrl: 'https://api.example.test/v1', fetch, retry: 0 });
    const error = await client.games.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe(
      'Invalid games at [1].drives[0].yards: expected an integer, found number 2.5',
    );
  });
});

runValidatorSuite('Chromium, under a strict CSP');

import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { canCompileCode, createFastValidator, fastValidator } from '../../src/model/fast-validator.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { specSamples } from '../fixtures/spec-samples.ts';
import { thrown } from '../support/thrown.ts';
import { runFastValidatorSuite, withoutCompiling } from './fast-validator.case.ts';

runFastValidatorSuite({
  name: 'compiled',
  create: () => createFastValidator('compiled'),
  skip: {
    'builds its checks where code cannot be compiled':
      'compiled checks are code built with new Function, which such a runtime refuses: the closure validator is for it',
  },
});

runFastValidatorSuite({ name: 'closure', create: () => createFastValidator('closures') });

describe('the fast validator huddle uses', () => {
  it('is the compiled one where the runtime may compile code', () => {
    expect(canCompileCode()).toBe(true);
    const fresh = z.object({ abbr: z.string() });
    const error = withoutCompiling(() => thrown(() => fastValidator(fresh)({ abbr: 'NE' })));
    // Building the check of a new object shape compiled code.
    expect(error).toBeInstanceOf(EvalError);
  });

  it('is the closure one where the runtime refuses to compile code (a strict Content Security Policy)', async () => {
    vi.resetModules();
    const verdicts = await withoutCompiling(async () => {
      const loaded = await import('../../src/model/fast-validator.ts');
      expect(loaded.canCompileCode()).toBe(false);
      return [specSamples.teams, { branding: { logos: [{ size: 'HUGE' }] } }].map(
        loaded.fastValidator(resourceSchemas.teams),
      );
    });
    expect(verdicts).toEqual([true, false]);
  });
});

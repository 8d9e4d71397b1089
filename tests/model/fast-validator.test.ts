import { describe, expect, it, vi } from 'vitest';
import { canCompileCode, createFastValidator } from '../../src/model/fast-validator.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { specSamples } from '../fixtures/spec-samples.ts';
import { runFastValidatorSuite } from './fast-validator.case.ts';

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
  });

  it('is the closure one where the runtime refuses to compile code (a strict Content Security Policy)', async () => {
    vi.resetModules();
    vi.stubGlobal('Function', () => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    let verdicts: boolean[];
    try {
      const loaded = await import('../../src/model/fast-validator.ts');
      expect(loaded.canCompileCode()).toBe(false);
      verdicts = [specSamples.teams, { branding: { logos: [{ size: 'HUGE' }] } }].map(
        loaded.fastValidator(resourceSchemas.teams),
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(verdicts).toEqual([true, false]);
  });
});

/**
 * The fast validator in Chromium under a strict Content Security Policy (no 'unsafe-eval'): the
 * one huddle picks there is the closure validator, and it passes the shared suite.
 */
import './strict-csp.ts';
import { describe, expect, it } from 'vitest';
import { canCompileCode, createFastValidator, fastValidator } from '../../src/model/fast-validator.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { specSamples } from '../fixtures/spec-samples.ts';
import { runFastValidatorSuite } from '../model/fast-validator.case.ts';

describe('under a Content Security Policy without unsafe-eval', () => {
  it('the page may not compile code', () => {
    expect(() => new Function('return 1')).toThrow(EvalError);
    expect(canCompileCode()).toBe(false);
  });

  it('the compiled validator cannot run, so it is not the one huddle uses', () => {
    expect(() => createFastValidator('compiled')(resourceSchemas.games)(specSamples.games)).toThrow(EvalError);
    expect(fastValidator(resourceSchemas.games)(specSamples.games)).toBe(true);
  });
});

runFastValidatorSuite({ name: 'closure (under a strict CSP)', create: () => createFastValidator('closures') });

runFastValidatorSuite({ name: 'default (under a strict CSP)', create: () => fastValidator });

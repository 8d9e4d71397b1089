import { describe, expectTypeOf, it } from 'vitest';
import { diagnose, type Finding, type FindingCode, type Target } from '../../../src/push/toast/index.ts';

describe('diagnose types', () => {
  it('types the targets from the platforms and the codes from the table of checks', () => {
    expectTypeOf<Target>().toEqualTypeOf<'ios' | 'android' | 'web' | 'windows'>();
    expectTypeOf<'unknown-type' | 'fcm-data-not-string' | 'toast-template'>().toExtend<FindingCode>();
    expectTypeOf<'no-such-code'>().not.toExtend<FindingCode>();
    expectTypeOf(diagnose({}, { target: 'ios' })).toEqualTypeOf<readonly Finding[]>();
    expectTypeOf<Finding['severity']>().toEqualTypeOf<'error' | 'warning'>();
    // @ts-expect-error a target no platform delivers to
    diagnose({}, { target: 'tv' });
  });
});

import { vi } from 'vitest';

/**
 * A second, separate copy of huddle's modules in this process: what an app holds when it loads
 * both the ESM and the CommonJS build. Its classes are not the first copy's, so `instanceof`
 * across the two copies fails; the guards must not. (tests/package/dual-build.test.ts does the
 * same with the real built files.)
 */
export async function secondCopy(): Promise<typeof import('../../../src/index.ts')> {
  vi.resetModules();
  return import('../../../src/index.ts');
}

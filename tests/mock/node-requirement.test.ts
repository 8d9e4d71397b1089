/**
 * huddle/msw refuses, when imported, a Node older than msw supports. The floor comes from msw's
 * own package.json (its `engines`), not from huddle: when msw raises it, this test says so.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RequirementError } from '../../src/index.ts';
import { assertNodeForMsw, isOlderThan } from '../../src/mock/node-requirement.ts';

const mswEngines = (createRequire(import.meta.url)('msw/package.json') as { engines: { node: string } }).engines.node;
const [, floorMajor, floorMinor] = /^>=\s*(\d+)\.(\d+)/.exec(mswEngines) ?? [];
const major = Number(floorMajor);
const minor = Number(floorMinor);

describe("huddle/msw's Node check", () => {
  it("reads msw's floor as a major and minor", () => {
    expect(mswEngines).toMatch(/^>=\s*\d+\.\d+/);
  });

  it.each([
    ['20.20.2', true],
    [`${major}.${minor - 1}.9`, true],
    [`${major - 1}.99.0`, true],
    [`${major}.${minor}.0`, false],
    [`${major}.${minor + 1}.0`, false],
    [`${major + 2}.0.0`, false],
  ])('Node %s is older than msw supports: %s', (version, older) => {
    expect(isOlderThan(version, [major, minor])).toBe(older);
    if (older) expect(() => assertNodeForMsw(version)).toThrow(RequirementError);
    else expect(() => assertNodeForMsw(version)).not.toThrow();
  });

  it('says in one line what is needed, what runs, and what to do', () => {
    const error = (() => {
      try {
        assertNodeForMsw('20.20.2');
        return undefined;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(RequirementError);
    const { message, code, entry } = error as RequirementError;
    expect(code).toBe('ERR_REQUIREMENT');
    expect(entry).toBe('huddle/msw');
    expect(message).not.toContain('\n');
    expect(message).toContain(`Node ${major}.${minor} or newer`);
    expect(message).toContain('this is Node 20.20.2');
    expect(message).toContain('npm install -D node@24');
  });

  it('checks nothing off Node (a browser or React Native has no process.versions.node)', () => {
    expect(() => assertNodeForMsw(undefined)).not.toThrow();
  });
});

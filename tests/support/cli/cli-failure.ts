/** What every failing `huddle` run must look like: exit 1, nothing on stdout, one line on stderr. */
import { expect } from 'vitest';
import type { HuddleRun } from '../package/run-huddle.ts';

/** Asserts a one-line failure without a stack trace and returns that line. */
export function oneLineFailure(run: HuddleRun, { stdout = '' }: { stdout?: string | null } = {}): string {
  expect(run.code, run.stderr).toBe(1);
  if (stdout !== null) expect(run.stdout).toBe(stdout);
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  return lines[0] as string;
}

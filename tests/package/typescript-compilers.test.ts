/**
 * The type check runs on the compiler it names. typescript (6) and typescript7 both install a
 * bin called `tsc`, and which one `tsc` is depends on how the install went (an incremental
 * install linked it to 7), so the scripts name each compiler by its path.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What `npm run <script> -- --version` prints: the compiler's version, with nothing checked. */
function versionOf(script: string): string {
  const output = execFileSync('npm', ['run', '--silent', script, '--', '--version'], { cwd: root, encoding: 'utf8' });
  return output.trim();
}

describe('the typecheck scripts', () => {
  it('run TypeScript 6 for npm run typecheck, whichever compiler the tsc bin names', () => {
    expect(versionOf('typecheck')).toMatch(/^Version 6\./);
  });

  it('run TypeScript 7 for npm run typecheck:ts7', () => {
    expect(versionOf('typecheck:ts7')).toMatch(/^Version 7\./);
  });
});

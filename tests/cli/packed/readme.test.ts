/**
 * The README's "Try it in one minute" block, run as the README says: saved under its file name in
 * a project that installed the packed tarball, then `node <file>`.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { packedProject } from '../../support/package/packed-project.ts';

const run = promisify(execFile);
const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
const tryIt = [...readme.matchAll(/<!-- try-it: (\S+)[^>]*-->\n```js\n([\s\S]*?)```/g)].map(([, file, code]) => ({
  file: file as string,
  code: code as string,
}));

describe("the README's one-minute block", () => {
  it('is there, once', () => {
    expect(tryIt.map(({ file }) => file)).toEqual(['minute.mjs']);
  });

  it('runs as written against the packed package, and prints three games', { timeout: 300_000 }, async () => {
    const { project } = await packedProject();
    const [{ file, code }] = tryIt as [(typeof tryIt)[number]];
    await writeFile(join(project, file), code);
    const { stdout, stderr } = await run(process.execPath, [file], { cwd: project });
    expect(stderr).toBe('');
    // console.log of an array of records: three of them, each with the selected fields.
    expect(stdout.match(/homeTeam: \{ abbr: '[A-Z]{2,3}' \}/g)).toHaveLength(3);
    expect(stdout).toContain('gameTime:');
  });
});

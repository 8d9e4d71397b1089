/**
 * Every `huddle …` command in a shell block of README.md or docs/*.md runs, against the packed
 * binary, from a fresh directory, and exits as the page says (0 unless a `# exits N` comment says
 * otherwise). Commands of one block run in order in one directory, so a block may write a file and
 * read it back. A `huddle mock` in a block keeps serving, as if in another terminal, for the rest
 * of the block, and must then stop cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { allDocBlocks, commandsOf, SHELL } from '../support/doc-blocks.ts';

const binDirectory = dirname(inject('huddleBin'));

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function shell(command: string, cwd: string) {
  const { NO_COLOR: _n, FORCE_COLOR: _f, ...env } = process.env;
  const child = spawn('sh', ['-c', command.replace(/\bnpx huddle\b/g, 'huddle')], {
    cwd,
    env: { ...env, PATH: `${binDirectory}${delimiter}${process.env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const done = new Promise<Outcome>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done, output: () => stdout };
}

async function until(condition: () => boolean, what: string, milliseconds = 15_000) {
  const deadline = Date.now() + milliseconds;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A command line that runs `huddle` (not one that only names it, such as `npm install huddle`). */
const RUNS_HUDDLE = /(^|[|;&]\s*)(npx )?huddle\b/;

const blocks = allDocBlocks()
  .filter((block) => SHELL.has(block.lang))
  .map((block) => ({ block, commands: commandsOf(block).filter(({ command }) => RUNS_HUDDLE.test(command)) }))
  .filter(({ commands }) => commands.length > 0);

describe('the huddle commands of the docs', () => {
  it('there are some, in docs/cli.md', () => {
    expect(blocks.some(({ block }) => block.file === 'docs/cli.md')).toBe(true);
  });

  for (const { block, commands } of blocks) {
    it(`${block.file}:${block.line} runs as the page says`, { timeout: 60_000 }, async () => {
      const cwd = await mkdtemp(join(tmpdir(), 'huddle-docs-'));
      const servers: ReturnType<typeof shell>[] = [];
      try {
        for (const { command, exitCode } of commands) {
          if (/^(npx )?huddle mock\b/.test(command) && !/(^|\s)(-h|--help)\b/.test(command)) {
            // exec: the signal reaches huddle itself, not a shell around it.
            const server = shell(`exec ${command}`, cwd);
            servers.push(server);
            await until(() => /http:\/\/\S+/.test(server.output()), `${command} to print its URL`);
            continue;
          }
          const outcome = await shell(command, cwd).done;
          expect(
            { command, code: outcome.code, stderr: outcome.code === exitCode ? '' : outcome.stderr },
            `${block.file}:${block.line}`,
          ).toEqual({ command, code: exitCode, stderr: '' });
          if (exitCode !== 0) expect(outcome.stderr, command).not.toMatch(/^\s+at /m);
        }
      } finally {
        for (const server of servers) {
          server.child.kill('SIGTERM');
          const { code } = await server.done;
          expect(code, 'huddle mock stops cleanly on SIGTERM').toBe(0);
        }
        await rm(cwd, { recursive: true, force: true });
      }
    });
  }
});

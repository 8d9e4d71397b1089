/**
 * Every `huddle …` command in a shell block of README.md or docs/*.md runs, in-process (runCli
 * through tests/support/docs/doc-shell.ts, which pipes and unquotes as sh does), from a fresh directory,
 * and exits as the page says (0 unless a `# exits N` comment says otherwise). Commands of one block
 * run in order in one directory. A `huddle mock` in a block keeps serving, as if in another
 * terminal, for the rest of the block, and must then stop cleanly when interrupted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completion, startHuddle } from '../support/cli/run-cli.ts';
import { allDocBlocks, commandsOf, SHELL } from '../support/docs/doc-blocks.ts';
import { pipelineOf, printfText, runLine } from '../support/docs/doc-shell.ts';

/**
 * `huddle mock …` left serving; its output so far, when it has printed its banner (or ended
 * before: then the run, to show why), and its stop. Waits on the command's output, not a clock.
 */
function serve(words: readonly string[], cwd: string) {
  const child = startHuddle(words.slice(words[0] === 'npx' ? 2 : 1), { cwd });
  const done = completion(child);
  let out = '';
  let announce: () => void = () => {};
  const announced = new Promise<void>((resolve) => {
    announce = resolve;
  });
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (out.includes(BANNER_END)) announce();
  });
  const banner = () => Promise.race([announced.then(() => null), done]);
  const stop = () => {
    child.kill('SIGTERM');
    return done;
  };
  return { output: () => out, banner, stop };
}

/** The last line of `huddle mock`'s banner: what a page shows it printing ends there. */
const BANNER_END = 'Ctrl-C stops it.';

/**
 * Output as a page shows it: what changes from run to run (a clock time, milliseconds taken) as a
 * placeholder, and no trailing spaces.
 */
const shown = (text: string) =>
  text
    .replace(/\/\/127\.0\.0\.1:\d+/g, '//127.0.0.1:PORT')
    .replace(/\b\d{2}:\d{2}:\d{2}\.\d{3}\b/g, 'hh:mm:ss.sss')
    .replace(/\b\d+(\.\d+)? ms\b/g, 'N ms')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()
    .split('\n');

/** A command line that runs `huddle` (not one that only names it, such as `npm install huddle`). */
const RUNS_HUDDLE = /(^|[|;&]\s*)(npx )?huddle\b/;

const blocks = allDocBlocks()
  .filter((block) => SHELL.has(block.lang))
  .map((block) => ({ block, commands: commandsOf(block).filter(({ command }) => RUNS_HUDDLE.test(command)) }))
  .filter(({ commands }) => commands.length > 0);

describe('the docs shell', () => {
  it('splits and unquotes words as sh does, and refuses what it does not run', () => {
    expect(pipelineOf(`huddle a 'b c' "d\\"e" f\\ g | head -3`)).toEqual([
      ['huddle', 'a', 'b c', 'd"e', 'f g'],
      ['head', '-3'],
    ]);
    expect(pipelineOf(`huddle explain --s '{"$take":1}' --fs 'id,{'`)).toEqual([
      ['huddle', 'explain', '--s', '{"$take":1}', '--fs', 'id,{'],
    ]);
    for (const line of ['huddle a; rm x', 'huddle a > out', 'echo $HOME', 'huddle a && b', 'huddle a ||b']) {
      expect(() => pipelineOf(line), line).toThrow(/docs shell/);
    }
    expect(printfText('\\x1b]0;PWNED\\x07{')).toBe('\u001b]0;PWNED\u0007{');
  });
});

describe('the huddle commands of the docs', () => {
  it('there are some, in docs/cli.md', () => {
    expect(blocks.some(({ block }) => block.file === 'docs/cli.md')).toBe(true);
  });

  for (const { block, commands } of blocks) {
    it(`${block.file}:${block.line} runs as the page says`, { timeout: 60_000 }, async () => {
      const cwd = await mkdtemp(join(tmpdir(), 'huddle-docs-'));
      const servers: ReturnType<typeof serve>[] = [];
      try {
        // A page's fixed `--port` is another run's too (a second clone, a neighbour's test): each
        // mock listens where the system picks, and the block's later commands are told where.
        const ports = new Map<string, string>();
        for (const { command: written, exitCode, output } of commands) {
          const command = [...ports].reduce(
            (line, [asked, given]) => line.replaceAll(`127.0.0.1:${asked}`, `127.0.0.1:${given}`),
            written,
          );
          const [words] = pipelineOf(command);
          const args = (words ?? []).slice(words?.[0] === 'npx' ? 2 : 1);
          if (args[0] === 'mock' && !args.some((arg) => arg === '-h' || arg === '--help')) {
            const port = args.indexOf('--port') + 1;
            const asked = port > 0 ? args[port] : undefined;
            const server = serve(
              port > 0
                ? (words ?? []).map((word, index) => (index === port + (words?.length ?? 0) - args.length ? '0' : word))
                : (words ?? []),
              cwd,
            );
            servers.push(server);
            const ended = await server.banner();
            expect(ended, `${command} prints its banner and keeps serving`).toBeNull();
            const given = /\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1];
            if (asked !== undefined && given !== undefined) ports.set(asked, given);
            if (output !== null) {
              const banner = server.output().slice(0, server.output().indexOf(BANNER_END) + BANNER_END.length);
              expect(shown(banner), `what ${block.file}:${block.line} shows \`${command}\` printing`).toEqual(
                shown(output),
              );
            }
            continue;
          }
          const outcome = await runLine(command, cwd);
          expect(
            { command, code: outcome.code, stderr: outcome.code === exitCode ? '' : outcome.stderr },
            `${block.file}:${block.line}`,
          ).toEqual({ command, code: exitCode, stderr: '' });
          if (exitCode !== 0) expect(outcome.stderr, command).not.toMatch(/^\s+at /m);
          if (output !== null) {
            // A terminal shows the two streams interleaved as they were written: either order holds.
            const stdoutFirst = shown(outcome.stdout + outcome.stderr);
            const printed =
              stdoutFirst.join('\n') === shown(output).join('\n')
                ? stdoutFirst
                : shown(outcome.stderr + outcome.stdout);
            expect(printed, `what ${block.file}:${block.line} shows \`${command}\` printing`).toEqual(shown(output));
          }
        }
      } finally {
        for (const server of servers) {
          const { code } = await server.stop();
          expect(code, 'huddle mock stops cleanly when interrupted').toBe(0);
        }
        await rm(cwd, { recursive: true, force: true });
      }
    });
  }
});

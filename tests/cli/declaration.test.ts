/**
 * Commands declare themselves once (issue 25, item 3): usage, --help and the parser are read from
 * each declaration, and runCli is the one place a failure gets its `huddle <cmd>:` prefix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandNames, commands } from '../../src/cli/core/command-table.ts';
import type { OptionDeclarations } from '../../src/cli/core/declaration.ts';
import { UsageError } from '../../src/cli/core/errors/cli-error.ts';
import { helpText, usage } from '../../src/cli/core/help.ts';
import { parseArguments } from '../../src/cli/core/parse-arguments.ts';
import { oneLineFailure } from '../support/cli/cli-failure.ts';
import { runHuddle } from '../support/cli/run-cli.ts';

describe('a command declared once', () => {
  it('the commands table holds every name once, each under its declared name', () => {
    expect(new Set(commandNames.map((name) => commands[name].declaration.name)).size).toBe(commandNames.length);
    for (const name of commandNames) expect(commands[name].declaration.name).toBe(name);
  });

  for (const name of commandNames) {
    it(`huddle ${name} --help is rendered from its declaration: every option in usage and help`, async () => {
      const { declaration } = commands[name];
      const run = await runHuddle([name, '--help']);
      expect(run).toMatchObject({ code: 0, stderr: '', stdout: helpText(declaration) });
      const usageText = usage(declaration);
      expect(run.stdout).toContain(usageText);
      for (const [option, declared] of Object.entries(declaration.options as OptionDeclarations)) {
        expect(usageText, option).toContain(`--${option}`);
        const row = run.stdout.split('\n').findIndex((line) => new RegExp(`^ {2}(-., | {4})--${option}\\b`).test(line));
        expect(row, `${name} --${option} has a row under Options:`).toBeGreaterThan(0);
        if (declared.default !== undefined) expect(run.stdout).toContain(`(default ${declared.default}`);
      }
      expect(run.stdout).toContain('  -h, --help');
      // An example wider than the terminal goes on over lines ending in the shell's ` \`.
      const joined = run.stdout.replace(/ \\\n */g, ' ');
      for (const example of declaration.examples) expect(joined).toContain(`  ${example}\n`);
    });
  }

  it("docs/cli.md shows each command's usage as the declaration renders it", () => {
    const page = readFileSync(join(import.meta.dirname, '../../docs/cli.md'), 'utf8');
    for (const name of commandNames)
      expect(page, name).toContain(`\`\`\`text\n${usage(commands[name].declaration)}\n\`\`\``);
  });

  it('help lines fit in 80 columns but for the examples and type lists a reader copies whole', () => {
    for (const name of commandNames) {
      const options = helpText(commands[name].declaration).split('\nOptions:\n')[1]?.split('\n\n')[0] ?? '';
      for (const line of options.split('\n')) expect(line.length, `${name}: ${line}`).toBeLessThanOrEqual(80);
    }
  });
});

describe('one place prefixes failures', () => {
  for (const name of commandNames) {
    it(`huddle ${name} with an unknown option fails once prefixed, pointing at its help`, async () => {
      const line = oneLineFailure(await runHuddle([name, '--no-such-option']));
      expect(line.startsWith(`huddle ${name}: unknown option --no-such-option`)).toBe(true);
      expect(line.endsWith(` (see huddle ${name} --help)`)).toBe(true);
      expect(line.split('huddle ').length, 'the prefix and the help hint, nothing more').toBe(3);
    });
  }

  it('no command writes the huddle <cmd>: prefix into a CliError itself', () => {
    const root = join(import.meta.dirname, '../../src/cli');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text, file).not.toMatch(/new (Cli|Usage)Error\(\s*[`'"]huddle /);
    }
  });
});

describe('parseArguments', () => {
  const options = {
    port: { type: 'integer', range: [0, 65_535], default: 4010, description: 'p' },
    format: { type: 'string', choices: ['table', 'json'], description: 'f' },
    tag: { type: 'string', repeatable: true, description: 't' },
    app: { type: 'string', required: true, description: 'a' },
  } as const;
  const parse = (argv: string[]) => parseArguments(options, [], ['--app', 'x', ...argv]);

  it('gives a whole number in range as a number, and refuses any other text naming the option', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat({ max: 70_000 }).map(String), fc.string()), (text) => {
        const inRange = /^\d+$/.test(text) && Number(text) <= 65_535;
        if (inRange) expect(parse(['--port', text])).toMatchObject({ values: { port: Number(text) } });
        else if (!text.startsWith('-')) expect(() => parse(['--port', text])).toThrow(/^--port must be /);
      }),
    );
  });

  it('fills defaults, gives flags and repeatable options a value when absent, and checks choices', () => {
    expect(parse([])).toEqual({ values: { port: 4010, format: undefined, tag: [], app: 'x' }, positionals: [] });
    expect(parse(['--tag', 'a', '--tag', 'b'])).toMatchObject({ values: { tag: ['a', 'b'] } });
    expect(() => parse(['--format', 'xml'])).toThrow("--format must be table or json, got 'xml'");
    expect(() => parseArguments(options, [], [])).toThrow(UsageError);
    expect(() => parseArguments(options, [], ['--app', ''])).toThrow('--app is required');
    expect(() => parse(['extra'])).toThrow("unexpected argument 'extra'");
    expect(parseArguments(options, [], ['-h'])).toBe('help');
  });
});

/**
 * A command from its declaration and its run module: parsed strictly, `--help` answered from the
 * declaration, then the run module loaded and run.
 */

import { terminalWidth } from '../output/terminal-width.js';
import type { Command } from './command.js';
import type { CommandDeclaration, CommandRun, OptionDeclarations } from './declaration.js';
import { helpText } from './help.js';
import { parseArguments } from './parse-arguments.js';

/** A declaration as written, its name and options kept literal for the run module's types. */
export function declareCommand<const Name extends string, const Options extends OptionDeclarations>(
  declaration: CommandDeclaration<Name, Options>,
): CommandDeclaration<Name, Options> {
  return declaration;
}

/** The module a command runs from, loaded with `import()` (so that the bundle splits it off). */
export interface RunModule<Options extends OptionDeclarations> {
  readonly run: CommandRun<Options>;
}

/**
 * The command a declaration describes: its arguments are parsed for it (strictly, with one-line
 * errors), and `--help`/`-h` is answered (its help on stdout, exit code 0) before its run module
 * is loaded; a usage error or `--help` loads nothing more than the declarations.
 */
export function defineCommand<const Name extends string, const Options extends OptionDeclarations>(
  declaration: CommandDeclaration<Name, Options>,
  load: () => Promise<RunModule<Options>>,
): Command<Name> {
  return {
    name: declaration.name,
    declaration,
    async run(context) {
      const parsed = parseArguments(declaration.options, declaration.positionals ?? [], context.argv);
      if (parsed === 'help') {
        context.stdout.write(helpText(declaration, terminalWidth(context.stdout, context.env)));
        return 0;
      }
      const { run } = await load();
      return run(context, parsed);
    },
  };
}

/** A command from its declaration: parsed strictly, `--help` answered from the declaration, then run. */
import type { Command } from './command.js';
import type { CommandDeclaration, CommandName, OptionDeclarations } from './declaration.js';
import { helpText } from './help.js';
import { parseArguments } from './parse-arguments.js';

/**
 * The command a declaration describes: its arguments are parsed for it (strictly, with one-line
 * errors), and `--help`/`-h` is answered (its help on stdout, exit code 0) before `run` is called.
 */
export function defineCommand<const Name extends CommandName, const Options extends OptionDeclarations>(
  declaration: CommandDeclaration<Name, Options>,
): Command<Name> {
  return {
    name: declaration.name,
    declaration,
    async run(context) {
      const parsed = parseArguments(declaration.options, declaration.positionals ?? [], context.argv);
      if (parsed === 'help') {
        context.stdout.write(helpText(declaration));
        return 0;
      }
      return declaration.run(context, parsed);
    },
  };
}

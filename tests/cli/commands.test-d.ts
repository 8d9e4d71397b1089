/** The commands table is exhaustive: a name without its command, or under another's name, does not compile. */
import { describe, expectTypeOf, it } from 'vitest';
import type { Command } from '../../src/cli/core/command.ts';
import { commands } from '../../src/cli/core/command-table.ts';
import type { CommandName } from '../../src/cli/core/declaration.ts';

type Table = { readonly [Name in CommandName]: Command<Name> };

describe('the commands table', () => {
  it('has a command for every CommandName, each declared under its own name', () => {
    expectTypeOf(commands).toExtend<Table>();
    const { trigger: _trigger, ...withoutOne } = commands;
    // @ts-expect-error a table without trigger is not every command
    withoutOne satisfies Table;
    // @ts-expect-error query's command under mock's name
    ({ ...commands, mock: commands.query }) satisfies Table;
  });
});

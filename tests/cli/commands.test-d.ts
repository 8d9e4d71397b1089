/**
 * `CommandName` is the commands table's keys, so a table keyed by it (the packed smoke test's) is
 * exhaustive: one without a command, or with a command under another's name, does not compile.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Command } from '../../src/cli/core/command.ts';
import { type CommandName, commands } from '../../src/cli/core/command-table.ts';

type Table = { readonly [Name in CommandName]: Command<Name> };

describe('the commands table', () => {
  it('names every command of the table, each declared under its own name', () => {
    expectTypeOf(commands).toExtend<Table>();
    const { trigger: _trigger, ...withoutOne } = commands;
    // @ts-expect-error a table without trigger is not every command
    withoutOne satisfies Table;
    // @ts-expect-error query's command under mock's name
    ({ ...commands, mock: commands.query }) satisfies Table;
  });
});

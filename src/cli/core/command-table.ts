/**
 * Every subcommand, by name, in the order `huddle --help` lists them: its declaration, and the run
 * module loaded when it runs. The table is the list of commands: `CommandName` is its keys, so a
 * command added here does not compile until each table keyed by `CommandName` has its row (the
 * packed smoke test's), and each command's declared name must be its key. Only the declarations
 * are imported here: each `import()` is a chunk of its own, so `huddle --help` loads none of the
 * library.
 */

import { decodeDeclaration } from '../commands/decode/declaration.js';
import { encodeDeclaration } from '../commands/encode/declaration.js';
import { explainDeclaration } from '../commands/explain/declaration.js';
import { groupsDeclaration } from '../commands/groups/declaration.js';
import { listenDeclaration } from '../commands/listen/declaration.js';
import { mockDeclaration } from '../commands/mock/declaration.js';
import { queryDeclaration } from '../commands/query/declaration.js';
import { triggerDeclaration } from '../commands/trigger/declaration.js';
import { verifyDeclaration } from '../commands/verify/declaration.js';
import type { Command } from './command.js';
import { defineCommand } from './define-command.js';

const table = {
  mock: defineCommand(mockDeclaration, () => import('../commands/mock/run.js')),
  query: defineCommand(queryDeclaration, () => import('../commands/query/run.js')),
  explain: defineCommand(explainDeclaration, () => import('../commands/explain/run.js')),
  decode: defineCommand(decodeDeclaration, () => import('../commands/decode/run.js')),
  encode: defineCommand(encodeDeclaration, () => import('../commands/encode/run.js')),
  groups: defineCommand(groupsDeclaration, () => import('../commands/groups/run.js')),
  listen: defineCommand(listenDeclaration, () => import('../commands/listen/run.js')),
  trigger: defineCommand(triggerDeclaration, () => import('../commands/trigger/run.js')),
  verify: defineCommand(verifyDeclaration, () => import('../commands/verify/run.js')),
} as const;

/** The name of a subcommand: a key of the table. */
export type CommandName = keyof typeof table;

/** The commands, each under the name it declares (a command under another's key does not compile). */
export const commands: { readonly [Name in CommandName]: Command<Name> } = table;

/** Every subcommand's name, in the order of the table (the order `huddle --help` lists them). */
export const commandNames = Object.keys(commands) as readonly CommandName[];

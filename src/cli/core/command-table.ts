/**
 * Every subcommand, by name: its declaration, and the run module loaded when it runs. The table is
 * exhaustive: a name added to `commandNames` does not compile until its command is here, and each
 * command's declared name is its key. Only the declarations are imported here: each `import()`
 * is a chunk of its own, so `huddle --help` loads none of the library.
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
import type { CommandName } from './declaration.js';
import { defineCommand } from './define-command.js';

export const commands = {
  mock: defineCommand(mockDeclaration, () => import('../commands/mock/run.js')),
  query: defineCommand(queryDeclaration, () => import('../commands/query/run.js')),
  explain: defineCommand(explainDeclaration, () => import('../commands/explain/run.js')),
  decode: defineCommand(decodeDeclaration, () => import('../commands/decode/run.js')),
  encode: defineCommand(encodeDeclaration, () => import('../commands/encode/run.js')),
  groups: defineCommand(groupsDeclaration, () => import('../commands/groups/run.js')),
  listen: defineCommand(listenDeclaration, () => import('../commands/listen/run.js')),
  trigger: defineCommand(triggerDeclaration, () => import('../commands/trigger/run.js')),
  verify: defineCommand(verifyDeclaration, () => import('../commands/verify/run.js')),
} as const satisfies { readonly [Name in CommandName]: Command<Name> };

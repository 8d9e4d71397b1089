/**
 * Every subcommand, by name: its declaration, and the run module loaded when it runs. The table is
 * exhaustive: a name added to `commandNames` does not compile until its command is here, and each
 * command's declared name is its key. Only the declarations are imported here: each `import()`
 * is a chunk of its own, so `huddle --help` loads none of the library.
 */
import type { Command } from '../command.js';
import type { CommandName } from '../declaration.js';
import { decodeDeclaration } from '../declarations/decode.js';
import { encodeDeclaration } from '../declarations/encode.js';
import { explainDeclaration } from '../declarations/explain.js';
import { groupsDeclaration } from '../declarations/groups.js';
import { listenDeclaration } from '../declarations/listen.js';
import { mockDeclaration } from '../declarations/mock.js';
import { queryDeclaration } from '../declarations/query.js';
import { triggerDeclaration } from '../declarations/trigger.js';
import { verifyDeclaration } from '../declarations/verify.js';
import { defineCommand } from '../define-command.js';

export const commands = {
  mock: defineCommand(mockDeclaration, () => import('./mock.js')),
  query: defineCommand(queryDeclaration, () => import('./query.js')),
  explain: defineCommand(explainDeclaration, () => import('./explain.js')),
  decode: defineCommand(decodeDeclaration, () => import('./decode.js')),
  encode: defineCommand(encodeDeclaration, () => import('./encode.js')),
  groups: defineCommand(groupsDeclaration, () => import('./groups.js')),
  listen: defineCommand(listenDeclaration, () => import('./listen.js')),
  trigger: defineCommand(triggerDeclaration, () => import('./trigger.js')),
  verify: defineCommand(verifyDeclaration, () => import('./verify.js')),
} as const satisfies { readonly [Name in CommandName]: Command<Name> };

/**
 * Every subcommand, by name. The table is exhaustive: a name added to `commandNames` does not
 * compile until its command is here, and each command's declared name is its key.
 */
import type { Command } from '../command.js';
import type { CommandName } from '../declaration.js';
import { decodeCommand } from './decode.js';
import { encodeCommand } from './encode.js';
import { explainCommand } from './explain.js';
import { groupsCommand } from './groups.js';
import { listenCommand } from './listen.js';
import { mockCommand } from './mock.js';
import { queryCommand } from './query.js';
import { triggerCommand } from './trigger.js';

export const commands = {
  mock: mockCommand,
  query: queryCommand,
  explain: explainCommand,
  decode: decodeCommand,
  encode: encodeCommand,
  groups: groupsCommand,
  listen: listenCommand,
  trigger: triggerCommand,
} as const satisfies { readonly [Name in CommandName]: Command<Name> };

/** Every subcommand, in the order `huddle --help` lists them. */
import type { Command } from '../command.js';
import { decodeCommand } from './decode.js';
import { encodeCommand } from './encode.js';
import { explainCommand } from './explain.js';
import { groupsCommand } from './groups.js';
import { listenCommand } from './listen.js';
import { mockCommand } from './mock.js';
import { queryCommand } from './query.js';
import { triggerCommand } from './trigger.js';

export const commands: readonly Command[] = [
  mockCommand,
  queryCommand,
  explainCommand,
  decodeCommand,
  encodeCommand,
  groupsCommand,
  listenCommand,
  triggerCommand,
];

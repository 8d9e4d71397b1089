/** Every subcommand, in the order `huddle --help` lists them. */
import type { Command } from '../command.js';
import { decodeCommand } from './decode.js';
import { encodeCommand } from './encode.js';
import { groupsCommand } from './groups.js';

export const commands: readonly Command[] = [decodeCommand, encodeCommand, groupsCommand];

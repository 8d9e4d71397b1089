/** Every subcommand, in the order `huddle --help` lists them. */
import type { Command } from '../command.js';

export const commands: readonly Command[] = [];

/**
 * The version `huddle --version` prints: the one in the package's own `package.json`, read when
 * the command is built (the bundle carries the one field), so that printing it reads no file.
 */
import { version } from '../../package.json';

/** The version of the package this command came with. */
export const packageVersion = (): string => version;

/** Whether these arguments (those after `huddle`) ask for the version. */
export const asksVersion = (argv: readonly string[]): boolean => argv[0] === '--version' || argv[0] === '-v';

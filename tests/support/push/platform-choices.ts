/**
 * The push platforms as a refusal lists them ("aps, data or toast"): the table's own list, so a
 * platform added to `platforms` breaks no test of a message (issue 39, goal 7). The sentence
 * around it is each test's own.
 */
import { pushPlatforms } from '../../../src/push/index.ts';

/** `aps, data or toast`, from `pushPlatforms`, in its order. */
export const platformChoices = `${pushPlatforms.slice(0, -1).join(', ')} or ${pushPlatforms.at(-1)}`;

import { RequirementError } from '../errors/requirement-error.js';

/**
 * msw 3's own floor (its package.json's `engines`): older Nodes lack what it calls, such as
 * `Promise.withResolvers` and `Set.prototype.intersection`.
 */
const MSW_MINIMUM_NODE = [22, 12] as const;

/** The running Node's version, or `undefined` off Node (a browser, React Native). */
export function nodeVersion(): string | undefined {
  const process = (globalThis as { process?: { versions?: { node?: unknown } } }).process;
  const version = process?.versions?.node;
  return typeof version === 'string' ? version : undefined;
}

/** Whether `version` (`20.20.2`) is older than `[major, minor]`. */
export function isOlderThan(version: string, [major, minor]: readonly [number, number]): boolean {
  const [ownMajor = 0, ownMinor = 0] = version.split('.').map(Number);
  return ownMajor < major || (ownMajor === major && ownMinor < minor);
}

/**
 * Throws a {@link RequirementError} on a Node older than msw supports. Without it, msw fails
 * only once a request is made, and the failure surfaces as a huddle `NetworkError`
 * (`Promise.withResolvers is not a function`).
 */
export function assertNodeForMsw(version: string | undefined): void {
  if (version === undefined || !isOlderThan(version, MSW_MINIMUM_NODE)) return;
  const [major, minor] = MSW_MINIMUM_NODE;
  throw new RequirementError(
    'huddle/msw',
    `Node ${major}.${minor} or newer, as msw 3 does; this is Node ${version}`,
    'Run the tests on a newer Node: in a project, `npm install -D node@24` makes npm scripts and npx use Node 24. huddle itself, huddle/server and huddle/push run on Node 20.',
  );
}

/**
 * fast-check as huddle/contract loads it in the built package: an optional peer dependency, which
 * an app installs only to verify a server. The build (tsup.config.ts, `optionalPeers`) points each
 * `import … from 'fast-check'` of the library at {@link requireFastCheck}, so that importing
 * `huddle/contract` without fast-check throws one {@link RequirementError} line saying what to
 * install, rather than Node's `Cannot find package 'fast-check'`. The sources import its default
 * export (`import fc from 'fast-check'`), which that module gives; the tests import it as usual.
 *
 * Both builds `require` it, so the ESM build too gets fast-check's CommonJS build: a copy apart
 * from the one an ESM test suite imports, whose global settings (`fc.configureGlobal`) verify
 * must not take up anyway (verify-service.ts).
 */
import { createRequire } from 'node:module';
import { RequirementError } from '../errors/requirement-error.js';

/** The peer, the entry that needs it and the range of it to install (package.json's peer range). */
export const FAST_CHECK_PEER = { name: 'fast-check', entry: 'huddle/contract', range: '^4' } as const;

/** What `require` throws for a package that is not installed, by the runtime's code for it. */
const NOT_FOUND_CODES: ReadonlySet<unknown> = new Set(['MODULE_NOT_FOUND', 'ERR_MODULE_NOT_FOUND']);

/**
 * Whether `error` says that `name` itself cannot be found, not a module it requires in turn (a
 * broken install of fast-check, whose own error is the one to show).
 */
export function isMissing(error: unknown, name: string): boolean {
  if (!(error instanceof Error) || !NOT_FOUND_CODES.has((error as { code?: unknown }).code)) return false;
  const [firstLine = ''] = error.message.split('\n');
  return firstLine.includes(`'${name}'`) || firstLine.includes(`"${name}"`);
}

/**
 * Loads the peer with `load` (a `require`); when it is not installed, throws a
 * {@link RequirementError} naming the entry that needs it and the command that installs it.
 */
export function requirePeer(load: (name: string) => unknown, peer: typeof FAST_CHECK_PEER): unknown {
  try {
    return load(peer.name);
  } catch (error) {
    if (!isMissing(error, peer.name)) throw error;
    throw new RequirementError(
      peer.entry,
      `${peer.name}, an optional peer dependency that is not installed`,
      `Install it in the project: \`npm install -D ${peer.name}@${peer.range}\`.`,
    );
  }
}

/** fast-check, required from huddle's own folder, as Node resolves a peer: in the app's node_modules. */
export function requireFastCheck(): unknown {
  return requirePeer(createRequire(import.meta.url), FAST_CHECK_PEER);
}

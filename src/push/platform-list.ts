/** The platforms of `platforms`, listed and checked: derived, so a row added there is here too. */
import { type PushPlatform, platforms } from './platform.js';

/** Every platform, in the order of {@link platforms}. */
export const pushPlatforms = /* @__PURE__ */ Object.keys(platforms) as readonly PushPlatform[];

/** Whether a value names a push platform (own keys only: `constructor` is none). */
export function isPushPlatform(value: unknown): value is PushPlatform {
  return typeof value === 'string' && Object.hasOwn(platforms, value);
}

/** The platforms in a sentence: `aps, data or toast`. */
export const platformsInWords = (): string =>
  `${pushPlatforms.slice(0, -1).join(', ')} or ${pushPlatforms[pushPlatforms.length - 1]}`;

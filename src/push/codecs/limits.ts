/** The limits a payload is held to before its platform is known, from each platform's in `platforms`. */
import { type PushPlatform, platforms } from '../platform.js';
import { pushPlatforms } from '../platform-list.js';

const largest = (of: readonly PushPlatform[]) => Math.max(...of.map((platform) => platforms[platform].limit));

/** The limit a JSON payload is held to before its platform is known: the largest JSON platform's. */
export const jsonPayloadLimit: number = largest(
  pushPlatforms.filter((platform) => platforms[platform].payload === 'json'),
);

/** The limit any text is held to before its platform is known: the largest platform's. */
export const textPayloadLimit: number = largest(pushPlatforms);

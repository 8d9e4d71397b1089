/** The limits a payload is held to before its platform is known, from each platform's in `platforms`. */
import { platforms } from '../platform.js';

const rows = /* @__PURE__ */ Object.values(platforms);

/** The limit a JSON payload is held to before its platform is known: the largest JSON platform's. */
export const jsonPayloadLimit: number = Math.max(
  ...rows.flatMap(({ payload, limit }) => (payload === 'json' ? [limit] : [])),
);

/** The limit any text is held to before its platform is known: the largest platform's. */
export const textPayloadLimit: number = Math.max(...rows.map(({ limit }) => limit));

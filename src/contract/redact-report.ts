/**
 * The credentials of a verify run kept out of its report: a server may echo the bearer token in
 * an error body, and that body becomes a finding's `found`, printed and written to `--json`, which
 * CI uploads as an artifact that no log masking covers (docs/contract.md).
 */
import type { TokenSource } from '../client/options.js';
import { redactText, userinfoSecrets } from '../secret-spellings.js';

/** The secrets of a run, gathered as they are used: the token each time it is asked for, and the URLs' userinfo. */
export class RunSecrets {
  readonly #secrets = new Set<string>();

  constructor(urls: readonly string[]) {
    for (const url of urls) for (const secret of userinfoSecrets(url)) this.#secrets.add(secret);
  }

  /** The token option, noting each token it gives (a function's, at each call). */
  watch(token: TokenSource): TokenSource {
    if (typeof token === 'string') {
      this.#note(token);
      return token;
    }
    return async (context) => {
      const value = await token(context);
      this.#note(value);
      return value;
    };
  }

  #note(token: string) {
    this.#secrets.add(token);
    this.#secrets.add(`Bearer ${token}`);
  }

  /** A value with every string in it redacted (objects and arrays copied, not changed). */
  redact<Value>(value: Value): Value {
    const walk = (item: unknown): unknown => {
      if (typeof item === 'string') return redactText(item, this.#secrets);
      if (Array.isArray(item)) return item.map(walk);
      if (typeof item === 'object' && item !== null) {
        return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, walk(field)]));
      }
      return item;
    };
    return walk(value) as Value;
  }
}

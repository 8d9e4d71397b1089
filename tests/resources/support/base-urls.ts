/** Base URLs as users write them: any case of scheme, hosts, ports, paths, trailing slashes, a query, a fragment. */
import fc from 'fast-check';

export interface BaseUrlCase {
  /** The base URL as given. */
  readonly base: string;
  /** The path requests go below: the base's path without its trailing slashes (`''` for none). */
  readonly prefix: string;
}

/** A path segment WHATWG URL keeps as written: no `.`/`..` step, which it would resolve. */
const segment = fc.webSegment().filter((text) => text !== '' && !/^(?:\.|%2e){1,2}$/i.test(text));

export const baseUrlCase: fc.Arbitrary<BaseUrlCase> = fc
  .record({
    scheme: fc.constantFrom('http', 'https', 'HTTP', 'Https'),
    host: fc.oneof(fc.domain(), fc.ipV4(), fc.constantFrom('localhost', '[::1]', '[2001:db8::7]')),
    port: fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
    segments: fc.array(segment, { maxLength: 4 }),
    slashes: fc.integer({ min: 0, max: 3 }),
    query: fc.option(fc.webQueryParameters(), { nil: undefined }),
    fragment: fc.option(fc.webFragments(), { nil: undefined }),
  })
  .map(({ scheme, host, port, segments, slashes, query, fragment }) => {
    const prefix = segments.map((part) => `/${part}`).join('');
    const base = [
      `${scheme}://${host}${port === undefined ? '' : `:${port}`}${prefix}${'/'.repeat(slashes)}`,
      query === undefined ? '' : `?${query}`,
      fragment === undefined ? '' : `#${fragment}`,
    ].join('');
    return { base, prefix };
  });

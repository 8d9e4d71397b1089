/**
 * The type benchmark's fixture, whole: 50 client chains and 50 `query()` chains, no shape twice
 * (tests/bench/type-fixture.test.ts). `npm run typecost` compiles the two files against the
 * packed tarball; bench/type-check.ts compiles this one against `src/`.
 */
export * from './client-chains.ts';
export * from './query-chains.ts';

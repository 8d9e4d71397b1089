/** The imports of queries.ts without its queries: the cost every query file pays once. */
export * from './client-baseline.ts';
export * from './query-baseline.ts';

/** The imports of queries.ts without its queries: the cost every query file pays once. */
import { query } from '../../src/query/index.ts';

export const builder = query;

/** The imports of query-chains.ts without its queries: the cost its queries pay once. */
import { query } from 'huddle/query';

export const builder = query;

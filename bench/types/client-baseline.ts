/** The imports of client-chains.ts without its queries: the cost its queries pay once. */
import { createClient } from 'huddle';

export const client = createClient({ baseUrl: 'https://api.example.com' });

/**
 * What the page does with a push: marks stale the cached queries it may have changed, which
 * TanStack then refetches if a screen shows them.
 *
 * A stand-in until `invalidateForPush` of `huddle/tanstack` lands: it invalidates nothing.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DecodedPush } from 'huddle/push';

/** Invalidates the queries `push` may have changed; returns their keys. */
export function refreshFor(_queryClient: QueryClient, _push: DecodedPush): { invalidated: QueryKey[] } {
  return { invalidated: [] };
}

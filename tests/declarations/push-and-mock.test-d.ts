/**
 * Issue 38, friction 8: `invalidateForPush` takes a notification without `more` where its type
 * takes no parameter; the mock's `on` takes only resources of the service. Compiled against the
 * built declarations.
 */
import type { QueryClient } from '@tanstack/query-core';
import { createMockApi } from 'huddle/msw';
import { invalidateForPush } from 'huddle/tanstack';

export function invalidate(queryClient: QueryClient): void {
  invalidateForPush(queryClient, { type: 'trendingNews' });
  invalidateForPush(queryClient, { type: 'trendingNews', more: null });
  invalidateForPush(queryClient, { type: 'teamAlertGameEnd', more: { gameId: 'g1' } });
  // @ts-expect-error a type with a parameter needs it in `more`
  invalidateForPush(queryClient, { type: 'teamAlertGameEnd' });
}

export function overrides(): void {
  const api = createMockApi({ baseUrl: 'https://api.example.com' });
  api.on('games', () => undefined);
  // @ts-expect-error no resource 'game' (games)
  api.on('game', () => undefined);
}

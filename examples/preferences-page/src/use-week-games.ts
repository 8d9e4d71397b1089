import { useInfiniteQuery } from '@tanstack/react-query';
import { q, weekGamesQuery } from './api.ts';

/** The week's games, page by page (one cache entry, whichever component asks). */
export const useWeekGames = () => useInfiniteQuery(q.games.infinite(weekGamesQuery));

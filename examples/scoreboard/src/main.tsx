import { QueryClient } from '@tanstack/react-query';
import { mount } from '../../preferences-page/src/mount.tsx';
import { App } from './App.tsx';

// Pushes say what changed, so nothing goes stale by age: a query is refetched when a push
// invalidates it, and not because the window got focus again.
mount(App, new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } }));

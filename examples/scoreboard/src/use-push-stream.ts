import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { decode } from 'huddle/push';
import { invalidateForPush } from 'huddle/tanstack';
import { useEffect, useState } from 'react';
import { apiUrl } from './api.ts';
import { device, streamPlatform } from './settings.ts';

/** A push as the page handled it: what it said, the keys it invalidated, and whether their refetches are over. */
export interface HandledPush {
  readonly sequence: number;
  readonly message: string;
  readonly invalidated: readonly unknown[];
  readonly settled: boolean;
}

/** The stream's state: connecting until it opens, then open (an `EventSource` reconnects itself). */
export type StreamState = 'connecting' | 'open';

/** The mock's delivery stream of the device: `GET /_mock/push/{app}/{device}?platform=…`. */
const streamUrl = () =>
  `${apiUrl}/_mock/push/${encodeURIComponent(device.appName)}/${encodeURIComponent(device.deviceId)}?platform=${streamPlatform}`;

/** Resolves once no query of the cache is fetching (at once when none is). */
function whenSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * In development, the device's pushes from the mock's delivery stream: each is decoded as a device
 * decodes what its `onMessage` hands over, and `invalidateForPush` refetches the cached queries
 * whose answers it may have changed. On a device, the same two lines go in `onMessage`.
 */
export function usePushStream(): { readonly state: StreamState; readonly pushes: readonly HandledPush[] } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const [pushes, setPushes] = useState<readonly HandledPush[]>([]);
  useEffect(() => {
    const source = new EventSource(streamUrl());
    source.onopen = () => setState('open');
    source.onerror = () => setState('connecting');
    source.addEventListener('delivery', (event) => {
      const { sequence, payload } = JSON.parse(event.data) as { sequence: number; payload: string };
      const push = decode(payload);
      const { invalidated } = invalidateForPush(queryClient, push);
      setPushes((handled) => [...handled, { sequence, message: push.message, invalidated, settled: false }]);
      // The refetches the invalidation started, if any, have begun already: wait for them.
      void whenSettled(queryClient).then(() =>
        setPushes((handled) => handled.map((one) => (one.sequence === sequence ? { ...one, settled: true } : one))),
      );
    });
    return () => source.close();
  }, [queryClient]);
  return { state, pushes };
}

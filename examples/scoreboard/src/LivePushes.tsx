import { usePushStream } from './use-push-stream.ts';

/** `2 queries: games, teams`: how many, and of which resources (a huddle key's second item). */
function summary(keys: readonly unknown[]): string {
  const resources = new Set(keys.map((key) => (Array.isArray(key) ? String(key[1]) : '?')));
  return keys.length === 0
    ? 'nothing'
    : `${keys.length} ${keys.length === 1 ? 'query' : 'queries'}: ${[...resources].join(', ')}`;
}

/** The pushes received, each with the keys it invalidated and whether their refetches are over. */
export function LivePushes() {
  const { state, pushes } = usePushStream();
  return (
    <section aria-labelledby="pushes-heading">
      <h2 id="pushes-heading">Pushes</h2>
      <p role="status" aria-label="Stream">
        {state === 'open' ? 'Listening for pushes' : 'Connecting to the push stream…'}
      </p>
      <ol aria-label="Received">
        {pushes.map((push) => (
          <li key={push.sequence} data-settled={push.settled}>
            {push.message} <small>{push.settled ? 'refreshed' : 'refreshing…'}</small>
            <details>
              <summary>invalidated {summary(push.invalidated)}</summary>
              <code>{JSON.stringify(push.invalidated)}</code>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

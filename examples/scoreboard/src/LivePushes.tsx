import { usePushStream } from './use-push-stream.ts';

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
            <br />
            <small>
              invalidated <code>{JSON.stringify(push.invalidated)}</code>
            </small>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A league played out on the mock's clock: each forward move of the clock sends the notifications
 * of the league's events in between, each delivered at the moment its event happened.
 */
import type { League } from '../../league/league.js';
import type { MockClock } from './clock.js';
import { notificationsFor } from './notification-rules.js';
import type { MockPushControl } from './push.js';

/**
 * Sends, on every forward move of `clock`, the notifications of `league`'s events in between
 * (`from < at <= to`), in the order they happened; `deliverAt(at)` is called before each event's
 * sends, so that its deliveries carry its moment. A move back sends nothing. Returns the stop.
 */
export function playOut(
  league: Pick<League, 'events'>,
  clock: MockClock,
  push: Pick<MockPushControl, 'post'>,
  deliverAt: (at: number | null) => void,
): () => void {
  return clock.onMove((from, to) => {
    if (to <= from) return;
    try {
      for (const event of league.events(from, to)) {
        deliverAt(event.at);
        for (const { group, notification } of notificationsFor(event)) push.post(notification, { group });
      }
    } finally {
      deliverAt(null);
    }
  });
}

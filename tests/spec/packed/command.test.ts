/**
 * The service conformance suite (../service/service.case.ts) against `huddle mock --port 0`,
 * spawned from the packed tarball as a user installs it, over its default dataset. The spec gives
 * no call to read a subscription back, so the suite asks the command's own delivery routes
 * (`/_mock/push`): a device that streams, and a send to each group.
 */
import { startPackedMock } from '../../support/package/packed-mock.ts';
import { runServiceConformance } from '../service/service.case.ts';
import { subscribedOver } from '../service/support/subscribed.ts';

// As the spec's words hold of the command as it is, and with `--latitude`.
for (const latitude of [false, true]) {
  runServiceConformance({
    name: 'huddle mock (packed)',
    latitude,
    start: async () => {
      const mock = await startPackedMock(latitude ? ['--latitude'] : [], { timeout: 300_000 });
      return { baseUrl: mock.url, subscribed: subscribedOver(mock.url), stop: () => mock.stop() };
    },
  });
}

/**
 * How a test knows a device's subscription, which the spec gives no call to read back: from the
 * mock's service object in-process, or, for a mock in another process, through its delivery
 * routes (a device that streams its deliveries, and a send to each candidate group: a group the
 * device takes delivers to it).
 */

/** The subscribed candidates, from a service that tells a device's groups. */
export const subscribedIn =
  (service: { groupsOf(appName: string, deviceId: string): readonly string[] | undefined }) =>
  async (appName: string, deviceId: string, candidates: readonly string[]): Promise<readonly string[]> => {
    const groups = service.groupsOf(appName, deviceId) ?? [];
    return candidates.filter((group) => groups.includes(group));
  };

/** The most delivery streams a device keeps open: one more ends its oldest (docs/mock.md, `streamLimits.perDevice`). */
const STREAMS_PER_DEVICE = 4;

/**
 * The subscribed candidates, asked of a running `huddle mock` over its `/_mock/push` routes: a
 * stream of the device's deliveries, a send to each candidate group, then as many newer streams of
 * the device as make the server end the first. What the first stream carried is then complete:
 * a group the device takes delivered to it, any other did not. (The count a send answers is no
 * help: it counts every device registered, those of other cases too.)
 */
export const subscribedOver =
  (baseUrl: string) =>
  async (appName: string, deviceId: string, candidates: readonly string[]): Promise<readonly string[]> => {
    const path = `/_mock/push/${encodeURIComponent(appName)}/${encodeURIComponent(deviceId)}?platform=data&carrier=conformance`;
    const streams = new AbortController();
    try {
      const first = await fetch(`${baseUrl}${path}`, { signal: streams.signal });
      if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}`);
      const carried = first.text();
      for (const group of candidates) {
        const sent = await fetch(`${baseUrl}/_mock/push/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ group, notification: { message: 'conformance', extras: { type: 'trendingNews' } } }),
        });
        await sent.arrayBuffer();
        if (sent.status !== 202) throw new Error(`POST /_mock/push/send to ${group} answered ${sent.status}`);
      }
      for (let index = 0; index < STREAMS_PER_DEVICE; index += 1) {
        const newer = await fetch(`${baseUrl}${path}`, { signal: streams.signal });
        if (newer.status !== 200) throw new Error(`GET ${path} answered ${newer.status}`);
      }
      const delivered = (await carried)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => (JSON.parse(line.slice('data: '.length)) as { group?: unknown }).group);
      return candidates.filter((group) => delivered.includes(group));
    } finally {
      streams.abort();
    }
  };

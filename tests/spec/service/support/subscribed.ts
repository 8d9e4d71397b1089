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

/** The subscribed candidates, asked of a running `huddle mock` over its `/_mock/push` routes. */
export const subscribedOver =
  (baseUrl: string) =>
  async (appName: string, deviceId: string, candidates: readonly string[]): Promise<readonly string[]> => {
    const stream = new AbortController();
    const path = `/_mock/push/${encodeURIComponent(appName)}/${encodeURIComponent(deviceId)}?platform=data`;
    const opened = await fetch(`${baseUrl}${path}`, { signal: stream.signal });
    if (opened.status !== 200) throw new Error(`GET ${path} answered ${opened.status}`);
    try {
      const found: string[] = [];
      for (const group of candidates) {
        const sent = await fetch(`${baseUrl}/_mock/push/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ group, notification: { message: 'conformance' } }),
        });
        const { deliveries } = (await sent.json()) as { deliveries?: number };
        if (sent.status !== 202 || deliveries === undefined)
          throw new Error(`send to ${group} answered ${sent.status}`);
        if (deliveries > 0) found.push(group);
      }
      return found;
    } finally {
      stream.abort();
    }
  };

/**
 * The runtime smoke on a runtime that runs a server (Node, Bun, Deno): starts huddle's mock from
 * `huddle/server` on a free port, runs every part (parts.mjs) against it, adds the groups the
 * mock then holds for the smoke's device, and prints one JSON line. Run in a project that
 * installed huddle: `node smoke.mjs`, `bun smoke.mjs`, `deno run -A smoke.mjs`.
 *
 * `node smoke.mjs <url>` hosts the smoke of a Worker (worker.mjs) listening at `<url>` instead:
 * the parts run there, against this mock, and the Worker answers what they saw.
 */
import { startMockServer } from 'huddle/server';
import { device, smoke } from './parts.mjs';

/** The parts, run by the Worker at `worker` against the mock at `baseUrl`. */
async function inWorker(worker, baseUrl) {
  const answer = await fetch(worker, { method: 'POST', body: JSON.stringify({ baseUrl }) });
  if (!answer.ok) throw new Error(`the Worker answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

const worker = globalThis.process?.argv[2];
const mock = await startMockServer();
try {
  const results = worker === undefined ? await smoke(mock.url) : await inWorker(worker, mock.url);
  const groupsOf = mock.service.groupsOf(device.appName, device.deviceId) ?? null;
  console.log(JSON.stringify({ ...results, groupsOf }));
} finally {
  await mock.close();
}

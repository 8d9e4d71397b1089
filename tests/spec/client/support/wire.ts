/**
 * A real `node:http` server on 127.0.0.1 that keeps each request whole as it arrived (method, raw
 * URL, headers and body), for the conformance tests of what the client sends. Unless a test says
 * otherwise it answers each query path with an empty answer in the envelope the spec gives that
 * path, written here by hand, and the push call with `202` and no body.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One request as it arrived. */
export interface Arrived {
  readonly method: string;
  /** The request target as sent: path and query, still percent-encoded. */
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  /** The body's text, `''` when there was none. */
  readonly body: string;
}

type Answer = (request: Arrived, response: ServerResponse) => void;

/** The statistics resources: "Statistics endpoints wrap the envelope under a key named as the resource". */
const keyed = ['playerSeasonStats', 'playerTeamStats', 'playerGameStats', 'playerCareerStats', 'teamSeasonStats'];

/** The id of a by-id path (ending `/teams/{team_id}`, `/videos/{video_id}` or `/videos/assets/{job_id}`), or `null`. */
function byId(path: string): string | null {
  const match = /\/(?:teams|videos|videos\/assets)\/([^/]+)$/.exec(path);
  if (match === null || path.endsWith('/videos/assets') || path.endsWith('/videos/assets/jobs')) return null;
  return decodeURIComponent(match[1] as string);
}

/** An empty answer in the envelope of the path asked for. */
const emptyAnswer: Answer = ({ method, url }, response) => {
  if (method === 'PUT') {
    response.writeHead(202).end();
    return;
  }
  const path = url.split('?')[0] ?? '';
  // A base URL may have a path of its own: the resource is the end of the path.
  const name = path.slice(path.lastIndexOf('/') + 1);
  const id = byId(path);
  const body = path.endsWith('/games')
    ? []
    : keyed.includes(name)
      ? { [name]: { pager: {}, data: [] } }
      : id !== null
        ? { id }
        : { pager: {}, data: [] };
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

export interface Wire {
  /** `http://127.0.0.1:<port>`. */
  readonly base: string;
  /** Every request since the last test. */
  readonly arrived: Arrived[];
  /** Answers the next requests (of this test) with `answer`. */
  answerWith(answer: Answer): void;
}

/** A server for the tests of the calling file: started before them, reset after each, closed after all. */
export function useWire(): Wire {
  const arrived: Arrived[] = [];
  let answer = emptyAnswer;
  let base = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen: Arrived = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      arrived.push(seen);
      answer(seen, response);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    arrived.length = 0;
    answer = emptyAnswer;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    get base() {
      return base;
    },
    arrived,
    answerWith(next) {
      answer = next;
    },
  };
}

/** The one request a test expected, failing when there were none or several. */
export function only(arrived: readonly Arrived[]): Arrived {
  if (arrived.length !== 1)
    throw new Error(`expected one request, got ${arrived.length}: ${arrived.map((a) => a.url).join(', ')}`);
  return arrived[0] as Arrived;
}

/** The path of a request target, and its query parameters decoded (by Node's own URL, not huddle's code). */
export function target(url: string): { path: string; params: URLSearchParams } {
  const parsed = new URL(url, 'http://127.0.0.1');
  return { path: parsed.pathname, params: parsed.searchParams };
}

/** A real `node:http` server on 127.0.0.1 for wire tests: it records every request it is sent. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly at: number;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` (once started) */
  readonly base: string;
  /** Every request received since the last {@link TestServer.reset}. */
  readonly seen: SeenRequest[];
  /** Answers the next requests with `handler`. */
  handle(handler: Handler): void;
  /** Forgets the requests seen and answers `[]` again. */
  reset(): void;
  close(): Promise<void>;
}

const emptyList: Handler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('[]');
};

async function startServer(): Promise<TestServer> {
  let handler = emptyList;
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, at: Date.now() });
    request.resume();
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    handle: (next) => {
      handler = next;
    },
    reset: () => {
      seen.length = 0;
      handler = emptyList;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A server for the tests of the calling file: started before them, reset after each, closed
 * after all. Call it once per server needed (a second one serves cross-origin redirects).
 */
export function useServer(): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (started === undefined) throw new Error('the test server is used before its beforeAll hook ran');
    return started;
  };
  beforeAll(async () => {
    started = await startServer();
  });
  afterEach(() => current().reset());
  afterAll(() => current().close());
  return {
    get base() {
      return current().base;
    },
    get seen() {
      return current().seen;
    },
    handle: (handler) => current().handle(handler),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

export const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/** Resolves with what `promise` settled to (a rejection's reason too) and how long it took. */
export async function settle<T>(promise: Promise<T>): Promise<{ value: unknown; ms: number }> {
  const start = performance.now();
  const value = await promise.then(
    (resolved) => resolved as unknown,
    (error: unknown) => error,
  );
  return { value, ms: performance.now() - start };
}

/** A real `node:http` server on 127.0.0.1 for wire tests: it records every request it is sent. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly at: number;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
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

export async function startServer(): Promise<TestServer> {
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

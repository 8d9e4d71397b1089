/**
 * The mock service over `node:http`, on the loopback interface, for a device, a browser or the
 * `npm start` tour to call. CORS is open; each request is logged on one line.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockService, type MockService, type MockServiceOptions } from '../../src/mock/service.ts';

/** Options of {@link startMockServer}. */
export interface MockServerOptions extends Omit<MockServiceOptions, 'baseUrl' | 'pushBaseUrl'> {
  /** The port; 0 (the default) picks a free one. */
  readonly port?: number;
  /** The interface; `127.0.0.1` by default. */
  readonly host?: string;
  /** Where each request's line goes; none by default. */
  readonly log?: (line: string) => void;
}

/** A running mock server. */
export interface MockServer {
  /** The base URL of its API, such as `http://127.0.0.1:4010`. */
  readonly url: string;
  /** The service it serves, for reading the devices' groups or injecting failures. */
  readonly service: MockService;
  /** Stops it. */
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, PUT, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Starts the mock service on a loopback port. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  let service: MockService | undefined;
  let base = 'http://127.0.0.1';
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const url = new URL(request.url ?? '/', base);
    let status = 204;
    let text: string | undefined;
    if (request.method !== 'OPTIONS') {
      const headers = { get: (name: string) => request.headers[name.toLowerCase()]?.toString() ?? null };
      const answer = await (service as MockService).serve({
        method: request.method ?? 'GET',
        url,
        headers,
        body: await readBody(request),
      });
      status = answer.status;
      text = answer.body === undefined ? undefined : JSON.stringify(answer.body);
    }
    response.writeHead(status, { ...CORS, ...(text !== undefined && { 'content-type': 'application/json' }) });
    response.end(text);
    options.log?.(
      `${request.method} ${decodeURIComponent(url.pathname + url.search)} → ${status} (${(performance.now() - started).toFixed(1)} ms)`,
    );
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { ...CORS, 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'INTERNAL', message: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  base = url;
  service = createMockService({ ...options, baseUrl: url });
  return {
    url,
    service,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

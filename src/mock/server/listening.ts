/// <reference types="node" />
// Node only.
/**
 * What the mock server and the recording proxy share about being a `node:http` server on a port:
 * listening, the URL they are at, the line each request is logged with, and closing.
 */
import type { Server } from 'node:http';

/** The interface listened on unless told. */
export const DEFAULT_HOST = '127.0.0.1';
const CLOSE_GRACE = 1000;

/** One request as the server answered it, for a `log` option. */
export interface RequestLogEntry {
  /** The HTTP method. */
  readonly method: string;
  /** The path and query string exactly as the request sent them (still percent-encoded). */
  readonly path: string;
  /** The status answered (500 when the handler failed). */
  readonly status: number;
  /** How long the answer took, in milliseconds. */
  readonly milliseconds: number;
}

/** A log as the servers take it: called with a ready-made line and its parts. */
export type RequestLog = (line: string, entry: RequestLogEntry) => void;

/** Logs a request's line; a log that throws is ignored (it must not take the server down). */
export function logRequest(log: RequestLog | undefined, entry: RequestLogEntry): void {
  if (log === undefined) return;
  try {
    log(`${entry.method} ${entry.path} → ${entry.status} (${entry.milliseconds.toFixed(1)} ms)`, entry);
  } catch {
    // a log that fails must not take the server down
  }
}

/** The host as a URL writes it: loopback for a wildcard, brackets around IPv6. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return DEFAULT_HOST;
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Listens on a port of an interface; rejects with the `listen` error (`EADDRINUSE`…). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * Stops listening and closes idle connections; requests under way have a second to finish
 * before their connections are cut. Resolves once the port is free.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), CLOSE_GRACE).unref();
  });
}

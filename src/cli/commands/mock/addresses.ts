/** Where a server listening on an interface can be reached from, as URLs to print. */
import { networkInterfaces } from 'node:os';

/** Whether the host listens on every interface. */
export const isWildcard = (host: string) => host === '0.0.0.0' || host === '::' || host === '';

/** The IPv4 addresses of this machine's network interfaces, loopback left out. */
export function lanAddresses(interfaces = networkInterfaces()): string[] {
  const found = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) found.add(entry.address);
  }
  return [...found];
}

/** `http://host:port`, with brackets around an IPv6 address. */
export const urlOf = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

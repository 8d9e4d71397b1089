/** A server that could not start, told in one line a user can act on. */
import { CliError } from '../../core/errors/cli-error.js';

/** The one-line error for a failed `listen` on `host:port`. */
export function listenError(error: unknown, host: string, port: number): CliError {
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE') return new CliError(`port ${port} is in use on ${host}; choose another with --port`);
  if (code === 'EACCES')
    return new CliError(`port ${port} on ${host} needs privileges; choose one above 1023 with --port`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new CliError(
      `${host} is not an address of this machine; use --host 127.0.0.1, or 0.0.0.0 for every interface`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CliError(`cannot listen on ${host}:${port}: ${message.split('\n')[0]}`);
}

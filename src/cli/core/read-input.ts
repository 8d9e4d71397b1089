/**
 * Reading a command's input text: a file named relative to the working directory, or stdin for
 * `-` or no name. Never hangs on a terminal, stops reading at a size no input needs, and refuses
 * bytes that are not UTF-8, each as a one-line {@link CliError}.
 */
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import type { CliContext } from './context.js';
import { CliError } from './errors/cli-error.js';

/** Where the input came from and what it said. */
export interface InputText {
  /** `'stdin'` or the file name as given. */
  readonly source: string;
  readonly text: string;
}

export interface ReadInputOptions {
  /** What to tell a user who ran the command on a terminal without input. */
  readonly usage: string;
  /** Reading stops with an error past this many bytes; 1 MiB by default. */
  readonly maxBytes?: number;
}

const MIB = 1024 * 1024;

/** Reads `file` (relative to `context.cwd`), or stdin when `file` is `-` or absent. */
export async function readInput(
  context: Pick<CliContext, 'stdin' | 'cwd'>,
  file: string | undefined,
  { usage, maxBytes = MIB }: ReadInputOptions,
): Promise<InputText> {
  const fromStdin = file === undefined || file === '-';
  if (fromStdin && file === undefined && context.stdin.isTTY === true) {
    throw new CliError(`no input: ${usage}`);
  }
  const source = fromStdin ? 'stdin' : file;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const stream = fromStdin ? context.stdin : createReadStream(resolve(context.cwd, file));
    for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      size += bytes.length;
      if (size > maxBytes) {
        throw new CliError(`${source} is over ${describeBytes(maxBytes)}, more than any input needs`);
      }
      chunks.push(bytes);
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`cannot read ${source}: ${systemReason(error)}`);
  }
  try {
    // A leading byte-order mark is dropped, as editors on Windows write one.
    return { source, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    throw new CliError(`${source} is not UTF-8 text`);
  }
}

function describeBytes(bytes: number): string {
  return bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`;
}

/** The reason of a file-system error without its stack or the repeated path. */
function systemReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

/// <reference types="node" />
// Node only: huddle/server reads and writes recording directories.
/**
 * A recording directory on disk: its one file, `recording.json` (recording-format.ts), read
 * whole and written whole, through a temporary file renamed over it, so that a crash never
 * leaves half a file.
 */
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Recording } from '../mock/replay/replayed.js';
import { MockRecordingError } from './errors/mock-recording-error.js';
import { parseRecording, serializeRecording } from './recording-format.js';

/** The file of a recording directory that holds it. */
export const RECORDING_FILE = 'recording.json';

/**
 * The recording in a directory (made by `startMockProxy({ record: dir })` or
 * `huddle mock --proxy URL --record DIR`), for `startMockServer({ recording })`.
 *
 * @throws {@link MockRecordingError} naming the file when it cannot be read (none there), or
 * is not a recording, and where in it.
 * @example
 * const server = await startMockServer({ recording: await loadRecording('tests/recordings/week-1') });
 */
export async function loadRecording(dir: string): Promise<Recording> {
  const file = join(dir, RECORDING_FILE);
  let text: string;
  try {
    // A link could point anywhere on the machine, and a refusal would quote what it found there.
    if ((await lstat(file)).isSymbolicLink()) {
      throw new MockRecordingError(
        file,
        '(root)',
        'is a symbolic link: a recording is a regular file in its directory',
      );
    }
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof MockRecordingError) throw error;
    const { code } = error as NodeJS.ErrnoException;
    const why =
      code === 'ENOENT'
        ? 'no such file: record one with huddle mock --proxy URL --record DIR'
        : `cannot be read (${code ?? String(error)})`;
    throw new MockRecordingError(file, '(root)', why);
  }
  return parseRecording(text, file);
}

/** Like {@link loadRecording}, but `null` when the directory holds no recording yet. */
export async function loadRecordingIfAny(dir: string): Promise<Recording | null> {
  try {
    return await loadRecording(dir);
  } catch (error) {
    if (error instanceof MockRecordingError && error.problem.startsWith('no such file')) return null;
    throw error;
  }
}

/** Writes a recording into a directory (made if need be): a whole new file, or the one before. */
export async function writeRecording(dir: string, recording: Recording): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, RECORDING_FILE);
  // A name no one can guess, created only if nothing (a planted symlink included) stands there:
  // written through a link, the recording would overwrite the link's target.
  const temporary = `${file}.${crypto.randomUUID()}.tmp`;
  let created = false;
  try {
    await writeFile(temporary, serializeRecording(recording), { flag: 'wx' });
    created = true;
    await rename(temporary, file);
  } catch (error) {
    if (created) await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * A lock between the test workers (and runs) that share a folder: a directory made with `mkdir`,
 * which only one caller can create, holding the holder's process id. A lock whose holder has died
 * (its process gone, or no id written a minute after it was made) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock with no holder's id this long after it was made was left between mkdir and writing. */
const UNCLAIMED_MS = 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function abandoned(lock: string): boolean {
  try {
    return !alive(Number(readFileSync(join(lock, 'pid'), 'utf8')));
  } catch {
    try {
      return Date.now() - statSync(lock).mtimeMs > UNCLAIMED_MS;
    } catch {
      return false;
    }
  }
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      mkdirSync(dirname(lock), { recursive: true });
      return tryLock(lock);
    }
    if (code !== 'EEXIST') throw error;
    if (abandoned(lock)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return true;
}

/** Runs `work` holding the lock `lock` (a directory path), waiting for it as long as another holds it. */
export async function withFolderLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  while (!tryLock(lock)) await sleep(250);
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

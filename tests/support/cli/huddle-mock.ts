/** Starts `huddle mock` from the packed binary and waits until it says where it listens. */
import { completion, type HuddleRun, startHuddle } from './run-cli.ts';

export interface RunningMock {
  readonly child: ReturnType<typeof startHuddle>;
  /** The query base URL it printed. */
  readonly url: string;
  readonly port: number;
  /** Everything it has written to stdout so far. */
  stdout(): string;
  /** Sends a signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<HuddleRun>;
}

/** `huddle mock ...args` (add `--port 0` for a free port), once it has printed its URL. */
export async function startHuddleMock(args: readonly string[]): Promise<RunningMock> {
  const child = startHuddle(['mock', ...args]);
  const done = completion(child);
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const found = /query base\s+(http:\/\/\S+)/.exec(out) ?? /this machine\s+(http:\/\/\S+)/.exec(out);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    void done.then((run) => reject(new Error(`huddle mock exited with ${run.code} before listening: ${run.stderr}`)));
  });
  return {
    child,
    url,
    port: Number(new URL(url).port),
    stdout: () => out,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return done;
    },
  };
}

/** `huddle mock` from the packed binary, on a free port, once it says where it listens. */
import { completion, type HuddleRunOptions, startHuddle } from './run-huddle.ts';

/** `huddle mock --port 0 ...args`; stopped with SIGTERM by the returned `stop`. */
export async function startPackedMock(args: readonly string[] = [], options: HuddleRunOptions = {}) {
  const child = startHuddle(['mock', '--port', '0', ...args], options);
  const done = completion(child);
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const found = /query base\s+(http:\/\/\S+)/.exec(out);
      if (found?.[1] !== undefined) resolve(found[1]);
    });
    void done.then((run) => reject(new Error(`huddle mock exited with ${run.code}: ${run.stderr}`)));
  });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      return done;
    },
  };
}

/** What `run` throws; fails the test when it throws nothing. */
export function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error(`expected ${run.toString()} to throw`);
}

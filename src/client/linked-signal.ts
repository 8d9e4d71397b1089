/**
 * One signal standing for several. `AbortSignal.any` where the platform has it; React Native's
 * `AbortSignal` has no `any`, so there the signals are linked by hand.
 */

/** A signal aborted, with that signal's reason, as soon as any of the linked ones is. */
export interface LinkedSignal {
  readonly signal: AbortSignal;
  /**
   * Lets go of the linked signals: the listeners a hand-made link added to them are removed, so
   * a caller's signal that outlives many requests does not collect one per request.
   */
  dispose(): void;
}

const nothingToDispose = () => undefined;

/** Links `signals` (at least one) into one {@link LinkedSignal}. */
export function linkSignals(signals: readonly [AbortSignal, ...AbortSignal[]]): LinkedSignal {
  if (signals.length === 1) return { signal: signals[0], dispose: nothingToDispose };
  if (typeof AbortSignal.any === 'function')
    return { signal: AbortSignal.any([...signals]), dispose: nothingToDispose };
  const controller = new AbortController();
  const unlinks: (() => void)[] = [];
  const dispose = () => {
    for (const unlink of unlinks.splice(0)) unlink();
  };
  for (const source of signals) {
    if (source.aborted) {
      dispose();
      controller.abort(source.reason);
      break;
    }
    const onAbort = () => {
      dispose();
      controller.abort(source.reason);
    };
    source.addEventListener('abort', onAbort, { once: true });
    unlinks.push(() => source.removeEventListener('abort', onAbort));
  }
  return { signal: controller.signal, dispose };
}

/** `promise`, or a rejection with the signal's reason as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      promise.catch(() => undefined);
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

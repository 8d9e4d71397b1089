/** Where to look; each defaults to this process's own. For tests. */
export interface FindChromiumOptions {
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** `${process.platform}-${process.arch}`, such as `linux-x64`. */
  readonly platform?: string;
  /** Paths of installed browsers to try, in order. */
  readonly systemBrowsers?: readonly string[];
}
/** The Chromium to run the browser tests in, and where it came from. */
export function findChromium(options?: FindChromiumOptions): Promise<{ path: string; source: string } | undefined>;
/** The one line printed when there is none. */
export const NO_CHROMIUM: string;
export declare const CHROMIUM_ARGS: readonly string[];

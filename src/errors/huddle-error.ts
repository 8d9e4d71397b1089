/** The base class of every error huddle throws, so one `instanceof` catches them all. */
export class HuddleError extends Error {
  override name = 'HuddleError';
}

/**
 * Brands that tell huddle's errors apart without `instanceof`: an app that loads both the ESM
 * and the CommonJS build of huddle (one through `import`, one through a dependency's `require`)
 * holds two copies of every class, and an error thrown by one copy is no `instanceof` the
 * other's. `Symbol.for` gives both copies the same key, so a brand set by either is seen by both.
 */

/** The brand key of a family of errors (`huddle.error`, `huddle.request-error`, …). */
const brandKey = (family: string): symbol => Symbol.for(`huddle.${family}`);

/** Marks every instance of `errorClass` (and of its subclasses) as one of `family`. */
export function brand(errorClass: abstract new (...args: never[]) => Error, family: string): void {
  (errorClass.prototype as Record<symbol, boolean>)[brandKey(family)] = true;
}

/** Whether `value` carries the brand of `family`, whichever copy of huddle made it. */
export function hasBrand(value: unknown, family: string): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brandKey(family)] === true;
}

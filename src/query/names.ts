/** The syntax of field names and dotted paths, shared by `fs` and `s`. */

/** A field name: a letter or `_`, then letters, digits or `_`. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A dotted field path: field names joined by `.`. */
export const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Whether a character may continue a field name. */
export function isNameChar(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || (char >= '0' && char <= '9') || char === '_';
}

/** Whether a character may start a field name. */
export function isNameStart(char: string): boolean {
  return isNameChar(char) && !(char >= '0' && char <= '9');
}

/**
 * Every refinement a schema of the model uses, as a named function that loads no zod. The
 * validators generated from the schemas (`npm run generate`, scripts/validators.ts) call them by
 * these names, so a refinement written inline in a schema stops the generator.
 */
export { hasExistingDay } from '../timestamp-grammar.js';

/** The `type` values of the content items the model describes. */
export const KNOWN_ITEM_TYPES: readonly string[] = ['VIDEO', 'ARTICLE', 'CONTENT_LIST'];

/** Whether a content item's `type` is one the model does not describe (any other item is kept whole). */
export const isOtherItemType = (type: string): boolean => !KNOWN_ITEM_TYPES.includes(type);

/** Whether an object is a collection envelope: it has a `pager` or `data`. */
export const isEnvelopeShaped = (value: object): boolean => 'pager' in value || 'data' in value;

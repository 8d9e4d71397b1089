/**
 * Reading the object fast-xml-parser makes of a toast (attributes under `@name`, text under
 * `#text` beside child elements): elements, text and attributes, each failing at its field.
 */
import { isRecord } from '../../untyped-values.js';
import { unescapeXml } from './escape.js';
import { fail } from './failure.js';

/** An element as the parser gives it: child elements by name, `@`attributes and `#text`. */
export type Element = Readonly<Record<string, unknown>>;

/** The child elements and text of an element, whatever form the parser gave it. */
export function elementOf(value: unknown, field: string): Element {
  if (value === '') return {};
  if (isRecord(value)) return value;
  if (Array.isArray(value)) throw fail(field, `expected one element, found ${value.length}`);
  throw fail(field, `expected child elements, found text`);
}

/** The one child element `name`, which must be there. */
export function child(parent: Element, name: string, field: string): Element {
  const value = parent[name];
  if (value === undefined) throw fail(field, 'missing');
  return elementOf(value, field);
}

/** Whether a key of an element is its text or an attribute, rather than a child element. */
const isTextOrAttribute = (key: string) => key === '#text' || key.startsWith('@');

/** Whether an element holds only text (and attributes): what {@link textOf} reads. */
export const holdsText = (value: unknown): boolean =>
  typeof value === 'string' || (isRecord(value) && Object.keys(value).every(isTextOrAttribute));

/** The text of an element that may hold only text (and attributes). */
export function textOf(value: unknown, field: string): string {
  if (typeof value === 'string') return unescapeXml(value, field, false);
  if (Array.isArray(value)) throw fail(field, `expected one element, found ${value.length}`);
  const element = value as Element;
  for (const key in element) {
    if (!isTextOrAttribute(key)) throw fail(`${field}.${key}`, 'expected text, found an element');
  }
  return unescapeXml((element['#text'] as string | undefined) ?? '', field, false);
}

/** The value of an attribute, or `undefined` when the element has none (or is only text). */
export function attribute(element: unknown, name: string, field: string): string | undefined {
  const raw = isRecord(element) ? (element[`@${name}`] as string | undefined) : undefined;
  if (raw === undefined) return undefined;
  if (raw.includes('<')) throw fail(field, 'a "<" in an attribute value');
  return unescapeXml(raw, field, true);
}

/** Refuses text (other than whitespace) beside the child elements of an element. */
export function checkNoText(element: Element, field: string): void {
  const text = element['#text'];
  if (typeof text === 'string' && text.trim() !== '') {
    throw fail(field, `text ${JSON.stringify(text.trim())} beside the elements`);
  }
}

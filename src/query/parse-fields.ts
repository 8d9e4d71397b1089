/**
 * Reads a field selector (`fs`) in every form the spec shows: braces, parentheses, dotted paths,
 * whitespace between items. Duplicates merge as in {@link mergeSelections}.
 */
import { FieldSelectorError } from '../errors/query-error.js';
import { isNameChar, isNameStart } from './names.js';
import type { SelectionNode } from './nodes.js';
import { mergeSelections, selectPath } from './selection.js';

/** How deep selections may nest; deeper input is refused rather than risk the stack. */
export const MAX_SELECTION_DEPTH = 32;

const CLOSING: Record<string, string> = { '{': '}', '(': ')' };

class FieldsReader {
  private position = 0;

  constructor(private readonly input: string) {}

  read(): SelectionNode {
    return this.selection(0, null);
  }

  private fail(reason: string, at = this.position): never {
    throw new FieldSelectorError(this.input, at, reason);
  }

  private peek(): string {
    return this.input[this.position] ?? '';
  }

  private skipSpace(): void {
    while (/\s/.test(this.peek()) && this.position < this.input.length) this.position++;
  }

  /** Items up to the end of input, or up to the closer of the bracket opened at `openedAt`. */
  private selection(depth: number, openedAt: number | null): SelectionNode {
    if (depth > MAX_SELECTION_DEPTH) this.fail(`selections nest deeper than ${MAX_SELECTION_DEPTH} levels`);
    const items: SelectionNode[] = [];
    for (;;) {
      this.skipSpace();
      items.push(this.item(depth));
      this.skipSpace();
      if (this.peek() !== ',') break;
      this.position++;
    }
    const next = this.peek();
    const isCloser = next === '}' || next === ')';
    if (openedAt === null) {
      if (isCloser) this.fail(`'${next}' closes nothing`);
      if (next !== '') this.unexpected(next, 'the end');
    } else {
      const opener = this.input[openedAt] as string;
      const closer = CLOSING[opener] as string;
      if (next === '') this.fail(`'${opener}' opened at position ${openedAt} is never closed`, openedAt);
      if (isCloser && next !== closer) this.fail(`'${opener}' opened at position ${openedAt} is closed by '${next}'`);
      if (next !== closer) this.unexpected(next, `'${closer}'`);
    }
    return mergeSelections(...items);
  }

  /** A character where an item has ended: a name that did not get its comma, or junk. */
  private unexpected(char: string, orElse: string): never {
    if (isNameChar(char)) this.fail(`expected ',' or ${orElse}, found '${char}'`);
    this.fail(`illegal character '${char}'`);
  }

  /** A dotted path, then an optional bracketed sub-selection. */
  private item(depth: number): SelectionNode {
    const names = [this.name()];
    while (this.peek() === '.') {
      if (depth + names.length >= MAX_SELECTION_DEPTH)
        this.fail(`selections nest deeper than ${MAX_SELECTION_DEPTH} levels`);
      this.position++;
      names.push(this.name());
    }
    this.skipSpace();
    const opener = this.peek();
    if (opener !== '{' && opener !== '(') return selectPath(names);
    const openedAt = this.position++;
    const children = this.selection(depth + names.length, openedAt);
    this.position++;
    return selectPath(names, children);
  }

  private name(): string {
    const start = this.position;
    const first = this.peek();
    if (!isNameStart(first)) {
      if (
        first === '' ||
        first === ',' ||
        first === '.' ||
        first === '}' ||
        first === ')' ||
        first === '{' ||
        first === '('
      ) {
        this.fail('empty name');
      }
      this.fail(`illegal character '${first}'${isNameChar(first) ? ' at the start of a name' : ''}`);
    }
    while (isNameChar(this.peek())) this.position++;
    return this.input.slice(start, this.position);
  }
}

/**
 * Reads a field selector into a selection tree.
 *
 * @throws {@link FieldSelectorError} naming the position and the reason: an empty name, an
 * illegal character, a bracket never closed, closed by the wrong kind, or closing nothing.
 * @example
 * formatFields(parseFields('id, homeTeam(abbr), rightsHolder.contentProvider.name'))
 * // 'id,homeTeam{abbr},rightsHolder{contentProvider{name}}'
 */
export function parseFields(fs: string): SelectionNode {
  return new FieldsReader(fs).read();
}

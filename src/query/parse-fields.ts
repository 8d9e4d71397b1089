/**
 * Reads a field selector (`fs`) in every form the spec shows: braces, parentheses, dotted paths,
 * whitespace between items. Duplicates merge as `mergeSelections` merges them.
 *
 * The reader is linear in the length of its input: items merge into one draft per level as they
 * are read, and the tree is frozen once at the end. It recurses only into brackets, at most
 * {@link MAX_SELECTION_DEPTH} levels.
 */
import { FieldSelectorError } from '../errors/query-error.js';
import { MAX_SELECTION_DEPTH } from './limits.js';
import { isNameChar, isNameStart } from './names.js';
import type { SelectionNode } from './nodes.js';
import { addPath, freezeDraft, type SelectionDraft } from './selection.js';

const CLOSING: Record<string, string> = { '{': '}', '(': ')' };

/** The spec's whitespace between items: ASCII space, tab, CR and LF, and nothing else. */
const isSpace = (char: string): boolean => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/** A character as errors show it: printable ASCII quoted, anything else by its code point too. */
function show(input: string, at: number): string {
  const code = input.codePointAt(at) ?? 0;
  const char = String.fromCodePoint(code);
  return code > 0x20 && code < 0x7f ? `'${char}'` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

class FieldsReader {
  private position = 0;

  constructor(private readonly input: string) {}

  read(): SelectionNode {
    const draft: SelectionDraft = new Map();
    this.selection(draft, 0, null);
    return freezeDraft(draft);
  }

  private fail(reason: string, at = this.position): never {
    throw new FieldSelectorError(this.input, at, reason);
  }

  private peek(): string {
    return this.input[this.position] ?? '';
  }

  private skipSpace(): void {
    while (isSpace(this.peek())) this.position++;
  }

  /**
   * Items up to the end of input, or up to the closer of the bracket opened at `openedAt`,
   * merged into `into`, whose fields are `level` names below the root.
   */
  private selection(into: SelectionDraft, level: number, openedAt: number | null): void {
    for (;;) {
      this.skipSpace();
      this.item(into, level);
      this.skipSpace();
      if (this.peek() !== ',') break;
      this.position++;
    }
    const next = this.peek();
    const isCloser = next === '}' || next === ')';
    if (openedAt === null) {
      if (isCloser) this.fail(`'${next}' closes nothing`);
      if (next !== '') this.unexpected('the end');
    } else {
      const opener = this.input[openedAt] as string;
      const closer = CLOSING[opener] as string;
      if (next === '') this.fail(`'${opener}' opened at position ${openedAt} is never closed`, openedAt);
      if (isCloser && next !== closer) this.fail(`'${opener}' opened at position ${openedAt} is closed by '${next}'`);
      if (next !== closer) this.unexpected(`'${closer}'`);
    }
  }

  /** A character where an item has ended: a name that did not get its comma, or junk. */
  private unexpected(orElse: string): never {
    const char = this.peek();
    if (isNameChar(char)) this.fail(`expected ',' or ${orElse}, found '${char}'`);
    this.fail(`illegal character ${show(this.input, this.position)}`);
  }

  /** A dotted path, then an optional bracketed sub-selection. */
  private item(into: SelectionDraft, level: number): void {
    const names = [this.name(level)];
    while (this.peek() === '.') {
      this.position++;
      names.push(this.name(level + names.length));
    }
    this.skipSpace();
    const opener = this.peek();
    if (opener !== '{' && opener !== '(') {
      addPath(into, names, null);
      return;
    }
    const openedAt = this.position++;
    const children: SelectionDraft = new Map();
    this.selection(children, level + names.length, openedAt);
    this.position++;
    addPath(into, names, children);
  }

  /** A name `level` names below the root. */
  private name(level: number): string {
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
      this.fail(`illegal character ${show(this.input, start)}${isNameChar(first) ? ' at the start of a name' : ''}`);
    }
    if (level >= MAX_SELECTION_DEPTH) this.fail(`selections nest deeper than ${MAX_SELECTION_DEPTH} levels`);
    while (isNameChar(this.peek())) this.position++;
    return this.input.slice(start, this.position);
  }
}

/**
 * Reads a field selector into a selection tree. Items may be separated by the spec's whitespace
 * (space, tab, CR, LF); any other character between them is refused.
 *
 * @throws {@link FieldSelectorError} naming the position and the reason: an empty name, an
 * illegal character, a bracket never closed, closed by the wrong kind, or closing nothing, or
 * names nested deeper than {@link MAX_SELECTION_DEPTH}.
 * @example
 * formatFields(parseFields('id, homeTeam(abbr), rightsHolder.contentProvider.name'))
 * // 'id,homeTeam{abbr},rightsHolder{contentProvider{name}}'
 */
export function parseFields(fs: string): SelectionNode {
  if (typeof fs !== 'string') throw new FieldSelectorError('', 0, `expected a string, found ${typeof fs}`);
  return new FieldsReader(fs).read();
}

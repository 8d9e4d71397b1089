import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldSelectorError, formatFields, MAX_SELECTION_DEPTH, parseFields } from '../../src/query/index.ts';
import type { SelectionNode } from '../../src/query/nodes.ts';
import { resultOrQueryError } from '../support/expect/expect-query-error.ts';
import { thrown } from '../support/expect/thrown.ts';
import { selectionTree } from '../support/properties/query-arbitraries.ts';

const canonical = (fs: string) => formatFields(parseFields(fs));

describe('parseFields and formatFields', () => {
  it.each([
    ['braces', 'id,homeTeam{abbr,nickName}', 'id,homeTeam{abbr,nickName}'],
    ['parentheses', 'id,homeTeam(abbr,nickName)', 'id,homeTeam{abbr,nickName}'],
    ['dotted paths', 'rightsHolder.contentProvider.name', 'rightsHolder{contentProvider{name}}'],
    ['whitespace between items', ' id ,\n homeTeam { abbr , nickName } ', 'id,homeTeam{abbr,nickName}'],
    [
      'the spec depth-chart selector',
      'depthChart{person{displayName}, unit, positionAbbr, group, depthOrder}',
      'depthChart{person{displayName},unit,positionAbbr,group,depthOrder}',
    ],
    [
      'deep nesting',
      'items{pager{total},data{id,videoAsset{playBackInfo{videoUrl}}}}',
      'items{pager{total},data{id,videoAsset{playBackInfo{videoUrl}}}}',
    ],
    ['duplicates merged in first-seen order', 'a{b},c,a{c}', 'a{b,c},c'],
    ['a path and a braces form of the same field', 'a.b.c,a{b{d}}', 'a{b{c,d}}'],
    ['a whole field covers a partial one', 'stadiumInfo{name},stadiumInfo', 'stadiumInfo'],
    ['mixed brackets at different levels', 'a(b{c}),d', 'a{b{c}},d'],
  ])('reads %s', (_form, fs, expected) => {
    expect(canonical(fs)).toBe(expected);
  });

  it('reads a path with a sub-selection', () => {
    expect(canonical('week.weekOfSeason{season,week}')).toBe('week{weekOfSeason{season,week}}');
  });

  it.each([
    ['', 0, 'empty name'],
    ['id,,abbr', 3, 'empty name'],
    ['id,', 3, 'empty name'],
    ['homeTeam{}', 9, 'empty name'],
    ['homeTeam.', 9, 'empty name'],
    ['.id', 0, 'empty name'],
    ['homeTeam{abbr', 8, "'{' opened at position 8 is never closed"],
    ['homeTeam{abbr)', 13, "'{' opened at position 8 is closed by ')'"],
    ['id}', 2, "'}' closes nothing"],
    ['id,home-team', 7, "illegal character '-'"],
    ['id,2fast', 3, "illegal character '2' at the start of a name"],
    ['id abbr', 3, "expected ',' or the end, found 'a'"],
    ['homeTeam{abbr nick}', 14, "expected ',' or '}', found 'n'"],
    ['id,"name"', 3, `illegal character '"'`],
  ])('refuses %j at position %i: %s', (fs, position, reason) => {
    const error = thrown(() => parseFields(fs));
    expect(error).toBeInstanceOf(FieldSelectorError);
    expect(error).toMatchObject({ position, reason, input: fs });
    expect((error as Error).message).toContain(`Invalid fs at position ${position}: ${reason}`);
  });

  it('refuses nesting deeper than the bound instead of exhausting the stack', () => {
    expect(() => parseFields(`${'a{'.repeat(40)}b${'}'.repeat(40)}`)).toThrow(/nest deeper than 32/);
    expect(() => parseFields(`${'a.'.repeat(5000)}b`)).toThrow(FieldSelectorError);
    expect(() => parseFields(`${'a('.repeat(100_000)}b${')'.repeat(100_000)}`)).toThrow(FieldSelectorError);
  });

  it('counts MAX_SELECTION_DEPTH names alike in braces, parentheses and dotted paths', () => {
    const names = Array.from({ length: MAX_SELECTION_DEPTH }, (_, index) => `n${index}`);
    const braces = `${names.join('{')}${'}'.repeat(names.length - 1)}`;
    const dotted = names.join('.');
    const mixed = `${names.slice(0, 10).join('.')}(${names.slice(10).join('{')}${'}'.repeat(names.length - 11)})`;
    for (const fs of [braces, dotted, mixed]) expect(canonical(fs)).toBe(braces);
    for (const fs of [`${dotted}.x`, `${names.join('{')}{x${'}'.repeat(names.length)}`, `${dotted}{x}`]) {
      const error = thrown(() => parseFields(fs));
      expect(error).toBeInstanceOf(FieldSelectorError);
      expect(error).toMatchObject({ reason: `selections nest deeper than ${MAX_SELECTION_DEPTH} levels` });
      expect(fs[(error as FieldSelectorError).position]).toBe('x');
    }
  });

  it("accepts only the spec's whitespace between items: space, tab, CR and LF", () => {
    expect(canonical(' \t\r\nid \t\r\n, \t\r\nhomeTeam \t\r\n{ abbr }\r\n')).toBe('id,homeTeam{abbr}');
  });

  it.each([
    ['NBSP', '\u00a0', 'U+00A0'],
    ['LINE SEPARATOR', '\u2028', 'U+2028'],
    ['PARAGRAPH SEPARATOR', '\u2029', 'U+2029'],
    ['BOM', '\ufeff', 'U+FEFF'],
    ['vertical tab', '\v', 'U+000B'],
    ['form feed', '\f', 'U+000C'],
    ['ideographic space', '\u3000', 'U+3000'],
    ['em space', '\u2003', 'U+2003'],
  ])('refuses whitespace beyond the spec (%s) as a FieldSelectorError at its position', (_name, space, shown) => {
    for (const [fs, position] of [
      [`${space}id`, 0],
      [`id,${space}abbr`, 3],
      [`id${space},abbr`, 2],
      [`homeTeam{abbr${space}}`, 13],
      [`homeTeam${space}{abbr}`, 8],
    ] as const) {
      const error = thrown(() => parseFields(fs));
      expect(error).toBeInstanceOf(FieldSelectorError);
      expect(error).toMatchObject({ position, input: fs });
      expect((error as FieldSelectorError).reason).toContain(shown);
      expect((error as Error).message).not.toContain(space);
    }
  });

  it('round-trips any selection tree: format, then parse, gives the same tree', () => {
    fc.assert(
      fc.property(selectionTree, (tree) => {
        expect(parseFields(formatFields(tree))).toEqual(tree);
      }),
    );
  });

  it('reads any spelling of a tree (spaces, parentheses, dotted chains) as that tree', () => {
    const spell = (selection: SelectionNode, choose: () => number): string =>
      selection.fields
        .map(({ name, children }) => {
          const space = [' ', '', '\n', '\t'][choose() % 4];
          if (children === null) return `${space}${name}${space}`;
          if (children.fields.length === 1 && choose() % 2 === 0)
            return `${space}${name}.${spell(children, choose).trim()}`;
          const [open, close] = choose() % 2 === 0 ? ['{', '}'] : ['(', ')'];
          return `${space}${name}${space}${open}${spell(children, choose)}${close}`;
        })
        .join(',');
    fc.assert(
      fc.property(selectionTree, fc.infiniteStream(fc.nat()), (tree, numbers) => {
        const iterator = numbers[Symbol.iterator]();
        const spelled = spell(tree, () => iterator.next().value as number);
        expect(parseFields(spelled)).toEqual(tree);
      }),
    );
  });

  it('answers any input with a tree or a FieldSelectorError, never anything else', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '.', ',', '{', '}', '(', ')', ' ', '-', '1') }), (fs) => {
        const tree = resultOrQueryError(() => parseFields(fs), {
          type: FieldSelectorError,
          position: expect.toSatisfy((position: number) => position >= 0 && position <= fs.length),
        });
        if (tree !== undefined) expect(parseFields(formatFields(tree))).toEqual(tree);
      }),
      { numRuns: 500 },
    );
  });

  it('returns frozen trees', () => {
    const tree = parseFields('a{b},c');
    expect(Object.isFrozen(tree)).toBe(true);
    expect(Object.isFrozen(tree.fields[0]?.children?.fields)).toBe(true);
  });
});

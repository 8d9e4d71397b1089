import { describe, expect, it } from 'vitest';
import { formatFields, parseFields, SelectionMaskError, selectionFromMask } from '../../src/query/index.ts';

const _canonical = (fs: string) => formatFields(parseFields(fs));

describe('selectionFromMask', () => {
  it('compiles a mask to the same tree as the string form', () => {
    const fromMask = selectionFromMask({
      id: true,
      homeTeam: { abbr: true, nickName: true },
      'week.season': true,
      drives: false,
    });
    expect(fromMask).toEqual(parseFields('id,homeTeam{abbr,nickName},week.season'));
  });

  it.each([
    [{}, '(root)', 'selects no field'],
    [{ homeTeam: {} }, 'homeTeam', 'selects no field'],
    [{ homeTeam: { abbr: 1 } }, 'homeTeam.abbr', 'expected true, false or a nested mask, found 1'],
    [{ 'home-team': true }, 'home-team', 'not a field name or dotted path'],
    [{ a: { 'b..c': true } }, 'a.b..c', 'not a field name or dotted path'],
  ])('refuses %j at %s', (mask, path, reason) => {
    expect(() => selectionFromMask(mask as never)).toThrow(SelectionMaskError);
    expect(() => selectionFromMask(mask as never)).toThrow(`Invalid selection at ${path}: ${reason}`);
  });
});

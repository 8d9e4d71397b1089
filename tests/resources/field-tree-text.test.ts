/**
 * The field trees ship as text (issue 27: `huddle/query` carried 13 KB of their JSON): the text
 * reads back as the tree it was written from, every resource's decoded tree is the one its schema
 * gives, and text that does not fit the grammar is refused where it goes wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldTree } from '../../src/model/field-paths.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import type { FieldKind } from '../../src/resources/field-kinds.ts';
import type { FieldTree } from '../../src/resources/field-tree.ts';
import { decodeFieldTree, encodeFieldTree } from '../../src/resources/field-tree-text.ts';
import { fieldTreeOf } from '../../src/resources/field-trees.ts';
import { resourceNames } from '../../src/resources/resource-table.ts';

const kinds: readonly FieldKind[] = ['string', 'number', 'boolean', 'timestamp', 'any'];
const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/).filter((text) => text !== '__proto__');
const { tree } = fc.letrec<{ tree: FieldTree; node: FieldTree[string] }>((tie) => ({
  tree: fc.dictionary(name, tie('node'), { maxKeys: 5 }),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...kinds),
    fc.integer({ min: 1, max: 9 }),
    tie('tree'),
  ),
}));

describe('field-tree text', () => {
  it('reads back as the tree it was written from, keys in their order', () => {
    fc.assert(
      fc.property(tree, (written) => {
        const read = decodeFieldTree(encodeFieldTree(written));
        expect(read).toEqual(written);
        expect(JSON.stringify(read)).toBe(JSON.stringify(written));
      }),
    );
  });

  it("decodes to each resource's tree as its schema gives it", () => {
    for (const resource of resourceNames)
      expect(fieldTreeOf(resource), resource).toEqual(fieldTree(resourceSchemas[resource]));
  });

  it('is about half the size of the JSON it replaces', () => {
    const trees = Object.fromEntries(resourceNames.map((resource) => [resource, fieldTreeOf(resource)]));
    expect(encodeFieldTree(trees).length).toBeLessThan(JSON.stringify(trees).length * 0.6);
  });

  it.each(['a{b', 'a,,b', 'a}', 'a%', 'a-b', 'a"b', '{a}', 'a:b'])(
    'refuses %j, which no tree is written as',
    (text) => {
      expect(() => decodeFieldTree(text)).toThrow(SyntaxError);
    },
  );

  it('keeps `__proto__` an ordinary key, should it ever be read', () => {
    const tree = decodeFieldTree('__proto__{a#}');
    expect(Object.getPrototypeOf(tree)).toBe(Object.prototype);
    expect(Object.hasOwn(tree, '__proto__')).toBe(true);
  });

  it('refuses to write a name an object would not keep as a key', () => {
    const tree = JSON.parse('{"__proto__":"string"}') as FieldTree;
    expect(() => encodeFieldTree(tree)).toThrow('a field tree cannot hold the name "__proto__"');
    expect(() => encodeFieldTree({ 'a.b': 'string' })).toThrow('a field tree cannot hold the name "a.b"');
  });
});

/**
 * The layout explains itself (docs/architecture.md, "Where files go"): an `index.ts` is a folder's
 * entry or its barrel and only re-exports; the code is in modules named for what they do; an
 * error class is in the `errors/` folder of its layer.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles, sourceRoot } from '../../scripts/import-graph.ts';

/** The top-level statements of a module that neither import nor re-export, as `line: text`. */
function implementationIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => {
      if (ts.isImportDeclaration(statement)) return false;
      // `export … from '…'`, and `export { a, b }` of what the module imported.
      return !ts.isExportDeclaration(statement);
    })
    .map((statement) => {
      const { line } = source.getLineAndCharacterOfPosition(statement.getStart());
      return `${file}:${line + 1}: ${statement.getText().split('\n')[0]}`;
    });
}

/**
 * The error classes a module declares outside an `errors/` folder, as `line: class`: every class
 * that extends one whose name ends in `Error` (`Error`, `RangeError`, `HuddleError`, `CliError`…).
 */
function errorClassesOutsideErrors(file: string, text: string): string[] {
  if (file.startsWith('errors/') || file.includes('/errors/')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isClassLike(node)) {
      const base = node.heritageClauses
        ?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
        ?.types[0]?.expression.getText();
      if (base !== undefined && /Error$/.test(base)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file}:${line + 1}: ${node.name?.text ?? '(anonymous)'} extends ${base}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const indexFiles = sourceFiles().filter((file) => file === 'index.ts' || file.endsWith('/index.ts'));

describe('layout', () => {
  it('every index.ts only imports and re-exports (an entry or a barrel, never an implementation)', () => {
    expect(indexFiles.length).toBeGreaterThan(5);
    const implemented = indexFiles.flatMap((file) =>
      implementationIn(file, readFileSync(resolve(sourceRoot, file), 'utf8')),
    );
    expect(implemented).toEqual([]);
  });

  it('the check finds the code an index.ts would implement', () => {
    const barrel = "/** Doc. */\nimport { a } from './a.js';\nexport { b } from './b.js';\nexport { a };\n";
    expect(implementationIn('x/index.ts', barrel)).toEqual([]);
    const code = `${barrel}export const table = { a };\nfunction helper() {}\ntype T = 1;\n`;
    expect(implementationIn('x/index.ts', code)).toEqual([
      'x/index.ts:5: export const table = { a };',
      'x/index.ts:6: function helper() {}',
      'x/index.ts:7: type T = 1;',
    ]);
  });

  it('every error class sits in the errors/ folder of the layer that throws it', () => {
    const misplaced = sourceFiles().flatMap((file) =>
      errorClassesOutsideErrors(file, readFileSync(resolve(sourceRoot, file), 'utf8')),
    );
    expect(misplaced).toEqual([]);
  });

  it('the check finds an error class outside errors/, however it is declared', () => {
    const code = [
      'export class BadThing extends HuddleError {}',
      'class Local extends RangeError {}',
      'const Made = class extends Error {};',
      'class Helper extends Base {}',
    ].join('\n');
    expect(errorClassesOutsideErrors('mock/live/x.ts', code)).toEqual([
      'mock/live/x.ts:1: BadThing extends HuddleError',
      'mock/live/x.ts:2: Local extends RangeError',
      'mock/live/x.ts:3: (anonymous) extends Error',
    ]);
    expect(errorClassesOutsideErrors('mock/errors/x.ts', code)).toEqual([]);
    expect(errorClassesOutsideErrors('errors/x.ts', code)).toEqual([]);
  });

  it('huddle/server is mock code, so its entry is under src/mock/', () => {
    const tsconfig = JSON.parse(readFileSync(resolve(sourceRoot, '../tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    expect(tsconfig.compilerOptions.paths['huddle/server']).toEqual(['./src/mock/server/index.ts']);
  });
});

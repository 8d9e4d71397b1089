/**
 * The layout explains itself (docs/architecture.md, "Where files go"): an `index.ts` is a folder's
 * entry or its barrel and only re-exports; the code is in modules named for what they do.
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

  it('huddle/server is mock code, so its entry is under src/mock/', () => {
    const tsconfig = JSON.parse(readFileSync(resolve(sourceRoot, '../tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    expect(tsconfig.compilerOptions.paths['huddle/server']).toEqual(['./src/mock/server/index.ts']);
  });
});

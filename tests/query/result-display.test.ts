/** Result types are shown flat on hover: their fields, at every level, not the types that computed them. */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

describe('result types', () => {
  it('display the names of the types that computed them', () => {
    const file = 'probe.ts';
    const text = `import { query, type InferResult } from '${new URL('../../src/query/index.ts', import.meta.url).pathname}';
const q = query('games').select('id,homeTeam{abbr},week{season}');
export const shown = null as unknown as InferResult<typeof q>;`;
    const host = ts.createCompilerHost({});
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version) =>
      name === file ? ts.createSourceFile(file, text, version) : read(name, version);
    const options = { strict: true, exactOptionalPropertyTypes: true, allowImportingTsExtensions: true, noEmit: true };
    const program = ts.createProgram(
      [file],
      { ...options, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
      host,
    );
    const checker = program.getTypeChecker();
    const statement = program.getSourceFile(file)?.statements[2] as ts.VariableStatement;
    const declaration = statement.declarationList.declarations[0] as ts.VariableDeclaration;
    expect(checker.typeToString(checker.getTypeAtLocation(declaration.name))).toBe(
      '{ id: string | null; week: { season: number | null; } | null; homeTeam: { abbr: string | null; } | null; }',
    );
  });
});

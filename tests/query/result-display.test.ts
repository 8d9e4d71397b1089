/** Result types are shown flat on hover: their fields, at every level, not the types that computed them. */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The types the compiler shows for the exported constants of a probe file that imports huddle/query. */
function shownTypes(body: string): Map<string, string> {
  const file = 'probe.ts';
  const text = `import { query, type InferResult } from '${new URL('../../src/query/index.ts', import.meta.url).pathname}';
${body}`;
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
  const shown = new Map<string, string>();
  for (const statement of program.getSourceFile(file)?.statements ?? []) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const { name } of statement.declarationList.declarations) {
      if (ts.isIdentifier(name)) shown.set(name.text, checker.typeToString(checker.getTypeAtLocation(name)));
    }
  }
  return shown;
}

// One program for every probe: building it is most of the time.
const shown = shownTypes(`const q = query('games').select('id,homeTeam{abbr},week{season}');
export const result = null as unknown as InferResult<typeof q>;
export const games = query('games').where('week.season', 2024);
export const teams = query('teams').select({ abbr: true });`);

describe('result types', () => {
  it('display the names of the types that computed them', () => {
    expect(shown.get('result')).toBe(
      '{ id: string | null; week: { season: number | null; } | null; homeTeam: { abbr: string | null; } | null; }',
    );
  });

  it("names a builder's record rather than spelling it out (a declaration build printed every field of it)", () => {
    expect(shown.get('games')).toBe('QueryBuilder<GameRow, null, GameDefaultRow, "drives">');
    expect(shown.get('teams')).toBe(
      'QueryBuilder<TeamRow, { readonly abbr: true; }, WholeRecord, "standings" | "teamSeasonStats" | "teamGameStats">',
    );
  });
});

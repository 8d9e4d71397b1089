/**
 * The compiler's answer to "what if this file said that": type-checks the source with some files
 * replaced or added, in memory, and gives the type errors by file. The proofs that adding a kind
 * fails to compile until every place handles it (tests/push/one-platform.test.ts) read it.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { importsOf, sourceFiles } from '../../../scripts/import-graph.ts';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Every source file that imports `file` (both relative to the repository), directly or through
 * others, type-only imports included: every file whose types could change when `file` does, `file`
 * itself first.
 */
export function dependentsOf(file: string): string[] {
  const importers = new Map<string, string[]>();
  for (const source of sourceFiles()) {
    for (const { file: target } of importsOf(source)) {
      if (target !== null) importers.set(target, [...(importers.get(target) ?? []), source]);
    }
  }
  const found = new Set([file.replace(/^src\//, '')]);
  for (const current of found) for (const importer of importers.get(current) ?? []) found.add(importer);
  return [...found].map((source) => `src/${source}`);
}

/** The project's compiler options (tsconfig.json), with `extra` over them. */
export function projectOptions(extra: ts.CompilerOptions = {}): ts.CompilerOptions {
  const configFile = join(root, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configFile, (path) => readFileSync(path, 'utf8')).config,
    ts.sys,
    root,
    undefined,
    configFile,
  );
  return { ...config.options, noEmit: true, ...extra };
}

/** Source files read from disk, by name and language version: see {@link hostWith}. */
const parsedFromDisk = new Map<string, ts.SourceFile>();

/** A compiler host that reads `files` (absolute path to text) in place of the disk, and adds the new ones. */
export function hostWith(options: ts.CompilerOptions, files: ReadonlyMap<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.getSourceFile = (name, version, onError, createNew) => {
    const text = files.get(name);
    if (text !== undefined) return ts.createSourceFile(name, text, version, true);
    // The files on disk do not change during a run: each is parsed once per worker, and every
    // program of the suite's type-level proofs shares it, as a language service's document
    // registry shares files between its programs.
    const key = `${name}\0${JSON.stringify(version)}`;
    const parsed = createNew ? undefined : parsedFromDisk.get(key);
    if (parsed !== undefined) return parsed;
    const file = getSourceFile(name, version, onError, createNew);
    if (file !== undefined) parsedFromDisk.set(key, file);
    return file;
  };
  return host;
}

/**
 * The type errors of the program made of `roots` with `overlay` in place of the files it names (a
 * file it names may be new), by file: each error as `line: message`. Every path is relative to the
 * repository.
 */
export function typeErrorsWith(
  overlay: Readonly<Record<string, string>>,
  roots: readonly string[],
): Record<string, string[]> {
  const files = new Map(Object.entries(overlay).map(([path, text]) => [join(root, path), text]));
  const options = projectOptions();
  const program = ts.createProgram(
    roots.map((file) => join(root, file)),
    options,
    hostWith(options, files),
  );
  // Only the roots are checked (what they use of other files is read, not checked): the roots are
  // every file whose types could change, so nothing else can fail.
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const file of roots) {
    const source = program.getSourceFile(join(root, file));
    diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
  }
  const errors: Record<string, string[]> = {};
  for (const diagnostic of diagnostics) {
    const file = diagnostic.file === undefined ? '(the program)' : relative(root, diagnostic.file.fileName);
    const line =
      diagnostic.file !== undefined && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : 0;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    errors[file] = [...(errors[file] ?? []), `${line}: ${message}`];
  }
  return errors;
}

/** `text` with `insert` put right after `anchor`, which must be in it once (a proof that lost its anchor fails). */
export function insertAfter(text: string, anchor: string, insert: string): string {
  const at = text.indexOf(anchor);
  if (at < 0 || text.indexOf(anchor, at + 1) >= 0) {
    throw new Error(`the anchor ${JSON.stringify(anchor)} is not in the file exactly once`);
  }
  return text.slice(0, at + anchor.length) + insert + text.slice(at + anchor.length);
}

/** A file of the repository as it is. */
export const sourceText = (path: string): string => readFileSync(join(root, path), 'utf8');

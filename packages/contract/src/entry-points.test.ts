// The zod-free entry points must stay zod-free: the storefront and the back office import them in
// their first download.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };

const SRC = import.meta.dirname;

/** Every file a module loads at run time (type-only imports left out), followed to the end. */
function runtimeClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const isTypeOnly = ts.isImportDeclaration(statement)
        ? statement.importClause?.isTypeOnly === true
        : statement.isTypeOnly;
      if (isTypeOnly) continue;
      const target = statement.moduleSpecifier.text;
      if (target.startsWith('.')) runtimeClosure(path.resolve(path.dirname(file), target), seen);
      else seen.add(target);
    }
  }
  return seen;
}

describe('the zod-free entry points', () => {
  it.each([
    './constants',
    './back-office-constants',
    './paths',
    './back-office-paths',
    './listing-path',
    './listing-href',
  ] as const)('%s loads no zod and no schema at run time', (entry) => {
    const file = path.resolve(SRC, '..', (pkg.exports as Record<string, string>)[entry]!);
    const loaded = [...runtimeClosure(file)];
    // Packages by name: none, but the back office's constants read @haat/india (pure rules, no
    // zod): the product form checks a product's declarations and lists the countries with them.
    expect(loaded.filter((name) => !name.startsWith('/'))).toEqual(
      entry === './back-office-constants' ? ['@haat/india'] : [],
    );
    const constants = [
      'constants.ts',
      'constants/languages.ts',
      'constants/rules.ts',
      'constants/storefront.ts',
    ];
    const expected = {
      './constants': constants,
      './back-office-constants': [
        'back-office-constants.ts',
        'declarations.ts',
        'product-rules.ts',
      ],
      './paths': ['paths.ts', 'route-path.ts'],
      './back-office-paths': ['back-office-paths.ts'],
      './listing-path': ['listing-path.ts', 'listing-href.ts', ...constants],
      './listing-href': ['listing-href.ts'],
    }[entry];
    expect(
      loaded
        .filter((name) => name.startsWith('/'))
        .map((name) => path.relative(SRC, name))
        .sort(),
    ).toEqual(expected.sort());
  });
});

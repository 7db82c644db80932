// Who writes which table in the API (apps/api/src), for scripts/table-owners.test.ts. A table is
// found by its exported name in db/schema/index.ts and owned by the part whose schema file defines
// it (modules/<domain>/<domain>.schema.ts, lib/*.schema.ts, seed/demo-rows.schema.ts). A write is
// a drizzle insert(table), update(table) or delete(table) — the table read from the argument's
// type, so a variable, a union of tables or a generic table is seen as the compiler sees it — or
// raw SQL naming the table after INSERT INTO, UPDATE … SET, DELETE FROM or TRUNCATE.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Table {
  /** The exported name in db/schema/index.ts (`orderEvents`). */
  name: string;
  /** The name in SQL (`order_events`). */
  sqlName: string;
  /** The part that owns it (see `partOf`). */
  owner: string;
}

export interface TableWrite {
  /** The writing file, relative to the source folder. */
  file: string;
  line: number;
  /** The part the writing file belongs to. */
  writer: string;
  /** The exported name of the table written, or null when the code writes whichever table it is given. */
  table: string | null;
  how: string;
}

/**
 * The part a file belongs to, relative to the API's source folder: `modules/<domain>` for a
 * module's files, the first folder elsewhere (`lib`, `db`, `seed`, `cli`, `doctor`, `jobs`…), or
 * the file itself at the top (`background-jobs.ts`).
 */
export function partOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0] ?? file;
}

const relativeTo = (src: string, file: string) =>
  path.relative(src, file).split(path.sep).join('/');

/** Every table `db/schema/index.ts` exports, with its owner. */
export function readTables(src: string): Map<string, Table> {
  const indexFile = path.join(src, 'db/schema/index.ts');
  const index = ts.createSourceFile(
    indexFile,
    readFileSync(indexFile, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const tables = new Map<string, Table>();
  for (const statement of index.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const schemaFile = path.resolve(path.dirname(indexFile), statement.moduleSpecifier.text);
    const owner = partOf(relativeTo(src, schemaFile));
    const schema = ts.createSourceFile(
      schemaFile,
      readFileSync(schemaFile, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    for (const declaration of schema.statements) {
      if (!ts.isVariableStatement(declaration)) continue;
      const exported = declaration.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      for (const variable of declaration.declarationList.declarations) {
        const call = variable.initializer;
        if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(variable.name)) continue;
        if (!ts.isIdentifier(call.expression) || call.expression.text !== 'pgTable') continue;
        const sqlName = call.arguments[0];
        if (!sqlName || !ts.isStringLiteralLike(sqlName)) continue;
        tables.set(variable.name.text, { name: variable.name.text, sqlName: sqlName.text, owner });
      }
    }
  }
  return tables;
}

const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);
// SQL written by hand: the table's name right after the verb (UPDATE's only when SET follows).
const RAW_WRITE =
  /\b(insert\s+into|delete\s+from|truncate(?:\s+table)?|update)\s+(?:public\.)?"?([a-z_][a-z0-9_]*)"?(\s+set\b)?/gi;
// The verb at the end of a template's text, the table in the `${…}` that follows it.
const RAW_VERB_BEFORE_VALUE =
  /\b(insert\s+into|delete\s+from|truncate(?:\s+table)?|update)\s+(?:public\.)?"?$/i;

/** The SQL names a value's type says it is: one per table of a union; null for a table not known until run time. */
function tableNamesOfType(checker: ts.TypeChecker, node: ts.Node): (string | null)[] | undefined {
  const type = checker.getTypeAtLocation(node);
  const kinds = type.isUnion() ? type.types : [type];
  const names: (string | null)[] = [];
  for (const kind of kinds) {
    const apparent = checker.getApparentType(kind);
    const underscore = apparent.getProperty('_');
    const brand =
      underscore && checker.getTypeOfSymbolAtLocation(underscore, node).getProperty('brand');
    if (!underscore || !brand) continue;
    const brandType = checker.getTypeOfSymbolAtLocation(brand, node);
    if (!brandType.isStringLiteral() || brandType.value !== 'Table') continue;
    const name = checker.getTypeOfSymbolAtLocation(underscore, node).getProperty('name');
    const nameType = name && checker.getTypeOfSymbolAtLocation(name, node);
    names.push(nameType?.isStringLiteral() ? nameType.value : null);
  }
  return names.length > 0 ? names : undefined;
}

function isDrizzleMethod(checker: ts.TypeChecker, name: ts.Node): boolean {
  const symbol = checker.getSymbolAtLocation(name);
  return (symbol?.declarations ?? []).some((declaration) =>
    declaration.getSourceFile().fileName.includes('/drizzle-orm/'),
  );
}

/** Every write of a table in the source folder's TypeScript files, tests left out. */
export function findTableWrites(src: string, files: string[], tables: Map<string, Table>) {
  const bySqlName = new Map([...tables.values()].map((table) => [table.sqlName, table.name]));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const writes: TableWrite[] = [];

  for (const fileName of files) {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`Not compiled: ${fileName}`);
    const file = relativeTo(src, fileName);
    const writer = partOf(file);
    const add = (node: ts.Node, sqlNames: (string | null)[], how: string) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      for (const sqlName of sqlNames) {
        if (sqlName !== null && !bySqlName.has(sqlName)) continue;
        const table = sqlName === null ? null : (bySqlName.get(sqlName) ?? null);
        writes.push({ file, line, writer, table, how });
      }
    };
    const rawText = (node: ts.Node, text: string) => {
      for (const match of text.matchAll(RAW_WRITE)) {
        const verb = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
        if (verb === 'update' && !match[3]) continue;
        add(node, [match[2]?.toLowerCase() ?? ''], `SQL ${verb.toUpperCase()}`);
      }
    };
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        DRIZZLE_WRITES.has(node.expression.name.text) &&
        node.arguments[0] &&
        isDrizzleMethod(checker, node.expression.name)
      ) {
        const names = tableNamesOfType(checker, node.arguments[0]);
        if (names) add(node, names, `.${node.expression.name.text}()`);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        rawText(node, node.text);
      } else if (ts.isTemplateExpression(node)) {
        rawText(
          node,
          [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ${} '),
        );
        let before = node.head.text;
        for (const span of node.templateSpans) {
          const verb = RAW_VERB_BEFORE_VALUE.exec(before)?.[1]?.toUpperCase().replace(/\s+/g, ' ');
          before = span.literal.text;
          if (!verb || (verb === 'UPDATE' && !/^"?\s+set\b/i.test(before))) continue;
          // A drizzle table's name from its type; any other value names a table only known at run time.
          const names = tableNamesOfType(checker, span.expression) ?? [null];
          add(span.expression, names, `SQL ${verb} \${…}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}

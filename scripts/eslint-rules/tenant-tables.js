import fs from "node:fs";
import path from "node:path";
import tseslint from "typescript-eslint";

/**
 * The tenant tables, read from the module schemas (ADR 0034): a Drizzle table is a tenant
 * table when its columns object has a `tenantId` or `workspaceId` key, and `workspaces` is
 * one by its `id`. The same definition db/isolation.ts applies to the catalog, so a new
 * module's table is covered the moment its schema declares the column; nothing to keep in sync.
 */
const repoRoot = path.resolve(import.meta.dirname, "../..");
const modulesDir = path.join(repoRoot, "apps/api/src/modules");
const scopeKeys = ["tenantId", "workspaceId"];

/** Every `modules/<wing>/<module>/schema.ts`. */
export function schemaFiles() {
  return fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((wing) => wing.isDirectory())
    .flatMap((wing) =>
      fs
        .readdirSync(path.join(modulesDir, wing.name), { withFileTypes: true })
        .filter((unit) => unit.isDirectory())
        .map((unit) => path.join(modulesDir, wing.name, unit.name, "schema.ts"))
        .filter((file) => fs.existsSync(file)),
    );
}

const keyName = (property) =>
  property.type === "Property" && !property.computed
    ? (property.key.name ?? property.key.value)
    : undefined;

/** `export const X = pgTable("x", { …columns })`: X with its scope column, if it has one. */
function tablesOf(code) {
  const { ast } = tseslint.parser.parseForESLint(code, { sourceType: "module" });
  const tables = new Map();
  for (const statement of ast.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const { id, init } of declaration.declarations) {
      if (id.type !== "Identifier" || init?.type !== "CallExpression") continue;
      if (init.callee.type !== "Identifier" || init.callee.name !== "pgTable") continue;
      const [sqlName, columns] = init.arguments;
      if (columns?.type !== "ObjectExpression") continue;
      const keys = columns.properties.map(keyName);
      const column =
        sqlName?.value === "workspaces" ? "id" : scopeKeys.find((key) => keys.includes(key));
      if (column) tables.set(id.name, column);
    }
  }
  return tables;
}

let cache = { stamp: "", checkedAt: 0, tables: new Map() };

/**
 * Table name → the column that scopes it (`tenantId`, `workspaceId`, or `id` for workspaces).
 * Read once per process, again when a schema file has changed (an editor's long-lived ESLint);
 * the files are looked at no more than once a second.
 */
export function tenantTables() {
  if (Date.now() - cache.checkedAt < 1000) return cache.tables;
  cache.checkedAt = Date.now();
  const files = schemaFiles();
  const stamp = files.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join("|");
  if (stamp !== cache.stamp) {
    const tables = new Map();
    for (const file of files) {
      for (const [name, column] of tablesOf(fs.readFileSync(file, "utf8"))) {
        tables.set(name, column);
      }
    }
    cache = { stamp, checkedAt: cache.checkedAt, tables };
  }
  return cache.tables;
}

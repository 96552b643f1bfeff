import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { schemaFiles, tenantTables } from "./eslint-rules/tenant-tables.js";

/**
 * Proves fleetward/tenant-scoped-query (docs/architecture.md, "Import rules") holds, in the
 * style of lint-probes.test.ts: each probe is a query that forgets its workspace and must fail
 * lint with the rule named; the control probe, every scoped form the rule follows, must pass.
 * Probes are linted as virtual files inside a real module, so the rule applies as it would
 * (a query file: it may join other modules' tables, importing their schema.ts).
 */
const repoRoot = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: repoRoot });
const probePath = "apps/api/src/modules/workspace/assets/probe-repository.ts";

const header = [
  'import { and, eq, sql } from "drizzle-orm";',
  'import { alias } from "drizzle-orm/pg-core";',
  'import type { Orm } from "../../../db/client.ts";',
  'import { users } from "../../account/users/schema.ts";',
  'import { assetLocations } from "../catalog/schema.ts";',
  'import { workspaces } from "../core/schema.ts";',
  'import { workspaceMembers } from "../members/schema.ts";',
  'import { assets } from "./schema.ts";',
  "export const tables = [alias, and, eq, sql, assets, assetLocations, users, workspaceMembers, workspaces];",
  "",
].join("\n");

/** The rule ids of the errors, each with its message, for a readable failure. */
async function errorsOf(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(header + code, {
    filePath: path.join(repoRoot, probePath),
  });
  return (result?.messages ?? [])
    .filter((m) => m.severity === 2)
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const unscoped = expect.stringMatching(/^fleetward\/tenant-scoped-query: /);

describe("tenant-scoped-query probes", () => {
  it.each([
    "apps/api/src/db/client.ts",
    "apps/api/src/modules/account/users/schema.ts",
    "apps/api/src/modules/workspace/assets/schema.ts",
    "apps/api/src/modules/workspace/catalog/schema.ts",
    "apps/api/src/modules/workspace/core/schema.ts",
    "apps/api/src/modules/workspace/members/schema.ts",
  ])("imports a real file: %s", (file) => {
    expect(fs.existsSync(path.join(repoRoot, file))).toBe(true);
  });

  it.each([
    [
      "a select by id alone",
      "export const probe = (orm: Orm, id: string) =>\n" +
        "  orm.select().from(assets).where(eq(assets.id, id));\n",
    ],
    [
      "an update by id alone",
      "export const probe = (orm: Orm, id: string) =>\n" +
        '  orm.update(assets).set({ name: "x" }).where(eq(assets.id, id));\n',
    ],
    [
      "a delete without a where",
      "export async function probe(orm: Orm) {\n  await orm.delete(assets);\n}\n",
    ],
    [
      "an insert without the tenant",
      "export const probe = (orm: Orm) =>\n" +
        '  orm.insert(assetLocations).values({ name: "x", kind: "site" });\n',
    ],
    [
      "a select builder used without the tenant",
      "function selectNames(orm: Orm) {\n" +
        "  return orm.select({ name: assets.name }).from(assets);\n}\n" +
        "export const probe = (orm: Orm, id: string) =>\n" +
        "  selectNames(orm).where(eq(assets.id, id));\n",
    ],
    [
      "a helper filtering another table's tenant",
      "const inTenant = (tenantId: string) => eq(assetLocations.tenantId, tenantId);\n" +
        "export const probe = (orm: Orm, tenantId: string) =>\n" +
        "  orm.select().from(assets).where(inTenant(tenantId));\n",
    ],
    [
      "a tenant table joined to another table without its tenant",
      "export const probe = (orm: Orm, userId: string) =>\n" +
        "  orm.select().from(users)\n" +
        "    .innerJoin(workspaceMembers, eq(workspaceMembers.userId, users.id))\n" +
        "    .where(eq(users.id, userId));\n",
    ],
    [
      "a disable comment without its reason",
      "export const probe = (orm: Orm) =>\n" +
        "  // eslint-disable-next-line fleetward/tenant-scoped-query\n" +
        "  orm.select().from(assets);\n",
    ],
  ])("%s fails", async (_name, code) => {
    expect(await errorsOf(code)).toEqual([unscoped]);
  });

  it("control: every scoped form passes", async () => {
    const code = `
type Located = typeof assets | typeof assetLocations;
const inTenant = (table: Located, tenantId: string, id: string) =>
  and(eq(table.tenantId, tenantId), eq(table.id, id));
const holders = alias(assetLocations, "holders");
function selectNames(orm: Orm) {
  return orm.select({ name: assets.name }).from(assets);
}
export async function probe(orm: Orm, tenantId: string, id: string) {
  const conditions = [eq(assetLocations.tenantId, tenantId)];
  conditions.push(eq(assetLocations.id, id));
  return [
    await orm.select().from(assets).where(and(eq(assets.tenantId, tenantId), eq(assets.id, id))),
    await orm.update(assetLocations).set({ name: "x" }).where(inTenant(assetLocations, tenantId, id)),
    await orm.delete(assetLocations).where(and(...conditions)),
    await selectNames(orm).where(inTenant(assets, tenantId, id)),
    await orm.select().from(holders).where(eq(holders.tenantId, tenantId)),
    await orm.select().from(assets).where(sql\`tenant_id = \${tenantId}\`),
    await orm.select().from(workspaces).where(eq(workspaces.id, tenantId)),
    await orm.insert(assetLocations).values({ tenantId, name: "x", kind: "site" }),
    await orm.insert(assetLocations).values([{ ...conditions, name: "x" }]),
    await orm
      .select()
      .from(users)
      .innerJoin(workspaceMembers, eq(workspaceMembers.workspaceId, tenantId)),
    // eslint-disable-next-line fleetward/tenant-scoped-query -- a probe crossing workspaces
    await orm.select().from(assets),
  ];
}
`;
    expect(await errorsOf(code)).toEqual([]);
  });
});

describe("the tenant tables, read from the module schemas", () => {
  /** A plain text scan: each `export const X = pgTable(` block with a tenant column key. */
  function scannedTables(): string[] {
    return schemaFiles().flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split(/^export const /m)
        .filter((block) => /^\w+ = pgTable\(/.test(block))
        .filter((block) => /^\s+(tenantId|workspaceId):/m.test(block) || /^workspaces /.test(block))
        .map((block) => block.slice(0, block.indexOf(" "))),
    );
  }

  it("are every table with a tenantId or workspaceId column, and workspaces", () => {
    const tables = tenantTables();
    expect([...tables.keys()].sort()).toEqual(scannedTables().sort());
    expect(tables.get("assets")).toBe("tenantId");
    expect(tables.get("workspaceMembers")).toBe("workspaceId");
    expect(tables.get("workspaces")).toBe("id");
    expect(tables.has("users")).toBe(false);
    expect(tables.has("trials")).toBe(false);
  });
});

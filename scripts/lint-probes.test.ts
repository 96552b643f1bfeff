import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Proves the house rules of eslint.config.js (docs/architecture.md) hold: each probe is a
 * deliberately bad file that must fail lint with the rule named, and one control probe must pass.
 * Probes are linted as virtual files at real places in the tree, so the zones apply as they would
 * to real code; the import cycle needs both files on disk and is written to a temporary folder.
 */
const repoRoot = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: repoRoot });

async function lintProbe(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result?.messages ?? [];
}

/** The rule ids of the errors, each with its message, for a readable failure. */
async function errorsOf(filePath: string, code: string): Promise<string[]> {
  const messages = await lintProbe(filePath, code);
  return messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const restricted = expect.stringMatching(/^import-x\/no-restricted-paths: /);
const restrictedImport = expect.stringMatching(/^no-restricted-imports: .*db\/schema\.ts/);

describe("lint probes", () => {
  // The probes import real files: if one is moved, the probe must be moved with it.
  it.each([
    "apps/web/src/features/site/jobs/api/jobs-api.ts",
    "apps/web/src/features/workspace/assets/api/assets-api.ts",
    "apps/web/src/lib/http/http-client.ts",
    "apps/api/src/modules/site/posts/repository.ts",
    "apps/api/src/modules/site/posts/service.ts",
    "apps/api/src/modules/site/posts/schema.ts",
    "apps/api/src/db/schema.ts",
    "apps/api/src/lib/ids.ts",
  ])("imports a real file: %s", (file) => {
    expect(fs.existsSync(path.join(repoRoot, file))).toBe(true);
  });

  describe("an import cycle fails (import-x/no-cycle)", () => {
    let dir = "";
    beforeAll(() => {
      // A folder of its own per run, removed afterwards, so no other lint run sees it for long.
      dir = fs.mkdtempSync(path.join(repoRoot, "apps/api/src/lib/__probe-"));
      fs.writeFileSync(
        path.join(dir, "a.ts"),
        'import { b } from "./b.ts";\nexport const a = b;\n',
      );
      fs.writeFileSync(
        path.join(dir, "b.ts"),
        'import { a } from "./a.ts";\nexport const b = a;\n',
      );
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("reports the cycle on both files", async () => {
      const results = await eslint.lintFiles([path.join(dir, "a.ts"), path.join(dir, "b.ts")]);
      for (const result of results) {
        expect(result.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
      }
      expect(results).toHaveLength(2);
    });
  });

  it("a web feature importing another feature of its wing fails", async () => {
    const errors = await errorsOf(
      "apps/web/src/features/site/posts/components/probe.ts",
      'import { jobKeys } from "../../jobs/api/jobs-api.ts";\nexport const probe = jobKeys;\n',
    );
    expect(errors).toEqual([restricted]);
  });

  it("a web feature importing a feature of another wing fails", async () => {
    const errors = await errorsOf(
      "apps/web/src/features/site/posts/components/probe.ts",
      'import { assetKeys } from "../../../workspace/assets/api/assets-api.ts";\n' +
        "export const probe = assetKeys;\n",
    );
    expect(errors).toEqual([restricted]);
  });

  it("shared code (components/) importing a feature fails", async () => {
    const errors = await errorsOf(
      "apps/web/src/components/probe.ts",
      'import { jobKeys } from "../features/site/jobs/api/jobs-api.ts";\nexport const probe = jobKeys;\n',
    );
    expect(errors).toEqual([restricted]);
  });

  it("web code importing API code fails", async () => {
    const errors = await errorsOf(
      "apps/web/src/lib/probe.ts",
      'import { isUuid } from "../../../api/src/lib/ids.ts";\nexport const probe = isUuid;\n',
    );
    expect(errors).toEqual([restricted]);
  });

  it("an API module importing another module's repository.ts fails", async () => {
    const errors = await errorsOf(
      "apps/api/src/modules/site/help/probe.ts",
      'import * as posts from "../posts/repository.ts";\nexport const probe = posts;\n',
    );
    expect(errors).toEqual([restricted]);
  });

  it("an API module importing db/schema.ts fails, in any of its files", async () => {
    const probe = 'import { posts } from "../../../db/schema.ts";\nexport const probe = posts;\n';
    for (const file of ["probe.ts", "repository.ts", "schema.ts"]) {
      const errors = await errorsOf(`apps/api/src/modules/site/help/${file}`, probe);
      expect(errors).toContainEqual(restrictedImport);
    }
  });

  it("an API module's service reading another module's schema.ts fails", async () => {
    const errors = await errorsOf(
      "apps/api/src/modules/site/help/service.ts",
      'import { posts } from "../posts/schema.ts";\nexport const probe = posts;\n',
    );
    expect(errors).toEqual([restricted]);
  });

  it("control: a module's query files may join another module's schema.ts", async () => {
    const join = 'import { posts } from "../posts/schema.ts";\nexport const probe = posts;\n';
    for (const file of ["repository.ts", "probe-repository.ts", "probe-query.ts", "queries.ts"]) {
      expect(await errorsOf(`apps/api/src/modules/site/help/${file}`, join)).toEqual([]);
    }
    // Tests set up state through any module, db/schema.ts included.
    expect(
      await errorsOf(
        "apps/api/src/modules/site/help/probe.test.ts",
        'import { posts } from "../../../db/schema.ts";\nexport const probe = posts;\n',
      ),
    ).toEqual([]);
  });

  it("control: a feature using shared code and a module using another's service.ts pass", async () => {
    expect(
      await errorsOf(
        "apps/web/src/features/site/posts/components/probe.ts",
        'import { request } from "../../../../lib/http/http-client.ts";\n' +
          'import { postKeys } from "../api/posts-api.ts";\n' +
          "export const probe = [request, postKeys];\n",
      ),
    ).toEqual([]);
    expect(
      await errorsOf(
        "apps/api/src/modules/site/help/probe.ts",
        'import * as posts from "../posts/service.ts";\nexport const probe = posts;\n',
      ),
    ).toEqual([]);
  });
});

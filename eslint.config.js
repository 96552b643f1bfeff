import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import fleetward from "./scripts/eslint-rules/tenant-scoped-query.js";

/**
 * The house rules of docs/architecture.md, enforced. Each rule is proven by a probe file in
 * scripts/lint-probes.test.ts (fleetward/tenant-scoped-query: scripts/tenant-scoped-query.test.ts):
 * if a rule stops firing, that test fails.
 */
const root = import.meta.dirname;
const wings = ["site", "account", "workspace"];

/** `<base>/<wing>/<name>` folders, read from the tree so a new feature is covered at once. */
function unitsOf(base, groups) {
  return groups.flatMap((group) => {
    const dir = path.join(root, base, group);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `./${base}/${group}/${entry.name}`);
  });
}

const webFeatures = "./apps/web/src/features";
const apiModules = "./apps/api/src/modules";

const baseZones = [
  { target: "./packages", from: "./apps", message: "packages import neither app." },
  { target: "./apps/web", from: "./apps/api", message: "the web app never imports API code." },
  { target: "./apps/api", from: "./apps/web", message: "the API never imports web code." },
  {
    target: ["./apps/web/src/components", "./apps/web/src/lib", "./apps/web/src/hooks"],
    from: [webFeatures, "./apps/web/src/app"],
    message: "shared code (components, lib, hooks) must not depend on features or the app.",
  },
  {
    target: webFeatures,
    from: "./apps/web/src/app",
    message: "features must not import the app layer.",
  },
  ...unitsOf("apps/web/src/features", wings).map((feature) => ({
    target: feature,
    from: webFeatures,
    except: [path.relative(webFeatures, feature)],
    message: "features do not import each other; move shared code to components/, lib/ or hooks/.",
  })),
];

/**
 * API: a module reaches another module only through its service.ts. A schema may name another
 * module's schema for a foreign key; tests may set up state through any module.
 */
const modules = unitsOf("apps/api/src/modules", [...wings, "platform"]);
const moduleZones = modules.flatMap((target) =>
  modules
    .filter((from) => from !== target)
    .map((from) => ({
      target,
      from,
      except: ["./service.ts"],
      message: `a module uses another only through its service.ts (${path.basename(from)}/service.ts).`,
    })),
);
/**
 * A module's query files may also read another module's tables, joined into its own queries
 * for speed (the register's names, the dashboard's counts): they import that module's
 * schema.ts. Lookups and writes of another module's rows still go through its service.ts.
 */
const queryFiles = ["repository", "*-repository", "*-query", "queries", "*-queries"].map(
  (name) => `apps/api/src/modules/**/${name}.ts`,
);
const queryZones = moduleZones.map((zone) => ({
  ...zone,
  except: ["./service.ts", "./schema.ts"],
  message: `a module uses another only through its service.ts; its query files may join the other's schema.ts (${path.basename(zone.from)}).`,
}));

const schemaZones = modules.map((target) => ({
  target: `${target}/schema.ts`,
  from: apiModules,
  except: modules
    .map((m) => `${path.relative(apiModules, m)}/schema.ts`)
    .concat(path.relative(apiModules, target)),
  message: "a schema imports only other modules' schema.ts (for foreign keys).",
}));

/** db/schema.ts only gathers the module schemas for the client and drizzle-kit: no schema reads it. */
const aggregateZone = {
  target: apiModules,
  from: "./apps/api/src/db/schema.ts",
  message: "a module schema never imports db/schema.ts (it aggregates them).",
};

/** API plumbing: lib/ stands alone; plugins and db/ reach modules through their public files. */
const plumbingZones = [
  {
    target: "./apps/api/src/lib",
    from: apiModules,
    message: "API lib/ must not depend on modules.",
  },
  {
    target: ["./apps/api/src/plugins", "./apps/api/src/db"],
    from: "./apps/api/src/modules/**/*",
    except: ["**/service.ts", "**/schema.ts", "**/seed.ts"],
    message:
      "plugins and db/ use a module only through its service.ts (or schema.ts, for the client).",
  },
];

/**
 * Modules never import db/schema.ts, which gathers every table: a module reads its own
 * schema.ts and another module's rows through that module's service.ts.
 */
const aggregateImport = {
  patterns: [
    {
      group: ["**/db/schema", "**/db/schema.ts"],
      message:
        "a module imports its own schema.ts, not db/schema.ts; another module's rows come through its service.ts (or, in a query file's join, its schema.ts).",
    },
  ],
};

const testFiles = [
  "**/*.test.{ts,tsx}",
  "**/test-support/**",
  "**/test-support.ts",
  "**/test-helpers.ts",
  "**/robustness/**",
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/dist/**",
      "**/.react-router/**",
      "data/**",
      "apps/api/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX, fleetward },
    settings: {
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          conditionNames: ["import", "types", "default"],
        }),
      ],
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/ignore": ["node_modules"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: baseZones }],
      "import-x/no-cycle": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["warn", "error"] }],
      "max-lines": ["error", { max: 400 }],
      "max-lines-per-function": ["error", { max: 80 }],
    },
  },
  {
    files: ["apps/api/src/**/*.ts"],
    ignores: [...testFiles, "**/modules/**/schema.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...baseZones, ...plumbingZones, ...moduleZones] },
      ],
    },
  },
  {
    files: queryFiles,
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...baseZones, ...plumbingZones, ...queryZones] },
      ],
    },
  },
  {
    files: ["apps/api/src/modules/**/*.ts"],
    ignores: [...testFiles, "**/seed.ts", "**/seed-data/**"],
    rules: { "no-restricted-imports": ["error", aggregateImport] },
  },
  {
    files: ["apps/api/src/modules/**/schema.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...baseZones, aggregateZone, ...schemaZones] },
      ],
    },
  },
  {
    // ADR 0034: a query on a tenant table filters by the workspace, or says why it need not.
    files: ["apps/api/src/modules/**/*.ts"],
    ignores: [...testFiles, "**/seed.ts", "**/seed-data/**"],
    rules: { "fleetward/tenant-scoped-query": "error" },
  },
  {
    // Locale files and seeded content are data, not code.
    files: [
      "**/locales/**",
      "**/content.ts",
      "**/seed-data/**",
      "packages/emails/src/notices/**",
      "apps/web/src/features/**/data/**",
    ],
    rules: { "max-lines": "off", "max-lines-per-function": "off" },
  },
  {
    // A page component is its JSX; tests are one describe block per subject.
    files: ["apps/web/src/features/**/pages/*.tsx", ...testFiles, "e2e/**"],
    rules: { "max-lines-per-function": "off" },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "packages/emails/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["e2e/**", "bench/**", "apps/api/**", ".ci/**", "scripts/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
);

import js from "@eslint/js";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const webFeatures = "./apps/web/src/features";

/**
 * Import boundaries of DESIGN "Layout": shared code ← features ← app.
 * A feature never reaches into another feature; contracts import neither app; web never imports api.
 */
const boundaryZones = [
  { target: "./packages/contracts", from: "./apps", message: "contracts import neither app." },
  { target: "./packages/emails", from: "./apps", message: "e-mail templates import neither app." },
  { target: "./apps/web", from: "./apps/api", message: "the web app never imports API code." },
  { target: "./apps/api", from: "./apps/web", message: "the API never imports web code." },
  {
    target: ["./apps/web/src/components", "./apps/web/src/lib", "./apps/web/src/hooks"],
    from: [webFeatures, "./apps/web/src/app"],
    message: "shared code must not depend on features or the app.",
  },
  {
    target: webFeatures,
    from: "./apps/web/src/app",
    message: "features must not import the app layer.",
  },
];

const features = [
  "account",
  "auth",
  "blog",
  "company",
  "contact",
  "courses",
  "docs",
  "emails",
  "errors",
  "forums",
  "help-center",
  "home",
  "jobs",
  "legal",
  "newsletter",
  "portfolio",
  "settings",
  "status",
  "trial",
];
for (const feature of features) {
  boundaryZones.push({
    target: `${webFeatures}/${feature}`,
    from: webFeatures,
    except: [`./${feature}`],
    message: "features do not import each other; move shared code to components/ or lib/.",
  });
}

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
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver": { node: true },
      "import-x/ignore": ["node_modules"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "import-x/no-cycle": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "packages/emails/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["e2e/**", "bench/**", "apps/api/**", ".ci/**", "*.config.*"],
    rules: { "no-console": "off" },
  },
);

// @ts-check
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports that would point an arrow the wrong way (see README, "Architecture"). */
const ours = (...names) => names.flatMap((name) => [`@aizapy/${name}`, `@aizapy/${name}/*`]);
/** A package may import only the packages named: every other of ours is refused. */
const onlyImports = (allowed, message) => ({
  group: ["@aizapy/*", ...allowed.flatMap((name) => [`!@aizapy/${name}`, `!@aizapy/${name}/*`])],
  message,
});
const webToServer = {
  group: ours(
    "server",
    "graphql-server",
    "rest-compat",
    "services",
    "db",
    "messaging",
    "engagement",
  ),
  message:
    "The web app talks to the server over HTTP only; shared rules come from @aizapy/contracts.",
};
const boundaries = [
  {
    files: ["packages/contracts/**"],
    patterns: [
      {
        group: ["@aizapy/*"],
        message: "contracts is the bottom of the graph: zod and the shapes, nothing of ours.",
      },
    ],
  },
  {
    files: ["packages/design-system/**"],
    patterns: [
      {
        group: ["@aizapy/*", "!@aizapy/design-system", "!@aizapy/design-system/*"],
        message: "The design system knows no product: not the app, the server or the contracts.",
      },
    ],
  },
  {
    files: ["packages/db/**"],
    patterns: [onlyImports(["db", "contracts"], "db sits on the contracts alone.")],
  },
  {
    files: ["packages/messaging/**"],
    patterns: [
      onlyImports(
        ["messaging", "db", "contracts"],
        "messaging gets what else it needs from the host that composes it; it imports the database and the contracts only.",
      ),
    ],
  },
  {
    files: ["packages/engagement/**"],
    patterns: [
      onlyImports(
        ["engagement", "db", "contracts"],
        "engagement reaches messaging only through what the host hands in; it imports the database and the contracts only.",
      ),
    ],
  },
  {
    files: ["packages/services/**"],
    patterns: [
      onlyImports(
        ["services", "messaging", "engagement", "db", "contracts"],
        "services sit below every transport: the platform, the businesses' product on it, the database and the contracts only.",
      ),
    ],
  },
  {
    files: ["packages/graphql-server/**"],
    patterns: [
      onlyImports(
        ["graphql-server", "services", "db", "contracts"],
        "The GraphQL transport calls the services; the host mounts it.",
      ),
    ],
  },
  {
    files: ["packages/rest-compat/**"],
    patterns: [
      onlyImports(
        ["rest-compat", "services", "contracts"],
        "rest-compat receives the services from the host that mounts it; it imports their types and the contracts.",
      ),
    ],
  },
  {
    files: ["packages/server/**"],
    patterns: [
      {
        group: ours("web", "design-system"),
        message: "The host serves the built web app as files; it never imports it.",
      },
    ],
  },
  {
    files: ["packages/web/**"],
    patterns: [webToServer],
  },
  {
    files: ["packages/web/src/site/**"],
    patterns: [
      webToServer,
      {
        group: ["**/admin", "**/admin/**"],
        message:
          "The public site never loads console code (docs/decisions/0003); what both need lives in @aizapy/contracts or the design system.",
      },
    ],
  },
  {
    files: ["packages/web/src/admin/**"],
    patterns: [
      webToServer,
      {
        group: ["**/site", "**/site/**"],
        message:
          "The console does not reach into the public site; what both need lives in @aizapy/contracts or the design system.",
      },
    ],
  },
];

/**
 * The web app's rooms. Its three areas (the public site, the admin console, the business
 * workspace) never import one another. What the two signed-in areas share (components, lib) lives
 * in `src/shared`: the console and the workspace import it; it imports no area (not even their
 * generated `gql`: its components are typed structurally), and the public site does not import it,
 * so a public page never loads signed-in code. In the console and the workspace, `app/` is the
 * shell (router, layout, routes) that composes the features; a feature imports neither another
 * feature nor the shell, and the shared rooms (`components/`, `lib/`, `api/`) import neither: what
 * several features need moves down into a shared room. Imports are resolved to files, so a
 * relative path (`../../site/x`) is caught as surely as any other.
 */
const web = "packages/web/src";
const webAreas = ["site", "admin", "app"];
const areasWithFeatures = ["admin", "app"];
/** An area's features, one folder each (read when ESLint loads this file). */
const featuresOf = (/** @type {string} */ area) => {
  const dir = path.join(import.meta.dirname, web, area, "features");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
};
const webZones = [
  ...webAreas.map((area) => {
    const others = webAreas.filter((other) => other !== area);
    return {
      target: `${web}/${area}`,
      from: others.map((other) => `${web}/${other}`),
      message: `src/${area} imports neither ${others.map((other) => `src/${other}`).join(" nor ")}: what the console and the workspace share lives in src/shared; what every area shares, in @aizapy/contracts or the design system.`,
    };
  }),
  {
    target: `${web}/shared`,
    from: webAreas.map((area) => `${web}/${area}`),
    message:
      "src/shared imports none of src/site, src/admin and src/app (nor their generated gql): type its components structurally and let each area pass its own data.",
  },
  {
    target: `${web}/site`,
    from: `${web}/shared`,
    message:
      "The public site does not import src/shared, the signed-in areas' code: public pages stay light (docs/decisions/0003); what both need lives in @aizapy/contracts or the design system.",
  },
  ...areasWithFeatures.flatMap((area) => [
    {
      target: `${web}/${area}/features`,
      from: `${web}/${area}/app`,
      message: `Features do not import the shell (src/${area}/app): the shell composes the features.`,
    },
    {
      target: ["components", "lib", "api"].map((room) => `${web}/${area}/${room}`),
      from: [`${web}/${area}/features`, `${web}/${area}/app`],
      message: `The shared rooms of src/${area} (components, lib, api) import neither features nor the shell.`,
    },
    ...featuresOf(area).map((feature) => ({
      target: `${web}/${area}/features/${feature}`,
      from: `${web}/${area}/features`,
      except: [`./${feature}`],
      message: `A feature does not import another feature: move what both need into src/${area}/components, lib or api, or compose them in src/${area}/app.`,
    })),
  ]),
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/storybook-static/**",
      "packages/web/build-ssr/**",
      "packages/db/src/generated/**",
      "packages/web/src/admin/gql/**",
      "packages/web/src/app/gql/**",
      "tests/.artifacts/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always"],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["packages/design-system/**/*.tsx", "packages/web/**/*.tsx", ".storybook/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["scripts/**", "tests/**", "**/cli/**", "**/*.config.*", "prisma/**"],
    rules: { "no-console": "off" },
  },
  ...boundaries.map(({ files, patterns }) => ({
    files,
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
  {
    files: [`${web}/**`],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".jsx", ".json"] }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: webZones }],
    },
  },
);

// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports that would point an arrow the wrong way (see README, "Architecture"). */
const server = ["@aizapy/graphql-server", "@aizapy/graphql-server/*"];
const webToServer = {
  group: [...server, "@aizapy/rest-compat", "@aizapy/messaging", "@aizapy/messaging/*"],
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
  {
    files: ["packages/rest-compat/**"],
    patterns: [
      {
        group: [
          "@aizapy/web",
          "@aizapy/design-system",
          ...server,
          "@aizapy/messaging",
          "@aizapy/messaging/*",
        ],
        message:
          "rest-compat receives the services from the host that mounts it; it imports only the contracts.",
      },
    ],
  },
  {
    files: ["packages/messaging/**"],
    patterns: [
      {
        group: ["@aizapy/web", "@aizapy/design-system", ...server, "@aizapy/rest-compat"],
        message:
          "messaging gets the database and errors from the host that composes it; it imports only the contracts.",
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/storybook-static/**",
      "packages/web/build-ssr/**",
      "packages/graphql-server/src/generated/**",
      "packages/web/src/admin/gql/**",
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
);
